// The missions of `npm run bench` (missionBench.ts), added to the demo data of the first company:
//
// - the history: `completed` completed missions, PER_DAY a ship day up to yesterday (1,000,000
//   reach back about 2.7 years), each with its stage rows — Dispatched,
//   Activate and Complete, with a wait, a pause or both between them: 3, 5, 5 or 7 rows in turn,
//   5 a mission on average;
// - the board: `open` open missions at the company's first site, and `otherOpen` at its other
//   sites between them in priority, in every open stage (Scheduled, some without an operator,
//   Dispatched, Activate, Deactivated, Waiting, Resumed) with their stage rows, shipping
//   yesterday to the day after tomorrow, above the history in priority (the top of the board).
//
// Each mission runs between two locations of one site, driven by a driver who reaches that site;
// the dates, stage columns and total wait follow its stage rows as the server keeps them. The
// history and the stage rows are built by INSERT … SELECT (benchData.ts); the open missions,
// a few thousand, by plain inserts.
import { sql } from 'kysely';
import { MissionStage, UserType } from '../../schemas/enums.js';
import type { AppContext } from '../../server/context.js';
import type { Db } from '../../server/db/dialect.js';
import { insertSeries, withCompanyPicks, withoutIndexes } from './benchData.js';

/** Completed missions a ship day. */
export const PER_DAY = 1000;

const { Dispatched, Activate, Deactivate, Wait, Resume, Complete } = MissionStage;
/** [stage, minutes after dispatch, note]. */
type Plan = [stage: number, minutes: number, note?: string][];

const WAIT_NOTE = 'Waiting for the door to clear.';
const PAUSE_NOTE = 'Trailer not ready; back for it after the break.';
/** The completed missions' stage rows, taken in turn. */
const COMPLETED: Plan[] = [
  [
    [Dispatched, 0],
    [Activate, 15],
    [Complete, 75],
  ],
  [
    [Dispatched, 0],
    [Activate, 15],
    [Wait, 30, WAIT_NOTE],
    [Resume, 50],
    [Complete, 95],
  ],
  [
    [Dispatched, 0],
    [Activate, 15],
    [Deactivate, 30, PAUSE_NOTE],
    [Activate, 60],
    [Complete, 120],
  ],
  [
    [Dispatched, 0],
    [Activate, 15],
    [Wait, 30, 'Held at the gate for seal verification.'],
    [Resume, 45],
    [Deactivate, 60, PAUSE_NOTE],
    [Activate, 80],
    [Complete, 140],
  ],
];
/** An open mission's stage rows by its stage. */
const OPEN: Record<number, Plan> = {
  [Dispatched]: [[Dispatched, 0]],
  [Activate]: [
    [Dispatched, 0],
    [Activate, 15],
  ],
  [Deactivate]: [
    [Dispatched, 0],
    [Activate, 15],
    [Deactivate, 30, PAUSE_NOTE],
  ],
  [Wait]: [
    [Dispatched, 0],
    [Activate, 15],
    [Wait, 30, WAIT_NOTE],
  ],
  [Resume]: [
    [Dispatched, 0],
    [Activate, 15],
    [Wait, 30, WAIT_NOTE],
    [Resume, 45],
  ],
};
/** The open missions' stages, taken in turn. */
const OPEN_STAGES = [MissionStage.None, MissionStage.None, MissionStage.None, Dispatched, Activate, Deactivate, Wait, Resume];
/** The stage rows of an open mission in `stage` are the plan of this pattern (the history's are 0 to 3). */
const openPattern = (stage: number) => 10 + stage;

/** What a plan leaves on its mission: the stage columns and the minutes waited (up to `until` for a wait still on). */
function outcome(plan: Plan, until?: number) {
  const last = (stage: number) => plan.filter(([s]) => s === stage).at(-1)?.[1] ?? null;
  const wait = plan.reduce((sum, [s, at], i) => (s === Wait ? sum + ((plan[i + 1]?.[1] ?? until ?? at) - at) : sum), 0);
  return { stage: plan.at(-1)![0], activate: last(Activate), complete: last(Complete), end: plan.at(-1)![1], wait };
}

