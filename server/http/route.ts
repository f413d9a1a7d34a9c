// Routes are declared, not hand-wired: each one names its access rule, its parameter and body
// schemas and a handler. `mountRoutes` adds authentication, the access rule and validation in
// front of every handler, and keeps the table so a test can prove no route lacks a rule.
import { plainAddress } from '../security/requestContext.js';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import FindMyWay, { type HTTPMethod, type HTTPVersion } from 'find-my-way';
import type { Principal } from '../access/access.js';
import type { JsonSchema } from '../engine/registry.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, serviceUnavailable, SessionMoved, unauthorized } from '../errors.js';
import { sendJson } from './jsonAnswer.js';
import { type AnswerCheck, checkSent, noteAnswered } from './openapi/contract.js';
import { settleThrottles, takeThrottles, type Throttle } from './throttle.js';

/**
 * public: no session needed. roles: a logged-in user of one of these types ('any' = every type).
 * confined: also allowed to a session that must change its password first.
 */
export type Access = { public: true } | { roles: number[] | 'any'; confined?: boolean };

/**
 * Whether anyone may make a call with this rule: a generated write that a schema gives no role
 * (`"write": []`, a gate visit written only through its own calls) is not mounted at all.
 */
export const someoneMay = (a: Access) => 'public' in a || a.roles === 'any' || a.roles.length > 0;

export interface Call<B = unknown> {
  req: Request;
  res: Response;
  ctx: AppContext;
  principal: Principal;
  params: Record<string, number>;
  /** The body, validated against the route's `body` schema when it names one. */
  body: B;
  /** Work to do once the answer has gone out (ctx.jobs), so its cost never shows in the answer's timing. */
  afterResponse(name: string, job: () => Promise<unknown>, opts?: { delayMs?: number }): void;
}

export interface RouteDef<B = unknown> {
  /** Where the route is mounted ('/api/Fleet', '/api/rest'); set by mountRoutes. */
  base?: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** Integer path parameters (validated, then given as numbers). */
  params?: string[];
  /** Schema $id of the body. */
  body?: string;
  /**
   * Load shedding: when it answers true the call is refused at once with 503 (Retry-After: 1),
   * before any other work (the login when password hashing is saturated).
   */
  shed?: () => boolean;
  /** Rate limits, taken after authentication and before validation and the handler. */
  throttle?: Throttle[];
  /** The named action this route runs (entity.action), for the record. */
  action?: string;
  /**
   * The route writes. Its session is then read on the request thread, which the write's
   * transaction holds anyway: handed to a reader thread, the read's answer queued behind every
   * request that came meanwhile, and a write under a load of reads waited its turn twice (a gate
   * check-in beside 50 boards: p50 30 ms, docs/PERFORMANCE.md "Gate").
   */
  writes?: boolean;
  /**
   * The route only reads: it writes nothing, so it may run before its session has been checked
   * and be answered once the check, carried in its page's read, has passed (account/sessionAhead.ts).
   */
  readsOnly?: boolean;
  /**
   * Where the route is declared and implemented, for the route map (`npm run routes`): repository
   * paths, each maybe followed by a note in parentheses (`schemas/entities/asset.schema.json (x-fleet)`).
   * Set where the route is built (routeSource.ts: `declaredIn`, `sourceOf`).
   */
  source?: string[];
  /**
   * 'data' (default) wraps the result as { data }, 'status' as { status }, 'bare' sends it as is;
   * 'none': the handler has answered itself (a streamed file).
   */
  envelope?: 'data' | 'status' | 'bare' | 'none';
  /**
   * What a successful call answers inside its envelope: a JSON Schema whose `$ref`s name schemas by
   * their `$id` (`{ type: 'array', items: { $ref: 'asset' } }`). The API's OpenAPI description is
   * built from it (http/openapi/), and in the integration tests every answer is checked against
   * that description (contract.ts), so it cannot drift from what the handler returns.
   */
  answer?: JsonSchema;
  /**
   * A body larger than the routers' 1 MB (an import's CSV, '64mb'). It is read only once the caller
   * is known and allowed: nobody without a session makes the server read megabytes.
   */
  bodyLimit?: string;
  /** What the call does, in a few words, for the API's description (else its method and path). */
  summary?: string;
  /** When the call may also answer 204 with no body: what that says (the description lists it). */
  noContent?: string;
  /** For envelope 'none': the media type the handler answers with ('text/csv', 'text/event-stream'). */
  answerType?: string;
  /**
   * The body, for the API's description, when the handler checks it itself rather than through
   * `body` (an entity's save: its schema, read-only fields dropped, in the service).
   */
  accepts?: JsonSchema;
  /** Query parameters, for the API's description (a generated list's sort, range and filter). */
  query?: Record<string, JsonSchema>;
  handler(call: Call<B>): Promise<unknown> | unknown;
}

