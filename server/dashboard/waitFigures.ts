// Wait per location: every Wait → Resume period of the stage history (a Wait row and the stage
// row that follows it, when that is the driver's Resume: a wait a Dispatch Manager ended by
// De-activating the mission of a driver who walked away tells nothing of the location, though the
// mission's totalWait counts it) that began in the last `days` days,
// at its mission's target location; per location the number of waits, their average and their
// 90th percentile (nearest rank: the smallest wait that at least 90 % of the waits do not exceed),
// ranked by window functions in SQL. A wait still going on has no period yet and is not counted.
// The stage row's company and the location's site are named by their x-tenant (scope.ts, access.ts).
import { type AliasableExpression, type ExpressionBuilder, sql } from 'kysely';
import { MissionStage } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { MissionStageTable } from '../db/database.generated.js';
import { lastDays } from './days.js';
import { atSites, type DashboardScope, ofCompany } from './scope.js';

/** The locations the chart shows at most: the longest average waits. */
export const MAX_LOCATIONS = 20;

/**
 * Minutes from the wait's start to the Resume row's. The one expression that differs by database:
 * SQLite keeps ISO text (julianday), PostgreSQL timestamptz (the epoch of the interval).
 */
function minutesWaited(
  ctx: AppContext,
  eb: ExpressionBuilder<{ p: { began: MissionStageTable['create_date']; resumed: MissionStageTable['create_date'] } }, 'p'>,
): AliasableExpression<number> {
  // Kysely has no EXTRACT(field FROM …): PostgreSQL's is the one fragment written as SQL text.
  if (ctx.adapter.name === 'postgres') return sql<number>`extract(epoch from (${eb.ref('p.resumed')} - ${eb.ref('p.began')})) / 60.0`;
  return eb(eb.parens(eb.fn<number>('julianday', ['p.resumed']), '-', eb.fn<number>('julianday', ['p.began'])), '*', eb.lit(1440));
}

export async function waitsPerLocation(ctx: AppContext, s: DashboardScope) {
  const { bounds } = lastDays(s.days, s.zone, ctx.clock.now());
  const at = (iso: string) => ctx.adapter.toDb('timestamp', iso) as string;
  // Each wait with the id of the stage row after it (one index seek), then that row by its key.
  const waits = ctx.db
    .selectFrom('mission_stage as w')
    .innerJoin('mission as m', 'm.id', 'w.mission_id')
    .innerJoin('location as l', 'l.id', 'm.target_location_id')
    .where(ofCompany(ctx, s, 'missionStage', 'w'))
    .where('w.mission_stage', '=', MissionStage.Wait)
    .where('w.create_date', '>=', at(bounds[0]))
    .where('w.create_date', '<', at(bounds.at(-1)!))
    .where(atSites(ctx, s, 'location', 'l'))
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
  // The following row's time when it is a Resume, looked up by its key for each wait (a scalar
  // subquery): joined instead, PostgreSQL hashed every Resume row of the company's history (a
  // sequential scan of 5,000,000 stage rows, 420 ms of the card's 590) to match 15,000 waits.
  const resumes = ctx.db
    .selectFrom(waits.as('v'))
    .select((eb) => [
      'v.location_id',
      'v.began',
      eb
        .selectFrom('mission_stage as r')
        .select('r.create_date')
        .whereRef('r.id', '=', 'v.next_id')
        .where('r.mission_stage', '=', MissionStage.Resume)
        .as('resumed'),
    ]);
  const periods = ctx.db
    .selectFrom(resumes.as('p'))
    .where('p.resumed', 'is not', null)
    .select((eb) => ['p.location_id', minutesWaited(ctx, eb).as('minutes')]);
  const ranked = ctx.db.selectFrom(periods.as('x')).select((eb) => [
    'x.location_id',
    'x.minutes',
    eb.fn
      .agg<number>('row_number')
      .over((o) => o.partitionBy('x.location_id').orderBy('x.minutes'))
      .as('rn'),
    eb.fn
      .countAll<number>()
      .over((o) => o.partitionBy('x.location_id'))
      .as('total'),
  ]);
  const rows = await ctx.db
    .selectFrom(ranked.as('y'))
    .innerJoin('location as l', 'l.id', 'y.location_id')
    .select((eb) => [
      'l.id as locationId',
      'l.location as location',
      'l.site_id as siteId',
      eb.fn.countAll().as('waits'),
      eb.fn.avg('y.minutes').as('average'),
      // nearest rank: the smallest wait whose rank reaches 90 % of the location's waits
      eb.fn
        .min(
          eb
            .case()
            .when(eb(eb('y.rn', '*', eb.lit(10)), '>=', eb('y.total', '*', eb.lit(9))))
            .then(eb.ref('y.minutes'))
            .end(),
        )
        .as('p90'),
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
