// PostgreSQL mode in `npm run bench` (issue 35 §2; BENCH_ONLY=postgres), on BENCH_PG_URL or
// TEST_PG_URL: the same data as the SQLite parts — the demo, a million locations (benchData.ts)
// and the missions of missionData.ts (1,000,000 completed with about 5,000,000 stage rows, 1,500
// open) — built on a SQLite file, copied to a database of its own (ym_bench_pg_<pid>, dropped
// after; pgCopy.ts), then VACUUM ANALYZE. The app runs on it in a process of its own (pool of 10)
// against the raw baseline rawPgServer.ts (node:http, a pool of 10, the app's SQL as named
// prepared statements), both under wrk in turns, the middle of three runs counting:
//
// - the location page of 25 sorted by name with its total, against the raw page alone (≥ 0.6×),
//   and the same page at offset 25,000 (≤ 2× page 1's cost);
// - the board and the mission history's week pages (missionBench.ts's calls), p99 ≤ 50 ms at 50
//   connections;
// - the dashboards' cards, one call at a time against their statements run in turn on one
//   connection (dashboardBench.ts's calls; 500 ms a call).
//
// Every statement measured is printed with its plan from EXPLAIN (ANALYZE, BUFFERS).
// BENCH_PG_ROWS and BENCH_PG_MISSIONS size the data (BENCH_ROWS and BENCH_MISSIONS when not set).
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { boot } from '../../server/boot.js';
import type { AppContext } from '../../server/context.js';
import { seedIfEmpty } from '../../server/seed/index.js';
import { closeDatabase, demoDatabase, seedBenchLocations } from './benchData.js';
import { CARDS, cardRows, cardStatements, dashboardAdmin, timeAppCards, timeCards } from './dashboardBench.js';
import {
  benchPgDatabase,
  fetchJson,
  inScratch,
  type Launch,
  JWT_SECRET,
  type Load,
  load,
  loadRows,
  middle,
  PASSWORD,
  type Row,
  sendCall,
  sqlOf,
  stopServer,
} from './harness.js';
import { isMissionPage, missionCalls } from './missionBench.js';
import { seedBenchMissions } from './missionData.js';
import { copyTables, demoIdsDiffer } from './pgCopy.js';
import { statementsOf, theStatement } from './probe.js';

const ROWS = Number(process.env.BENCH_PG_ROWS ?? process.env.BENCH_ROWS ?? 1_000_000);
const COMPLETED = Number(process.env.BENCH_PG_MISSIONS ?? process.env.BENCH_MISSIONS ?? 1_000_000);
const TARGETS = {
  pageVsRaw: 0.6, // the app's location page with its total, against the raw page without one
  offsetCost: 2, // the page at offset 25,000 against page 1
  boardP99Ms: 50, // at 50 connections
  historyP99Ms: 50,
};
/** The bench's rows copied to PostgreSQL, parents first. */
const COPIED = ['location', 'mission', 'mission_stage'];
const n = (count: number) => count.toLocaleString('en-US');

export async function postgresBench(): Promise<Row[]> {
  const db = await benchPgDatabase('pg');
  if (!db) return [['PostgreSQL mode: not measured (set BENCH_PG_URL or TEST_PG_URL)', 0, null, false]];
  try {
    return await inScratch('pg', (dir, launch) => measure(db.url, dir, launch));
  } finally {
    await db.drop();
  }
}

