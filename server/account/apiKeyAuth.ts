// Turns an API key (issue 34) into the Principal of the service user it acts as, or 401. One query
// reads the key by its prefix, its user and the access generation, so a revocation or a change of
// the user's sites holds on the next call on every instance; the site list comes from the same
// cache as a session's (access/principal.ts). Every call takes a point of the key's rate limit.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Principal } from '../access/access.js';
import { GENERATION_SETTING, PRINCIPAL_USER_COLUMNS, principalOf, principalUserOf } from '../access/principal.js';
import type { AppContext } from '../context.js';
import { tooManyRequests, unauthorized } from '../errors.js';
import { keptShape } from '../engine/statementCache.js';
import { recordSecurityEvent } from '../security/securityEvents.js';
import { canLogIn } from './users.js';
import { noteUse, TOUCH_EVERY_MS } from './sessions.js';

/** A key as sent: ymk_, the prefix the list shows, _, the secret. */
const KEY = /^(ymk_[a-f0-9]{10})_([A-Za-z0-9_-]{43})$/;
export const isApiKey = (token: string) => token.startsWith('ymk_');

/** A new key: its prefix, the whole key (shown once) and the hash kept of its secret. */
export function newApiKey() {
  const prefix = randomBytes(5).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { prefix: `ymk_${prefix}`, key: `ymk_${prefix}_${secret}`, secretHash: hashOf(secret) };
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const keySelect = (ctx: AppContext, prefix: string) =>
  ctx.db
    .selectFrom('api_key as k')
    .innerJoin('app_user as u', 'u.id', 'k.user_id')
    .leftJoin('system_setting as g', (j) => j.on('g.name', '=', GENERATION_SETTING))
    .select([
      'k.id',
      'k.name',
      'k.secret_hash',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
      'k.user_id',
      ...PRINCIPAL_USER_COLUMNS,
      'g.value as generation',
    ])
    .where('k.prefix', '=', prefix);
type KeyRow = Awaited<ReturnType<ReturnType<typeof keySelect>['executeTakeFirstOrThrow']>>;

export async function authenticateApiKey(
  ctx: AppContext,
  token: string,
  opts: { touch: boolean; here?: boolean; address?: string | null },
): Promise<Principal> {
  const match = KEY.exec(token);
  if (!match) throw unauthorized('Invalid API key');
  const [, prefix, secret] = match;
  const query = keptShape(ctx.db, 'apiKey', [prefix], ([p]) => keySelect(ctx, p as string).compile());
  const [row] = opts.here ? (await ctx.db.executeQuery(query)).rows : await ctx.adapter.quickRead<KeyRow>(query);
  // the same answer for an unknown prefix and a wrong secret; the hashes compared in constant time
  const kept = Buffer.from(row?.secret_hash ?? '', 'hex');
  const given = Buffer.from(hashOf(secret), 'hex');
  if (!row || kept.length !== given.length || !timingSafeEqual(kept, given)) throw unauthorized('Invalid API key');
  const now = ctx.clock.now();
  const ts = (v: unknown) => ctx.adapter.fromDb('timestamp', v) as string;
  if (row.revoked_at !== null) throw unauthorized('API key revoked');
  if (new Date(ts(row.expires_at)).getTime() <= now.getTime()) throw unauthorized('API key expired');
  const user = principalUserOf(ctx.adapter, row.user_id as number, row);
  if (!canLogIn(user)) throw unauthorized('API key revoked');
  // like a session's activity: noted at most once a while
  if (opts.touch && (row.last_used_at === null || now.getTime() - new Date(ts(row.last_used_at)).getTime() >= TOUCH_EVERY_MS))
    await noteUse(
      ctx,
      ctx.db
        .updateTable('api_key')
        .set({ last_used_at: ctx.adapter.toDb('timestamp', now.toISOString()) as string })
        .where('id', '=', row.id),
    );
  const principal = await principalOf(ctx, {
    // the Principal cache's key: never a session's id (those are UUIDs)
    id: `apikey:${row.id}`,
    userId: user.id,
    expiresAt: ts(row.expires_at),
    lastSeenAt: now.toISOString(),
    idleTimeoutMs: null,
    mustChangePassword: false,
    revokedAt: null,
    user,
    generation: row.generation ?? '0',
  });
  const keyed = { ...principal, address: opts.address ?? null, apiKey: { id: row.id, prefix, name: row.name as string } };
  // an open stream's check (touch: false) is no call of the key's system: it takes no point
  if (opts.touch) await takeCall(ctx, keyed);
  return keyed;
}

/**
 * One point of the key's limit (shared by every instance: the limits' store is the database). The
 * first refusal of a window goes in the security log, as the key's.
 */
async function takeCall(ctx: AppContext, p: Principal & { apiKey: { prefix: string } }) {
  const limiter = ctx.limiters.apiKeyCalls;
  try {
    await limiter.consume(p.apiKey.prefix);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      if (err.consumedPoints === limiter.points + 1)
        await recordSecurityEvent(ctx, ctx.db, {
          type: 'Throttled',
          actor: p,
          companyId: p.companyId,
          subject: 'Rate limit apiKeyCalls',
          details: `${p.apiKey.prefix} refused for ${seconds} seconds`,
        });
      throw tooManyRequests(`Too many calls with this API key. Please try again in ${seconds} seconds.`, seconds);
    }
    // a database that cannot store the count for now (a full disk) does not refuse the call
    if (!ctx.adapter.storage.refused(err)) throw err;
  }
}
