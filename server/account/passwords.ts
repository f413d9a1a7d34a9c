// Setting a password, from every door: own change, forced change, admin change, forgot-password
// reset. The policy of the user's company and type decides; earlier passwords (prevPwdCheck) are
// refused; the hash and its history are written in one transaction.
import { brokenPasswordRules } from '../../schemas/passwordRules.js';
import { verifyPassword } from './hashing.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { User } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import { makeWriter } from '../engine/writer.js';
import type { UserRecord } from '../engine/records.js';
import { policyFor } from './securityPolicy.js';

export const REQUIREMENTS_NOT_MET = 'New Password does not meet requirements';

async function reusesEarlierPassword(
  ctx: AppContext,
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
  count: number,
): Promise<boolean> {
  if (count <= 0) return false;
  const history = await ctx.repo.findMany(ctx.db, 'passwordHistory', {
    where: [{ prop: 'userId', op: 'eq', value: user.id }],
    sort: [{ prop: 'id', order: 'DESC' }],
    range: [0, count - 1],
  });
  // The current hash counts even when it predates the history (e.g. set by the seed).
  const hashes = [...new Set([user.passwordHash, ...history.map((h) => h.passwordHash)].filter(Boolean))].slice(0, count);
  for (const h of hashes) if (await verifyPassword(h, password)) return true;
  return false;
}

/** Checks `password` against the user's policy and history; null when acceptable. */
export async function passwordProblem(
  ctx: AppContext,
  user: Pick<User, 'id' | 'priCompanyId' | 'type' | 'passwordHash'>,
  password: string,
): Promise<string | null> {
  const policy = await policyFor(ctx, user.priCompanyId, user.type);
  if (brokenPasswordRules(policy, password).length) return REQUIREMENTS_NOT_MET;
  const count = policy.prevPwdCheck ?? 0;
  if (await reusesEarlierPassword(ctx, user, password, count)) {
    return `New Password must differ from the last ${count} password${count > 1 ? 's' : ''}`;
  }
  return null;
}

/**
 * Stores a new password hash (and its history row) for `userId`. The hash is computed before the
 * transaction opens (see hashPassword), so no lock is held while it is worked out.
 */
export async function storePassword(
  ctx: AppContext,
  db: Db,
  by: Principal | undefined,
  user: UserRecord,
  hash: string,
  forcePWDChange: boolean,
) {
  const now = ctx.clock.now().toISOString();
  // Through the writer: the user's history says 'password' (never the hash: private fields stay
  // out of it). Its update stamp stays: an administrator sets a password from the User Manager's
  // own dialog and then saves the form, which must not be refused as stale — Force Password Reset
  // is last-wins between the two, as it always was.
  await makeWriter(ctx, db, by).update(
    'user',
    user,
    { passwordHash: hash, passwordChangedAt: now, graceLoginsUsed: 0, forcePWDChange },
    { action: 'password', stamp: false },
  );
  await ctx.repo.insert(db, 'passwordHistory', { userId: user.id, passwordHash: hash, createdAt: now });
}