async function measure(url: string, dir: string, launch: Launch): Promise<Row[]> {
  // --- the data: built on SQLite, copied over, vacuumed and analysed ---------------------------
  let t = performance.now();
  const lite = await demoDatabase(dir, join(dir, 'source.db'));
  // the missions first: they run between the demo's locations (every pair of a site's), not the bench's
  const data = await seedBenchMissions(lite, { completed: COMPLETED, open: 1000, otherOpen: 500 });
  await seedBenchLocations(lite, ROWS);
  const built = (performance.now() - t) / 1000;
  t = performance.now();
  const ctx = await boot({
    databaseUrl: url,
    dataDir: dir,
    jwtSecret: JWT_SECRET,
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
  try {
    await seedIfEmpty(ctx, PASSWORD, true);
    let copied: number;
    try {
      const differ = await demoIdsDiffer(lite.db, ctx.db);
      if (differ) return [[`PostgreSQL mode: not measured — ${differ}`, 0, null, false]];
      copied = await copyTables(lite.db, ctx.db, COPIED);
    } finally {
      await closeDatabase(lite);
    }
    const copiedIn = (performance.now() - t) / 1000;
    t = performance.now();
    await sql.raw('vacuum analyze').execute(ctx.db);
    console.log(
      `PostgreSQL: ${n(ROWS)} locations and ${n(COMPLETED)} completed missions built on SQLite in ${built.toFixed(1)} s, ` +
        `${n(copied)} rows copied in ${copiedIn.toFixed(1)} s, VACUUM ANALYZE in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    return await measureOn(ctx, url, dir, data, launch);
  } finally {
    await closeDatabase(ctx);
  }
}

async function measureOn(
  ctx: AppContext,
  url: string,
  dir: string,
  data: Awaited<ReturnType<typeof seedBenchMissions>>,
  launch: Launch,
): Promise<Row[]> {
  // --- the SQL the app runs for each call --------------------------------------------------------
  const { token, calls } = await missionCalls(ctx, data);
  let sysToken = '';
  const locations = (offset: number) =>
    `/api/rest/locations?sort=${encodeURIComponent('["location","ASC"]')}&range=${encodeURIComponent(`[${offset},${offset + 24}]`)}`;
  const locationSeen = await statementsOf(ctx, async (base) => {
    const auth = await fetchJson(`${base}/api/Fleet/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'sysadmin', Password: PASSWORD }),
    });
    sysToken = auth.json.data.accessToken;
    // the deep page twice: read by its offset, then from the anchor it left (pageAnchors.ts)
    for (const offset of [0, 25_000, 25_000])
      await fetchJson(`${base}${locations(offset)}`, { headers: { authorization: `Bearer ${sysToken}` } });
  });
  const isLocationPage = (text: string) =>
    /^select .* from "location"/s.test(text) && / limit \$\d+ offset \$\d+$/.test(text) && !/count\(|\) >= \(/.test(text);
  const pagesOf = (seen: CompiledQuery[], offset: number) =>
    theStatement(
      seen.filter((q) => q.parameters.at(-1) === offset),
      `the location page at ${offset}`,
      isLocationPage,
    );
  const countOf = theStatement(locationSeen, 'the location count', (text) => /^select count\(/.test(text) && /from "location"/.test(text));
  const statements: Record<string, CompiledQuery> = {
    first: pagesOf(locationSeen, 0),
    deep: pagesOf(locationSeen, 25_000),
  };
  const statementOf = async (name: keyof typeof calls) =>
    theStatement(
      await statementsOf(ctx, async (base) => void (await sendCall(base, calls[name], token))),
      `the ${name} page`,
      isMissionPage,
    );
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) statements[name] = await statementOf(name);
  const admin = await dashboardAdmin(ctx, data.company);
  const cards = await cardStatements(ctx, admin);

  // --- each statement's plan ---------------------------------------------------------------------
  const planText = (rows: { 'QUERY PLAN': string }[]) => rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n');
  const customPlan = async (q: CompiledQuery) =>
    planText(
      (await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${q.sql}`, [...q.parameters])))
        .rows,
    );
  /**
   * The plan PostgreSQL's plan cache may switch a named statement to after five runs (the app's
   * statements are named: server/db/namedStatements.ts) — its generic plan, for these parameters.
   * The parameters go in as untyped literals, which take the types PREPARE inferred.
   */
  const genericPlan = (q: CompiledQuery) =>
    ctx.db.connection().execute(async (db) => {
      const text = (v: unknown) => (Array.isArray(v) ? `{${v.map((x) => JSON.stringify(x)).join(',')}}` : String(v));
      const literal = (v: unknown) => (v === null || v === undefined ? 'null' : `'${text(v).replace(/'/g, "''")}'`);
      await sql.raw(`prepare ym_bench_generic as ${q.sql}`).execute(db);
      try {
        await sql.raw('set plan_cache_mode = force_generic_plan').execute(db);
        const args = q.parameters.length ? `(${q.parameters.map(literal).join(', ')})` : '';
        return planText(
          (await sql.raw<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute ym_bench_generic${args}`).execute(db)).rows,
        );
      } finally {
        await sql.raw('reset plan_cache_mode').execute(db);
        await sql.raw('deallocate ym_bench_generic').execute(db);
      }
    });
  const explain = async (q: CompiledQuery) =>
    `${await customPlan(q)}\nits generic plan (a named statement may switch to it after five runs):\n${await genericPlan(q)}`;
  const anchored = theStatement(locationSeen, 'the deep location page from its anchor', (text) => /\) >= \(/.test(text));
  for (const [name, q] of [...Object.entries(statements), ['count', countOf] as const, ['deep, from its anchor,', anchored] as const])
    console.log(`PostgreSQL: the ${name} statement: ${q.sql} ${JSON.stringify(q.parameters)}\nits plan:\n${await explain(q)}`);
  for (const card of CARDS)
    for (const [i, q] of cards[card].entries())
      console.log(
        `PostgreSQL: the ${card} card's statement ${i + 1}: ${q.sql} ${JSON.stringify(q.parameters)}\nits plan:\n${await explain(q)}`,
      );

  // --- the pages under load ----------------------------------------------------------------------
  const app = await launch('scripts/bench/appServer.ts', { DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET });
  const raw = await launch('scripts/bench/rawPgServer.ts', {
    BENCH_PG: url,
    BENCH_SQL: sqlOf(statements),
    BENCH_COUNT_SQL: JSON.stringify({ sql: countOf.sql, parameters: countOf.parameters }),
  });
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(',');
  const sys = { authorization: `Bearer ${sysToken}` };
  const headers = { authorization: `Bearer ${token}` };
  const totals: Record<string, string> = {};
  // The raw baseline must answer the same rows in the same order, else it is not the same SQL.
  for (const [name, offset] of [
    ['first', 0],
    ['deep', 25_000],
  ] as const) {
    const appPage = await fetchJson(`${app.base}${locations(offset)}`, { headers: sys });
    const rawPage = await fetchJson(`${raw.base}/page/${name}`);
    if (ids(appPage.json) !== ids(rawPage.json) || appPage.json.length !== 25)
      throw new Error(`bench: the app's location page at ${offset} and the raw one differ`);
    totals[name] = appPage.headers.get('content-range') ?? '?';
  }
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
    const appPage = await sendCall(app.base, calls[name], token);
    const rawPage = await fetchJson(`${raw.base}/page/${name}`);
    if (ids(appPage.json.data) !== ids(rawPage.json) || appPage.json.data.length !== 25)
      throw new Error(`bench: the app's ${name} page and the raw one differ`);
    totals[name] = appPage.headers.get('x-total-count') ?? '?';
  }
  const appLoad = (name: string): Promise<Load> =>
    name === 'first' || name === 'deep'
      ? load(`${app.base}${locations(name === 'first' ? 0 : 25_000)}`, 50, sys)
      : load(`${app.base}${calls[name as keyof typeof calls].path}`, 50, headers, undefined, {
          method: 'POST',
          body: calls[name as keyof typeof calls].body,
        });
  const names = ['first', 'deep', ...Object.keys(calls)];
  for (const name of names) await appLoad(name); // warm up: the totals are counted once and kept, the pool is full
  const runs: Record<string, Load[]> = {};
  for (let i = 0; i < 3; i++)
    for (const name of names) {
      (runs[`raw ${name}`] ??= []).push(await load(`${raw.base}/page/${name}`, 50));
      (runs[`app ${name}`] ??= []).push(await appLoad(name));
    }
  const rawCounted = await load(`${raw.base}/page-with-count/first`, 50);

  // --- the dashboards, one call at a time ---------------------------------------------------------
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  let rawMs: Record<string, number>;
  try {
    rawMs = await timeCards((card) => async () => {
      for (const [i, q] of cards[card].entries()) await client.query({ name: `${card}${i}`, text: q.sql, values: [...q.parameters] });
    });
  } finally {
    await client.end();
  }
  const appMs = await timeAppCards(app.base, admin);
  await Promise.all([stopServer(app.child), stopServer(raw.child)]);

  // --- the figures -------------------------------------------------------------------------------
  const got = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, middle(v)]));
  const [rawPage, appPage, appDeep] = [got['raw first'], got['app first'], got['app deep']];
  return [
    [`PostgreSQL: raw location page of 25 (req/s, ${n(ROWS)} rows)`, rawPage.rps, null, true],
    ['PostgreSQL: raw location page + count(*) every time (req/s)', rawCounted.rps, null, true],
    [`PostgreSQL: app location page with its total (req/s; ${totals.first})`, appPage.rps, null, appPage.errors === 0],
    [
      'PostgreSQL: app / raw location page (ratio)',
      appPage.rps / rawPage.rps,
      TARGETS.pageVsRaw,
      appPage.rps / rawPage.rps >= TARGETS.pageVsRaw,
    ],
    ['PostgreSQL: app location page p99, 50 connections (ms)', appPage.p99, null, true],
    ['PostgreSQL: raw location page at offset 25,000 (req/s)', got['raw deep'].rps, null, true],
    [`PostgreSQL: app location page at offset 25,000 (req/s; ${totals.deep})`, appDeep.rps, null, appDeep.errors === 0],
    [
      'PostgreSQL: offset 25,000 cost / page 1 (ratio)',
      appPage.rps / appDeep.rps,
      TARGETS.offsetCost,
      appDeep.errors === 0 && appPage.rps / appDeep.rps <= TARGETS.offsetCost,
    ],
    ...loadRows('PostgreSQL board', got['raw board'], got['app board'], totals.board, TARGETS.boardP99Ms),
    ...loadRows('PostgreSQL history week', got['raw week'], got['app week'], totals.week, TARGETS.historyP99Ms),
    ...loadRows('PostgreSQL history older week', got['raw older'], got['app older'], totals.older, TARGETS.historyP99Ms),
    ...cardRows('PostgreSQL dashboard', rawMs, appMs),
  ];
}
