// How long an idle keep-alive connection stays open. A reverse proxy keeps its upstream
// connections open for a while (nginx's `keepalive_timeout` in an upstream block: 60 s) and sends
// the next request on one it believes open. Node's default of 5 s closes the socket first, so the
// proxy now and then writes a request to a socket the server is closing and answers 502 — and
// retries a GET, never a POST. The server must outlast the proxy: 65 s by default, and the header
// timeout above it (Node's advice: a request's headers may take no longer than an idle connection
// lives, or an idle socket is cut by the header timer instead).
import type { Server } from 'node:http';
import { StartupError } from '../process/startupError.js';

export const DEFAULT_KEEP_ALIVE_SECONDS = 65;
const MAX_KEEP_ALIVE_SECONDS = 900;

/** KEEP_ALIVE_TIMEOUT (seconds) as milliseconds. */
export function keepAliveFrom(v: string | undefined): number {
  if (v === undefined || v === '') return DEFAULT_KEEP_ALIVE_SECONDS * 1000;
  // Up to 15 minutes: above the longest idle timeout a balancer keeps (Google's: 600 s), and a bound
  // on how long a client may take to send a request's headers (the header timeout follows it).
  const seconds = Number(v);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_KEEP_ALIVE_SECONDS)
    throw new StartupError(`KEEP_ALIVE_TIMEOUT must be a whole number of seconds from 1 to ${MAX_KEEP_ALIVE_SECONDS} (got "${v}")`);
  return seconds * 1000;
}

export function applyKeepAlive(server: Server, ms: number): void {
  server.keepAliveTimeout = ms;
  server.headersTimeout = ms + 1000;
  // Node refuses a request timeout below the header timeout; its default (300 s) stays otherwise.
  server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout);
}
