// Turns the bearer token of a request into a Principal, or 401: one query reads the session, its
// user and the access generation (access/principal.ts).
import type { Request } from 'express';
import { type Principal } from '../access/access.js';
import { loadSession, principalOf, rememberPrincipal, type SessionRow } from '../access/principal.js';
import type { AppContext } from '../context.js';
import { plainAddress } from '../security/requestContext.js';
import { unauthorized } from '../errors.js';
import { authenticateApiKey, isApiKey } from './apiKeyAuth.js';
import { canLogIn } from './users.js';
import { noteUse, sessionAlive, TOUCH_EVERY_MS } from './sessions.js';
import { verifyAccessToken } from './tokens.js';

/**
 * Notes the session's activity (at most once a while; an open stream's checks do not:
 * sessionRecheck.ts); `here` reads the session on the request thread (a write's route).
 */
export async function authenticateRequest(ctx: AppContext, req: Request, opts: { here?: boolean } = {}): Promise<Principal> {
  const token = bearerOf(req);
  if (!token) throw unauthorized();
  // another system's call (issue 34): its key, not a session, says who it is
  if (isApiKey(token)) return authenticateApiKey(ctx, token, { touch: true, here: opts.here, address: plainAddress(req.ip) ?? null });
  const now = ctx.clock.now();
  const claims = verifyAccessToken(ctx.config.jwtSecret, token, now);
  if (!claims) throw unauthorized('Invalid token');
  const session = await loadSession(ctx, claims.sid, opts.here);
  const principal = await principalServing(ctx, session, claims, now);
  if (session && touchDue(session, now)) {
    // A session's activity is noted at most once a while
    await noteUse(
      ctx,
      ctx.db
        .updateTable('user_session')
        .set({ last_seen_at: ctx.adapter.toDb('timestamp', now.toISOString()) as string })
        .where('id', '=', session.id),
    );
  }
  return principal;
}

/** The Principal of a session read now when it still serves the token's claims, else 401 (a request's check, an open stream's). */
export async function principalServing(ctx: AppContext, session: SessionRow | undefined, claims: { userId: number }, now: Date) {
  if (!session || !serves(session, claims, now)) throw unauthorized('Session expired');
  const principal = await principalOf(ctx, session);
  rememberPrincipal(ctx, principal);
  return principal;
}

/** The bearer token of a request, if it has one. */
export function bearerOf(req: Request): string | undefined {
  return /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(req.get('authorization') ?? '')?.[1];
}

/** Whether a session read now still serves the token's claims: open, the token's user's, who may log in. */
export const serves = (session: SessionRow, claims: { userId: number }, now: Date) =>
  sessionAlive(session, now) && session.userId === claims.userId && canLogIn(session.user);

/** Whether the session's activity is due to be noted. */
export const touchDue = (session: SessionRow, now: Date) => now.getTime() - new Date(session.lastSeenAt).getTime() >= TOUCH_EVERY_MS;
