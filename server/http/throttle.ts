// Rate limits declared on a route: each names a limit and what it is keyed by (the client address,
// or a value of the body such as the account name). A point is taken before the handler runs, so a
// flood is refused with 429 before any password hashing; for limits that count only failures, a
// successful answer gives its point back.
import { isIPv6 } from 'node:net';
import type { Request } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context.js';
import { tooManyRequests } from '../errors.js';
import { hasNul } from '../engine/scalars.js';
import type { RateLimitName } from '../security/rateLimits.js';
import { plainAddress } from '../security/requestContext.js';
import { recordSecurityEvent } from '../security/securityEvents.js';

export interface Throttle {
  limit: RateLimitName;
  /** 'address': the client address (X-Forwarded-For only with TRUST_PROXY); else a key from the raw body. */
  key: 'address' | ((body: Record<string, unknown>) => unknown);
  /** Given: only answers it calls failures keep their point. Absent: every call counts. */
  failed?: (result: { isPasswordValid?: boolean; isSuccessful?: boolean } | undefined) => boolean;
}

/** An IPv6 client is counted by its /64, the block one subscriber usually holds. */
export function addressKey(ip: string | undefined): string {
  const a = plainAddress(ip) ?? 'unknown';
  if (!isIPv6(a)) return a;
  const [head, tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** A login name or e-mail address as a key: trimmed, lower-cased, bounded. */
export const nameKey = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase().slice(0, 254) : undefined);

const minutesText = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m > 1 ? 's' : ''}`;
};

/** A caller stopped by a limit, in the security log: the name tried, if any, and the limit. */
async function logThrottled(ctx: AppContext, req: Request, limit: RateLimitName, key: string, ms: number) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const tried = nameKey(body.Username ?? body.username);
  await recordSecurityEvent(ctx, ctx.db, {
    type: 'Throttled',
    actor: { loginName: tried ?? '(anonymous)', address: plainAddress(req.ip) },
    companyId: null,
    subject: `Rate limit ${limit}`,
    details: `${key} refused for ${minutesText(ms)}`,
  });
}

/** Takes a point from each limit; 429 with Retry-After when one is used up. Answers what to settle later. */
export async function takeThrottles(ctx: AppContext, req: Request, throttles: Throttle[] = []) {
  const taken: { t: Throttle; key: string }[] = [];
  for (const t of throttles) {
    const raw = t.key === 'address' ? addressKey(req.ip) : t.key((req.body ?? {}) as Record<string, unknown>);
    const key = String(raw ?? '');
    // No key, no count; a key the database cannot hold (NUL) is refused by validation next.
    if (!key || hasNul(key)) continue;
    try {
      await ctx.limiters[t.limit].consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // The first refusal of a window goes in the security log; the rest of a flood does not.
      if (err.consumedPoints === ctx.limiters[t.limit].points + 1) await logThrottled(ctx, req, t.limit, key, err.msBeforeNext);
      throw tooManyRequests(
        `Too many attempts. Please try again in ${minutesText(err.msBeforeNext)}.`,
        Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
      );
    }
    taken.push({ t, key });
  }
  return taken;
}

/** Gives back the points of the failure-only limits when the answer was a success. */
export async function settleThrottles(ctx: AppContext, taken: { t: Throttle; key: string }[], result: unknown) {
  for (const { t, key } of taken) if (t.failed && !t.failed(result as never)) await ctx.limiters[t.limit].reward(key);
}
