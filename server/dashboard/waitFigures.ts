// Wait per location: every Wait → Resume period of the stage history (a Wait row and the stage
// row that follows it, when that is the driver's Resume: a wait a Dispatch Manager ended by
// De-activating the mission of a driver who walked away tells nothing of the location, though the
// mission's totalWait counts it) that began in the last `days` days,
// at its mission's target location; per location the number of waits, their average and their
// 90th percentile (nearest rank: the smallest wait that at least 90 % of the waits do not exceed),
// ranked by window functions in SQL. A wait still going on has no period yet and is not counted.
import { sql } from 'kysely';
import { MissionStage } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import { lastDays } from './days.js';
import type { DashboardScope } from './scope.js';

/** The locations the chart shows at most: the longest average waits. */
export const MAX_LOCATIONS = 20;

/**
 * Minutes from one timestamp column to another. The one expression that differs by database:
 * SQLite keeps ISO text (julianday), PostgreSQL timestamptz (epoch of the interval).
 */
const minutesBetween = (ctx: AppContext, from: string, to: string) =>
  ctx.adapter.name === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 60.0`
    : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 1440.0`;

export async function waitsPerLocation(ctx: AppContext, s: DashboardScope) {
  const { bounds } = lastDays(s.days, s.zone, ctx.clock.now());
  const at = (iso: string) => ctx.adapter.toDb('timestamp', iso) as string;
  // Each wait with the id of the stage row after it (one index seek), then that row by its key.
  const waits = ctx.db
    .selectFrom('mission_stage as w')
    .innerJoin('mission as m', 'm.id', 'w.mission_id')
    .innerJoin('location as l', 'l.id', 'm.target_location_id')
    .where('w.company_id', '=', s.companyId)
    .where('w.mission_stage', '=', MissionStage.Wait)
    .where('w.create_date', '>=', at(bounds[0]))
    .where('w.create_date', '<', at(bounds.at(-1)!))
    .where('l.site_id', 'in', s.siteIds)
    .select([
      'm.target_location_id as location_id',
      'w.create_date as began',
      (eb) =>
        eb
          .selectFrom('mission_stage as n')
          .select((nb) => nb.fn.min('n.id').as('id'))
          .whereRef('n.mission_id', '=', 'w.mission_id')
          .whereRef('n.id', '>', 'w.id')
          .as('next_id'),
    ]);
  const periods = ctx.db
    .selectFrom(waits.as('v'))
    .innerJoin('mission_stage as r', 'r.id', 'v.next_id')
    .where('r.mission_stage', '=', MissionStage.Resume)
    .select(['v.location_id', minutesBetween(ctx, 'v.began', 'r.create_date').as('minutes')]);
  const ranked = ctx.db
    .selectFrom(periods.as('x'))
    .select([
      'x.location_id',
      'x.minutes',
      sql<number>`row_number() over (partition by x.location_id order by x.minutes)`.as('rn'),
      sql<number>`count(*) over (partition by x.location_id)`.as('total'),
    ]);
  const rows = await ctx.db
    .selectFrom(ranked.as('y'))
    .innerJoin('location as l', 'l.id', 'y.location_id')
    .select([
      'l.id as locationId',
      'l.location as location',
      'l.site_id as siteId',
      (eb) => eb.fn.countAll().as('waits'),
      (eb) => eb.fn.avg('y.minutes').as('average'),
      sql<number>`min(case when y.rn * 10 >= y.total * 9 then y.minutes end)`.as('p90'),
    ])
    .groupBy(['l.id', 'l.location', 'l.site_id'])
    .orderBy('average', 'desc')
    .orderBy('l.id')
    .limit(MAX_LOCATIONS)
    .execute();
  const round = (v: unknown) => Math.round(Number(v) * 10) / 10;
  return {
    locations: rows.map((r) => ({
      locationId: r.locationId,
      location: r.location ?? '',
      siteId: r.siteId,
      waits: Number(r.waits),
      averageMinutes: round(r.average),
      p90Minutes: round(r.p90),
    })),
  };
}
