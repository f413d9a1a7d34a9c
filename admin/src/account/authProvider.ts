// react-admin's view of the /api/Fleet session (operations §3, §4, docs/API.md).
import type { AuthProvider } from 'react-admin';
import { fleet, FleetError } from '../api/fleet';
import { loadCurrentUser } from './loadCurrentUser';
import { signIn } from './login/signIn';
import { endSession } from './endSession';
import { forgetPush } from '../push/pushDevice';
import { hasSession, readSession } from './session';
import { handleUnauthorized } from './sessionExpiry';
import { LOGIN_ROUTE } from '../routing/paths';
import type { StartRoute } from '../routing/startRoute';

/** Ends the session on the server; the client forgets it even when that call fails. */
async function logout(): Promise<string> {
  try {
    const { accessToken, userId } = readSession();
    // this device stops getting the user's notifications, while the session may still say so
    if (accessToken) await forgetPush(userId);
    if (accessToken) await fleet.del('/UserSession', { quiet: true, keepSessionOn401: true });
  } catch {
    // nothing to do: the stored values are cleared below either way
  } finally {
    endSession();
  }
  return LOGIN_ROUTE;
}

/** The start page after a login comes from the route table (routing/startRoute.ts says why it is given). */
export const makeAuthProvider = (startRouteFor: StartRoute): AuthProvider => ({
  login: (credentials) => signIn(credentials, startRouteFor),
  logout,
  checkAuth: () => (hasSession() ? Promise.resolve() : Promise.reject({ redirectTo: LOGIN_ROUTE, message: false })),
  checkError: (error: { status?: number }) => {
    if (error?.status !== 401) return Promise.resolve();
    // calls made through `fleet` have already run this; react-admin data calls arrive here instead
    if (!(error instanceof FleetError)) handleUnauthorized();
    return Promise.reject({ redirectTo: LOGIN_ROUTE, message: false, logoutUser: false });
  },
  getPermissions: () => Promise.resolve(readSession().userType),
  getIdentity: async () => {
    const user = await loadCurrentUser();
    return { id: user.id, fullName: user.displayName ?? undefined };
  },
});
