// One JSON line per request, through the pino instance of ctx.log: request id, method, URL, route,
// status, duration and user id. The id is the caller's X-Request-Id when it is a sane token (a
// proxy or a client tracing a call through several services), else a new UUID; it is sent back as
// X-Request-Id either way, so a user's error report can be matched to its line. The line holds no
// headers and no body, and the URL's secret-looking query values are masked (logging/redact.ts).
//
// Written here on pino rather than with pino-http: pino-http builds two child loggers and a copy
// of the request's headers for every request before its answer is known, and on the location page
// under load that cost about a sixth of the app's requests a second (1,858 against 2,218 /s, three
// runs each, alternated), for the same line.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Level } from 'pino';
import type { Logger } from '../context.js';
import { loggableUrl } from '../logging/redact.js';

/** What a caller may name its request by: no spaces or quotes that would garble a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Set by the routes (route.ts) and the static files: the route template and the signed-in user. */
export interface RequestLogLocals {
  route?: string;
  userId?: number;
  /** The prefix of the API key a service call came with (issue 34): never its secret. */
  apiKey?: string;
}

/** The health probes are polled every few seconds: their lines are debug, not info. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * 503 is the server saying "not now" (password hashing saturated, a full disk, shutting down): each
 * such answer is a warning, and what caused it is told once at error where it is known (a full
 * disk: db/storage.ts), not once per request.
 */
function levelOf(req: Request, status: number): Level {
  if (status >= 500 && status !== 503) return 'error';
  if (status === 503) return 'warn';
  if (PROBES.has(req.path)) return 'debug';
  return status >= 400 ? 'warn' : 'info';
}

export function requestLog(log: Logger) {
  const pino = log.pino;
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    // The tests' quiet logger has no pino instance: the id is all there is to do.
    if (!pino) return next();
    const started = Date.now();
    // The URL as it came in: a router strips its mount path from req.url on the way down.
    const url = req.originalUrl;
    const write = () => {
      res.off('finish', write);
      res.off('close', write);
      // 'close' before 'finish': the client went away before the answer was all sent (a
      // download cut short, or a live-update stream ending, as they all do).
      const aborted = !res.writableFinished;
      // Left before any answer: there is no status to report (Node's default 200 would read as a
      // success), and a call its client gave up on is worth a warning.
      const status = res.headersSent ? res.statusCode : null;
      const level = status === null ? 'warn' : levelOf(req, status);
      if (!pino.isLevelEnabled(level)) return;
      const { route, userId, apiKey } = res.locals as RequestLogLocals;
      pino[level](
        {
          reqId: id,
          req: { id, method: req.method, url: loggableUrl(url) },
          res: { statusCode: status },
          durationMs: Date.now() - started,
          route: route ?? null,
          userId: userId ?? null,
          ...(apiKey ? { service: true, apiKey } : {}),
          ...(aborted ? { aborted: true } : {}),
        },
        `${req.method} ${route ?? 'unrouted'} ${status ?? 'left before an answer'}`,
      );
    };
    res.on('finish', write);
    res.on('close', write);
    next();
  };
}
