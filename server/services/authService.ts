// POST /Authenticate: every branch of the spec's AuthResult. An unknown name, a wrong password
// and an inactive account give the same answer, are counted the same and cost the same time.
import { UserStatus } from '../../schemas/enums.js';
import { verifyPassword } from '../auth/passwords.js';
import { openSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import type { AuthResult, User } from '../../schemas/types.generated.js';
import type { Rec } from '../repositories/entityRepository.js';
import { clearFailures, currentLock, recordFailure } from './loginThrottle.js';
import { policyFor, systemDefaultPolicy } from './securityPolicy.js';
import { findUserByLogin, publicUser } from './userService.js';

const DAY_MS = 24 * 60 * 60_000;

function result(policy: Rec, fields: Partial<AuthResult>): AuthResult {
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

export function passwordExpired(user: Rec, policy: Rec, now: Date): boolean {
  if (!policy.pwdChangeDays || !user.passwordChangedAt) return false;
  return new Date(user.passwordChangedAt).getTime() + policy.pwdChangeDays * DAY_MS <= now.getTime();
}

export async function authenticate(ctx: AppContext, username: string, password: string): Promise<AuthResult> {
  const key = username.trim().toLowerCase();
  const found = await findUserByLogin(ctx.db, ctx.repo, key);
  const user = found && found.status !== UserStatus.Deleted && found.status !== UserStatus.Inactive ? found : undefined;
  const policy = user ? await policyFor(ctx.db, ctx.repo, user.priCompanyId, user.type) : await systemDefaultPolicy(ctx.db, ctx.repo);

  const valid = await verifyPassword(user?.passwordHash, password);
  if (user?.status === UserStatus.Locked || (await currentLock(ctx, key))) return result(policy, { isLockedOut: true });
  if (!user || !valid) {
    const t = await recordFailure(ctx, key, policy);
    return result(policy, { failedAttempts: t.failedAttempts, isLockedOut: t.lockedNow, isLockedDueToThisAttempt: t.lockedNow });
  }
  await clearFailures(ctx, key);

  const now = ctx.clock.now();
  const expired = passwordExpired(user, policy, now);
  let graceLoginsUsed = user.graceLoginsUsed ?? 0;
  const graceLoginsAllowed = policy.graceLoginsAllowed ?? 0;
  let mustChange = !!user.forcePWDChange;
  if (expired && !mustChange) {
    if (graceLoginsUsed < graceLoginsAllowed) {
      graceLoginsUsed += 1;
      await ctx.repo.update(ctx.db, 'user', user.id, { graceLoginsUsed });
    } else mustChange = true;
  }
  const accessToken = await openSession(ctx, ctx.db, user, policy, mustChange);
  return result(policy, {
    user: (await publicUser(ctx.db, ctx.repo, user)) as User,
    accessToken,
    isPasswordValid: true,
    isPasswordExpired: expired,
    isRedirectToPasswordReset: mustChange,
    graceLoginsUsed,
    graceLoginsAllowed,
  });
}
