// Sessions live in the database so that logout, expiry and idle timeouts hold on every app
// instance and across restarts.
import { randomUUID } from 'node:crypto';
import { intervalMs } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { SecurityParameter } from '../../schemas/types.generated.js';
import { signAccessToken } from './tokens.js';

/** Without a policy value, a session lasts 12 hours. */
const DEFAULT_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const TOUCH_EVERY_MS = 30_000;

export async function openSession(ctx: AppContext, db: Db, user: { id?: number }, policy: SecurityParameter, mustChangePassword: boolean) {
  const now = ctx.clock.now();
  const absolute = intervalMs(policy.absoluteTimeoutTime, policy.absoluteTimeoutInterval) || DEFAULT_ABSOLUTE_MS;
  const idle = intervalMs(policy.idleTimeoutTime, policy.idleTimeoutInterval) || null;
  const session = await ctx.repo.insert(db, 'userSession', {
    id: randomUUID(),
    userId: user.id!,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + absolute).toISOString(),
    idleTimeoutMs: idle,
    mustChangePassword,
    revokedAt: null,
  });
  return signAccessToken(ctx.config.jwtSecret, session.id, user.id!, now, new Date(session.expiresAt!));
}

interface SessionTimes {
  revokedAt?: string | null;
  expiresAt: string;
  lastSeenAt: string;
  idleTimeoutMs?: number | null;
}

export function sessionAlive(session: SessionTimes | undefined, now: Date): boolean {
  if (!session || session.revokedAt) return false;
  if (new Date(session.expiresAt).getTime() <= now.getTime()) return false;
  if (session.idleTimeoutMs && new Date(session.lastSeenAt).getTime() + session.idleTimeoutMs <= now.getTime()) return false;
  return true;
}

export async function revokeSession(ctx: AppContext, id: string) {
  await ctx.repo.update(ctx.db, 'userSession', id, { revokedAt: ctx.clock.now().toISOString() });
}

/** Ends every open session of a user (deleted user, password changed by an admin). */
export async function revokeUserSessions(ctx: AppContext, db: Db, userId: number, exceptId?: string) {
  const now = ctx.clock.now().toISOString();
  let q = db
    .updateTable('user_session')
    .set({ revoked_at: ctx.adapter.toDb('timestamp', now) as string })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '<>', exceptId);
  await q.execute();
}

/**
 * Writes a credential's last use (a session's, an API key's). A database that cannot store it for
 * now (a full disk) must not refuse the call it comes with: the next use notes it.
 */
export async function noteUse(ctx: AppContext, update: { execute(): Promise<unknown> }) {
  await update.execute().catch((err: unknown) => {
    if (!ctx.adapter.storage.refused(err)) throw err;
  });
}
