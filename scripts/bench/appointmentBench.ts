// Dock appointments in `npm run bench` (issue 33; BENCH_ONLY=appointments): on a SQLite file of
// its own holding the demo data, a site of BENCH_DOORS dock doors (40) booked BENCH_PER_DOOR
// times a door a day (30, back to back) for BENCH_DAYS days (60, the past month and the next),
// as the site's Dispatch Manager sends the calls:
//
// - the door schedule's read of a day (POST /Appointments/Day: every appointment whose window
//   meets the day, 1,200 here), asked as a browser asks (Accept-Encoding: gzip, deflate, br,
//   zstd) — p99 at 50 connections;
// - a booking's latency under that load: while 50 connections read the day, two dispatchers book
//   a new slot each, one every BENCH_BOOKING_PACE_MS (POST /Appointment on a free day) — p99.
//
// Each beside its raw baseline (rawServer.ts): the day's statement the app ran, prepared with
// better-sqlite3 and answered as JSON on every request; for the booking, the statements the app
// ran for one (the session's lookup to the history row) replayed in a transaction rolled back,
// under the same load of the raw day.
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { dayStart, nextDay, today, zoneOf } from '../../schemas/dates.js';
import { LookupGroup } from '../../schemas/enums.js';
import type { AppContext } from '../../server/context.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import {
  bearer,
  fetchJson,
  inScratch,
  JSON_TYPE,
  type Launch,
  JWT_SECRET,
  type Load,
  load,
  loadRows,
  middle,
  PASSWORD,
  postJson,
  type Row,
  SECONDS,
} from './harness.js';
import { statementsOf, theStatement } from './probe.js';
import { pct, type Stream, type StreamSpec, underLoad, wholeStatements, withValues } from './writeStreams.js';

/** What Chromium sends: the schedule's read is a browser's. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const DOORS = Number(process.env.BENCH_DOORS ?? 40);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const PER_DOOR = Number(process.env.BENCH_PER_DOOR ?? 30);
/** Dispatchers booking at once (BENCH_BOOKING_STREAMS) and the milliseconds between one's bookings (BENCH_BOOKING_PACE_MS). */
const STREAMS = Number(process.env.BENCH_BOOKING_STREAMS ?? 2);
const PACE_MS = Number(process.env.BENCH_BOOKING_PACE_MS ?? 250);
const BOOKING_SECONDS = Number(process.env.BENCH_BOOKING_SECONDS ?? Math.max(SECONDS, 15));
const TARGETS = { dayP99Ms: 50, bookingP99Ms: 100 };
const DISPATCHER = 'dispatcher';
const SITE = 'Chicago Cross-Dock';
const MINUTE = 60_000;

const n = (count: number) => count.toLocaleString('en-US');

export const appointmentBench = (): Promise<Row[]> => inScratch('dock', measure);

interface Dock {
  siteId: number;
  doors: number[];
  carriers: number[];
  zone: string;
}

