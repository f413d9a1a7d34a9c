// The request a piece of code runs for, without passing it down every call: the security event
// log needs the client's address deep inside services (a delete, a password change) that know
// only the Principal. AsyncLocalStorage follows the request through every await.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';

interface RequestContext {
  /** The client address as Express sees it (X-Forwarded-For only with TRUST_PROXY). */
  address: string | undefined;
}

const store = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `fn` inside the request's context. Called around each route's handler (http/route.ts), not
 * as an early middleware: a body parser resumes from the socket's events, outside any context
 * entered before it.
 */
export const inRequestContext = <T>(req: Request, fn: () => T): T => store.run({ address: req.ip }, fn);

/** An address as people write it: an IPv4 client seen through an IPv6 socket (::ffff:1.2.3.4) as 1.2.3.4. */
export const plainAddress = (ip: string | undefined): string | undefined => ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The client address of the request being served, if any (none in jobs and scripts). */
export const requestAddress = (): string | null => plainAddress(store.getStore()?.address) ?? null;
