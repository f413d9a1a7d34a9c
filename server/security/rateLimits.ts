// The rate limits of the authentication calls, per client address and per account, enforced by
// rate-limiter-flexible over the database store (shared by every app instance). README lists them;
// RATE_LIMITS overrides any of them ("loginPerAddress=100/15,resetPerName=5/60": points/minutes).
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../context.js';
import type { Db, DialectAdapter } from '../db/dialect.js';
import { DatabaseRateLimiter } from './rateLimitStore.js';

export interface RateLimit {
  points: number;
  minutes: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Failed logins from one client address (password spraying over many names). */
  loginPerAddress: { points: 30, minutes: 15 },
  /** Failed logins for one name, whatever its policy says (maxPwdAttempts 0 never locks). */
  loginPerName: { points: 10, minutes: 15 },
  /** Forgot-password requests from one client address. */
  resetPerAddress: { points: 10, minutes: 15 },
  /** Reset e-mails to one account name or address. */
  resetPerName: { points: 3, minutes: 15 },
  /** Invalid reset tokens tried from one client address. */
  resetTokenPerAddress: { points: 20, minutes: 15 },
  /** Failed password changes from one client address. */
  passwordPerAddress: { points: 20, minutes: 15 },
  /** Failed password changes for one user (wrong current passwords also count toward its lockout). */
  passwordPerUser: { points: 10, minutes: 15 },
  /** Calls with one API key (issue 34), whatever they are: another system's loop cannot starve the yard's users. */
  apiKeyCalls: { points: 600, minutes: 1 },
  /** Test notifications asked from one client address (issue 34): each posts to up to 10 push services. */
  pushTestPerAddress: { points: 10, minutes: 5 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimit>;
export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

/** Parses RATE_LIMITS ("name=points/minutes,…") over the defaults; a bad entry stops the start-up. */
export function rateLimitsFrom(text: string | undefined, base: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const out = { ...base };
  for (const part of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(\w+)=(\d+)\/(\d+)$/.exec(part);
    if (!m || !(m[1] in out) || Number(m[2]) < 1 || Number(m[3]) < 1) {
      throw new Error(`RATE_LIMITS: "${part}" must be name=points/minutes with a name of ${Object.keys(out).join(', ')}`);
    }
    out[m[1] as RateLimitName] = { points: Number(m[2]), minutes: Number(m[3]) };
  }
  return out;
}

export function makeRateLimiters(db: Db, adapter: DialectAdapter, clock: Clock, limits: RateLimits): RateLimiters {
  const entries = Object.entries(limits).map(([name, l]) => [
    name,
    new DatabaseRateLimiter(db, adapter, clock, { keyPrefix: name, points: l.points, duration: l.minutes * 60 }),
  ]);
  return Object.fromEntries(entries) as RateLimiters;
}
