// A list's session checked in the round trip of its page (issue 35 §2). On PostgreSQL every
// statement is a round trip over the network, and a list made two: the session's lookup, then its
// page. A list (a route marked readsOnly: it writes nothing) whose session this instance has seen
// before now runs at once for the Principal the session had then, its page carrying the session's
// lookup (db/statementRider.ts); its answer goes out only if the session read in that statement
// still gives that same Principal — open, its user able to log in, nothing it reaches changed (the
// access generation), its activity not due to be noted. Otherwise the work is thrown away and done
// again the long way (authenticateRequest), so a logout, a disabled user or a site taken away on
// any instance holds for the very next request, as before. The check reads the session in the same
// statement as the page: one snapshot.
import type { Request } from 'express';
import type { Principal } from '../access/access.js';
import {
  knownPrincipalOf,
  rememberedPrincipal,
  type SessionDbRow,
  type SessionRow,
  sessionOf,
  sessionStatement,
} from '../access/principal.js';
import type { AuthenticateAhead, AppContext } from '../context.js';
import { type Rider, withRider } from '../db/statementRider.js';
import { SessionMoved } from '../errors.js';
import { isApiKey } from './apiKeyAuth.js';
import { bearerOf, serves, touchDue } from './sessionAuth.js';
import { TOUCH_EVERY_MS } from './sessions.js';
import { verifyAccessToken } from './tokens.js';

export const authenticateAhead: AuthenticateAhead = (ctx: AppContext, req: Request) => {
  if (!ctx.adapter.carriesRiders) return undefined;
  const token = bearerOf(req);
  if (!token || isApiKey(token)) return undefined;
  const now = ctx.clock.now();
  const claims = verifyAccessToken(ctx.config.jwtSecret, token, now);
  const principal = claims && rememberedPrincipal(ctx, claims.sid);
  if (!principal || principal.userId !== claims.userId) return undefined;
  const session = sessionStatement(ctx, claims.sid);
  const rider: Rider = {
    sql: riderText(session.sql),
    values: session.parameters,
    settle(value) {
      const known = verified.get(principal);
      if (known && value === known.row && now.getTime() < known.until) return;
      const s = value === null ? undefined : sessionOf(ctx.adapter, JSON.parse(value) as SessionDbRow);
      // the long way notes the session's use, as every request does once a while
      const same = s && serves(s, claims, now) && !touchDue(s, now) && knownPrincipalOf(ctx, s);
      if (!same || !samePrincipal(same, principal)) throw new SessionMoved();
      verified.set(principal, { row: value!, until: Math.min(...deadlines(s)) });
    },
    lookup: async () => {
      const [row] = await ctx.adapter.quickRead(session);
      return row ? JSON.stringify(row) : null;
    },
  };
  return { principal, run: (work) => withRider(rider, (ride) => work({ ...principal, ride })) };
};

/**
 * The session's row last found to give a remembered Principal, and until when that row keeps
 * giving it (its expiry, its idle timeout, its use due to be noted): the same row again before
 * then needs no reading. Dropped with the Principal when another is remembered for the session.
 */
const verified = new WeakMap<Principal, { row: string; until: number }>();
const deadlines = (s: SessionRow) => [
  new Date(s.expiresAt).getTime(),
  new Date(s.lastSeenAt).getTime() + TOUCH_EVERY_MS,
  s.idleTimeoutMs ? new Date(s.lastSeenAt).getTime() + s.idleTimeoutMs : Infinity,
];

/** The rider's text for the session's statement (the same text each call: a kept shape's), kept. */
let kept: { from: string; text: string } | undefined;
function riderText(sessionSql: string): string {
  // the row as one value: a scalar subquery gives one column
  if (kept?.from !== sessionSql) kept = { from: sessionSql, text: `select row_to_json("ym_s") from (${sessionSql}) as "ym_s"` };
  return kept.text;
}

/**
 * Whether two Principals of a session allow the same: every field the session's row and its site
 * list give (`fresh` is built from them, so a field added there is compared here too).
 */
function samePrincipal(fresh: Principal, remembered: Principal): boolean {
  return (Object.keys(fresh) as (keyof Principal)[]).every((k) => {
    const [a, b] = [fresh[k], remembered[k]];
    return a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]));
  });
}
