import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { makeAuthProvider } from './account/authProvider';
import { AppNotifications } from './dialogs/AppNotifications';
import { i18nProvider } from './i18n/i18nProvider';
import { followUserLanguage } from './i18n/userLanguage';
import { darkTheme, lightTheme } from './layout/theme';
import { dataProvider } from './engine/dataProvider';
import { queryClient } from './engine/queryClient';
import { SchemaLayout } from './engine/SchemaLayout';
import { NotFound } from './pages/NotFound';
import { routeElements } from './routing/appRoutes';
import { startRouteFor } from './routing/routes';
import { StartRouteContext } from './routing/startRoute';
import { PleaseWait } from './ui/PleaseWait';

// In memory: the spec allows only the four session values in localStorage (see account/session.ts);
// the theme is restored from the user's isDarkMode instead, the language from their settings.
const store = memoryStore();
followUserLanguage(store);
const authProvider = makeAuthProvider(startRouteFor);

export const App = () => (
  <StartRouteContext.Provider value={startRouteFor}>
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      layout={SchemaLayout}
      loginPage={false}
      catchAll={NotFound}
      loading={PleaseWait}
      notification={AppNotifications}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      disableTelemetry
    >
      <CustomRoutes noLayout>{routeElements(false)}</CustomRoutes>
      <CustomRoutes>{routeElements(true)}</CustomRoutes>
    </Admin>
  </StartRouteContext.Provider>
);
