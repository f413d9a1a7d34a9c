// What a yard tile says about its asset beyond the asset record, read for all the assets of one
// site at once: one query per kind whatever the number of assets (never one per asset), each
// through an index of its table (payload [assetId, id], mission [assetId, targetLocationId,
// completeDate], asset_audit [assetId, auditDate]) and bounded per asset by that index, not by
// how many missions or history rows the asset has.
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
 * arrival is the history's (below). One index seek per asset (mission [assetId,
 * targetLocationId, completeDate], walked from its newest completion), however many missions the
 * asset has done.
 */
export async function missionArrivals(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, string>> {
  if (!assetIds.length) return new Map();
  const m = columnOf(ctx, 'mission');
  const a = columnOf(ctx, 'asset');
  const rows = await dynamic(db)
    .selectFrom(`${ctx.registry.entity('asset').table} as a`)
    .select((eb) => [
      `a.${a('id')} as assetId`,
      eb
        .selectFrom(`${ctx.registry.entity('mission').table} as m`)
        .select(`m.${m('completeDate')}`)
        .whereRef(`m.${m('assetId')}`, '=', `a.${a('id')}`)
        .whereRef(`m.${m('targetLocationId')}`, '=', `a.${a('assetLocId')}`)
        .where(`m.${m('completeDate')}`, 'is not', null)
        .where(`m.${m('missionStage')}`, '=', MissionStage.Complete)
        .orderBy(`m.${m('completeDate')}`, 'desc')
        .limit(1)
        .as('completed'),
    ])
    .where(`a.${a('id')}`, 'in', assetIds)
    .execute();
  return new Map(
    rows.filter((r) => r.completed != null).map((r) => [Number(r.assetId), ctx.adapter.fromDb('timestamp', r.completed) as string]),
  );
}

/**
 * When each asset's current stay began, from its history: the first history row after the newest
 * one that had it somewhere else (or its first row, when it never moved). Each is one walk of the
 * asset's history index [assetId, auditDate] (the row id breaking ties) from the newest row back,
 * then one seek forward: the length of the current stay, never of the whole history.
 */
export async function historyArrivals(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, string>> {
  if (!assetIds.length) return new Map();
  const h = columnOf(ctx, 'assetAudit');
  const a = columnOf(ctx, 'asset');
  const history = ctx.registry.entity('assetAudit').table;
  const [id, date] = [h('auditId'), h('auditDate')];
  const rows = await dynamic(db)
    .with('away', (w) =>
      w
        .selectFrom(`${ctx.registry.entity('asset').table} as a`)
        .select((eb) => [
          `a.${a('id')} as assetId`,
          eb
            .selectFrom(`${history} as h`)
            .select(`h.${id}`)
            .whereRef(`h.${h('assetId')}`, '=', `a.${a('id')}`)
            .whereRef(`h.${h('assetLocId')}`, '<>', `a.${a('assetLocId')}`)
            .orderBy(`h.${date}`, 'desc')
            .orderBy(`h.${id}`, 'desc')
            .limit(1)
            .as('awayId'),
        ])
        .where(`a.${a('id')}`, 'in', assetIds),
    )
    .selectFrom('away as x')
    .leftJoin(`${history} as w`, `w.${id}`, 'x.awayId')
    .select((eb) => [
      'x.assetId',
      'x.awayId',
      // the first row after the newest one elsewhere
      eb
        .selectFrom(`${history} as h`)
        .select(`h.${date}`)
        .whereRef(`h.${h('assetId')}`, '=', 'x.assetId')
        .whereRef(`h.${date}`, '>=', `w.${date}`)
        .where((b) => b.or([b(`h.${date}`, '>', b.ref(`w.${date}`)), b(`h.${id}`, '>', b.ref('x.awayId'))]))
        .orderBy(`h.${date}`)
        .orderBy(`h.${id}`)
        .limit(1)
        .as('arrived'),
      // the asset's first row, for one that never stood anywhere else
      eb
        .selectFrom(`${history} as h`)
        .select(`h.${date}`)
        .whereRef(`h.${h('assetId')}`, '=', 'x.assetId')
        .orderBy(`h.${date}`)
        .orderBy(`h.${id}`)
        .limit(1)
        .as('first'),
    ])
    .execute();
  const out = new Map<number, string>();
  for (const r of rows) {
    const since = r.awayId == null ? r.first : r.arrived;
    if (since != null) out.set(Number(r.assetId), ctx.adapter.fromDb('timestamp', since) as string);
  }
  return out;
}
