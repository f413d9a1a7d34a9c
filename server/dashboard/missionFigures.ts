// The mission figures of the dashboard, each one aggregate statement in SQL over indexed ranges.
// A move belongs to the site of its target location (where it completes); only the sites of the
// scope count (dashboardScope: the company and the sites the caller reaches, or the one chosen),
// the mission's company and the location's site named by their x-tenant (scope.ts, access.ts).
import type { AliasableExpression, ExpressionBuilder } from 'kysely';
import { MissionStage } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { MissionTable } from '../db/database.generated.js';
import { lastDays, weekStart } from './days.js';
import { atSites, type DashboardScope, ofCompany } from './scope.js';

/** The stages a mission is in before it completes: "missions by stage right now". */
export const OPEN_STAGES = [
  MissionStage.None,
  MissionStage.Dispatched,
  MissionStage.Activate,
  MissionStage.Deactivate,
  MissionStage.Wait,
  MissionStage.Resume,
];
/** The drivers the weekly chart names at most (the busiest). */
export const MAX_DRIVERS = 25;

const stamp = (ctx: AppContext, iso: string) => ctx.adapter.toDb('timestamp', iso) as string;

/** The completed missions of one company whose target location is at one of the scope's sites. */
const completedAt = (ctx: AppContext, s: DashboardScope) =>
  ctx.db
    .selectFrom('mission as m')
    .innerJoin('location as l', 'l.id', 'm.target_location_id')
    .where(ofCompany(ctx, s, 'mission', 'm'))
    .where('m.mission_stage', '=', MissionStage.Complete)
    .where(atSites(ctx, s, 'location', 'l'));

async function siteNames(ctx: AppContext, ids: number[]) {
  if (!ids.length) return [];
  const rows = await ctx.db
    .selectFrom('site')
    .select(['id', 'site_name'])
    .where('id', 'in', ids)
    .orderBy('site_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ siteId: r.id, site: r.site_name ?? '' }));
}

/**
 * The day each move was completed on, numbered from 0 (the oldest), by `inner`, the instants that
 * begin each day after the first: a CASE over parameters (the same SQL on both databases), the day
 * numbers literals.
 */
function dayOfMove(
  eb: ExpressionBuilder<{ m: Pick<MissionTable, 'complete_date'> }, 'm'>,
  inner: string[],
): AliasableExpression<number | null> {
  const [first, ...later] = inner;
  if (first === undefined) return eb.lit(0);
  let day = eb.case().when('m.complete_date', '<', first).then(eb.lit<number>(0));
  for (const [i, b] of later.entries()) day = day.when('m.complete_date', '<', b).then(eb.lit(i + 1));
  return day.else(eb.lit(inner.length)).end();
}

/** Moves completed per day by site over the last `days` days of the user's calendar. */
export async function movesPerDay(ctx: AppContext, s: DashboardScope) {
  const { days, bounds } = lastDays(s.days, s.zone, ctx.clock.now());
  const inner = bounds.slice(1, -1).map((b) => stamp(ctx, b));
  const moves = completedAt(ctx, s)
    .where('m.complete_date', '>=', stamp(ctx, bounds[0]))
    .where('m.complete_date', '<', stamp(ctx, bounds.at(-1)!))
    .select((eb) => [dayOfMove(eb, inner).as('day'), 'l.site_id as site_id']);
  // Grouped outside: PostgreSQL would not match a GROUP BY with parameters to the same select expression.
  const rows = await ctx.db
    .selectFrom(moves.as('t'))
    .select(['t.day', 't.site_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['t.day', 't.site_id'])
    .execute();
  const sites = await siteNames(ctx, s.siteIds);
  return {
    days,
    series: sites.map(({ siteId, site }) => {
      const counts = days.map(() => 0);
      for (const r of rows) if (r.site_id === siteId) counts[Number(r.day)] = Number(r.n);
      return { siteId, site, counts };
    }),
  };
}

/** How many missions are in each open stage now. */
export async function missionsByStage(ctx: AppContext, s: DashboardScope) {
  const rows = await ctx.db
    .selectFrom('mission as m')
    .innerJoin('location as l', 'l.id', 'm.target_location_id')
    .where(ofCompany(ctx, s, 'mission', 'm'))
    .where('m.mission_stage', 'in', OPEN_STAGES)
    .where(atSites(ctx, s, 'location', 'l'))
    .select(['m.mission_stage as stage', (eb) => eb.fn.countAll().as('n')])
    .groupBy('m.mission_stage')
    .execute();
  return { stages: OPEN_STAGES.map((stage) => ({ stage, count: Number(rows.find((r) => r.stage === stage)?.n ?? 0) })) };
}

/** Moves completed this week (from Monday in the user's zone) per driver, the busiest first. */
export async function movesPerDriver(ctx: AppContext, s: DashboardScope) {
  const week = weekStart(s.zone, ctx.clock.now());
  const rows = await completedAt(ctx, s)
    .leftJoin('app_user as u', 'u.id', 'm.computed_driver_id')
    .where('m.complete_date', '>=', stamp(ctx, week.from))
    .select(['m.computed_driver_id as driverId', 'u.display_name as driver', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['m.computed_driver_id', 'u.display_name'])
    .orderBy('n', 'desc')
    .orderBy('m.computed_driver_id')
    .limit(MAX_DRIVERS)
    .execute();
  return { weekStart: week.day, drivers: rows.map((r) => ({ driverId: r.driverId, driver: r.driver ?? '', count: Number(r.n) })) };
}
