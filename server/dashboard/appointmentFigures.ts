// Dock appointments on the dashboard (issue 33), over the scope's last `days` days of the user's
// calendar, each one aggregate over appointment [siteId, startDate]:
// - on-time arrivals per carrier: of the appointments whose window started in those days, how many
//   arrived on time, late (after the start plus the company's grace: arrivedLate, set at the gate)
//   or not at all (No-Show);
// - door use per day: the minutes booked at the scope's dock doors (every appointment that holds
//   its door: not Cancelled, not No-Show) against the doors' whole day, per day of the window's start.
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../context.js';
import { lastDays } from './days.js';
import { atSites, type DashboardScope } from './scope.js';

/** The carriers a card lists at most, by name. */
export const MAX_CARRIERS = 25;
/** Statuses in which an appointment holds its door (booking.ts: RELEASED are the others). */
const HOLDING = ['Scheduled', 'Arrived', 'Late', 'Completed'];

const stamp = (ctx: AppContext, iso: string) => ctx.adapter.toDb('timestamp', iso) as string;

/** The appointments of the scope's sites whose window starts within the days, read as `a`. */
function inDays(ctx: AppContext, s: DashboardScope, bounds: string[]) {
  return ctx.db
    .selectFrom('appointment as a')
    .where(atSites(ctx, s, 'appointment', 'a'))
    .where('a.start_date', '>=', stamp(ctx, bounds[0]))
    .where('a.start_date', '<', stamp(ctx, bounds.at(-1)!));
}

export async function arrivalsByCarrier(ctx: AppContext, s: DashboardScope) {
  const { bounds } = lastDays(s.days, s.zone, ctx.clock.now());
  const count = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const rows = await inDays(ctx, s, bounds)
    .innerJoin('carrier as c', 'c.id', 'a.carrier_id')
    .select(['a.carrier_id as carrierId', 'c.name as carrierName'])
    .select([
      count(sql`${sql.ref('a.arrival_date')} is not null and not ${sql.ref('a.arrived_late')}`).as('onTime'),
      count(sql`${sql.ref('a.arrived_late')}`).as('late'),
      count(sql`${sql.ref('a.status')} = 'No-Show'`).as('noShow'),
    ])
    .where((eb) => eb.or([eb('a.arrival_date', 'is not', null), eb('a.status', '=', 'No-Show')]))
    .groupBy(['a.carrier_id', 'c.name'])
    .orderBy('c.name')
    .limit(MAX_CARRIERS)
    .execute();
  return {
    carriers: rows.map((r) => ({
      carrierId: Number(r.carrierId),
      carrierName: r.carrierName ?? '',
      onTime: Number(r.onTime ?? 0),
      late: Number(r.late ?? 0),
      noShow: Number(r.noShow ?? 0),
    })),
  };
}

/** Whole minutes of a window, the same arithmetic on both databases (SQLite keeps ISO text, PostgreSQL timestamptz). */
function windowMinutes(ctx: AppContext): RawBuilder<number> {
  const [start, end] = [sql.ref('a.start_date'), sql.ref('a.end_date')];
  if (ctx.adapter.name === 'postgres') return sql<number>`date_part('epoch', ${end} - ${start}) / 60`;
  return sql<number>`round((julianday(${end}) - julianday(${start})) * 1440)`;
}

export async function doorUsePerDay(ctx: AppContext, s: DashboardScope) {
  const { days, bounds } = lastDays(s.days, s.zone, ctx.clock.now());
  const inner = bounds.slice(1, -1).map((b) => stamp(ctx, b));
  // the day each window starts on, numbered from 0, by the instants that begin each later day
  let day = sql<number>`0`;
  if (inner.length) {
    const whens = inner.map((b, i) => sql`when ${sql.ref('a.start_date')} < ${b} then ${sql.lit(i)}`);
    day = sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(inner.length)} end`;
  }
  const booked = inDays(ctx, s, bounds)
    .where('a.status', 'in', HOLDING)
    .select([day.as('day'), windowMinutes(ctx).as('minutes')]);
  const rows = await ctx.db
    .selectFrom(booked.as('t'))
    .select(['t.day', (eb) => eb.fn.count('t.day').as('n'), sql<number>`sum(${sql.ref('t.minutes')})`.as('minutes')])
    .groupBy('t.day')
    .execute();
  const doors = await dockDoors(ctx, s);
  const minutes = days.map(() => 0);
  const appointments = days.map(() => 0);
  for (const r of rows) {
    minutes[Number(r.day)] = Math.round(Number(r.minutes ?? 0));
    appointments[Number(r.day)] = Number(r.n);
  }
  return {
    days,
    doors,
    appointments,
    bookedMinutes: minutes,
    // booked minutes against the doors' whole day; none when the sites have no dock door
    usePercent: minutes.map((m) => (doors ? Math.round((1000 * m) / (doors * 24 * 60)) / 10 : null)),
  };
}

/** The active locations of the scope's sites whose Location Type is "Dock Door". */
async function dockDoors(ctx: AppContext, s: DashboardScope): Promise<number> {
  if (!s.siteIds.length) return 0;
  const [row] = await ctx.db
    .selectFrom('location as l')
    .innerJoin('lookup as t', 't.id', 'l.location_type')
    .where('l.site_id', 'in', s.siteIds)
    .where('l.is_active', '=', ctx.adapter.toDb('boolean', true) as never)
    .where('t.description', '=', 'Dock Door')
    .select((eb) => eb.fn.countAll().as('n'))
    .execute();
  return Number(row?.n ?? 0);
}
