// The missions in `npm run bench` (issue 10): the dispatcher board and the mission history, on a
// SQLite file of their own — the demo data plus the missions of missionData.ts (1,000 open at one
// site among others, 1,000,000 completed with about 5,000,000 stage rows). Measured, as the rest
// of the bench, against the raw baseline (rawServer.ts) running the SQL the app ran for the same
// call (probe.ts), both under autocannon in turns, the middle of three runs counting:
//
// - the board: POST /Missions/Filtered as the admin sends it for the site (the user's saved
//   filters, sort priority descending, the first 25) — p99 at 50 connections;
// - the history: POST /MissionHistory/Filtered for one week's ship dates as its screen starts
//   (the last week in the user's zone), and the same a year before, sort update date descending
//   — p99 at 50 connections; each page's EXPLAIN QUERY PLAN is printed;
// - the history export: POST /MissionHistories/Export/Download of every row against a tenth of
//   them, peak RSS of the server (exportBench.ts's measure);
// - the board's first paint in Chromium for the Dispatch Manager (firstPaint.ts).
//
// BENCH_MISSIONS sets the history's size (1,000,000), BENCH_OPEN_MISSIONS the board's (1,000);
// BENCH_ADMIN_DIST a built admin to serve instead of building dist/admin when it is stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { zoneOf } from '../../schemas/dates.js';
import { ALL } from '../../schemas/enums.js';
import type { Filter } from '../../schemas/types.generated.js';
import { startFilters } from '../../admin/src/entities/mission/history/historyFilters.js';
import { EXPORT_RSS_RATIO, type ExportRun, measureExport } from './exportBench.js';
import { firstPaints, median, type Paint, type Session } from './firstPaint.js';
import { benchAdminDist } from './webBench.js';
import {
  type Call,
  fetchJson,
  JWT_SECRET,
  type Load,
  load,
  loadRows,
  middle,
  page,
  PASSWORD,
  type Row,
  sendCall as send,
  type Server,
  sqlOf,
  startServer,
  stopServer,
} from './harness.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { day, type MissionBenchData, PER_DAY, seedBenchMissions } from './missionData.js';
import type { AppContext } from '../../server/context.js';
import { queryPlans, statementsOf, theStatement } from './probe.js';

const COMPLETED = Number(process.env.BENCH_MISSIONS ?? 1_000_000);
const OPEN = Number(process.env.BENCH_OPEN_MISSIONS ?? 1000);
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);
const TARGETS = {
  boardP99Ms: 50, // at 50 connections
  historyP99Ms: 50, // at 50 connections
  exportRssRatio: EXPORT_RSS_RATIO,
  firstPaintMs: 1000,
};

const n = (count: number) => count.toLocaleString('en-US');

// A mission page: from the table (with its computed columns: the board's temperature), ending in
// its limit, or (a page read day by day, Query.split) the rows of the keys its merged day branches
// chose, whose limit ends the inner select (on SQLite the compound of the branches ends in it,
// written as numbers, within a select of its keys). PostgreSQL's parameters are $1, $2….
export const isMissionPage = (text: string) =>
  /^select "mission"\.\*(, \(select .+?\) as "\w+")* from "mission"/s.test(text) &&
  / limit (\?|\$\d+|\d+) offset (\?|\$\d+|\d+)(\)( as "mission"\))? order by [^()]*)?$/.test(text);

