// The screens built so far. A route of routes.ts (and its menu entry) goes live when its screen is
// listed here; later issues add theirs (assets, missions...). The maintenance screens are loaded
// on demand (maintenance/maintenanceScreens.tsx).
import { DispatchMission } from '../home/DispatchMission';
import { DriverHome } from '../home/DriverHome';
import { FleetHome } from '../home/FleetHome';
import { SiteHome } from '../home/SiteHome';
import { LoginPage } from '../login/LoginPage';
import { maintenanceScreens } from '../maintenance/maintenanceScreens';
import { Refresh } from '../pages/Refresh';
import { StartRedirect } from '../pages/StartRedirect';
import { Unauthorized } from '../pages/Unauthorized';
import { ForgotPasswordReset } from '../password/ForgotPasswordReset';
import { PasswordReset } from '../password/PasswordReset';
import type { ScreenMap } from './screenRegistry';

export const screens: ScreenMap = {
  login: LoginPage,
  passwordReset: PasswordReset,
  forgotPassword: ForgotPasswordReset,
  unauthorized: Unauthorized,
  start: StartRedirect,
  refresh: Refresh,
  fleetHome: FleetHome,
  siteHome: SiteHome,
  driverHome: DriverHome,
  dispatchMission: DispatchMission,
  ...maintenanceScreens,
};