/** The site's dock doors (the demo's and new ones up to DOORS) and DAYS days of bookings, PER_DOOR a door a day, back to back. */
async function seedDock(ctx: AppContext): Promise<Dock> {
  const [site] = await ctx.db.selectFrom('site').select(['id', 'company_id']).where('site_name', '=', SITE).execute();
  const [type] = await ctx.db
    .selectFrom('lookup')
    .select('id')
    .where('company_id', '=', site.company_id)
    .where('lookup_group_type', '=', LookupGroup.LocationType)
    .where('description', '=', 'Dock Door')
    .execute();
  const carriers = (await ctx.db.selectFrom('carrier').select('id').where('company_id', '=', site.company_id).execute()).map((c) => c.id);
  const zone = zoneOf('Central');
  return ctx.db.transaction().execute(async (trx) => {
    const have = await trx
      .selectFrom('location')
      .select('id')
      .where('site_id', '=', site.id)
      .where('location_type', '=', type.id)
      .orderBy('id')
      .execute();
    for (let i = have.length; i < DOORS; i++)
      have.push(
        await trx
          .insertInto('location')
          .values({
            site_id: site.id,
            location: `Bench Door ${i + 1}`,
            loc_id: `BD${i + 1}`,
            location_type: type.id,
            is_active: 1,
            sort: 200 + i,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    const doors = have.slice(0, DOORS).map((d) => d.id);
    const first = today(zone, new Date(Date.now() - (DAYS / 2) * 86_400_000));
    const slot = Math.floor((24 * 60) / PER_DOOR);
    const now = Date.now();
    let day = first;
    let rows: Record<string, unknown>[] = [];
    const flush = async () => {
      if (rows.length)
        await trx
          .insertInto('appointment')
          .values(rows as never)
          .execute();
      rows = [];
    };
    for (let d = 0; d < DAYS; d++, day = nextDay(day)) {
      const start = Date.parse(dayStart(day, zone));
      for (const [i, door] of doors.entries())
        for (let k = 0; k < PER_DOOR; k++) {
          const from = start + k * slot * MINUTE;
          const past = from + slot * MINUTE < now;
          rows.push({
            site_id: site.id,
            door_id: door,
            carrier_id: carriers[(i + k) % carriers.length],
            reference: `B-${day}-${i + 1}-${k + 1}`,
            start_date: new Date(from).toISOString(),
            end_date: new Date(from + slot * MINUTE).toISOString(),
            status: past ? 'Completed' : 'Scheduled',
            arrival_date: past ? new Date(from + 5 * MINUTE).toISOString() : null,
            arrived_late: past ? 0 : null,
            update_date: new Date(now).toISOString(),
          });
          if (rows.length >= 400) await flush(); // 11 values a row; SQLite takes at most 32,766 a statement
        }
    }
    await flush();
    return { siteId: site.id, doors, carriers, zone };
  });
}

async function measure(dir: string, launch: Launch): Promise<Row[]> {
  const file = join(dir, 'dock.db');
  const ctx = await demoDatabase(dir, file);
  const t = performance.now();
  const dock = await seedDock(ctx);
  await ctx.adapter.keepStatistics({ analysed: () => undefined, failed: (err) => Promise.reject(err) });
  const day = today(dock.zone); // the dispatcher's zone is Central, as the bookings'
  console.log(
    `seeded ${n(DOORS * DAYS * PER_DOOR)} appointments (${DOORS} doors, ${DAYS} days, ${PER_DOOR} a door a day) in ` +
      `${((performance.now() - t) / 1000).toFixed(1)} s; the schedule reads ${day}`,
  );

  // --- the calls, and the SQL the app runs for each -------------------------------------------
  let token = '';
  let userId = 0;
  await statementsOf(ctx, async (base) => {
    const auth = (await fetchJson(`${base}/api/Fleet/Authenticate`, postJson({ Username: DISPATCHER, Password: PASSWORD }))).json.data;
    token = auth.accessToken;
    userId = auth.user.id;
  });
  const dayCall = { path: '/api/Fleet/Appointments/Day', body: { siteId: dock.siteId, day } };
  const dayStatement = theStatement(
    await statementsOf(
      ctx,
      async (base) =>
        void (await fetchJson(`${base}${dayCall.path}`, { ...postJson(dayCall.body), headers: { ...JSON_TYPE, ...bearer(token) } })),
    ),
    'the day of appointments',
    (sql) => sql.startsWith('select') && sql.includes('from "appointment"'),
  );
  // a booking's statements: one booking first (what the context keeps), a copy, then the one replayed
  const booking = bookingBody(dock, day);
  await statementsOf(ctx, async (base) => {
    await fetchJson(`${base}/api/Fleet/Appointment`, { ...postJson(booking(0, 'probe-0-0')), headers: { ...JSON_TYPE, ...bearer(token) } });
  });
  const replayFile = join(dir, 'replay.db');
  await ctx.db.executeQuery(CompiledQuery.raw(`vacuum into '${replayFile}'`));
  const [session] = await ctx.db.selectFrom('user_session').select('id').where('user_id', '=', userId).execute();
  const bookingSql = wholeStatements(
    await statementsOf(ctx, async (base) => {
      await fetchJson(`${base}/api/Fleet/Appointment`, {
        ...postJson(booking(1, 'probe-0-1')),
        headers: { ...JSON_TYPE, ...bearer(token) },
      });
    }),
    false,
  ).map((q) => withValues(q, [session.id]));
  console.log(`a booking's statements (${bookingSql.length}, replayed raw):\n  ${bookingSql.map((q) => q.sql).join('\n  ')}`);
  const plan = (
    await ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${dayStatement.sql}`, [...dayStatement.parameters]))
  ).rows;
  console.log(
    `the day's statement: ${dayStatement.sql} ${JSON.stringify(dayStatement.parameters)}\nits plan:\n${plan.map((r) => `  ${r.detail}`).join('\n')}`,
  );
  await closeDatabase(ctx);

  // --- the servers ------------------------------------------------------------------------------
  const app = await launch('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
  const raw = await launch('scripts/bench/rawServer.ts', {
    BENCH_DB: file,
    BENCH_SQL: JSON.stringify({ day: { sql: dayStatement.sql, parameters: dayStatement.parameters } }),
    BENCH_WRITE_DB: replayFile,
    BENCH_WRITE_SQL: JSON.stringify({ booking: bookingSql.map((q) => ({ sql: q.sql, parameters: q.parameters })) }),
  });
  const headers = bearer(token);
  // the day as a browser reads it: compression accepted (both sides get the header; the raw server answers plain JSON)
  const browser = { ...headers, 'accept-encoding': BROWSER_ENCODINGS };
  // the same rows, else not the same SQL
  const appDay = (await fetchJson(`${app.base}${dayCall.path}`, { ...postJson(dayCall.body), headers: { ...JSON_TYPE, ...headers } })).json
    .data;
  const rawDay = (await fetchJson(`${raw.base}/page/day`)).json as { id: number }[];
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(',');
  if (ids(appDay.appointments) !== ids(rawDay) || appDay.appointments.length < DOORS * PER_DOOR)
    throw new Error(`bench: the app's day (${appDay.appointments.length}) and the raw one (${rawDay.length}) differ`);
  const replayed = await fetch(`${raw.base}/write/booking`, { method: 'POST' });
  if (!replayed.ok) throw new Error(`bench: the raw booking failed: ${await replayed.text()}`);
  const dayLoad = (base: string) => load(`${base}${dayCall.path}`, 50, browser, undefined, { method: 'POST', body: dayCall.body });
  await dayLoad(app.base); // warm up
  const runs: Record<'app' | 'raw', Load[]> = { app: [], raw: [] };
  for (let i = 0; i < 3; i++) {
    runs.raw.push(await load(`${raw.base}/page/day`, 50, { 'accept-encoding': BROWSER_ENCODINGS }));
    runs.app.push(await dayLoad(app.base));
  }
  const paced = { seconds: BOOKING_SECONDS, count: STREAMS, paceMs: PACE_MS };
  const appBookings = (tag: string): StreamSpec => ({
    url: `${app.base}/api/Fleet/Appointment`,
    headers: { ...JSON_TYPE, ...headers },
    body: booking,
    tag,
  });
  const rawBookings: StreamSpec = { url: `${raw.base}/write/booking`, headers: {}, tag: 'raw' };
  const busy: Record<'app' | 'raw', { board: Load; writes: Stream }[]> = { app: [], raw: [] };
  for (let i = 0; i < 3; i++) {
    busy.raw.push(await underLoad(`${raw.base}/page/day`, { 'accept-encoding': BROWSER_ENCODINGS }, undefined, rawBookings, paced));
    busy.app.push(await underLoad(`${app.base}${dayCall.path}`, browser, dayCall.body, appBookings(`busy${i + 1}`), paced));
  }
  const mid = (list: { board: Load; writes: Stream }[]) => [...list].sort((a, b) => pct(a.writes.ms, 0.99) - pct(b.writes.ms, 0.99))[1];
  for (const [side, list] of Object.entries(busy))
    console.log(
      `bookings under the day's load, ${side}: ` +
        list
          .map(
            (r) =>
              `${r.writes.ms.length} done, p50 ${pct(r.writes.ms, 0.5).toFixed(1)} p99 ${pct(r.writes.ms, 0.99).toFixed(1)} ms, day ${r.board.rps.toFixed(0)}/s p99 ${r.board.p99}`,
          )
          .join('; '),
    );
  for (const r of busy.app) if (r.writes.firstError) console.log(`booking failed: ${r.writes.firstError}`);
  const [appBusy, rawBusy] = [mid(busy.app), mid(busy.raw)];
  const errors = busy.app.reduce((sum, r) => sum + r.writes.errors, 0);
  const bookingP99 = pct(appBusy.writes.ms, 0.99);
  return [
    ...loadRows(
      `door schedule, a day (${DOORS} doors)`,
      middle(runs.raw),
      middle(runs.app),
      String(appDay.appointments.length),
      TARGETS.dayP99Ms,
    ),
    ['day under bookings: raw p99, 50 connections (ms)', rawBusy.board.p99, null, true],
    ['day under bookings: app p99, 50 connections (ms)', appBusy.board.p99, null, appBusy.board.errors === 0],
    ["booking under the day's load: raw statements p99 (ms)", pct(rawBusy.writes.ms, 0.99), null, rawBusy.writes.errors === 0],
    [`booking under the day's load: app p50 (ms, ${appBusy.writes.ms.length} done)`, pct(appBusy.writes.ms, 0.5), null, true],
    ["booking under the day's load: app p99 (ms)", bookingP99, TARGETS.bookingP99Ms, errors === 0 && bookingP99 <= TARGETS.bookingP99Ms],
  ];
}

/**
 * A booking of 15 minutes on a day with no booking (past the seeded ones): the run's tag and the
 * stream pick the day and the door, the call's number the quarter hour, so no two overlap.
 */
function bookingBody(dock: Dock, from: string) {
  const days = new Map<string, number>();
  return (i: number, unitId: string) => {
    const [tag, stream] = unitId.split('-');
    const run = days.get(tag) ?? days.set(tag, days.size).get(tag)!;
    let day = from;
    for (let d = 0; d < DAYS / 2 + 2 + run; d++) day = nextDay(day);
    const door = dock.doors[(Number(stream) * 7 + Math.floor(i / 96)) % dock.doors.length];
    const start = Date.parse(dayStart(day, dock.zone)) + (i % 96) * 15 * MINUTE;
    return {
      siteId: dock.siteId,
      doorId: door,
      carrierId: dock.carriers[i % dock.carriers.length],
      reference: `BOOK-${unitId}`,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 15 * MINUTE).toISOString(),
    };
  };
}
