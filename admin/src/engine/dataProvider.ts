// The generated REST surface speaks the ra-data-simple-rest protocol, so the provider is used
// as it is; the client only adds the bearer token and turns our error body into react-admin's.
// Lists also pass on whether their total is exact (X-Total-Exact: false past the server's exact
// count, see docs/API.md) as `meta.totalExact`. A 401 reaches authProvider.checkError.
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, type GetListResult, HttpError } from 'react-admin';
import { FLEET_BASE } from '../api/fleet';
import { readSession } from '../account/session';
import { activeLanguage } from '../i18n/locale';
import { copyOf, keepCopy, requestKey } from '../offline/readCopies';
import { type Prefetch, prefetchReferences } from './prefetchReferences';
import { queryClient } from './queryClient';

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
  headers.set('Accept-Language', activeLanguage.get());
  const token = readSession().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const read = !options.method || options.method === 'GET' ? requestKey('GET', url) : null;
  try {
    const answer = await fetchUtils.fetchJson(url, { ...options, headers });
    if (read) keepCopy(read, { status: answer.status, body: answer.body, headers: [...answer.headers] });
    return answer;
  } catch (error) {
    if (error instanceof HttpError) throw toHttpError(error);
    // No network: a driver's read answers with its last copy (offline/readCopies), headers and all
    const copy = read && (error as Error).name !== 'AbortError' ? await copyOf<KeptAnswer>(read) : null;
    if (copy) return { ...copy.data, headers: new Headers(copy.data.headers), json: JSON.parse(copy.data.body) };
    throw error;
  }
}

/** What is kept of a REST answer: the list's total travels in its headers. */
interface KeptAnswer {
  status: number;
  body: string;
  headers: [string, string][];
}

/** Whether the last list answer of each resource had an exact total (the provider reads headers only here). */
const exactness = new Map<string, boolean>();

const rest = simpleRestProvider(REST_BASE, async (url: string, options?: fetchUtils.Options) => {
  const answer = await httpClient(url, options);
  const resource = new URL(url, window.location.origin).pathname.slice(REST_BASE.length + 1).split('/')[0];
  if (answer.headers.has('X-Total-Exact')) exactness.set(resource, answer.headers.get('X-Total-Exact') !== 'false');
  return answer;
});

/**
 * A list read through one of the filtered calls of /api/Fleet (POST /Assets, /AssetAudits…):
 * `meta.call` names it and `meta.body` is its body (scope and filters); sort and range go as
 * query parameters, the total comes in X-Total-Count ("10000+" when it is a floor). Rows are
 * keyed by `meta.key` (a history row's auditId) as react-admin wants an `id`. The records that
 * the `meta.prefetch` columns name are asked for as the page is handed on (prefetchReferences.ts).
 * A report's call answers `{ rows, …figures }`: the rows are the page, the figures (over every
 * row, not the page) come with the list as `meta.figures`.
 */
export type FilteredMeta = Record<string, unknown> & {
  call: string;
  body: Record<string, unknown>;
  key?: string;
  prefetch?: Prefetch;
};

async function filteredList(params: Parameters<DataProvider['getList']>[1], meta: FilteredMeta) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const query = new URLSearchParams({ range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]) });
  if (params.sort?.field) query.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
  const { json, headers } = await httpClient(`${FLEET_BASE}/${meta.call}?${query}`, {
    method: 'POST',
    body: JSON.stringify(meta.body),
    signal: params.signal,
  });
  const total = headers.get('X-Total-Count') ?? '0';
  // a report answers its page as `rows` beside figures over all of them (the detention report's
  // totals per carrier), which the list hands on as `meta.figures`
  const answer = (json.data ?? []) as Record<string, unknown>[] | { rows?: Record<string, unknown>[] };
  const rows = Array.isArray(answer) ? answer : (answer.rows ?? []);
  const figures = Array.isArray(answer) ? undefined : { ...answer, rows: undefined };
  const key = meta.key ?? 'id';
  prefetchReferences(queryClient, rest.getMany, rows, meta.prefetch);
  return {
    data: rows.map((r) => ({ ...r, id: r[key] as number })),
    total: parseInt(total, 10),
    meta: { totalExact: !total.endsWith('+'), figures },
  };
}

export const dataProvider: DataProvider = {
  ...rest,
  getList: async (resource, params) => {
    if ((params.meta as FilteredMeta | undefined)?.call) return (await filteredList(params, params.meta as FilteredMeta)) as GetListResult;
    const result = await rest.getList(resource, params);
    return { ...result, meta: { ...result.meta, totalExact: exactness.get(resource) ?? true } };
  },
};
