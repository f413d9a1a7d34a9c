// One error type for the whole server, serialised as { error: { code, message, details } }.
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public details?: FieldError[],
    /** Response headers that go with the error (Retry-After). */
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (details: FieldError[]) =>
  new AppError(400, 'validation', details.map((d) => d.message).join('; ') || 'Invalid request', details);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'Record') => new AppError(404, 'not_found', `${what} not found`);
/** A 404 that names the field whose id was not found (another tenant's is not found either). */
export function notFoundAt(field: string, label: string): AppError {
  const message = `${label} not found`;
  return new AppError(404, 'not_found', message, [{ field, message }]);
}
export const conflict = (message: string, details?: FieldError[]) => new AppError(409, 'conflict', message, details);
/** A rate limit is used up; the client may try again after `retryAfterSeconds`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
/** The server is saturated for a moment (password hashing queue full). */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, 'busy', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Seconds a client is asked to wait before sending again a write the database could not store. */
export const STORAGE_RETRY_SECONDS = 30;

/** The database cannot store data for now (a full disk, db/storage.ts): nothing was written, the same call may come again. */
export const storageUnavailable = () =>
  new AppError(503, 'storage_unavailable', 'The server cannot store data right now. Please try again in a few minutes.', undefined, {
    'Retry-After': String(STORAGE_RETRY_SECONDS),
  });

/** The database refuses work for a moment (out of memory or connections, starting up): nothing was written. */
export const databaseUnavailable = () =>
  new AppError(503, 'database_unavailable', 'The database is not available right now. Please try again in a moment.', undefined, {
    'Retry-After': '5',
  });

/**
 * A provisional Principal turned out not to be the session's (AuthenticateAhead): the work done
 * for it is thrown away and done again for the session as it is now. Never answered.
 */
export class SessionMoved extends Error {
  constructor() {
    super('The session changed since it was last seen');
  }
}
