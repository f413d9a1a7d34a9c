// What a yard tile says about its asset beyond the asset record, read for all the assets of one
// site at once: one query per kind whatever the number of assets (never one per asset), each
// through an index of its table (payload [assetId, id], mission [assetId], asset_audit
// [assetId, auditDate]).
import { MissionStage } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { dynamic } from '../db/dialect.js';

const columnOf = (ctx: AppContext, entity: string) => (prop: string) => ctx.registry.entity(entity).byName.get(prop)!.column;

export interface NewestPayload {
  isComplete: boolean;
  payloadStatusId: number;
  /** The reefer's temperature; null unless the payload is refrigerated. */
  temperature: number | null;
}

/** The newest payload of each asset (highest id, as Search Contents takes it): two small queries' worth in one. */
export async function newestPayloads(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, NewestPayload>> {
  if (!assetIds.length) return new Map();
  const table = ctx.registry.entity('payload').table;
  const c = columnOf(ctx, 'payload');
  const newest = dynamic(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max(c('id')).as('id'))
    .where(c('assetId'), 'in', assetIds)
    .groupBy(c('assetId'));
  const rows = await dynamic(db)
    .selectFrom(table)
    .select([c('assetId'), c('isComplete'), c('payloadStatusId'), c('isRefrigerated'), c('temperature')])
    .where(c('id'), 'in', newest)
    .execute();
  const from = ctx.adapter.fromDb.bind(ctx.adapter);
  return new Map(
    rows.map((r) => [
      Number(r[c('assetId')]),
      {
        isComplete: from('boolean', r[c('isComplete')]) as boolean,
        payloadStatusId: Number(r[c('payloadStatusId')]),
        temperature: from('boolean', r[c('isRefrigerated')]) ? ((from('number', r[c('temperature')]) as number | null) ?? null) : null,
      },
    ]),
  );
}

/**
 * When the newest completed mission of each asset that ended at the asset's current location
 * (its target) was completed. A mission told to park elsewhere is not one of these: its asset's
 * arrival is the history's (below).
 */
export async function missionArrivals(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, string>> {
  if (!assetIds.length) return new Map();
  const m = columnOf(ctx, 'mission');
  const a = columnOf(ctx, 'asset');
  const rows = await dynamic(db)
    .selectFrom(`${ctx.registry.entity('mission').table} as m`)
    .innerJoin(`${ctx.registry.entity('asset').table} as a`, `a.${a('id')}`, `m.${m('assetId')}`)
    .select([`m.${m('assetId')} as assetId`, (eb) => eb.fn.max(`m.${m('completeDate')}`).as('completed')])
    .where(`m.${m('assetId')}`, 'in', assetIds)
    .where(`m.${m('missionStage')}`, '=', MissionStage.Complete)
    .whereRef(`m.${m('targetLocationId')}`, '=', `a.${a('assetLocId')}`)
    .groupBy(`m.${m('assetId')}`)
    .execute();
  return new Map(
    rows.filter((r) => r.completed != null).map((r) => [Number(r.assetId), ctx.adapter.fromDb('timestamp', r.completed) as string]),
  );
}

/**
 * When each asset's current stay began, from its history: the first history row after the last
 * one that had it somewhere else (or its first row, when it never moved). Two passes over each
 * asset's history rows through the [assetId, auditDate] index, in one statement.
 */
export async function historyArrivals(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, string>> {
  if (!assetIds.length) return new Map();
  const h = columnOf(ctx, 'assetAudit');
  const a = columnOf(ctx, 'asset');
  const history = ctx.registry.entity('assetAudit').table;
  const rows = await dynamic(db)
    .with('away', (w) =>
      w
        .selectFrom(`${history} as h`)
        .innerJoin(`${ctx.registry.entity('asset').table} as a`, `a.${a('id')}`, `h.${h('assetId')}`)
        .select([`h.${h('assetId')} as assetId`, (eb) => eb.fn.max(`h.${h('auditId')}`).as('lastAway')])
        .where(`h.${h('assetId')}`, 'in', assetIds)
        .whereRef(`h.${h('assetLocId')}`, '<>', `a.${a('assetLocId')}`)
        .groupBy(`h.${h('assetId')}`),
    )
    .selectFrom(`${history} as s`)
    .leftJoin('away', 'away.assetId', `s.${h('assetId')}`)
    .select([`s.${h('assetId')} as assetId`, (eb) => eb.fn.min(`s.${h('auditDate')}`).as('since')])
    .where(`s.${h('assetId')}`, 'in', assetIds)
    .where((eb) => eb(`s.${h('auditId')}`, '>', eb.fn.coalesce('away.lastAway', eb.lit(0))))
    .groupBy(`s.${h('assetId')}`)
    .execute();
  return new Map(rows.filter((r) => r.since != null).map((r) => [Number(r.assetId), ctx.adapter.fromDb('timestamp', r.since) as string]));
}
