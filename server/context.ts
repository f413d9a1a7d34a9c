// Everything a request needs, built once per process and passed down explicitly (no globals),
// so tests can build a second app on the same database or with a controllable clock.
import type { LiveLimits } from './live/limits.js';
import type { Request } from 'express';
import type { Logger as PinoLogger } from 'pino';
import type { Principal } from './access/access.js';
import type { Db, DialectAdapter } from './db/dialect.js';
import type { Jobs } from './jobs.js';
import type { LiveHub } from './live/hub.js';
import type { Mailer } from './mail/mailer.js';
import type { Modules } from './engine/modules.js';
import type { Repository } from './engine/repository.js';
import type { Registry } from './engine/registry.js';
import type { Validators } from './engine/validation.js';
import type { RateLimiters, RateLimits } from './security/rateLimits.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Config {
  jwtSecret: string;
  /** Base of links in e-mails (reset link); PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** Express's 'trust proxy' (TRUST_PROXY): false unless configured, so X-Forwarded-For is ignored. */
  trustProxy: boolean | number | string;
  rateLimits: RateLimits;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: webhooks may target loopback and private addresses (a receiver on the
   * same host or network). Off by default, so a subscription cannot make the server call inside
   * its own network (SSRF).
   */
  webhookAllowPrivate: boolean;
  /**
   * PUSH_ALLOW_PRIVATE=1: web push endpoints may be loopback or private addresses (a push service
   * inside the network, or a test's). Apart from WEBHOOK_ALLOW_PRIVATE since any Driver subscribes
   * an endpoint, where only a Company Administrator subscribes a webhook.
   */
  pushAllowPrivate: boolean;
  /**
   * Web push's VAPID identity (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). Without keys,
   * the first instance to need them makes a pair and stores it in the database, which every
   * instance then shares (entities/pushSubscription/vapid.ts).
   */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /** Live-update streams an instance holds, in all and per user (LIVE_MAX_STREAMS, LIVE_MAX_STREAMS_PER_USER). */
  liveLimits: LiveLimits;
}

/** What the app logs through (server/logging/logger.ts makes the real one, over pino). */
export interface Logger {
  info(msg: string): void;
  warn(msg: string, err?: unknown): void;
  error(msg: string, err?: unknown): void;
  /** The pino instance behind it, when there is one: the request log (server/http/requestLog.ts) writes through it. */
  pino?: PinoLogger;
}

/**
 * The Principal of a request's bearer token, or 401 (the account's, server/account/sessionAuth.ts),
 * noting the session's activity. `here`: read the session on the request thread (a write's route:
 * RouteDef.writes).
 */
export type Authenticate = (ctx: AppContext, req: Request, opts?: { here?: boolean }) => Promise<Principal>;

/**
 * An open live-update stream's session checked again, without counting as its activity; the checks
 * asked within a second are made together (server/account/sessionRecheck.ts).
 */
export type Recheck = (ctx: AppContext, req: Request) => Promise<Principal>;

/**
 * A provisional Principal for a read, the one this instance last saw for the request's session:
 * `run` gives it to the read, with the session's check to carry in the read's page, and answers
 * only once the check has passed; it throws SessionMoved when the session is no longer what it was
 * (do it again with `authenticate`). Undefined where it cannot help: then `authenticate`.
 */
export type AuthenticateAhead = (
  ctx: AppContext,
  req: Request,
) => { principal: Principal; run<T>(work: (principal: Principal) => Promise<T>): Promise<T> } | undefined;

export interface AppContext {
  db: Db;
  adapter: DialectAdapter;
  registry: Registry;
  validators: Validators;
  repo: Repository;
  /** The entity modules of server/entities, by entity id. */
  modules: Modules;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  limiters: RateLimiters;
  jobs: Jobs;
  /** Live updates (server/live/): wakes the event streams of this instance and, on PostgreSQL, of every instance. */
  live: LiveHub;
  /** Authenticates every call that is not public (http/route.ts, live/eventStream.ts); boot.ts gives the account's. */
  authenticate: Authenticate;
  /** An open stream's session checked again (live/eventStream.ts); boot.ts gives the account's. */
  recheck: Recheck;
  /** A list's session checked in its page's round trip (PostgreSQL; account/sessionAhead.ts). */
  authenticateAhead?: AuthenticateAhead;
}
