// POST /Authenticate: every branch of the spec's AuthResult. An unknown name, a wrong password
// and an account that may not log in (inactive, locked by an administrator, deleted) give the
// same answer, are counted the same and cost the same time. A locked name is answered before any
// password hashing, so a flood against it costs no CPU.
import type { AuthResult, SecurityParameter, User } from '../../schemas/types.generated.js';
import type { UserRecord } from '../engine/records.js';
import { verifyPassword } from './hashing.js';
import { openSession } from './sessions.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { makeWriter } from '../engine/writer.js';
import { recordSecurityEvent } from '../security/securityEvents.js';
import { currentLock, recordFailure, succeedUnlessLocked } from './loginThrottle.js';
import { policyFor, policyForUnknownName } from './securityPolicy.js';
import { canLogIn, findUserByLogin, publicUser } from './users.js';

const DAY_MS = 24 * 60 * 60_000;

function result(policy: SecurityParameter, fields: Partial<AuthResult>): AuthResult {
  return {
    user: null,
    accessToken: null,
    isPasswordValid: false,
    isPasswordExpired: false,
    isRedirectToPasswordReset: false,
    isLockedOut: false,
    isLockedDueToThisAttempt: false,
    failedAttempts: 0,
    maxPwdAttempts: policy.maxPwdAttempts ?? 0,
    graceLoginsUsed: 0,
    graceLoginsAllowed: policy.graceLoginsAllowed ?? 0,
    ...fields,
  };
}

export function passwordExpired(user: UserRecord, policy: SecurityParameter, now: Date): boolean {
  if (!policy.pwdChangeDays || !user.passwordChangedAt) return false;
  return new Date(user.passwordChangedAt).getTime() + policy.pwdChangeDays * DAY_MS <= now.getTime();
}

/** The session of a right password: grace logins counted, a forced or overdue change confined. */
async function logIn(ctx: AppContext, trx: Db, userId: number, policy: SecurityParameter) {
  const user = (await ctx.repo.findById(trx, 'user', userId))!;
  const expired = passwordExpired(user, policy, ctx.clock.now());
  let graceLoginsUsed = user.graceLoginsUsed ?? 0;
  const graceLoginsAllowed = policy.graceLoginsAllowed ?? 0;
  let mustChange = !!user.forcePWDChange;
  if (expired && !mustChange) {
    if (graceLoginsUsed < graceLoginsAllowed) {
      graceLoginsUsed += 1;
      // A count of the account's, not a change of it: no update stamp, no history row (writer.ts).
      await makeWriter(ctx, trx, undefined).update('user', user, { graceLoginsUsed }, { stamp: false, action: 'login' });
    } else mustChange = true;
  }
  const accessToken = await openSession(ctx, trx, user, policy, mustChange);
  return { user, accessToken, expired, mustChange, graceLoginsUsed, graceLoginsAllowed };
}

export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
  address: string | null = null,
): Promise<AuthResult> {
  const key = username.trim().toLowerCase();
  const found = await findUserByLogin(ctx.db, ctx.repo, key);
  // an API key's user has no password: it never logs in (issue 34)
  const user = canLogIn(found) && !found?.isService ? found : undefined;
  const policy = found ? await policyFor(ctx, found.priCompanyId, found.type) : await policyForUnknownName(ctx, key);
  const locked = (extra: Partial<AuthResult> = {}) =>
    result(policy, { isLockedOut: true, failedAttempts: policy.maxPwdAttempts ?? 0, ...extra });

  if (await currentLock(ctx, key)) return locked();
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) {
    const t = await recordFailure(ctx, key, policy, async (trx, state) => {
      const who = { loginName: key, userId: found?.id ?? null, address };
      const subject = `User ${key}`;
      const companyId = found?.priCompanyId ?? null;
      const why = !found ? 'no such user' : !user ? 'the account may not log in' : 'wrong password';
      await recordSecurityEvent(ctx, trx, {
        type: 'Login failed',
        actor: who,
        companyId,
        subject,
        details: `${why}; attempt ${state.failedAttempts}`,
      });
      if (state.lockedNow)
        await recordSecurityEvent(ctx, trx, {
          type: 'Locked out',
          actor: who,
          companyId,
          subject,
          details: `until ${state.lockedUntil!.toISOString()} after ${state.failedAttempts} failed attempts`,
        });
    });
    if (t.lockedUntil) return locked({ failedAttempts: t.failedAttempts, isLockedDueToThisAttempt: t.lockedNow });
    return result(policy, { failedAttempts: t.failedAttempts });
  }
  const session = await succeedUnlessLocked(ctx, key, (trx) => logIn(ctx, trx, user.id!, policy));
  if (!session) return locked();
  return result(policy, {
    user: (await publicUser(ctx.db, ctx.repo, session.user)) as unknown as User,
    accessToken: session.accessToken,
    isPasswordValid: true,
    isPasswordExpired: session.expired,
    isRedirectToPasswordReset: session.mustChange,
    graceLoginsUsed: session.graceLoginsUsed,
    graceLoginsAllowed: session.graceLoginsAllowed,
  });
}
