// The home dashboards in `npm run bench` (issue 13 §1; BENCH_ONLY=dashboard): each card's call
// (GET /Dashboard/…) on the demo data plus the missions of missionData.ts (1,000,000 completed,
// 1,000 a ship day, with about 5,000,000 stage rows; 1,500 open), as the company's administrator
// reads it (every site). Each call is timed one at a time (the median of RUNS after a warm-up)
// against the raw baseline: the same statements the app ran for it (probe.ts), prepared once with
// better-sqlite3 on the same file and run in turn. Target: 500 ms a call at a million missions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { UserType } from '../../schemas/enums.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { JWT_SECRET, PASSWORD, type Row, startServer, stopServer } from './harness.js';
import { seedBenchMissions } from './missionData.js';
import { statementsOf } from './probe.js';

const COMPLETED = Number(process.env.BENCH_MISSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
const TARGET_MS = 500;
const CARDS = ['MovesPerDay', 'Waits', 'MissionStages', 'AssetStatuses', 'Repairs', 'DriverMoves'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

export async function dashboardBench(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ym-bench-dashboard-'));
  const file = join(dir, 'dashboard.db');
  try {
    const ctx = await demoDatabase(dir, file);
    const t = performance.now();
    const data = await seedBenchMissions(ctx, { completed: COMPLETED, open: 1000, otherOpen: 500 });
    console.log(`seeded ${COMPLETED.toLocaleString('en-US')} completed missions in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const admin = await ctx.db
      .selectFrom('app_user')
      .select('login_name')
      .where('pri_company_id', '=', data.company)
      .where('type', '=', UserType.SiteAdmin)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const login = async (base: string) => {
      const res = await fetch(`${base}/api/Fleet/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: admin.login_name, Password: PASSWORD }),
      });
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    };
    const read = async (base: string, card: string, token: string) => {
      const res = await fetch(`${base}/api/Fleet/Dashboard/${card}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`bench: GET /Dashboard/${card} answered ${res.status} ${await res.text()}`);
      return res.json();
    };
    // Warm the caches the calls use (the principal, the policies), then take each call's statements.
    const statements: Record<string, CompiledQuery[]> = {};
    await statementsOf(ctx, async (base) => {
      const token = await login(base);
      for (const card of CARDS) await read(base, card, token);
    });
    for (const card of CARDS) {
      // a login and one call, then a login and two: what the second call adds is the figure's statements
      const once = await statementsOf(ctx, async (base) => void (await read(base, card, await login(base))));
      const twice = await statementsOf(ctx, async (base) => {
        const token = await login(base);
        await read(base, card, token);
        await read(base, card, token);
      });
      const added = twice.slice(once.length).filter((q) => /^select/i.test(q.sql) && !/user_session/.test(q.sql));
      // the recorder also notes a subquery as it is built into its statement: only whole statements run
      statements[card] = added.filter((q) => !added.some((outer) => outer.sql !== q.sql && outer.sql.includes(q.sql)));
    }
    await closeDatabase(ctx);

    // The raw baseline: the same statements, prepared, in this process.
    const raw = new SQLite(file, { readonly: true });
    const rawMs: Record<string, number> = {};
    for (const card of CARDS) {
      const prepared = statements[card].map((q) => ({ stmt: raw.prepare(q.sql), parameters: [...q.parameters] }));
      const run = () => prepared.forEach((p) => p.stmt.all(...p.parameters));
      run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(run));
      rawMs[card] = median(times);
    }
    raw.close();

    // The app in a process of its own, one call at a time.
    const app = await startServer('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
    const appMs: Record<string, number> = {};
    try {
      const token = await login(app.base);
      for (const card of CARDS) {
        await read(app.base, card, token);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await timed(() => read(app.base, card, token)));
        appMs[card] = median(times);
      }
    } finally {
      await stopServer(app.child);
    }
    for (const card of CARDS)
      console.log(`${card}: ${statements[card].length} statement(s): ${statements[card].map((q) => q.sql).join('\n    ')}`);
    return CARDS.flatMap((card): Row[] => [
      [`dashboard ${card}: raw, same statements (ms)`, rawMs[card], null, true],
      [`dashboard ${card}: app call, median of ${RUNS} (ms)`, appMs[card], TARGET_MS, appMs[card] <= TARGET_MS],
      [`dashboard ${card}: app / raw (ratio)`, appMs[card] / rawMs[card], null, true],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
