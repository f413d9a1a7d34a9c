// The login call of operations §4/§8 (POST /Authenticate) and what follows it in the browser: the
// session stored, the user known. Apart from react-admin's authProvider so that the login page's
// own small first load (login/loginStart.tsx) can sign in before react-admin has loaded.
import { fleet, FleetError } from '../../api/fleet';
import type { AuthResult, User } from '../../api/types';
import { isRetryLater, type DialogLine } from '../../dialogs/systemDialogs';
import { PASSWORD_RESET_ROUTE } from '../../routing/paths';
import { currentUser } from '../currentUser';
import { saveSession } from '../session';
import { loginOutcome, type GraceLogin } from './loginOutcome';

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

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in; a session that must change its password goes to the reset, any other to `startPath(user)`. */
export async function signIn({ username, password }: Credentials, startPath: (user: User) => string): Promise<LoginResult> {
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
  return { redirectTo: startPath(user), grace: outcome.grace };
}
