// The gate in `npm run bench` (issue 32; BENCH_ONLY=gate): on a SQLite file of its own holding
// the demo data, the board's missions (missionData.ts: BENCH_MISSIONS completed, BENCH_OPEN_MISSIONS
// open at the first site) and the gate's visits (gateData.ts: BENCH_VISITS, 100,000, a tenth of
// them in a yard), as the first site's Dispatch Manager sends the calls:
//
// - the visits list: POST /GateVisits for the site with the screen's saved filters (In The Yard
//   on), newest check-in first, the first 25 — p99 at 50 connections;
// - the detention report: POST /Detention for the site and the check-in days of last month,
//   the first 25 rows and the totals per carrier — p99 at 50 connections;
// - a check-in's latency under a board's load: while 50 connections load the board
//   (POST /Missions/Filtered as missionBench.ts sends it), CHECKIN_STREAMS guards check in a new
//   trailer each, one every CHECKIN_PACE_MS (POST /Gate/CheckIn with a new Unit ID, loaded and
//   sealed, a yard move to a park location queued), from a worker thread of their own so that the
//   load generator in this process does not delay their answers — p99 of their latencies; and the
//   same guards alone, back to back, for what a check-in costs.
//
// Each figure stands beside its raw baseline (rawServer.ts): the lists' statements the app ran
// on gate_visit for the same call, warm (probe.ts), prepared with better-sqlite3; for the
// check-in, the raw board under the same load while the same streams replay the statements the
// app ran for a check-in (every one, from the session's lookup to the visit's audit row), in a
// transaction rolled back each time on a copy of the database as it was before that check-in.
// Loads run in turns, three times each, the middle counting; the lists' plans are printed, and
// with BENCH_PG_URL (or TEST_PG_URL) the same data is copied into a PostgreSQL database of its own
// and the lists' statements, compiled by the app's PostgreSQL dialect, are explained there too.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { FilterOption } from '../../schemas/enums.js';
import type { Filter } from '../../schemas/types.generated.js';
import type { AppContext } from '../../server/context.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { type GateBenchData, seedBenchGate } from './gateData.js';
import { gatePlansOnPostgres } from './gatePostgres.js';
import {
  bearer,
  type Call,
  fetchJson,
  inScratch,
  JSON_TYPE,
  type Launch,
  JWT_SECRET,
  type Load,
  load,
  loadRows,
  middle,
  page,
  PASSWORD,
  postJson,
  type Row,
  SECONDS,
  sendCall,
} from './harness.js';
import { isMissionPage } from './missionBench.js';
import { seedBenchMissions } from './missionData.js';
import { queryPlans, statementsOf, theStatement } from './probe.js';
import { pct, pooled, type Stream, type StreamSpec, streams, underLoad, wholeStatements, withValues } from './writeStreams.js';

const VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
const OPEN_VISITS = Number(process.env.BENCH_OPEN_VISITS ?? Math.round(VISITS / 10));
const COMPLETED = Number(process.env.BENCH_MISSIONS ?? 1_000_000);
const OPEN_MISSIONS = Number(process.env.BENCH_OPEN_MISSIONS ?? 1000);
/** Guards checking in at once, each one trailer after the other (BENCH_CHECKIN_STREAMS). */
const CHECKIN_STREAMS = Number(process.env.BENCH_CHECKIN_STREAMS ?? 2);
/** Seconds of each check-in run (BENCH_CHECKIN_SECONDS): long enough for a few hundred check-ins, so that p99 is not the slowest one. */
const CHECKIN_SECONDS = Number(process.env.BENCH_CHECKIN_SECONDS ?? Math.max(SECONDS, 15));
/**
 * Milliseconds between the starts of one guard's check-ins under the board's load
 * (BENCH_CHECKIN_PACE_MS): the check-ins there are the probe, the board is the load. Sent back to
 * back, two guards' check-ins were a load of their own — 70 to 140 a second, each 11 ms of the
 * request thread, which left the board a third of it (docs/PERFORMANCE.md, "Gate"); a gate lane
 * checks in a trailer every minute or two. Alone, they go back to back: that measures their cost.
 */
const CHECKIN_PACE_MS = Number(process.env.BENCH_CHECKIN_PACE_MS ?? 250);
const TARGETS = {
  visitsP99Ms: 50, // at 50 connections
  detentionP99Ms: 50, // at 50 connections
  checkInP99Ms: 100, // under the board's load
};

const n = (count: number) => count.toLocaleString('en-US');

