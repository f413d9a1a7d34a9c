// The one way the admin talks to /api/Fleet (docs/API.md): bearer token from storage, `data`
// unwrapped (`status` for deletes), failures raised as FleetError. A 401 runs the session-expiry
// rule and any other failure shows the generic error dialog, unless the caller handles it itself.
import { handleUnauthorized } from '../account/sessionExpiry';
import { readSession } from '../account/session';
import { showErrorDialog } from '../dialogs/systemDialogs';
import { activeLanguage } from '../i18n/locale';
import { copyOf, keepCopy, requestKey } from '../offline/readCopies';
import { FLEET_BASE, fleetHeaders, takeEarlyCall } from './earlyCalls';

export { FLEET_BASE };

export class FleetError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.name = status === 0 ? 'NetworkError' : `HttpError ${status}`;
  }
}

export interface CallOptions {
  /** Public call: no token is sent and a 401 is just an error (Authenticate, forgot password). */
  anonymous?: boolean;
  /** The caller reports the failure itself: no generic error dialog. A 401 still ends the session. */
  quiet?: boolean;
  /** Let a 401 through without ending the session (the logout call itself). */
  keepSessionOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a driver's answer is kept for a bad signal and a kept one stands in when the network
   * fails (offline/readCopies): GETs do by default; a read made by POST says so; false when the
   * answer must be the server's (the stage queue checking where a mission stands).
   */
  keep?: boolean;
}

async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const token = readSession().accessToken;
  const headers = fleetHeaders(activeLanguage.get(), options.anonymous ? null : token, options.headers);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const kept = (options.keep ?? method === 'GET') ? requestKey(method, `${FLEET_BASE}${path}`, body) : null;

  let response: Response;
  try {
    // a first read of the page may already be on its way (api/earlyCalls.ts)
    const early =
      method === 'GET' && !options.anonymous && !options.headers ? takeEarlyCall(path, token, headers['Accept-Language']) : undefined;
    response = await (early ??
      fetch(`${FLEET_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    // No network: a driver's read answers with its last copy, as the app saw it (offline/readCopies)
    const copy = kept ? await copyOf<T>(kept) : null;
    if (copy) return copy.data;
    return fail(new FleetError(0, 'network', (cause as Error).message), options);
  }

  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401 && !options.anonymous && !options.keepSessionOn401) {
    handleUnauthorized();
    throw new FleetError(401, payload?.error?.code ?? 'unauthorized', payload?.error?.message ?? '');
  }
  if (!response.ok) {
    const error = payload?.error ?? {};
    return fail(new FleetError(response.status, error.code ?? 'error', error.message ?? response.statusText, error.details), options);
  }
  if (payload === null) return null as T;
  const data = ('data' in payload ? payload.data : payload.status) as T;
  if (kept) keepCopy(kept, data);
  return data;
}

function fail(error: FleetError, options: CallOptions): never {
  if (!options.quiet) showErrorDialog(error);
  throw error;
}

export const fleet = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
  del: <T = boolean>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, options),
};