export async function missionBench(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ym-bench-missions-'));
  const started: Server[] = [];
  const start = async (script: string, env: Record<string, string>) => {
    const server = await startServer(script, env);
    started.push(server);
    return server;
  };
  try {
    return await measure(dir, join(dir, 'missions.db'), start);
  } finally {
    await Promise.all(started.map((s) => stopServer(s.child)));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(
  dir: string,
  file: string,
  launch: (script: string, env: Record<string, string>) => Promise<Server>,
): Promise<Row[]> {
  // --- the data, and the SQL the app runs for each call --------------------------------------
  const ctx = await demoDatabase(dir, file);
  const t = performance.now();
  const data = await seedBenchMissions(ctx, { completed: COMPLETED, open: OPEN, otherOpen: Math.round(OPEN / 2) });
  console.log(
    `seeded ${n(COMPLETED)} completed missions (ship dates ${data.firstDay} to ${data.lastDay}) with their stage rows and ` +
      `${n(OPEN)} open at ${data.site.name} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const { auth, token, calls, shipOf } = await missionCalls(ctx, data);
  // The export of every row of the history, and of its first tenth: the same SQL, other dates.
  const shipping = (from: string, to: string) => ({
    ...calls.week.body,
    filters: calls.week.body.filters.map((f) => (f.type === 'ShipDate' ? { ...f, value: [from, to] } : f)),
  });
  const tenthDays = Math.max(Math.floor(COMPLETED / 10 / PER_DAY), 1);
  const exportCalls = {
    tenth: { path: '/api/Fleet/MissionHistories/Export/Download', body: shipping(data.firstDay, day(data.firstDay, tenthDays - 1)) },
    all: { path: '/api/Fleet/MissionHistories/Export/Download', body: shipping(data.firstDay, data.lastDay) },
  };
  const statementOf = async (call: Call, what: string, is: (text: string) => boolean) =>
    theStatement(await statementsOf(ctx, async (base) => void (await send(base, call, token))), what, is);
  const pages: Record<keyof typeof calls, CompiledQuery> = {
    board: await statementOf(calls.board, 'the board page', isMissionPage),
    week: await statementOf(calls.week, 'the history page', isMissionPage),
    older: await statementOf(calls.older, 'the history page', isMissionPage),
  };
  const isExport = (text: string) => text.includes(' as "c0"');
  const exportSql = {
    tenth: await statementOf(exportCalls.tenth, 'the history export', isExport),
    all: await statementOf(exportCalls.all, 'the history export', isExport),
  };
  if (exportSql.tenth.sql !== exportSql.all.sql) throw new Error('bench: the two history exports differ in more than their dates');
  const rowsOf = async (q: CompiledQuery) =>
    Number(
      (await ctx.db.executeQuery<{ n: number }>(CompiledQuery.raw(`select count(*) as n from (${q.sql})`, [...q.parameters]))).rows[0].n,
    );
  const exportRows = { tenth: await rowsOf(exportSql.tenth), all: await rowsOf(exportSql.all) };
  const plans = await queryPlans(ctx.db, pages);
  await closeDatabase(ctx);

  // --- the board and the history under load ----------------------------------------------------
  const appEnv = { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET };
  const rawEnv = { BENCH_DB: file, BENCH_SQL: sqlOf(pages), BENCH_EXPORT_SQL: sqlOf(exportSql) };
  const app = await launch('scripts/bench/appServer.ts', appEnv);
  const raw = await launch('scripts/bench/rawServer.ts', rawEnv);
  const headers = { authorization: `Bearer ${token}` };
  const totals: Record<string, string> = {};
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
    // The raw baseline must answer the same rows in the same order, else it is not the same SQL.
    const appPage = await send(app.base, calls[name], token);
    const rawPage = await fetchJson(`${raw.base}/page/${name}`);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(',');
    if (ids(appPage.json.data) !== ids(rawPage.json) || appPage.json.data.length !== 25)
      throw new Error(`bench: the app's ${name} page and the raw one differ:\n${ids(appPage.json.data)}\n${ids(rawPage.json)}`);
    totals[name] = appPage.headers.get('x-total-count') ?? '?';
    await load(`${app.base}${calls[name].path}`, 10, headers, 1, { method: 'POST', body: calls[name].body }); // warm up
  }
  const runs: Record<string, Load[]> = {};
  for (let i = 0; i < 3; i++)
    for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
      (runs[`raw ${name}`] ??= []).push(await load(`${raw.base}/page/${name}`, 50));
      (runs[`app ${name}`] ??= []).push(
        await load(`${app.base}${calls[name].path}`, 50, headers, undefined, { method: 'POST', body: calls[name].body }),
      );
    }
  await Promise.all([stopServer(app.child), stopServer(raw.child)]);
  const got = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, middle(v)]));
  for (const [name, plan] of Object.entries(plans)) console.log(`query plan of the ${name} page:\n${plan}`);

  // --- the history export: each in a server process of its own, one after the other -----------
  const exports: Record<string, ExportRun> = {};
  for (const [name, part] of [
    ['app tenth', 'tenth'],
    ['app all', 'all'],
    ['raw tenth', 'tenth'],
    ['raw all', 'all'],
  ] as const) {
    const server = name.startsWith('app')
      ? await launch('scripts/bench/appServer.ts', appEnv)
      : await launch('scripts/bench/rawServer.ts', rawEnv);
    exports[name] = name.startsWith('app')
      ? await measureExport(server, exportCalls[part].path, exportCalls[part].body, token, exportRows[part])
      : await measureExport(server, `/export/${part}`, null, undefined, exportRows[part]);
    await stopServer(server.child);
    const r = exports[name];
    console.log(
      `history export ${name}: ${r.ok ? `${n(r.rows)} rows, ${(r.bytes / 2 ** 20).toFixed(1)} MiB` : `FAILED: ${r.error}`} in ${r.seconds.toFixed(1)} s;` +
        ` RSS ${r.startMb.toFixed(0)} MiB idle, peak ${r.peakMb.toFixed(0)}; at each tenth of the rows: ${r.track.join(' ')}`,
    );
  }

  // --- the board's first paint -------------------------------------------------------------
  const web = await launch('scripts/bench/appServer.ts', { ...appEnv, ADMIN_DIST: benchAdminDist() });
  const session: Session = { userId: auth!.user.id, userType: auth!.user.type, accessToken: token };
  const paints = await firstPaints(web.base, '/dispatch/mission', 'Missions/Filtered', session, data.topNotes, PAINT_RUNS, data.topSource);
  await stopServer(web.child);
  const middleOf = (loads: Paint[], part: keyof Paint) => Math.round(median(loads.map((p) => p[part])));
  const steps = (loads: Paint[]) =>
    `scripts run ${middleOf(loads, 'scriptsRun')}, first call ${middleOf(loads, 'firstCall')}, ` +
    `board call ${middleOf(loads, 'listAsked')}–${middleOf(loads, 'listAnswered')}, row ${middleOf(loads, 'paint')} (${middleOf(loads, 'calls')} calls), ` +
    `its names ${middleOf(loads, 'named')}`;
  console.log(
    paints.error
      ? `board first paint: FAILED: ${paints.error}`
      : `board first paint, medians in ms from the navigation's start: fresh: ${steps(paints.cold)}; reloaded: ${steps(paints.warm)}`,
  );

  // --- the figures ---------------------------------------------------------------------------
  const figures = (name: keyof typeof calls, label: string, target: number) =>
    loadRows(label, got[`raw ${name}`], got[`app ${name}`], totals[name], target);
  console.log(
    `board: ${n(OPEN)} open missions at ${data.site.name} (site ${data.site.id}) among ${n(OPEN + Math.round(OPEN / 2))} open and ${n(COMPLETED)} completed; ` +
      `history weeks: ${shipOf(calls.week.body).join(' to ')} (week) and ${shipOf(calls.older.body).join(' to ')} (older)`,
  );
  const ex = exports;
  const exRatio = ex['app all'].peakMb / ex['app tenth'].peakMb;
  const rowsPerSecond = (r: ExportRun) => (r.ok ? r.rows / r.seconds : 0);
  const paint = median(paints.cold.map((p) => p.paint));
  return [
    ...figures('board', 'board', TARGETS.boardP99Ms),
    ...figures('week', 'history week', TARGETS.historyP99Ms),
    ...figures('older', 'history older week', TARGETS.historyP99Ms),
    [`history export peak RSS, ${n(exportRows.tenth)} rows (MiB)`, ex['app tenth'].peakMb, null, ex['app tenth'].ok],
    [`history export peak RSS, ${n(exportRows.all)} rows (MiB)`, ex['app all'].peakMb, null, ex['app all'].ok],
    [
      'history export peak RSS all / tenth (ratio)',
      exRatio,
      TARGETS.exportRssRatio,
      ex['app tenth'].ok && ex['app all'].ok && exRatio <= TARGETS.exportRssRatio,
    ],
    ['history export: app rows/s (all)', rowsPerSecond(ex['app all']), null, ex['app all'].ok],
    ['history export: raw rows/s (all)', rowsPerSecond(ex['raw all']), null, ex['raw all'].ok],
    ['history export: app / raw rows/s (ratio)', rowsPerSecond(ex['app all']) / rowsPerSecond(ex['raw all']), null, true],
    [`board first paint, fresh, median of ${PAINT_RUNS} (ms)`, paint, TARGETS.firstPaintMs, !paints.error && paint <= TARGETS.firstPaintMs],
    [`board first paint, reloaded, median of ${PAINT_RUNS} (ms)`, median(paints.warm.map((p) => p.paint)), null, !paints.error],
    [`board first paint with the row's names, fresh (ms)`, median(paints.cold.map((p) => p.named)), null, !paints.error],
  ];
}

