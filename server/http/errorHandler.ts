// The one error middleware, registered last: AppErrors keep their status; body-parser errors
// become 400/413; a database that cannot store data for now (a full disk: db/storage.ts) 503 with
// Retry-After, logged once per episode; a transaction that met PostgreSQL statements made stale by
// another instance's new column (a rolling upgrade, db/namedStatements.ts) 503 busy, to be sent
// again at once — nothing of it was written, and the next call runs unnamed; anything else is logged
// and answered 500 without details.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../context.js';
import { isStalePlan } from '../db/namedStatements.js';
import type { StorageKind, StorageWatch } from '../db/storage.js';
import { AppError, databaseUnavailable, serviceUnavailable, storageUnavailable } from '../errors.js';

/** What body-parser and Express put on the errors they raise. */
type HttpishError = { type?: string; status?: number } | undefined;

/** The AppError a thrown value answers as (logging what is no known refusal). */
export function errorAnswer(thrown: unknown, req: Request, log: Logger, storage: StorageWatch): AppError {
  const err = thrown as HttpishError;
  let kind: StorageKind | undefined;
  if (thrown instanceof AppError) return thrown;
  if (err?.type === 'entity.parse.failed')
    return new AppError(400, 'validation', 'The body is not valid JSON', [{ field: '', message: 'The body is not valid JSON' }]);
  if (err?.type === 'entity.too.large') return new AppError(413, 'too_large', 'The body is too large');
  if (err?.status && err.status >= 400 && err.status < 500) return new AppError(err.status, 'bad_request', 'Bad request');
  if ((kind = storage.refused(thrown))) return kind === 'full' ? storageUnavailable() : databaseUnavailable();
  if (isStalePlan(thrown)) {
    log.warn(`${req.method} ${req.path}: statements made stale by a change of the tables; answered 503 to be sent again`);
    return serviceUnavailable('The server is busy. Please try again in a moment.', 1);
  }
  log.error(`${req.method} ${req.path} failed`, err);
  return new AppError(500, 'internal', 'Internal error');
}

/** An AppError as the API's error body. */
export const errorBody = (e: AppError) => ({ error: { code: e.code, message: e.message, details: e.details ?? [] } });

export function errorHandler(log: Logger, storage: StorageWatch) {
  return (thrown: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = errorAnswer(thrown, req, log, storage);
    if (res.headersSent) return;
    if (e.headers) res.set(e.headers);
    res.status(e.status).json(errorBody(e));
  };
}
