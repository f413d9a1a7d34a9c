import { Route } from 'react-router';
import { Guarded } from './Guarded';
import { appRoutes } from './routes';

/** The <Route>s of the route table, inside the shell or on their own (CustomRoutes noLayout). */
export const routeElements = (inShell: boolean) =>
  appRoutes
    .filter((route) => route.inShell === inShell)
    .map(({ path, screen: Screen, ...route }) => (
      <Route
        key={path}
        path={path}
        element={
          <Guarded route={{ path, screen: Screen, ...route }}>
            <Screen />
          </Guarded>
        }
      />
    ));
