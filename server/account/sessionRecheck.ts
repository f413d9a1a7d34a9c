// An open live-update stream's session checked again (every minute: live/eventStream.ts), without
// counting as its activity, so that a logout, an expiry or a change of the user's sites reaches the
// stream. Ten thousand open streams are 167 checks a second, and each was a read of its own on a
// reader thread: the board's p99 beside them rose by a third to twice (docs/PERFORMANCE.md "Live
// streams"). The checks asked within a second are made together (DataLoader gathers them): one
// statement reads all their sessions, and the streams of one session share its row. An API key's
// check is its own read, as on any call.
import DataLoader from 'dataloader';
import type { Request } from 'express';
import type { Principal } from '../access/access.js';
import { loadSessions } from '../access/principal.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../errors.js';
import { plainAddress } from '../security/requestContext.js';
import { authenticateApiKey, isApiKey } from './apiKeyAuth.js';
import { bearerOf, principalServing } from './sessionAuth.js';
import { verifyAccessToken } from './tokens.js';

/** How long a check waits for others to be made with it. */
const GATHER_MS = 1_000;
/** The most checks made together (a statement reads 500 sessions at most: access/principal.ts). */
const MOST = 2_000;

interface Check {
  token: string | undefined;
  address: string | null;
}

const loaders = new WeakMap<AppContext, DataLoader<Check, Principal>>();

/** The Principal of an open stream's request now, or 401 (the stream ends). */
export function recheckSession(ctx: AppContext, req: Request): Promise<Principal> {
  let loader = loaders.get(ctx);
  if (!loader)
    loaders.set(
      ctx,
      (loader = new DataLoader((checks) => checkTogether(ctx, checks), {
        cache: false,
        maxBatchSize: MOST,
        batchScheduleFn: (run) => setTimeout(run, GATHER_MS).unref(),
      })),
    );
  return loader.load({ token: bearerOf(req), address: plainAddress(req.ip) ?? null });
}

/** Each check's Principal or its 401, in order: the sessions in one read. */
async function checkTogether(ctx: AppContext, checks: readonly Check[]): Promise<(Principal | Error)[]> {
  const now = ctx.clock.now();
  const claims = checks.map((c) => (c.token && !isApiKey(c.token) ? verifyAccessToken(ctx.config.jwtSecret, c.token, now) : null));
  const sessions = await loadSessions(ctx, [...new Set(claims.flatMap((c) => (c ? [c.sid] : [])))]);
  return Promise.all(
    checks.map(async (check, i): Promise<Principal | Error> => {
      try {
        if (!check.token) return unauthorized();
        if (isApiKey(check.token)) return await authenticateApiKey(ctx, check.token, { touch: false, address: check.address });
        const claim = claims[i];
        if (!claim) return unauthorized('Invalid token');
        return await principalServing(ctx, sessions.get(claim.sid), claim, now);
      } catch (err) {
        return err instanceof Error ? err : new Error(String(err));
      }
    }),
  );
}
