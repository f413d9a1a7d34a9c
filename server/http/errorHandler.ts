// The one error middleware, registered last: AppErrors keep their status; body-parser errors
// become 400/413; a database that cannot store data for now (a full disk: db/storage.ts) 503 with
// Retry-After, logged once per episode; anything else is logged and answered 500 without details.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../context.js';
import type { StorageKind, StorageWatch } from '../db/storage.js';
import { AppError, databaseUnavailable, storageUnavailable } from '../errors.js';

/** What body-parser and Express put on the errors they raise. */
type HttpishError = { type?: string; status?: number } | undefined;

export function errorHandler(log: Logger, storage: StorageWatch) {
  return (thrown: unknown, req: Request, res: Response, _next: NextFunction) => {
    const err = thrown as HttpishError;
    let e: AppError;
    let kind: StorageKind | undefined;
    if (thrown instanceof AppError) e = thrown;
    else if (err?.type === 'entity.parse.failed')
      e = new AppError(400, 'validation', 'The body is not valid JSON', [{ field: '', message: 'The body is not valid JSON' }]);
    else if (err?.type === 'entity.too.large') e = new AppError(413, 'too_large', 'The body is too large');
    else if (err?.status && err.status >= 400 && err.status < 500) e = new AppError(err.status, 'bad_request', 'Bad request');
    else if ((kind = storage.refused(thrown))) e = kind === 'full' ? storageUnavailable() : databaseUnavailable();
    else {
      log.error(`${req.method} ${req.path} failed`, err);
      e = new AppError(500, 'internal', 'Internal error');
    }
    if (res.headersSent) return;
    if (e.headers) res.set(e.headers);
    res.status(e.status).json({ error: { code: e.code, message: e.message, details: e.details ?? [] } });
  };
}