export const gateBench = (): Promise<Row[]> => inScratch('gate', measure);

interface Auth {
  accessToken: string;
  user: { id: number };
}

async function measure(dir: string, launch: Launch): Promise<Row[]> {
  // --- the data -----------------------------------------------------------------------------
  const file = join(dir, 'gate.db');
  const ctx = await demoDatabase(dir, file);
  let t = performance.now();
  const missions = await seedBenchMissions(ctx, { completed: COMPLETED, open: OPEN_MISSIONS, otherOpen: Math.round(OPEN_MISSIONS / 2) });
  const missionSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  const data = await seedBenchGate(ctx, { visits: VISITS, open: OPEN_VISITS });
  console.log(
    `seeded ${n(COMPLETED)} completed and ${n(OPEN_MISSIONS)} open missions in ${missionSeconds.toFixed(1)} s, ` +
      `${n(VISITS)} gate visits (${n(OPEN_VISITS)} in a yard; check-ins ${data.firstDay} to now) of ${n(data.trailers)} trailers ` +
      `and ${data.carriers.length} carriers in ${((performance.now() - t) / 1000).toFixed(1)} s; at ${data.site.name}: ` +
      `${n(data.visitsAtSite)} visits, ${n(data.inYardAtSite)} in the yard`,
  );
  if (missions.site.id !== data.site.id) throw new Error('bench: the board and the gate are at different sites');
  // SQLite's planner statistics, as the app makes them when it opens the file (sqlite.ts,
  // keepStatistics) or within the hour after rows arrive: every plan below, the raw baseline's
  // and the copy the raw check-in replays on (VACUUM INTO copies them) read them too.
  await ctx.adapter.keepStatistics({
    analysed: (tables, ms) => console.log(`analysed ${tables.length} tables for the query planner in ${(ms / 1000).toFixed(1)} s`),
    failed: (err) => {
      throw err;
    },
  });

  // --- the calls, and the SQL the app runs for each -------------------------------------------
  let auth: Auth | undefined;
  let sets: Record<string, Filter[]> = {};
  await statementsOf(ctx, async (base) => {
    auth = (await fetchJson(`${base}/api/Fleet/Authenticate`, postJson({ Username: missions.dispatcher, Password: PASSWORD }))).json.data;
    sets = (await fetchJson(`${base}/api/Fleet/User/Filters/${auth!.user.id}`, { headers: bearer(auth!.accessToken) })).json.data;
  });
  const token = auth!.accessToken;
  const visitFilters = sets.gateVisitsFilters;
  if (!visitFilters) throw new Error(`bench: the user's filter sets have no gateVisitsFilters: ${Object.keys(sets).join(', ')}`);
  const month = lastMonth();
  const scope = { companyId: data.company, siteIds: [data.site.id] };
  const calls = {
    visits: page('GateVisits', 'checkInDate', { ...scope, filters: visitFilters }),
    detention: page('Detention', 'checkInDate', { ...scope, filters: detentionFilters(visitFilters, month) }),
    board: page('Missions/Filtered', 'priority', { ...scope, filters: sets.missionFilters }),
  };
  // The visits list's page (its total is kept 30 s, until a visit is written: the raw baseline
  // runs the page alone, as missionBench's; the count is timed on its own), and every statement
  // of the detention report (none kept).
  const visitStatements = await visitsStatements(ctx, calls.visits, token);
  const isCount = (text: string) => text.startsWith('select count(*)');
  const lists = {
    visits: [theStatement(visitStatements, 'the visits page', (text) => !isCount(text) && / limit \? offset \?$/.test(text))],
    // the page is kept by its shape (keptShape), noted with a slot where the dwell's "now" goes
    detention: (await visitsStatements(ctx, calls.detention, token)).map((q) => withValues(q, [new Date().toISOString()])),
  };
  const visitsCount = theStatement(visitStatements, "the visits list's total", isCount);
  const board = theStatement(
    await statementsOf(ctx, async (base) => void (await sendCall(base, calls.board, token))),
    'the board page',
    isMissionPage,
  );
  const plans = await queryPlans(
    ctx.db,
    Object.fromEntries(
      Object.entries({ ...lists, 'visits total': [visitsCount] }).flatMap(([name, qs]) =>
        qs.map((q, i) => [`${name} statement ${i + 1}`, q]),
      ),
    ),
  );

  // The check-in's statements: a refused check-in and a whole one first (what the context keeps
  // from a guard's first check-in), a copy of the database, then the check-in whose statements
  // the raw baseline replays on that copy (the rows it met). The probe's database handle is new
  // for each call, so what the app keeps per handle (kept statements, kept reads) is read again
  // there and in the replay: the replay may hold a read or two the warm app skips.
  const checkIn = checkInBody(data);
  await statementsOf(ctx, async (base) => {
    const refused = await fetch(`${base}/api/Fleet/Gate/CheckIn`, {
      ...postJson({ ...checkIn(0, 'probe-refused'), sealNumber: null }),
      headers: { ...JSON_TYPE, ...bearer(token) },
    });
    if (refused.status !== 400)
      throw new Error(`bench: a loaded check-in without a seal answered ${refused.status} ${await refused.text()}`);
    await fetchJson(`${base}/api/Fleet/Gate/CheckIn`, {
      ...postJson(checkIn(0, 'probe-warm')),
      headers: { ...JSON_TYPE, ...bearer(token) },
    });
  });
  const replayFile = join(dir, 'replay.db');
  await ctx.db.executeQuery(CompiledQuery.raw(`vacuum into '${replayFile}'`));
  const sessions = await ctx.db.selectFrom('user_session').select('id').where('user_id', '=', auth!.user.id).execute();
  if (sessions.length !== 1) throw new Error(`bench: the Dispatch Manager has ${sessions.length} sessions`);
  const checkInSql = wholeStatements(
    await statementsOf(ctx, async (base) => {
      await fetchJson(`${base}/api/Fleet/Gate/CheckIn`, { ...postJson(checkIn(1, 'probe')), headers: { ...JSON_TYPE, ...bearer(token) } });
    }),
    false,
  ).map((q) => withValues(q, [sessions[0].id]));
  console.log(`a check-in's statements (${checkInSql.length}, replayed raw):\n  ${checkInSql.map((q) => q.sql).join('\n  ')}`);
  const pg = await gatePlansOnPostgres(ctx, join(dir, 'pg'), { visits: calls.visits, detention: calls.detention }, missions.dispatcher);
  await closeDatabase(ctx);
  const countMs = rawMedianMs(file, [visitsCount]).ms;
  const checkInRaw = rawMedianMs(replayFile, checkInSql, true);
  const detentionRaw = rawMedianMs(file, lists.detention);
  console.log(
    `raw, in this process: a check-in's ${checkInSql.length} statements ${checkInRaw.ms.toFixed(2)} ms, the slowest:\n  ${slowest(checkInSql, checkInRaw)}\n` +
      `the detention report's ${lists.detention.length} statements ${detentionRaw.ms.toFixed(2)} ms:\n  ${slowest(lists.detention, detentionRaw)}`,
  );

  // --- the servers ------------------------------------------------------------------------------
  const app = await launch('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
  const raw = await launch('scripts/bench/rawServer.ts', {
    BENCH_DB: file,
    BENCH_SQL: JSON.stringify({ visits: lists.visits.map(statement), detention: lists.detention.map(statement), board: statement(board) }),
    BENCH_WRITE_DB: replayFile,
    BENCH_WRITE_SQL: JSON.stringify({ checkIn: checkInSql.map(statement) }),
  });
  const headers = bearer(token);
  const totals: Record<string, string> = {};
  // The raw baseline must answer the same rows in the same order, else it is not the same SQL.
  for (const name of ['visits', 'detention', 'board'] as const) {
    const appPage = await sendCall(app.base, calls[name], token);
    const rawPage = (await fetchJson(`${raw.base}/page/${name}`)).json;
    const appRows: { id: number }[] = name === 'detention' ? appPage.json.data.rows : appPage.json.data;
    const rawRows: { id: number }[] = name === 'board' ? rawPage : rawPage[0];
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(',');
    if (ids(appRows) !== ids(rawRows) || appRows.length !== 25)
      throw new Error(`bench: the app's ${name} page and the raw one differ:\n${ids(appRows)}\n${ids(rawRows)}`);
    totals[name] = appPage.headers.get('x-total-count') ?? '?';
    await load(`${app.base}${calls[name].path}`, 10, headers, 1, { method: 'POST', body: calls[name].body }); // warm up
  }
  const replayed = await fetch(`${raw.base}/write/checkIn`, { method: 'POST' });
  if (!replayed.ok) throw new Error(`bench: the raw check-in failed: ${await replayed.text()}`);

  // The lists, in turns.
  const runs: Record<string, Load[]> = {};
  for (let i = 0; i < 3; i++)
    for (const name of ['visits', 'detention'] as const) {
      (runs[`raw ${name}`] ??= []).push(await load(`${raw.base}/page/${name}`, 50));
      (runs[`app ${name}`] ??= []).push(
        await load(`${app.base}${calls[name].path}`, 50, headers, undefined, { method: 'POST', body: calls[name].body }),
      );
    }

  // Check-ins alone, then under the board's load, in turns.
  const appCheckIns = (tag: string): StreamSpec => ({
    url: `${app.base}/api/Fleet/Gate/CheckIn`,
    headers: { ...JSON_TYPE, ...headers },
    body: checkIn,
    tag,
  });
  const rawCheckIns: StreamSpec = { url: `${raw.base}/write/checkIn`, headers: {}, tag: 'raw' };
  const idle = {
    app: await streams(appCheckIns('idle'), CHECKIN_STREAMS, CHECKIN_SECONDS * 1000),
    raw: await streams(rawCheckIns, CHECKIN_STREAMS, CHECKIN_SECONDS * 1000),
  };
  const paced = { seconds: CHECKIN_SECONDS, count: CHECKIN_STREAMS, paceMs: CHECKIN_PACE_MS };
  const busy: Record<'app' | 'raw', { board: Load; writes: Stream }[]> = { app: [], raw: [] };
  for (let i = 0; i < 3; i++) {
    busy.raw.push(await underLoad(`${raw.base}/page/board`, {}, undefined, rawCheckIns, paced));
    busy.app.push(await underLoad(`${app.base}${calls.board.path}`, headers, calls.board.body, appCheckIns(`busy${i}`), paced));
  }
  const got = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, middle(v)]));

  // --- the figures ----------------------------------------------------------------------------
  for (const [name, qs] of Object.entries({ ...lists, 'visits total': [visitsCount] }))
    qs.forEach((q, i) =>
      console.log(
        `the ${name} statement ${i + 1}: ${q.sql} ${JSON.stringify(q.parameters)}\nits plan:\n${plans[`${name} statement ${i + 1}`]}`,
      ),
    );
  for (const line of pg) console.log(line);
  console.log(
    `visits list: ${n(data.inYardAtSite)} in the yard at ${data.site.name}; detention: check-ins ${month.join(' to ')} there; ` +
      `check-ins: ${CHECKIN_STREAMS} guards, each a new trailer with a yard move, back to back alone and one every ` +
      `${CHECKIN_PACE_MS} ms under the board's load, ${CHECKIN_SECONDS} s a run`,
  );
  for (const [side, list] of Object.entries(busy))
    console.log(
      `check-ins under the board's load, ${side}: ` +
        list
          .map(
            (r) =>
              `${r.writes.ms.length} done, p50 ${pct(r.writes.ms, 0.5).toFixed(1)} p99 ${pct(r.writes.ms, 0.99).toFixed(1)} ms, board ${r.board.rps.toFixed(0)}/s p99 ${r.board.p99}`,
          )
          .join('; ') +
        `; all ${pooled(list).length}: p99 ${pct(pooled(list), 0.99).toFixed(1)} ms`,
    );
  for (const s of [idle.app, ...busy.app.map((r) => r.writes)]) if (s.firstError) console.log(`check-in failed: ${s.firstError}`);
  const mid = (list: { board: Load; writes: Stream }[]) => [...list].sort((a, b) => pct(a.writes.ms, 0.99) - pct(b.writes.ms, 0.99))[1];
  const [appBusy, rawBusy] = [mid(busy.app), mid(busy.raw)];
  const errors = idle.app.errors + busy.app.reduce((sum, r) => sum + r.writes.errors, 0);
  const checkInP99 = pct(appBusy.writes.ms, 0.99);
  return [
    ...loadRows('gate visits, in the yard', got['raw visits'], got['app visits'], totals.visits, TARGETS.visitsP99Ms),
    ['gate visits: their total, raw count alone (ms)', countMs, null, true],
    ...loadRows('detention, a month', got['raw detention'], got['app detention'], totals.detention, TARGETS.detentionP99Ms),
    [`check-in: its ${checkInSql.length} statements raw, in process (ms)`, checkInRaw.ms, null, true],
    ['check-in alone: raw statements over HTTP, p99 (ms)', pct(idle.raw.ms, 0.99), null, idle.raw.errors === 0],
    [`check-in alone: app p50 (ms, ${idle.app.ms.length} done)`, pct(idle.app.ms, 0.5), null, idle.app.errors === 0],
    ['check-in alone: app p99 (ms)', pct(idle.app.ms, 0.99), null, idle.app.errors === 0],
    ['board under check-ins: raw page p99, 50 connections (ms)', rawBusy.board.p99, null, true],
    ['board under check-ins: app page p99, 50 connections (ms)', appBusy.board.p99, null, appBusy.board.errors === 0],
    ["check-in under the board's load: raw statements p99 (ms)", pct(rawBusy.writes.ms, 0.99), null, rawBusy.writes.errors === 0],
    [`check-in under the board's load: app p50 (ms, ${appBusy.writes.ms.length} done)`, pct(appBusy.writes.ms, 0.5), null, true],
    ["check-in under the board's load: app p99 (ms)", checkInP99, TARGETS.checkInP99Ms, errors === 0 && checkInP99 <= TARGETS.checkInP99Ms],
  ];
}

