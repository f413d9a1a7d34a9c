// One JSON line per request (pino-http): request id, method, route, status, duration and user id.
// The id is the caller's X-Request-Id when it is a sane token (a proxy or a client tracing a call
// through several services), else a new UUID; it is sent back as X-Request-Id either way, so a
// user's error report can be matched to its line. The line holds no headers and no body, and the
// URL's secret-looking query values are masked (logging/redact.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../context.js';
import { loggableUrl } from '../logging/redact.js';

/** What a caller may name its request by: no spaces or quotes that would garble a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Set by the routes (route.ts) and the static files: the route template and the signed-in user. */
export interface RequestLogLocals {
  route?: string;
  userId?: number;
}

/** The health probes are polled every few seconds: their lines are debug, not info. */
const PROBES = new Set(['/healthz', '/readyz']);

const locals = (res: ServerResponse) => ((res as Response).locals ?? {}) as RequestLogLocals;

/** A pino that writes nothing, for a Logger without one (the tests' quiet logger): ids still flow. */
const silent = pino({ level: 'silent' });

export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log.pino ?? silent,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { responseTime: 'durationMs' },
    customLogLevel: (req, res, err) => {
      if (PROBES.has((req as Request).path ?? req.url ?? '') && res.statusCode < 500) return 'debug';
      if (err || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    serializers: {
      // Nothing but these: headers carry the Authorization token and referers the reset link.
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customSuccessObject: (_req, res, value) => ({ ...value, route: locals(res).route ?? null, userId: locals(res).userId ?? null }),
    customErrorObject: (_req, res, _err, value) => ({ ...value, route: locals(res).route ?? null, userId: locals(res).userId ?? null }),
    customSuccessMessage: (req, res) => `${req.method} ${locals(res).route ?? 'unrouted'} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${locals(res).route ?? 'unrouted'} ${res.statusCode}`,
  });
}
