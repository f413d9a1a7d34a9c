// `npm run bench`: speed and memory targets, measured in one run against the real app and a raw
// baseline (node:http + better-sqlite3 prepared statements running the same SQL on the same file),
// each in a process of its own, with load from this process (autocannon). The data set is the
// demo plus 1,000,000 locations and 1,000,000 assets. Prints every figure with its target; exits 1
// when one is missed. The streamed CSV export's memory is measured first (exportBench.ts);
// BENCH_ONLY=export measures only that (and adds no locations). The missions — the board and the
// mission history — follow on a database of their own (missionBench.ts); BENCH_ONLY=missions
// measures only them. The gate — its visits list, the detention report and a check-in under the
// board's load — follows on a database of its own too (gateBench.ts; BENCH_ONLY=gate).
// The dock appointments — the door schedule and a booking under its load — on one of their own
// (appointmentBench.ts; BENCH_ONLY=appointments).
// The API's fixed cost — the smallest call against Express alone serving its bytes — on a demo
// database of its own (fixedCostBench.ts; BENCH_ONLY=fixed). The board's p99 with 20 webhooks and
// 1,000 events a minute against none, on another (webhookBench.ts; BENCH_ONLY=webhooks). A CSV
// import of 100,000 assets against one prepared insert per row, on another (importBench.ts;
// BENCH_ONLY=import). Lighthouse's scores of the driver's missions and the login page on a simulated
// phone and of the board on a desktop (lighthouseBench.ts; BENCH_ONLY=lighthouse). Thousands of
// live event streams on one instance (streamBench.ts; BENCH_ONLY=streams). PostgreSQL mode: the
// location pages, the board, the history and the dashboards on a copy of the same data
// (postgresBench.ts; BENCH_ONLY=postgres).
// BENCH_ONLY=web, mixed or dashboard run one of the later parts alone;
// BENCH_ONLY=pages runs the location pages without the export (and its million assets).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXPORT_PATH,
  EXPORT_RSS_RATIO,
  type ExportRun,
  comparedColumns,
  exportBody,
  exportStatement,
  measureExport,
  seedExportAssets,
} from './exportBench.js';
import { closeDatabase, demoDatabase, seedBenchLocations } from './benchData.js';
import { dashboardBench } from './dashboardBench.js';
import { fixedCostBench } from './fixedCostBench.js';
import { appointmentBench } from './appointmentBench.js';
import { gateBench } from './gateBench.js';
import { missionBench } from './missionBench.js';
import { mixedBench } from './mixedBench.js';
import { webBench } from './webBench.js';
import { webhookBench } from './webhookBench.js';
import { importBench } from './importBench.js';
import { lighthouseBench } from './lighthouseBench.js';
import { streamBench } from './streamBench.js';
import { postgresBench } from './postgresBench.js';
import { JWT_SECRET, type Load, load, middle, PASSWORD, report, type Row, sqlOf, startServer, stopServer } from './harness.js';

