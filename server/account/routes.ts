// /api/Fleet login, logout and password calls (operations §7 'Auth'), with their rate limits.
import { randomInt } from 'node:crypto';
import { hashingSaturated } from './hashing.js';
import { revokeSession } from './sessions.js';
import { badRequest } from '../errors.js';
import type {
  AuthenticateRequest,
  ForgotPasswordChange,
  ForgotPasswordRequest,
  ForgotPasswordValidate,
  PasswordChangeRequest,
} from '../../schemas/types.generated.js';
import { route, type RouteDef } from '../http/route.js';
import { declaredIn } from '../http/routeSource.js';
import { nameKey, type Throttle } from '../http/throttle.js';
import { authenticate } from './login.js';
import { changePassword } from './changePassword.js';
import { completeReset, sendResetMail, validateReset } from './forgotPassword.js';
import { ok } from '../http/answers.js';
import { DONE, one, SAVE_RESULT } from '../http/openapi/shapes.js';
import { plainAddress } from '../security/requestContext.js';

const anyUser = { roles: 'any', confined: true } as const;
const RESET_JITTER_MS = 1000;

// Rate limits (README lists the figures): failures only, except reset e-mails, which all count.
const loginLimits: Throttle[] = [
  { limit: 'loginPerAddress', key: 'address', failed: (r) => !r?.isPasswordValid },
  { limit: 'loginPerName', key: (b) => nameKey(b.Username ?? b.username), failed: (r) => !r?.isPasswordValid },
];
const resetLimits: Throttle[] = [
  { limit: 'resetPerAddress', key: 'address' },
  { limit: 'resetPerName', key: (b) => nameKey(b.usernameOrEmail ?? b.username ?? b.email) },
];
const tokenLimits: Throttle[] = [{ limit: 'resetTokenPerAddress', key: 'address', failed: (r) => !r?.isSuccessful }];
const passwordLimits: Throttle[] = [
  { limit: 'passwordPerAddress', key: 'address', failed: (r) => !r?.isSuccessful },
  { limit: 'passwordPerUser', key: (b) => (Number.isSafeInteger(b.userId) ? b.userId : undefined), failed: (r) => !r?.isSuccessful },
];

export const accountRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'post',
    path: '/Authenticate',
    summary: 'Log in: a session token and the user',
    access: { public: true },
    shed: hashingSaturated,
    throttle: loginLimits,
    answer: one('authResult'),
    handler: ({ req, ctx }) => {
      // The spec sends Username/Password; accept the camelCase spelling too.
      const b = (req.body ?? {}) as Record<string, unknown>;
      const body = ctx.validators.check<AuthenticateRequest>('authenticateRequest', {
        Username: b.Username ?? b.username,
        Password: b.Password ?? b.password,
      });
      return authenticate(ctx, body.Username, body.Password, plainAddress(req.ip));
    },
  },
  {
    method: 'delete',
    path: '/UserSession',
    summary: "Log out: the session's token is dead from then on",
    access: anyUser,
    envelope: 'status',
    answer: DONE,
    handler: async ({ ctx, principal }) => {
      await revokeSession(ctx, principal.sessionId);
      return true;
    },
  },
  route<PasswordChangeRequest>({
    method: 'post',
    path: '/ChangePassword',
    summary: "Change a password (one's own, or an admin for a user)",
    access: anyUser,
    throttle: passwordLimits,
    body: 'passwordChangeRequest',
    answer: SAVE_RESULT,
    handler: ({ ctx, principal, body }) => changePassword(ctx, principal, body, false),
  }),
  route<PasswordChangeRequest>({
    method: 'post',
    path: '/ForcedChangePassword',
    summary: 'Change the password a session must change first',
    access: anyUser,
    throttle: passwordLimits,
    body: 'passwordChangeRequest',
    answer: SAVE_RESULT,
    handler: ({ ctx, principal, body }) => changePassword(ctx, principal, body, true),
  }),
  route<ForgotPasswordRequest>({
    method: 'post',
    path: '/ForgotPasswordRequest',
    summary: 'Ask for a password reset link by e-mail',
    access: { public: true },
    throttle: resetLimits,
    body: 'forgotPasswordRequest',
    answer: SAVE_RESULT,
    handler: ({ ctx, req, body, afterResponse }) => {
      const value = (body.usernameOrEmail ?? body.username ?? body.email ?? '').trim();
      if (!value) throw badRequest([{ field: 'username', message: 'Username or Email is required' }]);
      // Answered at once, the same for every name: the account is looked up after the answer, at a
      // random moment within the next second, so its cost does not slow the caller's next request.
      afterResponse('password reset e-mail', () => sendResetMail(ctx, value, plainAddress(req.ip)), {
        delayMs: randomInt(RESET_JITTER_MS),
      });
      return ok();
    },
  }),
  route<ForgotPasswordValidate>({
    method: 'post',
    path: '/ForgotPasswordValidate',
    summary: 'Check a password reset link',
    access: { public: true },
    throttle: tokenLimits,
    body: 'forgotPasswordValidate',
    answer: one('forgotPasswordValidateResult'),
    handler: ({ ctx, body }) => validateReset(ctx, body.token),
  }),
  route<ForgotPasswordChange>({
    method: 'post',
    path: '/ForgotPasswordChange',
    summary: 'Set a new password through a reset link',
    access: { public: true },
    throttle: tokenLimits,
    body: 'forgotPasswordChange',
    answer: one('forgotPasswordChangeResult'),
    handler: ({ ctx, req, body }) => completeReset(ctx, body.token, body.password, plainAddress(req.ip)),
  }),
]);
