// Detention accruing now, by carrier (issue 32): the trailers in the yard right now (open gate
// visits) at the scope's sites, per carrier — how many, how many are past their free time, the
// minutes of detention so far and their amount at each visit's rate. One aggregate over the open
// visits, read through gate_visit [siteId, inYard, checkInDate]; the figures are dwell.ts's, so
// they are the detention report's for the same visits at the same moment.
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { cents, detentionAmountSql, detentionMinutesSql, dwellRows } from '../entities/gateVisit/dwell.js';
import { atSites, type DashboardScope, ofCompany } from './scope.js';

/** The carriers a card lists at most, the most detention first. */
export const MAX_CARRIERS = 25;

export async function detentionNow(ctx: AppContext, s: DashboardScope) {
  const now = ctx.clock.now().toISOString();
  const open = dwellRows(
    ctx,
    ctx.db
      .selectFrom('gate_visit as v')
      .where(ofCompany(ctx, s, 'gateVisit', 'v'))
      .where(atSites(ctx, s, 'gateVisit', 'v'))
      .where('v.in_yard', '=', ctx.adapter.toDb('boolean', true) as never),
    'v',
    now,
  );
  const detention = detentionMinutesSql('d');
  const rows = await ctx.db
    .selectFrom(open.as('d'))
    .innerJoin('carrier as c', 'c.id', 'd.carrier_id')
    .select(['d.carrier_id as carrierId', 'c.name as carrierName'])
    .select((eb) => [
      eb.fn.countAll().as('inYard'),
      sql<number>`sum(case when ${detention} > 0 then 1 else 0 end)`.as('overdue'),
      sql<number>`sum(${detention})`.as('detentionMinutes'),
      sql<number | null>`sum(${detentionAmountSql('d')})`.as('amount'),
    ])
    .groupBy(['d.carrier_id', 'c.name'])
    .orderBy(sql`sum(${detention})`, 'desc')
    .orderBy('c.name')
    .limit(MAX_CARRIERS)
    .execute();
  return {
    now,
    carriers: rows.map((r) => ({
      carrierId: Number(r.carrierId),
      carrierName: r.carrierName ?? '',
      inYard: Number(r.inYard),
      overdue: Number(r.overdue),
      detentionMinutes: Number(r.detentionMinutes ?? 0),
      amount: r.amount == null ? null : cents(Number(r.amount)),
    })),
  };
}
