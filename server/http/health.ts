// GET /healthz (liveness) and GET /readyz (readiness), public and cheap, for load balancers,
// container runtimes and process managers. Liveness answers as long as the process serves HTTP:
// it touches nothing, so a slow database never gets a live process restarted. Readiness answers
// 200 only when the database answers and every table the schemas describe is there (the
// migrations are done), and 503 while the app shuts down (markDraining), so a balancer stops
// sending new calls first. While the database cannot store data (a full disk, db/storage.ts) it
// answers 200 "degraded", with the reason. One check runs at a time and its answer is kept a second: a flood
// of probes costs one query a second.
import { sql } from 'kysely';
import type { Express, Request, Response } from 'express';
import type { AppContext } from '../context.js';
import { tableDescriptions } from '../engine/tables.js';
import type { RouteDef } from './route.js';
import { declaredIn } from './routeSource.js';

const LIVENESS = '/healthz';
const READINESS = '/readyz';

/** The probes as the route map lists them (`npm run routes`): mounted on the app itself, outside /api. */
export const healthRouteList: Pick<RouteDef, 'method' | 'path' | 'access' | 'source'>[] = declaredIn(import.meta.url, [
  { method: 'get', path: LIVENESS, access: { public: true } },
  { method: 'get', path: READINESS, access: { public: true } },
]);

const KEEP_MS = 1000;
const TIMEOUT_MS = 2000;

interface Readiness {
  ready: boolean;
  reason?: string;
}

/** One statement naming every table: it fails when one is missing, and reads no row. */
function schemaProbe(ctx: AppContext) {
  const tables = tableDescriptions(ctx.registry).map((t) => t.name);
  return sql`${sql.join(
    tables.map((t) => sql`select 1 from ${sql.table(t)} where 1 = 0`),
    sql` union all `,
  )}`;
}

export function healthRoutes(app: Express, ctx: AppContext) {
  const probe = schemaProbe(ctx);
  let last: { at: number; answer: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  const check = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((done) => {
      timer = setTimeout(() => done({ ready: false, reason: 'the database did not answer in time' }), TIMEOUT_MS);
    });
    const query = probe.execute(ctx.db).then(
      (): Readiness => ({ ready: true }),
      (err: unknown): Readiness => {
        ctx.log.warn('readiness: the database check failed', err);
        return { ready: false, reason: 'the database is unavailable or not migrated' };
      },
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const readiness = (): Promise<Readiness> => {
    if (last && Date.now() - last.at < KEEP_MS) return Promise.resolve(last.answer);
    running ??= check().then((answer) => {
      last = { at: Date.now(), answer };
      running = undefined;
      return answer;
    });
    return running;
  };

  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');
  app.get(LIVENESS, (_req: Request, res: Response) => {
    noStore(res);
    res.locals.route = LIVENESS;
    res.json({ status: 'ok' });
  });
  app.get(READINESS, async (_req: Request, res: Response) => {
    noStore(res);
    res.locals.route = READINESS;
    const r = app.locals.draining ? { ready: false, reason: 'shutting down' } : await readiness();
    if (!r.ready) return void res.status(503).json({ status: 'unavailable', reason: r.reason });
    // The database reads but cannot store data (a full disk): still ready, as reads go on — a
    // balancer that took every instance out over it would stop the reads too — and it says so.
    const full = ctx.adapter.storage.current;
    res.json(
      full
        ? { status: 'degraded', reason: 'the database cannot store data right now', since: full.since.toISOString() }
        : { status: 'ready' },
    );
  });
}

/** From now on /readyz answers 503: call it first on shutdown, before closing the listener. */
export const markDraining = (app: Express) => {
  app.locals.draining = true;
};
