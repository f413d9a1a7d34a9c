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
import type { AppContext } from '../../server/context.js';
import { UserType } from '../../schemas/enums.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { JWT_SECRET, PASSWORD, type Row, startServer, stopServer } from './harness.js';
import { seedBenchMissions } from './missionData.js';
import { statementsOf } from './probe.js';

const COMPLETED = Number(process.env.BENCH_MISSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
const TARGET_MS = 500;
export const CARDS = ['MovesPerDay', 'Waits', 'MissionStages', 'AssetStatuses', 'Repairs', 'DriverMoves'];

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
    const admin = await dashboardAdmin(ctx, data.company);
    const statements = await cardStatements(ctx, admin);
    await closeDatabase(ctx);

    // The raw baseline: the same statements, prepared, in this process.
    const raw = new SQLite(file, { readonly: true });
    const rawMs = await timeCards((card) => {
      const prepared = statements[card].map((q) => ({ stmt: raw.prepare(q.sql), parameters: [...q.parameters] }));
      return () => prepared.forEach((p) => p.stmt.all(...p.parameters));
    });
    raw.close();

    // The app in a process of its own, one call at a time.
    const app = await startServer('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
    let appMs: Record<string, number>;
    try {
      appMs = await timeAppCards(app.base, admin);
    } finally {
      await stopServer(app.child);
    }
    for (const card of CARDS)
      console.log(`${card}: ${statements[card].length} statement(s): ${statements[card].map((q) => q.sql).join('\n    ')}`);
    return cardRows('dashboard', rawMs, appMs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median time of each card's `run` (made once per card, run once first), one run at a time. */
export async function timeCards(runOf: (card: string) => () => unknown): Promise<Record<string, number>> {
  const ms: Record<string, number> = {};
  for (const card of CARDS) {
    const run = runOf(card);
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(run));
    ms[card] = median(times);
  }
  return ms;
}

/** Each card's call to the app at `base`, as `login` reads it: the median time of each. */
export async function timeAppCards(base: string, login: string): Promise<Record<string, number>> {
  const token = await loginAs(base, login);
  return timeCards((card) => () => readCard(base, card, token));
}

/** The report's rows of each card: the raw statements' time, the app's (against the target) and their ratio. */
export const cardRows = (label: string, rawMs: Record<string, number>, appMs: Record<string, number>) =>
  CARDS.flatMap((card): Row[] => [
    [`${label} ${card}: raw, same statements (ms)`, rawMs[card], null, true],
    [`${label} ${card}: app call, median of ${RUNS} (ms)`, appMs[card], TARGET_MS, appMs[card] <= TARGET_MS],
    [`${label} ${card}: app / raw (ratio)`, appMs[card] / rawMs[card], null, true],
  ]);

/** The login of the company's administrator, who reads every card for every site. */
export async function dashboardAdmin(ctx: AppContext, company: number): Promise<string> {
  const admin = await ctx.db
    .selectFrom('app_user')
    .select('login_name')
    .where('pri_company_id', '=', company)
    .where('type', '=', UserType.SiteAdmin)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return admin.login_name!;
}

async function loginAs(base: string, login: string): Promise<string> {
  const res = await fetch(`${base}/api/Fleet/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: login, Password: PASSWORD }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** GET /Dashboard/<card> with the session's token; throws unless it answers 2xx. */
export async function readCard(base: string, card: string, token: string) {
  const res = await fetch(`${base}/api/Fleet/Dashboard/${card}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`bench: GET /Dashboard/${card} answered ${res.status} ${await res.text()}`);
  return res.json();
}

/** The statements the app runs for each card, as `login` reads it (probe.ts). */
export async function cardStatements(ctx: AppContext, login: string): Promise<Record<string, CompiledQuery[]>> {
  const signIn = (base: string) => loginAs(base, login);
  // Warm the caches the calls use (the principal, the policies), then take each call's statements.
  const statements: Record<string, CompiledQuery[]> = {};
  await statementsOf(ctx, async (base) => {
    const token = await signIn(base);
    for (const card of CARDS) await readCard(base, card, token);
  });
  for (const card of CARDS) {
    // a login and one call, then a login and two: what the second call adds is the figure's statements
    const once = await statementsOf(ctx, async (base) => void (await readCard(base, card, await signIn(base))));
    const twice = await statementsOf(ctx, async (base) => {
      const token = await signIn(base);
      await readCard(base, card, token);
      await readCard(base, card, token);
    });
    const added = twice.slice(once.length).filter((q) => /^select/i.test(q.sql) && !/user_session/.test(q.sql));
    // the recorder also notes a subquery as it is built into its statement: only whole statements run
    // (PostgreSQL numbers the parameters through the whole statement: compared without the numbers)
    const text = (q: CompiledQuery) => q.sql.replace(/\$\d+/g, '?');
    statements[card] = added.filter((q) => !added.some((outer) => outer.sql !== q.sql && text(outer).includes(text(q))));
  }
  return statements;
}