/**
 * The Dispatch Manager's session (a login on `ctx`) and the calls measured: the board as the admin
 * sends it for the site (the user's saved filters), and the history's first page for the last
 * week in the user's zone and for a week a year earlier (or the history's first week).
 */
export async function missionCalls(ctx: AppContext, data: MissionBenchData) {
  // The Dispatch Manager's session and saved filters, as the admin reads them after a login.
  let auth: { accessToken: string; user: { id: number; type: number; timeZone: string | null } } | undefined;
  let filters: Filter[] = [];
  await statementsOf(ctx, async (base) => {
    auth = (
      await fetchJson(`${base}/api/Fleet/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: data.dispatcher, Password: PASSWORD }),
      })
    ).json.data;
    const sets = await fetchJson(`${base}/api/Fleet/User/Filters/${auth!.user.id}`, {
      headers: { authorization: `Bearer ${auth!.accessToken}` },
    });
    filters = sets.json.data.missionFilters;
  });
  const token = auth!.accessToken;
  // The history's filters as its screen starts them (the last week in the user's zone), and the
  // same a year earlier, or at the history's first week when it is shorter.
  const zone = zoneOf(auth!.user.timeZone);
  const required = ctx.registry
    .entity('missionHistory')
    .filters!.fields.filter((f) => f.required)
    .map((f) => f.type);
  const history = (now: Date) => ({ companyId: data.company, siteIds: [ALL], filters: startFilters(filters, required, zone, now) });
  const shipOf = (body: Call['body']) => body.filters.find((f) => f.type === 'ShipDate')!.value as [string, string];
  const yearBefore = new Date(Date.now() - 364 * 86_400_000);
  const firstWeekEnd = new Date(Date.parse(`${day(data.firstDay, 6)}T18:00:00Z`));
  const calls = {
    board: page('Missions/Filtered', 'priority', { companyId: data.company, siteIds: [data.site.id], filters }),
    week: page('MissionHistory/Filtered', 'updateDate', history(new Date())),
    older: page('MissionHistory/Filtered', 'updateDate', history(yearBefore > firstWeekEnd ? yearBefore : firstWeekEnd)),
  };
  return { auth: auth!, token, calls, shipOf };
}
