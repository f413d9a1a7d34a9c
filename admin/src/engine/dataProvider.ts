// The generated REST surface speaks the ra-data-simple-rest protocol, so the provider is used
// as it is; the client only adds the bearer token and turns our error body into react-admin's.
// Lists also pass on whether their total is exact (X-Total-Exact: false past the server's exact
// count, see docs/API.md) as `meta.totalExact`. A 401 reaches authProvider.checkError.
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
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

/** Whether the last list answer of each resource had an exact total (the provider reads headers only here). */
const exactness = new Map<string, boolean>();

const rest = simpleRestProvider(REST_BASE, async (url: string, options?: fetchUtils.Options) => {
  const answer = await httpClient(url, options);
  const resource = new URL(url, window.location.origin).pathname.slice(REST_BASE.length + 1).split('/')[0];
  if (answer.headers.has('X-Total-Exact')) exactness.set(resource, answer.headers.get('X-Total-Exact') !== 'false');
  return answer;
});

export const dataProvider: DataProvider = {
  ...rest,
  getList: async (resource, params) => {
    const result = await rest.getList(resource, params);
    return { ...result, meta: { ...result.meta, totalExact: exactness.get(resource) ?? true } };
  },
};
