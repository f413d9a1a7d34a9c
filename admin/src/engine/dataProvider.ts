// The generated REST surface speaks the ra-data-simple-rest protocol, so the provider is used
// unchanged; the client only adds the bearer token and turns our error body into react-admin's.
// A 401 reaches authProvider.checkError, the existing session-expiry rule.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import { readSession } from '../auth/session';

export const REST_BASE = '/api/rest';

interface ErrorBody {
  error?: { code?: string; message?: string; details?: { field: string; message: string }[] };
}

/** { error: { message, details } } → HttpError(message) with body.errors per field for the form. */
export function toHttpError(error: HttpError): HttpError {
  const body = error.body as ErrorBody | undefined;
  const message = body?.error?.message || error.message;
  const details = body?.error?.details ?? [];
  const errors = Object.fromEntries(details.filter((d) => d.field).map((d) => [d.field, d.message]));
  const withRoot = details.length ? { ...errors, root: { serverError: message } } : undefined;
  return new HttpError(message, error.status, { ...body, errors: withRoot });
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readSession().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw error instanceof HttpError ? toHttpError(error) : error;
  }
}

export const dataProvider = simpleRestProvider(REST_BASE, httpClient);