const ONLY_EXPORT = process.env.BENCH_ONLY === 'export';
const ONLY_PAGES = process.env.BENCH_ONLY === 'pages';
const ROWS = Number(process.env.BENCH_ROWS ?? (ONLY_EXPORT ? 0 : 1_000_000));
const ASSETS = Number(process.env.BENCH_ASSETS ?? (ONLY_PAGES ? 0 : 1_000_000));
const MISSIONS_TITLE = 'missions on sqlite: app and raw baseline in one run';
if (process.env.BENCH_ONLY === 'missions') process.exit(report(await missionBench(), MISSIONS_TITLE) ? 0 : 1);
const GATE_TITLE = 'the gate on sqlite: visits, detention and check-ins, app and raw baseline in one run';
if (process.env.BENCH_ONLY === 'gate') process.exit(report(await gateBench(), GATE_TITLE) ? 0 : 1);
const DOCK_TITLE = 'dock appointments on sqlite: the door schedule and a booking under its load, app and raw baseline in one run';
if (process.env.BENCH_ONLY === 'appointments') process.exit(report(await appointmentBench(), DOCK_TITLE) ? 0 : 1);
const FIXED_TITLE = "the API's fixed cost: the smallest call, app and Express alone in one run";
if (process.env.BENCH_ONLY === 'fixed') process.exit(report(await fixedCostBench(), FIXED_TITLE) ? 0 : 1);
const WEB_TITLE = 'the admin on the wire: the login page in Chromium, first visit';
if (process.env.BENCH_ONLY === 'web') process.exit(report(await webBench(), WEB_TITLE) ? 0 : 1);
const DASHBOARD_TITLE = 'the home dashboards on sqlite at a million missions: each call alone, app and raw statements';
if (process.env.BENCH_ONLY === 'dashboard') process.exit(report(await dashboardBench(), DASHBOARD_TITLE) ? 0 : 1);
const MIXED_TITLE = 'mixed load on sqlite: logins, list pages and saves, 200 connections, sent by the bench process (node:http, not wrk)';
if (process.env.BENCH_ONLY === 'mixed') process.exit(report(await mixedBench(), MIXED_TITLE) ? 0 : 1);
const WEBHOOKS_TITLE = "webhooks on sqlite: the board's p99 with 20 subscriptions and 1,000 events a minute, against none";
if (process.env.BENCH_ONLY === 'webhooks') process.exit(report(await webhookBench(), WEBHOOKS_TITLE) ? 0 : 1);
const IMPORT_TITLE = 'CSV import on SQLite and PostgreSQL: 100,000 assets through the asset save, against one prepared insert per row';
if (process.env.BENCH_ONLY === 'import') process.exit(report(await importBench(), IMPORT_TITLE) ? 0 : 1);
const LIGHTHOUSE_TITLE = "a phone-class CPU: Lighthouse 12 on the driver's missions and the login page (mobile), the board (desktop)";
if (process.env.BENCH_ONLY === 'lighthouse') process.exit(report(await lighthouseBench(), LIGHTHOUSE_TITLE) ? 0 : 1);
const STREAMS_TITLE = 'live screens on sqlite: thousands of event streams on one instance, a change to each, memory, the board beside them';
if (process.env.BENCH_ONLY === 'streams') process.exit(report(await streamBench(), STREAMS_TITLE) ? 0 : 1);
const POSTGRES_TITLE = 'PostgreSQL mode: the location pages, the board, the history and the dashboards, app and raw pg baseline in one run';
if (process.env.BENCH_ONLY === 'postgres') process.exit(report(await postgresBench(), POSTGRES_TITLE) ? 0 : 1);
const TARGETS = {
  pageVsRaw: 0.3, // the app's page with its total, against the raw page without one
  pageP99Ms: 50, // at 50 connections
  offsetCost: 2, // page at offset 25,000 against page 1
  smallP99WithLongReadsMs: 100, // while six long reads run
  loginP95Ms: 400,
  stormP99Ratio: 2,
  rssMb: 450,
  exportRssRatio: EXPORT_RSS_RATIO, // peak RSS of the server exporting every asset / a tenth of them
};

const dir = mkdtempSync(join(tmpdir(), 'ym-bench-'));
const file = join(dir, 'bench.db');

// --- the data, and the SQL the app runs for it ---------------------------------------------
const ctx = await demoDatabase(dir, file);
let t = performance.now();
await seedExportAssets(ctx, ASSETS);
const assetSeconds = (performance.now() - t) / 1000;
const columns = comparedColumns();
const exportSql = {
  tenth: await exportStatement(ctx, exportBody('tenth', columns)),
  all: await exportStatement(ctx, exportBody('all', columns)),
};
if (exportSql.tenth.sql !== exportSql.all.sql) throw new Error('bench: the two exports differ in more than their dates');
t = performance.now();
await seedBenchLocations(ctx, ROWS);
const sort = [{ prop: 'location', order: 'ASC' as const }];
const sql = (offset: number) => ctx.repo.pageQuery(ctx.db, 'location', { sort, range: [offset, offset + 24] });
const statements = { first: sql(0), deep: sql(25_000) };
const countSql = ctx.repo.countQuery(ctx.db, ctx.registry.entity('location'), {}).sql;
const locationSeconds = (performance.now() - t) / 1000;
await closeDatabase(ctx);
console.log(
  `seeded ${ASSETS.toLocaleString('en-US')} assets in ${assetSeconds.toFixed(1)} s, ${ROWS.toLocaleString('en-US')} locations in ${locationSeconds.toFixed(1)} s`,
);

