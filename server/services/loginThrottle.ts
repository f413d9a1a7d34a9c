// Failed-login counting per login name, exact under concurrent attempts: the row is created if
// missing, then locked (PostgreSQL: FOR UPDATE; SQLite: transactions run one at a time) and
// updated within one transaction.
import { intervalMs } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { Rec } from '../repositories/entityRepository.js';

export interface ThrottleState {
  failedAttempts: number;
  lockedUntil: Date | null;
  lockedNow: boolean;
}

const lockoutMs = (policy: Rec) => intervalMs(policy.maxAttemptsLockoutTime, policy.maxAttemptsLockoutInterval);

export async function currentLock(ctx: AppContext, key: string): Promise<Date | null> {
  const row = await ctx.repo.findById(ctx.db, 'loginThrottle', key);
  const until = row?.lockedUntil ? new Date(row.lockedUntil) : null;
  return until && until > ctx.clock.now() ? until : null;
}

export async function recordFailure(ctx: AppContext, key: string, policy: Rec): Promise<ThrottleState> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values({ login_key: key, failed_attempts: 0 })
      .onConflict((oc) => oc.column('login_key').doNothing())
      .execute();
    let q = trx.selectFrom('login_throttle').selectAll().where('login_key', '=', key);
    if (ctx.adapter.name === 'postgres') q = q.forUpdate();
    const row = ctx.repo.fromRow(ctx.repo.registry.entity('loginThrottle'), (await q.executeTakeFirstOrThrow()) as Rec);
    const windowMs = lockoutMs(policy);
    const windowOver = !row.firstFailedAt || (windowMs > 0 && new Date(row.firstFailedAt).getTime() + windowMs <= now.getTime());
    const lockOver = row.lockedUntil && new Date(row.lockedUntil) <= now;
    const failedAttempts = (windowOver || lockOver ? 0 : row.failedAttempts) + 1;
    const max = policy.maxPwdAttempts ?? 0;
    const lockedNow = max > 0 && failedAttempts >= max && windowMs > 0;
    const lockedUntil = lockedNow ? new Date(now.getTime() + windowMs) : null;
    await ctx.repo.update(trx, 'loginThrottle', key, {
      failedAttempts,
      firstFailedAt: windowOver || lockOver ? now.toISOString() : row.firstFailedAt,
      lockedUntil: lockedUntil?.toISOString() ?? null,
    });
    return { failedAttempts, lockedUntil, lockedNow };
  });
}

export async function clearFailures(ctx: AppContext, key: string) {
  await ctx.repo.remove(ctx.db, 'loginThrottle', key);
}
