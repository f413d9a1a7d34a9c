// POST /ChangePassword and /ForcedChangePassword. Own change needs the current password, except
// in the session a forced change confined (its login just proved the password); a wrong current
// password counts toward the account's lockout like a failed login, and a locked account is
// answered before any hashing. An administrator may set the password of a user it manages (the
// one rule of access.ts); that user's sessions end.
import { canManageUser, isAdmin, type Principal } from '../access/access.js';
import { hashPassword, verifyPassword } from './hashing.js';
import { revokeUserSessions } from './sessions.js';
import type { PasswordChangeRequest } from '../../schemas/types.generated.js';
import type { UserRecord } from '../engine/records.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import type { Db } from '../db/dialect.js';
import { recordSecurityEvent } from '../security/securityEvents.js';
import { currentLock, recordFailure, type ThrottleState } from './loginThrottle.js';
import { passwordProblem, storePassword } from './passwords.js';
import { refused, ok, type SaveResult } from '../http/answers.js';
import { policyFor } from './securityPolicy.js';

export const LOCKED_NOW = 'Your account is now locked due to too many invalid login attempts. Please try again later';
export const LOCKED = 'Your account is currently locked due to too many invalid login attempts. Please try again later';

/** A wrong current password in the log, like a failed login (and the lockout it may cause). */
async function logFailedCurrent(ctx: AppContext, trx: Db, user: UserRecord, state: ThrottleState, address: string | null) {
  const who = { loginName: user.loginName, userId: user.id, address };
  const base = { actor: who, companyId: user.priCompanyId, subject: `User ${user.loginName}` };
  await recordSecurityEvent(ctx, trx, {
    ...base,
    type: 'Login failed',
    details: `wrong current password at a password change; attempt ${state.failedAttempts}`,
  });
  if (state.lockedNow)
    await recordSecurityEvent(ctx, trx, { ...base, type: 'Locked out', details: `until ${state.lockedUntil!.toISOString()}` });
}

/** Checks the current password; a wrong one is counted like a failed login. Null when it is right. */
async function currentPasswordProblem(ctx: AppContext, user: UserRecord, password: string, address: string | null): Promise<string | null> {
  const key = String(user.loginName).toLowerCase();
  if (await currentLock(ctx, key)) return LOCKED;
  if (await verifyPassword(user.passwordHash, password)) return null;
  const t = await recordFailure(ctx, key, await policyFor(ctx, user.priCompanyId, user.type), (trx, state) =>
    logFailedCurrent(ctx, trx, user, state, address),
  );
  if (!t.lockedNow) return t.lockedUntil ? LOCKED : 'Password is incorrect';
  // Whoever is guessing may hold a stolen session: a lockout ends every session of the account.
  await revokeUserSessions(ctx, ctx.db, user.id);
  return LOCKED_NOW;
}

export async function changePassword(ctx: AppContext, p: Principal, req: PasswordChangeRequest, forced: boolean): Promise<SaveResult> {
  const user = await ctx.repo.findById(ctx.db, 'user', req.userId);
  if (!user || !canManageUser(p, user)) throw notFound('User');
  const own = user.id === p.userId;
  if (!own && !isAdmin(p)) throw notFound('User');
  // A confined session may change only its own password.
  if (p.mustChangePassword && !own) throw notFound('User');

  const needsCurrent = own && !(forced && p.mustChangePassword);
  const wrongCurrent = needsCurrent ? await currentPasswordProblem(ctx, user, req.password ?? '', p.address ?? null) : null;
  if (wrongCurrent) return refused(wrongCurrent);

  const problem = await passwordProblem(ctx, user, req.newPassword);
  if (problem) return refused(problem);

  const forceNext = !own && !!req.forcePWDChange;
  const hash = await hashPassword(req.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await storePassword(ctx, trx, p, user, hash, forceNext);
    if (own) {
      // A forced change completes the login: the session is no longer confined.
      await ctx.repo.update(trx, 'userSession', p.sessionId, { mustChangePassword: false });
      await revokeUserSessions(ctx, trx, user.id, p.sessionId);
    } else await revokeUserSessions(ctx, trx, user.id);
    const how = own ? 'own password' : `set by ${p.loginName}${forceNext ? '; to be changed at the next login' : ''}`;
    await recordSecurityEvent(ctx, trx, {
      type: 'Password changed',
      actor: p,
      companyId: user.priCompanyId,
      subject: `User ${user.loginName}`,
      details: how,
    });
  });
  return ok();
}
