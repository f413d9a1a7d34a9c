// What a yard tile says about its asset beyond the asset record, read for all the assets of one
// site at once: one query per kind whatever the number of assets (never one per asset), each
// through an index of its table (payload [assetId, id], mission [assetId, targetLocationId,
// completeDate], asset_audit [assetId, auditDate]) and bounded per asset by that index, not by
// how many missions or history rows the asset has.
// The asset ids are the caller's already (yard.ts reads them through the asset scope): what is read
// here about them needs no tenancy of its own.
import { MissionStage } from '../../schemas/enums.js';
import type { Yard } from '../../schemas/types.generated.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';

export interface NewestPayload {
  isComplete: boolean;
  payloadStatusId: number;
  /** The reefer's temperature; null unless the payload is refrigerated. */
  temperature: number | null;
}

/** The newest payload of each asset (highest id, as Search Contents takes it): two small queries' worth in one. */
export async function newestPayloads(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, NewestPayload>> {
  if (!assetIds.length) return new Map();
  const newest = db
    .selectFrom('payload')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('asset_id', 'in', assetIds)
    .groupBy('asset_id');
  const rows = await db
    .selectFrom('payload')
    .select(['asset_id', 'is_complete', 'payload_status_id', 'is_refrigerated', 'temperature'])
    .where('id', 'in', newest)
    .execute();
  const from = ctx.adapter.fromDb.bind(ctx.adapter);
  return new Map(
    rows.map((r) => [
      Number(r.asset_id),
      {
        isComplete: from('boolean', r.is_complete) as boolean,
        payloadStatusId: Number(r.payload_status_id),
        temperature: from('boolean', r.is_refrigerated) ? ((from('number', r.temperature) as number | null) ?? null) : null,
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
  const rows = await db
    .selectFrom('asset as a')
    .select((eb) => [
      'a.id as assetId',
      eb
        .selectFrom('mission as m')
        .select('m.complete_date')
        .whereRef('m.asset_id', '=', 'a.id')
        .whereRef('m.target_location_id', '=', 'a.asset_loc_id')
        .where('m.complete_date', 'is not', null)
        .where('m.mission_stage', '=', MissionStage.Complete)
        .orderBy('m.complete_date', 'desc')
        .limit(1)
        .as('completed'),
    ])
    .where('a.id', 'in', assetIds)
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
  const rows = await db
    .with('away', (w) =>
      w
        .selectFrom('asset as a')
        .select((eb) => [
          'a.id as assetId',
          eb
            .selectFrom('asset_audit as h')
            .select('h.audit_id')
            .whereRef('h.asset_id', '=', 'a.id')
            .whereRef('h.asset_loc_id', '<>', 'a.asset_loc_id')
            .orderBy('h.audit_date', 'desc')
            .orderBy('h.audit_id', 'desc')
            .limit(1)
            .as('awayId'),
        ])
        .where('a.id', 'in', assetIds),
    )
    .selectFrom('away as x')
    .leftJoin('asset_audit as w', 'w.audit_id', 'x.awayId')
    .select((eb) => [
      'x.assetId',
      'x.awayId',
      // the first row after the newest one elsewhere
      eb
        .selectFrom('asset_audit as h')
        .select('h.audit_date')
        .whereRef('h.asset_id', '=', 'x.assetId')
        .whereRef('h.audit_date', '>=', 'w.audit_date')
        .where((b) => b.or([b('h.audit_date', '>', b.ref('w.audit_date')), b('h.audit_id', '>', b.ref('x.awayId'))]))
        .orderBy('h.audit_date')
        .orderBy('h.audit_id')
        .limit(1)
        .as('arrived'),
      // the asset's first row, for one that never stood anywhere else
      eb
        .selectFrom('asset_audit as h')
        .select('h.audit_date')
        .whereRef('h.asset_id', '=', 'x.assetId')
        .orderBy('h.audit_date')
        .orderBy('h.audit_id')
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

/** A tile's open visit (schemas/api/yard.schema.json). */
export type OpenVisit = NonNullable<Yard['groups'][number]['locations'][number]['assets'][number]['visit']>;

/**
 * The open gate visit of each asset that has one (issue 32), with its carrier's name: one seek per
 * asset of the unique index gate_visit [openAssetId], which holds the open visits alone.
 */
export async function openVisits(ctx: AppContext, db: Db, assetIds: number[]): Promise<Map<number, OpenVisit>> {
  if (!assetIds.length) return new Map();
  const rows = await db
    .selectFrom('gate_visit as v')
    .innerJoin('carrier as c', 'c.id', 'v.carrier_id')
    .select(['v.id', 'v.open_asset_id', 'v.check_in_date', 'v.free_minutes', 'v.detention_rate', 'v.carrier_id', 'c.name'])
    .where('v.open_asset_id', 'in', assetIds)
    .execute();
  const from = ctx.adapter.fromDb.bind(ctx.adapter);
  return new Map(
    rows.map((r) => [
      Number(r.open_asset_id),
      {
        id: Number(r.id),
        checkInDate: from('timestamp', r.check_in_date) as string,
        freeMinutes: Number(r.free_minutes),
        detentionRate: r.detention_rate === null ? null : Number(r.detention_rate),
        carrierId: Number(r.carrier_id),
        carrierName: r.name ?? '',
      },
    ]),
  );
}

/**
 * The yard check (issue 33): when the site's latest check started, and the latest entry at each
 * spot since `since` (the last shift), through yard_check [site_id, start_date] and
 * yard_check_entry [site_id, entered_date]: a shift's entries, never the site's whole history.
 */
export async function checksOf(ctx: AppContext, db: Db, siteId: number, since: string) {
  const stamp = (iso: string) => ctx.adapter.toDb('timestamp', iso) as string;
  const [last, spots] = await Promise.all([
    db
      .selectFrom('yard_check')
      .select('start_date')
      .where('site_id', '=', siteId)
      .orderBy('start_date', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('yard_check_entry')
      .select((eb) => ['location_id', eb.fn.max('entered_date').as('confirmed')])
      .where('site_id', '=', siteId)
      .where('entered_date', '>=', stamp(since))
      .groupBy('location_id')
      .execute(),
  ]);
  const iso = (v: unknown) => ctx.adapter.fromDb('timestamp', v) as string;
  return {
    lastStart: last ? iso(last.start_date) : null,
    confirmed: new Map(spots.map((r) => [Number(r.location_id), iso(r.confirmed)])),
  };
}
