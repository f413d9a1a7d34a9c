import { Route } from 'react-router';
import { Guarded } from './Guarded';
import { appRoutes } from './routes';
import { screenFor } from './screenRegistry';

/** The <Route>s of the live routes, inside the shell or on their own (CustomRoutes noLayout). */
export const routeElements = (inShell: boolean) =>
  appRoutes.flatMap((route) => {
    const Screen = screenFor(route.screen);
    if (route.inShell !== inShell || !Screen) return [];
    return [
      <Route
        key={route.path}
        path={route.path}
        element={
          <Guarded route={route}>
            <Screen />
          </Guarded>
        }
      />,
    ];
  });