/**
 * Whether a request is one of `routes`' with a bodyLimit of its own: the routers' 1 MB JSON parser
 * leaves its body to the route, which reads it after the caller's session (answerOf).
 */
export function hasOwnBodyLimit(routes: RouteDef[]): (req: Request) => boolean {
  const own = new Set(routes.filter((r) => r.bodyLimit).map((r) => `${r.method.toUpperCase()} ${r.path.toLowerCase()}`));
  return (req) => own.size > 0 && own.has(`${req.method} ${req.path.toLowerCase().replace(/\/$/, '')}`);
}

/** Declares a route whose handler reads its body as `B` (the type generated from its body schema). */
export const route = <B>(r: RouteDef<B>): RouteDef => r as RouteDef;

const INT = /^-?\d{1,10}$/;

function parseParams(req: Request, names: string[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  const errors = [];
  for (const n of names) {
    const raw = String(req.params[n] ?? '');
    const v = Number(raw);
    if (!INT.test(raw) || !Number.isSafeInteger(v) || Math.abs(v) > 2_147_483_647)
      errors.push({ field: n, message: `${n} must be a whole number` });
    else out[n] = v;
  }
  if (errors.length) throw badRequest(errors);
  return out;
}

/**
 * Mounts `routes` on `router` under `base`: one lookup in a radix tree (find-my-way, Fastify's
 * router) finds a call's route, where Express tried each of the base's some 300 routes in turn
 * (a tenth of a small call's time, CPU profile of GET /api/Fleet/Footer). Paths match whatever
 * their case and with a trailing slash, as Express matched them; a call no route takes goes on
 * to the next handler (the API's 404).
 */
export function mountRoutes(
  router: Router,
  base: string,
  ctx: AppContext,
  routes: RouteDef[],
  registry: RouteDef[],
  /** The contract check of the answers (tests only: http/openapi/contract.ts), once the description is built. */
  checkAnswer?: () => AnswerCheck,
) {
  const table = FindMyWay<HTTPVersion.V1>({ caseSensitive: false, ignoreTrailingSlash: true });
  for (const r of routes) {
    // Names generated from schemas ({one}Audits, User/{screen}Filters) could meet a call of the
    // same name, or differ from one only in case; the server does not start then.
    const clash = registry.find((x) => x.base === base && x.method === r.method && x.path.toLowerCase() === r.path.toLowerCase());
    if (clash)
      throw new Error(
        `${r.method.toUpperCase()} ${base}${r.path} is declared twice: by ${clash.source?.join(', ') ?? '?'} and by ${r.source?.join(', ') ?? '?'}`,
      );
    registry.push({ ...r, base });
    table.on(r.method.toUpperCase() as HTTPMethod, r.path, noHandler, { answer: answerOf({ ...r, base }, ctx, checkAnswer) });
  }
  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    // HEAD is GET without the body (Node leaves the body out), as Express answered it
    const found = table.find((req.method === 'HEAD' ? 'GET' : req.method) as HTTPMethod, req.url);
    if (!found) return next();
    req.params = found.params as Record<string, string>;
    return (found.store as Found).answer(req, res);
  };
  // what is mounted, for the route table's test (every mounted route has its access rule)
  router.use(Object.assign(dispatch, { routeTable: table }));
}

/** The tree's own handler goes unused: the route's answer is in its store, typed as Express's. */
const noHandler = () => undefined;
interface Found {
  answer(req: Request, res: Response): Promise<void>;
}