// --- the two servers --------------------------------------------------------------------------
const startApp = () => startServer('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
const startRaw = () =>
  startServer('scripts/bench/rawServer.ts', {
    BENCH_DB: file,
    BENCH_SQL: sqlOf(statements),
    BENCH_COUNT_SQL: countSql,
    BENCH_EXPORT_SQL: sqlOf(exportSql),
  });
const app = await startApp();
const raw = await startRaw();

// --- load ----------------------------------------------------------------------------------
const post = (path: string, body: unknown) =>
  fetch(`${app.base}/api/Fleet${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const auth = (await (await post('/Authenticate', { Username: 'sysadmin', Password: PASSWORD })).json()).data;
const headers = { authorization: `Bearer ${auth.accessToken}` };

// --- the streamed CSV export: each in a server process of its own, one after the other ----------
// The session is this one's (the token holds on any process of the same database and secret), so
// no export server hashes a password. When the compared exports name other columns, a last one
// measures the tenth with the list's own columns.
const exports: [string, ExportRun][] = [];
if (!ONLY_PAGES)
  for (const [name, part] of [
    ['app tenth', 'tenth'],
    ['app all', 'all'],
    ['raw tenth', 'tenth'],
    ['raw all', 'all'],
    ...(columns ? [['app tenth, list columns', 'tenth'] as const] : []),
  ] as const) {
    const server = await (name.startsWith('app') ? startApp() : startRaw());
    const rows = part === 'tenth' ? Math.floor(ASSETS / 10) : ASSETS;
    const run = name.startsWith('raw')
      ? await measureExport(server, `/export/${part}`, null, undefined, rows)
      : await measureExport(
          server,
          EXPORT_PATH,
          exportBody(part, name.endsWith('list columns') ? undefined : columns),
          auth.accessToken,
          rows,
        );
    await stopServer(server.child);
    exports.push([name, run]);
  }
const exportRows = ONLY_PAGES ? [] : exportReport(exports);
if (ONLY_EXPORT) {
  await Promise.all([stopServer(app.child), stopServer(raw.child)]);
  rmSync(dir, { recursive: true, force: true });
  process.exit(report(exportRows) ? 0 : 1);
}
const list = (q: string) => `${app.base}/api/rest/locations?${q}`;
const page1 = list(`sort=${encodeURIComponent('["location","ASC"]')}&range=${encodeURIComponent('[0,24]')}`);
const page1000 = list(`sort=${encodeURIComponent('["location","ASC"]')}&range=${encodeURIComponent('[25000,25024]')}`);

await load(page1, 10, headers, 1); // warm up: the total is counted once and kept
// This machine's other work makes single runs noisy: the raw and the app pages are measured in
// turns, three times each, and the middle run of each counts.
const rawRuns: Load[] = [];
const appRuns: Load[] = [];
const deepRuns: Load[] = [];
for (let i = 0; i < 3; i++) {
  rawRuns.push(await load(`${raw.base}/page/first`, 50));
  appRuns.push(await load(page1, 50, headers));
  deepRuns.push(await load(page1000, 50, headers));
}
const [rawPage, appPage, appDeep] = [middle(rawRuns), middle(appRuns), middle(deepRuns)];
const rawCounted = await load(`${raw.base}/page-with-count/first`, 50);

// A small call while six long reads (an unindexed sort over every row) run.
const small = `${app.base}/api/Fleet/User/${auth.user.id}`;
const smallIdle = await load(small, 10, headers);
let reading = true;
let longReads = 0;
const slow = list(`sort=${encodeURIComponent('["notes","DESC"]')}&range=${encodeURIComponent('[0,999]')}`);
const readers = Array.from({ length: 6 }, async () => {
  while (reading) {
    await (await fetch(slow, { headers })).arrayBuffer();
    longReads++;
  }
});
const smallBusy = await load(small, 10, headers);
reading = false;
await Promise.all(readers);

// Logins, and a login storm beside a list.
const loginTimes: number[] = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  await (await post('/Authenticate', { Username: 'dispatcher', Password: PASSWORD })).arrayBuffer();
  loginTimes.push(performance.now() - t);
}
const loginP95 = loginTimes.sort((a, b) => a - b)[Math.floor(loginTimes.length * 0.95)];
const listIdle = await load(page1, 4, headers);
let storming = true;
let stormLogins = 0;
// Each storming client behaves as the login screen does: a busy answer (503) is retried after
// Retry-After. Every attempt names another account, so none is locked out and each costs a hash.
const storm = Array.from({ length: 20 }, async (_, i) => {
  for (let n = 0; storming; n++) {
    const res = await post('/Authenticate', { Username: `storm-${i}-${n}`, Password: 'wrong' });
    await res.arrayBuffer();
    if (res.status === 503) await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    else stormLogins++;
  }
});
const listStorm = await load(page1, 4, headers);
storming = false;
await Promise.all(storm);
const rssMb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

await Promise.all([stopServer(app.child), stopServer(raw.child)]);
rmSync(dir, { recursive: true, force: true });

// --- report --------------------------------------------------------------------------------
const rows: Row[] = [
  [`raw page of 25 (req/s, ${ROWS.toLocaleString('en-US')} rows)`, rawPage.rps, null, true],
  ['raw page of 25 + count(*) every time (req/s)', rawCounted.rps, null, true],
  ['app page of 25 with its total (req/s)', appPage.rps, null, appPage.errors === 0],
  ['app / raw page (ratio)', appPage.rps / rawPage.rps, TARGETS.pageVsRaw, appPage.rps / rawPage.rps >= TARGETS.pageVsRaw],
  ['app / raw page + count (ratio)', appPage.rps / rawCounted.rps, null, true],
  ['app page p99 at 50 connections (ms)', appPage.p99, TARGETS.pageP99Ms, appPage.p99 <= TARGETS.pageP99Ms],
  ['app page at offset 25,000 (req/s)', appDeep.rps, null, appDeep.errors === 0],
  ['offset 25,000 cost / page 1 (ratio)', appPage.rps / appDeep.rps, TARGETS.offsetCost, appPage.rps / appDeep.rps <= TARGETS.offsetCost],
  ['small call p99 idle (ms)', smallIdle.p99, null, true],
  [
    `small call p99 beside 6 long reads (ms, ${longReads} done)`,
    smallBusy.p99,
    TARGETS.smallP99WithLongReadsMs,
    smallBusy.p99 <= TARGETS.smallP99WithLongReadsMs,
  ],
  ['login p95 (ms)', loginP95, TARGETS.loginP95Ms, loginP95 <= TARGETS.loginP95Ms],
  ['list p99 idle (ms)', listIdle.p99, null, true],
  [`list p99 in a login storm (ms, ${stormLogins} logins)`, listStorm.p99, null, true],
  [
    'list p99 storm / idle (ratio)',
    listStorm.p99 / Math.max(listIdle.p99, 1),
    TARGETS.stormP99Ratio,
    listStorm.p99 / Math.max(listIdle.p99, 1) <= TARGETS.stormP99Ratio,
  ],
  ['app resident memory (MiB)', rssMb, TARGETS.rssMb, rssMb <= TARGETS.rssMb],
  ...exportRows,
];
const assetsMet = report(rows);
if (ONLY_PAGES) process.exit(assetsMet ? 0 : 1);
const missionsMet = report(await missionBench(), MISSIONS_TITLE);
const gateMet = report(await gateBench(), GATE_TITLE);
const dockMet = report(await appointmentBench(), DOCK_TITLE);
const webMet = report(await webBench(), WEB_TITLE);
const mixedMet = report(await mixedBench(), MIXED_TITLE);
const dashboardMet = report(await dashboardBench(), DASHBOARD_TITLE);
const fixedMet = report(await fixedCostBench(), FIXED_TITLE);
const webhooksMet = report(await webhookBench(), WEBHOOKS_TITLE);
const importMet = report(await importBench(), IMPORT_TITLE);
const lighthouseMet = report(await lighthouseBench(), LIGHTHOUSE_TITLE);
const streamsMet = report(await streamBench(), STREAMS_TITLE);
const postgresMet = report(await postgresBench(), POSTGRES_TITLE);
const met = [
  assetsMet,
  missionsMet,
  gateMet,
  dockMet,
  webMet,
  mixedMet,
  dashboardMet,
  fixedMet,
  webhooksMet,
  importMet,
  lighthouseMet,
  streamsMet,
  postgresMet,
];
process.exit(met.every(Boolean) ? 0 : 1);

// --- the figures ---------------------------------------------------------------------------
/** The export's rows of the report; a line per export before them tells how its memory went. */
function exportReport(runs: [string, ExportRun][]): Row[] {
  const run = Object.fromEntries(runs);
  const n = (count: number) => count.toLocaleString('en-US');
  console.log(`export columns compared: ${columns?.join(', ') ?? "the list's"}`);
  for (const [name, r] of runs)
    console.log(
      `export ${name}: ${r.ok ? `${n(r.rows)} rows, ${(r.bytes / 2 ** 20).toFixed(1)} MiB` : `FAILED: ${r.error}`} in ${r.seconds.toFixed(1)} s;` +
        ` RSS ${r.startMb.toFixed(0)} MiB idle, peak ${r.peakMb.toFixed(0)}; at each tenth of the rows: ${r.track.join(' ')}`,
    );
  const [tenth, all] = [n(Math.floor(ASSETS / 10)), n(ASSETS)];
  const ratio = run['app all'].peakMb / run['app tenth'].peakMb;
  const rowsPerSecond = (r: ExportRun) => (r.ok ? r.rows / r.seconds : 0);
  return [
    [`app export peak RSS, ${tenth} assets (MiB)`, run['app tenth'].peakMb, null, run['app tenth'].ok],
    [`app export peak RSS, ${all} assets (MiB)`, run['app all'].peakMb, null, run['app all'].ok],
    [
      'app export peak RSS all / tenth (ratio)',
      ratio,
      TARGETS.exportRssRatio,
      run['app tenth'].ok && run['app all'].ok && ratio <= TARGETS.exportRssRatio,
    ],
    [`app export of ${tenth} assets (s)`, run['app tenth'].seconds, null, run['app tenth'].ok],
    [`app export of ${all} assets (s)`, run['app all'].seconds, null, run['app all'].ok],
    ['app export rows/s (tenth)', rowsPerSecond(run['app tenth']), null, true],
    ['app export rows/s (all)', rowsPerSecond(run['app all']), null, true],
    [`raw export peak RSS, ${tenth} assets (MiB)`, run['raw tenth'].peakMb, null, run['raw tenth'].ok],
    [`raw export peak RSS, ${all} assets (MiB)`, run['raw all'].peakMb, null, run['raw all'].ok],
    ['raw export rows/s (all)', rowsPerSecond(run['raw all']), null, run['raw all'].ok],
    ['app / raw export rows/s (ratio)', rowsPerSecond(run['app all']) / rowsPerSecond(run['raw all']), null, true],
    ...(run['app tenth, list columns']
      ? ([
          [
            `app export, list's columns, ${tenth}: peak RSS (MiB)`,
            run['app tenth, list columns'].peakMb,
            null,
            run['app tenth, list columns'].ok,
          ],
          [
            `app export, list's columns, ${tenth}: rows/s`,
            rowsPerSecond(run['app tenth, list columns']),
            null,
            run['app tenth, list columns'].ok,
          ],
        ] satisfies Row[])
      : []),
  ];
}