export interface MissionBenchData {
  company: number;
  site: { id: number; name: string };
  /** The login of a Dispatch Manager of the company who reaches the site (its board is measured). */
  dispatcher: string;
  /** The notes of the board's top mission at the site: its row shows the board has painted. */
  topNotes: string;
  /** The name of that mission's source location: in its row, the names have come too. */
  topSource: string;
  /** The ship dates of the history, first and last (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export const day = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const run = (db: Db, text: string) => sql.raw(text).execute(db);
const rowsOf = async <R>(db: Db, text: string) => (await sql.raw<R>(text).execute(db)).rows;
const ISO = `'%Y-%m-%dT%H:%M:%fZ'`;

interface Route {
  siteId: number;
  source: number;
  target: number;
  driver: number;
  login: string;
}

/** Every ordered pair of two active locations of one site, with a driver who reaches the site. */
async function routesOf(db: Db, company: number): Promise<Route[]> {
  const locations = await rowsOf<{ id: number; site_id: number }>(
    db,
    `select l.id, l.site_id from location l join site s on s.id = l.site_id
      where s.company_id = ${company} and l.is_active = 1 order by l.site_id, l.id`,
  );
  const drivers = await rowsOf<{ id: number; login_name: string; site_id: number }>(
    db,
    `select u.id, u.login_name, a.site_id from app_user u join user_site_access a on a.user_id = u.id
      where u.pri_company_id = ${company} and u.type = ${UserType.Driver} and u.is_active = 1 order by u.id`,
  );
  const routes: Route[] = [];
  for (const siteId of new Set(locations.map((l) => l.site_id))) {
    const here = locations.filter((l) => l.site_id === siteId);
    const crew = drivers.filter((d) => d.site_id === siteId);
    if (!crew.length) continue;
    for (const a of here)
      for (const b of here) {
        if (a.id === b.id) continue;
        const d = crew[routes.length % crew.length];
        routes.push({ siteId, source: a.id, target: b.id, driver: d.id, login: d.login_name });
      }
  }
  return routes;
}

export async function seedBenchMissions(
  ctx: AppContext,
  o: { completed: number; open: number; otherOpen: number },
): Promise<MissionBenchData> {
  return ctx.db.transaction().execute(async (trx) => {
    const [{ company }] = await rowsOf<{ company: number }>(trx, 'select min(id) as company from company');
    const sites = await rowsOf<{ id: number; site_name: string }>(
      trx,
      `select id, site_name from site where company_id = ${company} order by id`,
    );
    const board = sites[0];
    const [dispatcher] = await rowsOf<{ login_name: string }>(
      trx,
      `select u.login_name from app_user u join user_site_access a on a.user_id = u.id
        where u.pri_company_id = ${company} and u.type = ${UserType.DispatchManager} and a.site_id = ${board.id} order by u.id limit 1`,
    );
    if (!dispatcher) throw new Error('bench: no Dispatch Manager reaches the first site');
    const routes = await routesOf(trx, company);
    const [{ top, lastId }] = await rowsOf<{ top: number | null; lastId: number | null }>(
      trx,
      `select (select max(priority) from mission where company_id = ${company}) as top, (select max(id) from mission) as lastId`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const days = Math.ceil(o.completed / PER_DAY);
    const lastDay = day(today, -1);
    const firstDay = day(lastDay, -(days - 1));

    // The plans and the routes, as tables the statements join.
    await run(
      trx,
      'create temp table bench_plan (pattern integer, seq integer, stage integer, minutes integer, note text, primary key (pattern, seq))',
    );
    await run(trx, 'create temp table bench_pattern (pattern integer primary key, activate integer, complete integer, wait integer)');
    await run(
      trx,
      'create temp table bench_route (r integer primary key, site_id integer, source integer, target integer, driver integer)',
    );
    const plans: [number, Plan][] = [
      ...COMPLETED.entries(),
      ...Object.entries(OPEN).map(([s, p]): [number, Plan] => [openPattern(Number(s)), p]),
    ];
    const text = (v: string | undefined) => (v === undefined ? 'null' : `'${v.replace(/'/g, "''")}'`);
    for (const [pattern, plan] of plans) {
      const values = plan.map(([stage, minutes, note], seq) => `(${pattern}, ${seq}, ${stage}, ${minutes}, ${text(note)})`);
      await run(trx, `insert into bench_plan values ${values.join(', ')}`);
    }
    for (const [pattern, plan] of COMPLETED.entries()) {
      const r = outcome(plan);
      await run(trx, `insert into bench_pattern values (${pattern}, ${r.activate}, ${r.complete}, ${r.wait})`);
    }
    for (let i = 0; i < routes.length; i += 500) {
      const values = routes.slice(i, i + 500).map((r, k) => `(${i + k}, ${r.siteId}, ${r.source}, ${r.target}, ${r.driver})`);
      await run(trx, `insert into bench_route values ${values.join(', ')}`);
    }

    await withCompanyPicks(
      trx,
      company,
      [
        `select 'Asset', row_number() over (order by id) - 1, id from asset
          where pri_company_id = ${company} and is_active = 1 and has_payload = 1`,
      ],
      async (pick) => {
        await withoutIndexes(trx, ['mission', 'mission_stage'], async () => {
          // The history: mission i ships on day i / PER_DAY, dispatched from 05:00 UTC on, a minute apart.
          const ship = `date('${firstDay}', '+' || (i / ${PER_DAY}) || ' days')`;
          const at = (minutes: string) => `strftime(${ISO}, ${ship}, '+' || (300 + i % ${PER_DAY} + ${minutes}) || ' minutes')`;
          await insertSeries(
            trx,
            'mission',
            o.completed,
            {
              company_id: String(company),
              mission_type: pick('MissionType', 'i / 5'),
              asset_id: pick('Asset', 'i / 3'),
              assigned_driver_id: 'r.driver',
              active_driver_id: 'r.driver',
              computed_driver_id: 'r.driver',
              source_location_id: 'r.source',
              target_location_id: 'r.target',
              mission_stage: String(Complete),
              ship,
              priority: `${(top ?? 0) + 1} + i`,
              total_wait: 'p.wait',
              stage_date: at('p.complete'),
              dispatch_date: at('0'),
              activate_date: at('p.activate'),
              complete_date: at('p.complete'),
              notes: `case when i % 10 = 0 then 'Bench mission ' || i else '' end`,
              create_date: at('-720'),
              update_date: at('p.complete'),
            },
            `join bench_pattern p on p.pattern = n.i % ${COMPLETED.length} join bench_route r on r.r = n.i % ${routes.length}`,
          );
          const openRows = openMissions(o, routes, board.id, (top ?? 0) + 1 + o.completed, today, company);
          await insertOpen(trx, openRows, pick);
          // The stage rows of every mission just added, by its plan.
          const first = (lastId ?? 0) + 1;
          const lastCompleted = first + o.completed - 1;
          await run(
            trx,
            `insert into mission_stage (company_id, mission_id, mission_stage, create_date, create_user, notes)
              select m.company_id, m.id, s.stage, strftime(${ISO}, m.dispatch_date, '+' || s.minutes || ' minutes'),
                case when s.stage = ${Dispatched} then '${dispatcher.login_name}' else u.login_name end, s.note
              from mission m
                join bench_plan s on s.pattern = case when m.id <= ${lastCompleted} then (m.id - ${first}) % ${COMPLETED.length} else ${openPattern(0)} + m.mission_stage end
                left join app_user u on u.id = m.computed_driver_id
              where m.id >= ${first} order by m.id, s.seq`,
          );
        });
      },
    );
    for (const t of ['bench_plan', 'bench_pattern', 'bench_route']) await run(trx, `drop table ${t}`);
    const [topRow] = await rowsOf<{ notes: string; location: string }>(
      trx,
      `select m.notes, l.location from mission m join location l on l.id = m.source_location_id
        where m.company_id = ${company} and l.site_id = ${board.id} order by m.priority desc limit 1`,
    );
    return {
      company,
      site: { id: board.id, name: board.site_name },
      dispatcher: dispatcher.login_name,
      topNotes: topRow.notes,
      topSource: topRow.location,
      firstDay,
      lastDay,
    };
  });
}

type OpenRow = Record<string, string | number | null>;

/**
 * The board's open missions, lowest priority first: `open` at the board's site and `otherOpen` at
 * the other sites spread evenly between them; the last (the top of the board) is at the board's site.
 */
function openMissions(
  o: { open: number; otherOpen: number },
  routes: Route[],
  boardSite: number,
  priority: number,
  today: string,
  company: number,
): (OpenRow & { i: number })[] {
  const total = o.open + o.otherOpen;
  const here = routes.filter((r) => r.siteId === boardSite);
  const elsewhere = routes.filter((r) => r.siteId !== boardSite);
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  return Array.from({ length: total }, (_, j) => {
    const atBoard = Math.floor(((j + 1) * o.open) / total) > Math.floor((j * o.open) / total);
    const pool = atBoard || !elsewhere.length ? here : elsewhere;
    const route = pool[j % pool.length];
    const stage = OPEN_STAGES[j % OPEN_STAGES.length];
    const driver = stage === MissionStage.None && j % 16 === 0 ? null : route.driver;
    const created = 600 + (j % 300);
    const plan = OPEN[stage];
    let dates = { stage_date: null as string | null, dispatch_date: null as string | null, activate_date: null as string | null };
    let wait = 0;
    if (plan) {
      // dispatched this long ago, the plan's last row 5 to 125 minutes ago
      const dispatched = plan.at(-1)![1] + 5 + (j % 120);
      const r = outcome(plan, dispatched);
      wait = r.wait;
      dates = {
        stage_date: iso(dispatched - r.end),
        dispatch_date: iso(dispatched),
        activate_date: r.activate === null ? null : iso(dispatched - r.activate),
      };
    }
    return {
      i: j,
      company_id: company,
      assigned_driver_id: driver,
      active_driver_id: plan && stage !== Dispatched ? driver : null,
      computed_driver_id: driver,
      source_location_id: route.source,
      target_location_id: route.target,
      mission_stage: stage,
      ship: plan ? day(today, j % 5 === 0 ? -1 : 0) : day(today, j % 3),
      priority: priority + j,
      total_wait: wait,
      ...dates,
      complete_date: null,
      notes: `Bench open mission ${j}`,
      create_date: iso(created),
      update_date: dates.stage_date ?? iso(created),
    };
  });
}

/** Inserts the open missions, their types and assets picked as the history's are. */
async function insertOpen(db: Db, rows: (OpenRow & { i: number })[], pick: (grp: string, i: string) => string) {
  const literal = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  for (let k = 0; k < rows.length; k += 500) {
    const batch = rows.slice(k, k + 500);
    const columns = Object.keys(batch[0]).filter((c) => c !== 'i');
    const values = batch.map(
      (r) => `(${[...columns.map((c) => literal(r[c])), pick('MissionType', String(r.i)), pick('Asset', String(r.i * 7))].join(', ')})`,
    );
    await run(db, `insert into mission (${[...columns, 'mission_type', 'asset_id'].join(', ')}) values ${values.join(', ')}`);
  }
}
