// Failed-login counting per login name (known or not), exact under concurrent attempts. Every
// step runs in one transaction on the name's row, which is created once and never deleted — a
// success resets it — so the row lock (PostgreSQL: FOR UPDATE; SQLite runs transactions one at a
// time) always has a row to hold. A success and the session it opens commit under that same lock,
// so no token is issued once a concurrent failure has locked the account, and a lock is never
// wiped by a success that was already under way.
import { intervalMs } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { LoginThrottle, SecurityParameter } from '../../schemas/types.generated.js';

export interface ThrottleState {
  failedAttempts: number;
  lockedUntil: Date | null;
  /** This attempt is the one that locked the account. */
  lockedNow: boolean;
}

const lockoutMs = (policy: SecurityParameter) => intervalMs(policy.maxAttemptsLockoutTime, policy.maxAttemptsLockoutInterval);

const lockedAt = (row: LoginThrottle | undefined, now: Date) =>
  row?.lockedUntil && new Date(row.lockedUntil) > now ? new Date(row.lockedUntil) : null;

/** The time the name stays locked until, or null; a plain read, so a locked name costs no hashing. */
export async function currentLock(ctx: AppContext, key: string): Promise<Date | null> {
  return lockedAt(await ctx.repo.findById(ctx.db, 'loginThrottle', key), ctx.clock.now());
}

/** Creates the name's row if missing and locks it for the rest of the transaction. */
async function lockRow(ctx: AppContext, trx: Db, key: string): Promise<LoginThrottle> {
  await trx
    .insertInto('login_throttle')
    .values({ login_key: key, failed_attempts: 0 })
    .onConflict((oc) => oc.column('login_key').doNothing())
    .execute();
  let q = trx.selectFrom('login_throttle').selectAll().where('login_key', '=', key);
  if (ctx.adapter.name === 'postgres') q = q.forUpdate();
  return ctx.repo.fromRow(ctx.repo.registry.entity('loginThrottle'), await q.executeTakeFirstOrThrow()) as unknown as LoginThrottle;
}

/** Writes the counter of a name (one statement; nothing is read back). */
async function setRow(
  ctx: AppContext,
  trx: Db,
  key: string,
  v: { failed_attempts: number; first_failed_at: string | null; locked_until: string | null },
) {
  const ts = (t: string | null) => ctx.adapter.toDb('timestamp', t) as string | null;
  await trx
    .updateTable('login_throttle')
    .set({ failed_attempts: v.failed_attempts, first_failed_at: ts(v.first_failed_at), locked_until: ts(v.locked_until) })
    .where('login_key', '=', key)
    .execute();
}

/**
 * Counts one failed attempt; the count never passes the policy's maximum. `logged` writes the
 * attempt's security event in the same transaction (attempts against a locked name are not
 * counted, and not logged one by one: the lockout was).
 */
export async function recordFailure(
  ctx: AppContext,
  key: string,
  policy: SecurityParameter,
  logged?: (trx: Db, state: ThrottleState) => Promise<void>,
): Promise<ThrottleState> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockRow(ctx, trx, key);
    const lock = lockedAt(row, now);
    if (lock) return { failedAttempts: row.failedAttempts ?? 0, lockedUntil: lock, lockedNow: false };
    const windowMs = lockoutMs(policy);
    const windowOver = !row.firstFailedAt || (windowMs > 0 && new Date(row.firstFailedAt).getTime() + windowMs <= now.getTime());
    const lockOver = !!row.lockedUntil; // a lock that has run out starts a new count
    const fresh = windowOver || lockOver;
    const max = policy.maxPwdAttempts ?? 0;
    const failedAttempts = Math.min((fresh ? 0 : (row.failedAttempts ?? 0)) + 1, max > 0 ? max : Number.MAX_SAFE_INTEGER);
    const lockedNow = max > 0 && failedAttempts >= max && windowMs > 0;
    const lockedUntil = lockedNow ? new Date(now.getTime() + windowMs) : null;
    await setRow(ctx, trx, key, {
      failed_attempts: failedAttempts,
      first_failed_at: fresh ? now.toISOString() : (row.firstFailedAt ?? null),
      locked_until: lockedUntil?.toISOString() ?? null,
    });
    const state = { failedAttempts, lockedUntil, lockedNow };
    await logged?.(trx, state);
    return state;
  });
}

/**
 * Runs `onSuccess` for a right password unless the name is locked: the count is reset and
 * `onSuccess` (which opens the session) runs in the same transaction, under the row's lock.
 * Answers null when the name turned out to be locked.
 */
export async function succeedUnlessLocked<T>(ctx: AppContext, key: string, onSuccess: (trx: Db) => Promise<T>): Promise<T | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockRow(ctx, trx, key);
    if (lockedAt(row, now)) return null;
    if (row.failedAttempts || row.lockedUntil || row.firstFailedAt) {
      await setRow(ctx, trx, key, { failed_attempts: 0, first_failed_at: null, locked_until: null });
    }
    return onSuccess(trx);
  });
}
