// The account in the shell (operations §3, §4, §7): its screens at their fixed paths — the login,
// the forced password change after it, the forgotten-password reset and each area's refresh route
// (a reload's way back into its session) — read by routing/routes.ts beside the entity modules'
// routes. Beside this index: the session the browser keeps (session.ts, currentUser.ts,
// loadCurrentUser.ts, sessionExpiry.ts, SessionWatcher.tsx), react-admin's view of it
// (authProvider.ts), the login screen (login/), the password screens and dialogs (password/) and the
// Profile dialog with the user's settings (profile/).
import type { ComponentType } from 'react';
import { AREAS, type AreaName } from '../routing/areas';
import { LOGIN_ROUTE, PASSWORD_RESET_ROUTE } from '../routing/paths';
import type { AppRoute, RouteAccess } from '../routing/routes';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordReset } from './password/ForgotPasswordReset';
import { PasswordReset } from './password/PasswordReset';
import { Refresh } from './Refresh';

/** A screen on its own page, outside the shell. */
const ownPage = (path: string, screen: ComponentType, access: RouteAccess): AppRoute => ({ path, screen, access, inShell: false });

export const accountRoutes: AppRoute[] = [
  ownPage(LOGIN_ROUTE, LoginPage, 'public'),
  ownPage(PASSWORD_RESET_ROUTE, PasswordReset, 'passwordReset'),
  ownPage('/user/forgotpwd', ForgotPasswordReset, 'public'),
  ...(Object.keys(AREAS) as AreaName[]).map((area) => ownPage(AREAS[area].refresh, Refresh, 'refresh')),
];
