// Runs the real app in-process on a real database for a test file: a fresh SQLite file, or a
// fresh PostgreSQL database on the TEST_PG_URL server, with the demo data loaded.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/app.js';
import { boot } from '../../server/boot.js';
import type { AppContext, Clock, Logger } from '../../server/context.js';
import { seedIfEmpty } from '../../server/seed/index.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/security/rateLimits.js';

export type Dialect = 'sqlite' | 'postgres';
export const DIALECTS: Dialect[] = ['sqlite', ...(process.env.TEST_PG_URL ? (['postgres'] as const) : [])].filter(
  (d) => !process.env.TEST_DIALECT || process.env.TEST_DIALECT === d,
) as Dialect[];

export const DEMO_PASSWORD = 'Demo!2345pass';
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-use';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(public t = Date.now()) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

/** Rate limits no test of other things will reach (many logins from one address). */
export const GENEROUS_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { points: 100_000, minutes: 15 }]),
) as RateLimits;

export const quietLogger: Logger = { info: () => {}, warn: () => {}, error: (m, e) => console.error(m, e) };

export async function pgAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ym-test-'));
  if (dialect === 'sqlite') {
    return { url: `sqlite:${join(dataDir, 'test.db')}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `ym_test_${randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(process.env.TEST_PG_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  ctx: AppContext;
  baseUrl: string;
  clock: TestClock;
  /** Stops this app instance (the database stays) and starts a new one on the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(
  db: TestDatabase,
  opts: {
    clock?: TestClock;
    seed?: boolean;
    schemasDir?: string;
    adminDist?: string;
    rateLimits?: Partial<RateLimits>;
    trustProxy?: string;
    /** Webhooks may call the test's receiver on 127.0.0.1. */
    webhookAllowPrivate?: boolean;
    pushAllowPrivate?: boolean;
    /** The app's logger (default: quiet); the request-log test passes one that collects the lines. */
    log?: Logger;
  } = {},
): Promise<TestApp> {
  const clock = opts.clock ?? new TestClock();
  let server: Server;
  let ctx: AppContext;
  const start = async () => {
    ctx = await boot({
      databaseUrl: db.url,
      dataDir: db.dataDir,
      jwtSecret: JWT_SECRET,
      clock,
      log: opts.log ?? quietLogger,
      schemasDir: opts.schemasDir,
      rateLimits: opts.rateLimits,
      trustProxy: opts.trustProxy,
      webhookAllowPrivate: opts.webhookAllowPrivate,
      pushAllowPrivate: opts.pushAllowPrivate,
    });
    server = await new Promise<Server>((resolve) => {
      const s = createApp(ctx, opts.adminDist ?? '/nonexistent').listen(0, '127.0.0.1', () => resolve(s));
    });
  };
  const stop = async () => {
    await ctx.live.close(); // ends open event streams, which would keep the server from closing
    await new Promise((r) => server.close(r));
    await ctx.jobs.drain();
    await ctx.adapter.close();
  };
  await start();
  if (opts.seed !== false) await seedIfEmpty(ctx!, DEMO_PASSWORD, true);
  const app: TestApp = {
    get ctx() {
      return ctx;
    },
    get baseUrl() {
      const a = server.address();
      return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    },
    clock,
    restart: async () => {
      await stop();
      await start();
    },
    close: stop,
  };
  return app;
}
