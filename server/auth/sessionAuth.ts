// Turns the bearer token of a request into a Principal, or 401.
import type { Request } from 'express';
import { accessibleSiteIds, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../errors.js';
import { canLogIn } from '../services/userService.js';
import { sessionAlive, TOUCH_EVERY_MS } from './sessions.js';
import { verifyAccessToken } from './tokens.js';

export async function authenticateRequest(ctx: AppContext, req: Request): Promise<Principal> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) throw unauthorized();
  const now = ctx.clock.now();
  const claims = verifyAccessToken(ctx.config.jwtSecret, match[1], now);
  if (!claims) throw unauthorized('Invalid token');
  const session = await ctx.repo.findById(ctx.db, 'userSession', claims.sid);
  if (!sessionAlive(session, now) || session!.userId !== claims.userId) throw unauthorized('Session expired');
  const user = await ctx.repo.findById(ctx.db, 'user', session!.userId);
  if (!canLogIn(user)) throw unauthorized('Session expired');
  if (now.getTime() - new Date(session!.lastSeenAt).getTime() >= TOUCH_EVERY_MS) {
    await ctx.repo.update(ctx.db, 'userSession', session!.id, { lastSeenAt: now.toISOString() });
  }
  return {
    userId: user!.id,
    type: user!.type,
    loginName: user!.loginName,
    companyId: user!.priCompanyId ?? null,
    siteIds: await accessibleSiteIds(ctx.db, ctx.repo, user!),
    sessionId: session!.id,
    mustChangePassword: !!session!.mustChangePassword,
  };
}
