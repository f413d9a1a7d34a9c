// /api/Fleet login, logout and password calls (operations §7 'Auth').
import { revokeSession } from '../auth/sessions.js';
import { badRequest } from '../errors.js';
import type { RouteDef } from '../http/route.js';
import { authenticate } from '../services/authService.js';
import { changePassword } from '../services/changePassword.js';
import { completeReset, requestReset, validateReset } from '../services/forgotPassword.js';

const anyUser = { roles: 'any', confined: true } as const;

export const authRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/Authenticate',
    access: { public: true },
    handler: ({ req, ctx }) => {
      // The spec sends Username/Password; accept the camelCase spelling too.
      const b = req.body ?? {};
      const body = ctx.validators.check('authenticateRequest', {
        Username: b.Username ?? b.username,
        Password: b.Password ?? b.password,
      });
      return authenticate(ctx, body.Username, body.Password);
    },
  },
  {
    method: 'delete',
    path: '/UserSession',
    access: anyUser,
    envelope: 'status',
    handler: async ({ ctx, principal }) => {
      await revokeSession(ctx, principal.sessionId);
      return true;
    },
  },
  {
    method: 'post',
    path: '/ChangePassword',
    access: anyUser,
    body: 'passwordChangeRequest',
    handler: ({ ctx, principal, body }) => changePassword(ctx, principal, body, false),
  },
  {
    method: 'post',
    path: '/ForcedChangePassword',
    access: anyUser,
    body: 'passwordChangeRequest',
    handler: ({ ctx, principal, body }) => changePassword(ctx, principal, body, true),
  },
  {
    method: 'post',
    path: '/ForgotPasswordRequest',
    access: { public: true },
    body: 'forgotPasswordRequest',
    handler: ({ ctx, body }) => {
      const value = (body.usernameOrEmail ?? body.username ?? body.email ?? '').trim();
      if (!value) throw badRequest([{ field: 'username', message: 'Username or Email is required' }]);
      return requestReset(ctx, value);
    },
  },
  {
    method: 'post',
    path: '/ForgotPasswordValidate',
    access: { public: true },
    body: 'forgotPasswordValidate',
    handler: ({ ctx, body }) => validateReset(ctx, body.token),
  },
  {
    method: 'post',
    path: '/ForgotPasswordChange',
    access: { public: true },
    body: 'forgotPasswordChange',
    handler: ({ ctx, body }) => completeReset(ctx, body.token, body.password),
  },
];
