// react-admin's view of the /api/Fleet session (operations §3, §4, docs/API.md).
import type { AuthProvider } from 'react-admin';
import { fleet, FleetError } from '../api/fleet';
import type { AuthResult, User } from '../api/types';
import { currentUser } from './currentUser';
import { loadCurrentUser } from './loadCurrentUser';
import { loginOutcome, type GraceLogin } from './login/loginOutcome';
import { endSession } from './endSession';
import { forgetPush } from '../push/pushDevice';
import { hasSession, readSession, saveSession } from './session';
import { handleUnauthorized } from './sessionExpiry';
import { isRetryLater, type DialogLine } from '../dialogs/systemDialogs';
import { LOGIN_ROUTE, PASSWORD_RESET_ROUTE } from '../routing/paths';
import type { StartRoute } from '../routing/startRoute';

/** A refused login; `lines` are the catalogue messages the login form shows. */
export class LoginRefused extends Error {
  readonly lines: DialogLine[];
  constructor(lines: DialogLine[]) {
    super('Login refused');
    this.lines = lines;
  }
}

export interface LoginResult {
  redirectTo: string;
  grace: GraceLogin | null;
}

async function login({ username, password }: { username: string; password: string }, startRouteFor: StartRoute): Promise<LoginResult> {
  let auth: AuthResult;
  try {
    auth = await fleet.post<AuthResult>('/Authenticate', { Username: username, Password: password }, { anonymous: true, quiet: true });
  } catch (error) {
    // A throttled or busy server says when to come back; anything else is the spec's failure text.
    if (error instanceof FleetError && isRetryLater(error)) throw new LoginRefused([{ text: error.message }]);
    throw new LoginRefused([{ key: 'login.error' }]);
  }
  const outcome = loginOutcome(auth);
  if (outcome.kind === 'refused') throw new LoginRefused(outcome.lines);
  const user = auth.user as User;
  saveSession({ ...auth, user });
  currentUser.set(user);
  if (outcome.kind === 'passwordReset') return { redirectTo: PASSWORD_RESET_ROUTE, grace: null };
  return { redirectTo: startRouteFor(user), grace: outcome.grace };
}

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
  login: (credentials) => login(credentials, startRouteFor),
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
