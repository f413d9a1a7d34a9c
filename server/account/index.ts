// The account: logging in, sessions, passwords (change, forced change, forgotten-password resets)
// and the throttles that guard them (operations §3, §4, §7). Like an entity module, this index
// declares what the account adds to the app — its calls under /api/Fleet (fleet/index.ts mounts
// them) and the session authenticator every other call runs first (boot.ts puts it in the
// AppContext, so http/ and live/ never import the account) — and the rules live beside it, one
// concern a file:
//   routes.ts          the calls and their rate limits
//   login.ts           POST /Authenticate: every branch of the AuthResult, grace logins
//   loginThrottle.ts   failed-login counting and lockout, one transaction on the name's row
//   sessions.ts        opening, ending and timing out a session (user_session)
//   tokens.ts          the HS256 token that names a session; the JWT secret
//   sessionAuth.ts     a request's bearer token → its Principal, or 401
//   sessionAhead.ts    a list's session checked in its page's round trip (PostgreSQL)
//   sessionRecheck.ts  open streams' sessions checked again, together
//   users.ts           who may log in (canLogIn), a user by login name, a managed user
//   securityPolicy.ts  the policy that governs a user (company, user type, default)
//   passwords.ts       password rules and history, storing a new password
//   hashing.ts         argon2 hashing, bounded to the spare cores
//   changePassword.ts  POST /ChangePassword and /ForcedChangePassword
//   forgotPassword.ts  the reset e-mail, its token, the new password
import type { Authenticate, AuthenticateAhead, Recheck } from '../context.js';
import type { RouteDef } from '../http/route.js';
import { accountRoutes } from './routes.js';
import { authenticateRequest } from './sessionAuth.js';
import { authenticateAhead } from './sessionAhead.js';
import { recheckSession } from './sessionRecheck.js';

export interface AccountModule {
  routes: RouteDef[];
  authenticate: Authenticate;
  authenticateAhead: AuthenticateAhead;
  recheck: Recheck;
}

export const account: AccountModule = {
  routes: accountRoutes,
  authenticate: authenticateRequest,
  authenticateAhead,
  recheck: recheckSession,
};