const statement = (q: CompiledQuery) => ({ sql: q.sql, parameters: q.parameters });

/** The first and last day of last month (YYYY-MM-DD, UTC). */
function lastMonth(now = new Date()): [string, string] {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** The detention report's filters: the visits screen's, only the check-in days on, as a range. */
const detentionFilters = (saved: Filter[], [from, to]: [string, string]): Filter[] =>
  saved.map((f) =>
    f.type === 'CheckInDate' ? { ...f, active: true, option: FilterOption.Range, value: [from, to] } : { ...f, active: false },
  );

/** A check-in's body: a new trailer of Unit ID `<tag>-<stream>-<i>`, loaded and sealed, its carrier and park location taken in turn. */
function checkInBody(data: GateBenchData) {
  const base = {
    siteId: data.site.id,
    assetType: data.lookups.dryVan,
    assetCategory: data.lookups.trailer,
    tractor: 'TR-4242',
    driverName: 'Bench Driver',
    sealNumber: 'SL-778812',
    payloadStatusId: data.lookups.loaded,
    payloadAssignId: data.lookups.inbound,
    isRefrigerated: false,
    setPoint: null,
    temperature: null,
    notes: 'Checked in by the bench',
  };
  const { carriers, parkLocations } = data;
  return (i: number, unitId: string) => ({
    ...base,
    carrierId: carriers[i % carriers.length],
    parkLocationId: parkLocations[i % parkLocations.length],
    unitId,
  });
}

/** The statements the app ran on gate_visit for a call, each once. */
async function visitsStatements(ctx: AppContext, call: Call, token: string): Promise<CompiledQuery[]> {
  const seen = await statementsOf(ctx, async (base) => void (await sendCall(base, call, token)));
  const found = wholeStatements(seen).filter((q) => /from "gate_visit"/.test(q.sql));
  if (!found.length) throw new Error(`bench: ${call.path} ran no statement on gate_visit`);
  return found;
}

/**
 * The median of 9 runs of `statements`, prepared with better-sqlite3 on `file`, in this process
 * (after one run to warm them), and of each statement; with `write`, each run in a transaction
 * rolled back after it.
 */
function rawMedianMs(file: string, statements: CompiledQuery[], write = false): { ms: number; each: number[] } {
  const db = new SQLite(file, { readonly: !write });
  db.pragma('foreign_keys = ON');
  db.pragma('temp_store = MEMORY'); // as the app's writing connection (server/db/sqlite.ts)
  try {
    const prepared = statements.map((q) => ({ statement: db.prepare(q.sql), parameters: q.parameters }));
    const each: number[][] = prepared.map(() => []);
    const times = Array.from({ length: 10 }, () => {
      const t = performance.now();
      if (write) db.exec('begin immediate');
      for (const [i, q] of prepared.entries()) {
        const s = performance.now();
        if (q.statement.reader) q.statement.all(...q.parameters);
        else q.statement.run(...q.parameters);
        each[i].push(performance.now() - s);
      }
      if (write) db.exec('rollback');
      return performance.now() - t;
    });
    return { ms: pct(times.slice(1), 0.5), each: each.map((runs) => pct(runs.slice(1), 0.5)) };
  } finally {
    db.close();
  }
}

/** The statements that took the most of a raw run, slowest first, with their share. */
const slowest = (statements: CompiledQuery[], run: { ms: number; each: number[] }, most = 3) =>
  run.each
    .map((ms, i) => ({ ms, sql: statements[i].sql }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, most)
    .map((s) => `${s.ms.toFixed(2)} ms: ${s.sql.replace(/\s+/g, ' ')}`)
    .join('\n  ');