/** What answers a call of `r`: the session and its access rule, the throttles, the body's check, the handler and its envelope. */
function answerOf(r: RouteDef, ctx: AppContext, checkAnswer?: () => AnswerCheck): Found['answer'] {
  const route = `${r.base}${r.path}`;
  const largeBody = r.bodyLimit ? express.json({ limit: r.bodyLimit }) : undefined;
  // A read that writes nothing and is answered in full before anything goes out may take its
  // session ahead (a provisional Principal, checked in the round trip of its page: account/sessionAhead.ts).
  const mayGoAhead = !('public' in r.access) && !!r.readsOnly && !r.writes && !largeBody && !r.throttle && r.envelope !== 'none';

  /** The handler's result for `principal` (undefined: a public call), and the work to do after the answer. */
  const handled = async (req: Request, res: Response, principal: Principal) => {
    if (principal) {
      // a copy for this request (the session's is shared): the security log records its address
      principal = { ...principal, address: plainAddress(req.ip) ?? null };
      res.locals.userId = principal.userId;
      if (principal.apiKey) res.locals.apiKey = principal.apiKey.prefix;
      if (principal.mustChangePassword && !(r.access as { confined?: boolean }).confined) throw forbidden('Password change required');
      const { roles } = r.access as { roles: number[] | 'any' };
      if (roles !== 'any' && !roles.includes(principal.type)) throw forbidden();
    }
    if (largeBody) await new Promise<void>((done, fail) => largeBody(req, res, (err?: unknown) => (err ? fail(err) : done())));
    const taken = r.throttle ? await takeThrottles(ctx, req, r.throttle) : [];
    const params = parseParams(req, r.params);
    const body = r.body ? ctx.validators.check(r.body, req.body) : req.body;
    const after: Parameters<Call['afterResponse']>[] = [];
    const afterResponse: Call['afterResponse'] = (...job) => after.push(job);
    if (checkAnswer && r.envelope === 'none' && r.answerType === 'application/json') checkSent(r, res, checkAnswer());
    const result = await r.handler({ req, res, ctx, principal, params, body, afterResponse });
    if (taken.length) await settleThrottles(ctx, taken, result);
    return { result, after };
  };

  /** The handler's result, for the request's session (taken ahead when it may be). */
  const outcome = async (req: Request, res: Response) => {
    if ('public' in r.access) {
      if (!r.access.public) throw unauthorized();
      return handled(req, res, undefined as unknown as Principal);
    }
    const ahead = mayGoAhead ? ctx.authenticateAhead?.(ctx, req) : undefined;
    if (ahead) {
      const headers = new Set(res.getHeaderNames());
      try {
        return await ahead.run((principal) => handled(req, res, principal));
      } catch (err) {
        // nothing of the work done for a Principal not checked goes out (a list's total in its headers)
        for (const name of res.getHeaderNames()) if (!headers.has(name)) res.removeHeader(name);
        // the session has changed since this instance last saw it: the long way, for what it is now
        if (!(err instanceof SessionMoved)) throw err;
      }
    }
    return handled(req, res, await ctx.authenticate(ctx, req, { here: r.writes }));
  };

  return async (req: Request, res: Response) => {
    // for the request log (requestLog.ts): the route's template, never the values in its path
    res.locals.route = route;
    if (r.shed?.()) throw serviceUnavailable('The server is busy. Please try again in a moment.', 1);
    const { result, after } = await outcome(req, res);
    if (after.length) res.once('finish', () => after.forEach((job) => ctx.jobs.run(...job)));
    if (r.envelope === 'none') {
      // a JSON answer was checked as it went (checkSent); a file or a stream is only noted
      if (checkAnswer && res.statusCode < 300 && r.answerType !== 'application/json') noteAnswered(r);
      return;
    }
    const answer = r.envelope === 'bare' ? result : r.envelope === 'status' ? { status: result } : { data: result ?? null };
    // as the client will read it: dates as text, undefined left out
    if (checkAnswer) checkAnswer()(r, JSON.parse(JSON.stringify(answer) ?? 'null'));
    await sendJson(req, res, answer);
  };
}
