// The first reads of a reload, sent by the page's first small script (main.tsx) while the rest of
// the app is still downloading: the stored user (GET /User/{id}), the schemas and the user's filter
// sets. The boot loads (bootLoads.ts) then ask for them through `fleet` as before, and take these
// answers instead of sending again (fleet.ts), so the refresh route and the board find them
// already in. Only this module and the session are in that first script: no React, no catalogues.
import { readSession } from '../account/session';
import { browserLanguage } from '../i18n/browserLanguage';

export const FLEET_BASE = '/api/Fleet';

/**
 * The headers of every Fleet call (fleet.ts) and of the early ones, alike so that an early answer
 * is the one the call would have had: JSON, the language the user sees (the server words its
 * messages in it, server/http/language.ts) and the session's token, when there is one to send.
 */
export function fleetHeaders(language: string, token: string | null, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

interface EarlyCall {
  response: Promise<Response>;
  token: string;
  language: string;
  at: number;
}

const calls = new Map<string, EarlyCall>();
/** The `data` of the early answers that came back 200, by path, as soon as they are in. */
const answered = new Map<string, unknown>();
/** An early answer older than this is not taken: the caller asks again. */
const EARLY_FOR_MS = 10_000;

/** Sends the first reads of a stored session (none for one that must change its password first). */
export function startEarlyCalls() {
  const { userId, accessToken, isRedirectToPasswordReset } = readSession();
  if (userId === null || accessToken === null || isRedirectToPasswordReset) return;
  const language = browserLanguage(); // the app starts in it (i18n/locale.ts): a request is taken only when its headers match
  for (const path of [`/User/${userId}`, '/Schemas', `/User/Filters/${userId}`]) {
    const response = fetch(`${FLEET_BASE}${path}`, { headers: fleetHeaders(language, accessToken) });
    // its taker sees a failure; a copy of the body is read at once for earlyAnswer
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body: { data?: unknown } | null) => body && 'data' in body && answered.set(path, body.data))
      .catch(() => undefined);
    calls.set(path, { response, token: accessToken, language, at: Date.now() });
  }
}

/** The early answer of GET `path` for this token and language, once; undefined when there is none. */
export function takeEarlyCall(path: string, token: string | null, language: string): Promise<Response> | undefined {
  const call = calls.get(path);
  if (!call) return undefined;
  calls.delete(path);
  return call.token === token && call.language === language && Date.now() - call.at < EARLY_FOR_MS ? call.response : undefined;
}

/**
 * What an early GET of `path` answered, when it is already in: the boot loads read the user's
 * company from it at once, not after the app's first render has let the answer through `fleet`.
 */
export const earlyAnswer = <T>(path: string): T | undefined => answered.get(path) as T | undefined;
