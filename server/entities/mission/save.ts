// The rules of a mission save that its schema cannot say (operations §2 "Mission form", §5, §6):
// a mission a driver works keeps what he works with, the company is the asset's, the asset must
// track payload, the ship date is not in the past, the operator is one of the company's working
// drivers, notes are never null, and a new mission goes to the top of the board. (The target
// differs from the source by the schema's x-rules.)
import { MissionStage, missionStageLabels, UserStatus, UserType } from '../../../schemas/enums.js';
import { ACTIVE_STAGES } from '../../../schemas/stageMoves.js';
import { today } from '../../../schemas/dates.js';
import { noteChanges } from '../../engine/changeEvents.js';
import type { SaveArgs } from '../../engine/modules.js';
import { dynamic } from '../../db/dialect.js';
import { reachableSites } from '../../access/access.js';
import type { RecordOf } from '../../engine/repository.js';
import { scopedQuery } from '../../engine/service.js';
import { AppError, badRequest } from '../../errors.js';

/** Drivers a mission may be given to: Active or Locked (an Inactive one stays only where already assigned). */
export const WORKING_STATUSES: number[] = [UserStatus.Active, UserStatus.Locked];

/** A completed mission is history: neither a save nor a note changes it. */
export function refuseCompleted(mission: { missionStage?: number | null } | undefined): void {
  if (mission?.missionStage === MissionStage.Complete) throw new AppError(409, 'conflict', 'A completed Mission cannot be changed');
}

/**
 * What a driver works with: while he works the mission (Activate, Wait, Resume) it keeps its
 * asset, its locations and its operator. Changed under him, the mission moved to sites he cannot
 * reach (404 on it and on every move, and driver_busy for good) or to a trailer he is not pulling.
 * Notes, ship date and type stay editable; a Dispatch Manager De-activates it first
 * (schemas/stageMoves.ts).
 */
export const LOCKED_WHILE_ACTIVE = ['assetId', 'sourceLocationId', 'targetLocationId', 'assignedDriverId'] as const;

async function refuseLockedChanges({ ctx, trx, values, existing }: SaveArgs<'mission'>): Promise<void> {
  if (!existing) return;
  const e = ctx.registry.entity('mission');
  const changed = LOCKED_WHILE_ACTIVE.filter((p) => values[p] !== undefined && (values[p] ?? null) !== (existing[p] ?? null));
  if (!changed.length) return;
  // The stage as it is now, the row held until the save commits (PostgreSQL; SQLite writes one at
  // a time): an activation racing a save sent without its version then either comes first and is
  // seen here, or waits and finds the version moved (stage_mismatch) — never a driver on a mission
  // changed under him.
  let q = dynamic(trx).selectFrom(e.table).select(e.byName.get('missionStage')!.column).where(e.primary.column, '=', existing.id);
  if (ctx.adapter.name === 'postgres') q = q.forUpdate();
  const row = (await q.executeTakeFirst()) as Record<string, number> | undefined;
  if (!row || !ACTIVE_STAGES.includes(Number(Object.values(row)[0]))) return;
  throw new AppError(
    409,
    'mission_active',
    'A driver is working this Mission: its Asset, Source Location, Target Location and Operator cannot change until it is de-activated',
    changed.map((p) => ({ field: p, message: `${e.byName.get(p)!.label} cannot change while a driver works the Mission` })),
  );
}

export async function beforeMissionSave(args: SaveArgs<'mission'>): Promise<void> {
  const { ctx, trx, principal, input, values, existing } = args;
  refuseCompleted(existing);
  await refuseLockedChanges(args);
  const next = { ...existing, ...values };
  const changed = (prop: 'assetId' | 'ship' | 'assignedDriverId') =>
    !existing || (values[prop] !== undefined && values[prop] !== existing[prop]);

  // The asset and the operator are read as the author reaches them: another tenant's is left to the
  // reference check (references.ts), which answers 404 as for an id that never existed — a 400
  // here, or a company taken from it, would tell the two apart.
  const reach = <K extends 'asset' | 'user'>(entity: K) => scopedQuery(ctx, principal, ctx.registry.entity(entity));
  const asset = changed('assetId') && next.assetId ? await ctx.repo.findById(trx, 'asset', next.assetId, reach('asset')) : undefined;
  // Reach, company and activity of the asset are the reference check's; its company is the mission's.
  if (asset) {
    values.companyId = asset.priCompanyId;
    if (!asset.hasPayload) throw badRequest([{ field: 'assetId', message: 'Asset must be one that tracks payload' }]);
  }
  if (changed('ship') && next.ship && next.ship < today(principal.zone, ctx.clock.now()))
    throw badRequest([{ field: 'ship', message: 'Ship date cannot be before today' }]);
  const placed = (prop: 'sourceLocationId' | 'targetLocationId') =>
    !existing || (values[prop] !== undefined && values[prop] !== existing[prop]);
  if (next.assignedDriverId && (changed('assignedDriverId') || placed('sourceLocationId') || placed('targetLocationId'))) {
    const driver = await ctx.repo.findById(trx, 'user', next.assignedDriverId, reach('user'));
    const company = values.companyId ?? existing?.companyId;
    if (
      driver &&
      changed('assignedDriverId') &&
      (driver.type !== UserType.Driver || driver.priCompanyId !== company || !WORKING_STATUSES.includes(driver.status))
    )
      throw badRequest([{ field: 'assignedDriverId', message: 'Operator must be an Active or Locked driver of the company' }]);
    // A driver lists the missions of his sites only (the mission's tenancy): one given to him
    // where he reaches neither location would never reach his list.
    if (driver && !(await reachesEither(ctx, trx, driver, [next.sourceLocationId, next.targetLocationId])))
      throw badRequest([{ field: 'assignedDriverId', message: 'Operator has no access to the site of the Source or Target Location' }]);
  }
  // Last, so that it is asked only of a save that would otherwise be taken.
  if (asset && !input.overrideAssetInUse) await refuseAssetInUse(ctx, trx, asset, existing?.id);
  if (values.notes === null || (!existing && values.notes === undefined)) values.notes = '';
  values.computedDriverId = next.activeDriverId ?? next.assignedDriverId ?? null;
  if (!existing) values.priority = await topPriority(ctx, trx, values.companyId as number);
}

/**
 * A Dispatched mission given to another driver is news to him (web push: "transferred to you"): a
 * change event `reassign`, stored with the save. A mission's other changes are its `update`.
 */
export async function afterMissionSave({ ctx, trx, entity, existing, saved }: SaveArgs<'mission'> & { saved: RecordOf<'mission'> }) {
  const to = saved.assignedDriverId ?? null;
  if (!existing || to === null || to === (existing.assignedDriverId ?? null) || saved.missionStage !== MissionStage.Dispatched) return;
  await noteChanges(ctx, trx, entity, 'reassign', [{ after: { ...saved } }]);
}

/** Every stage but Completed: the asset is still to be moved, or on its way. */
const OPEN_STAGES = Object.values(MissionStage).filter((s) => s !== MissionStage.Complete && s !== MissionStage.Deleted);

/**
 * An asset given to a mission while another open mission has it (issue 29 §13) is a trailer
 * promised twice: the save answers 409 asset_in_use naming that mission — the board's highest
 * one — until sent again with overrideAssetInUse, as a dispatch over an open repair is
 * (stageAction.ts), so that no caller does it unawares. The mission is the asset's company's, so
 * its locations are named even at a site the author cannot open, as the board names them.
 */
async function refuseAssetInUse(ctx: SaveArgs<'mission'>['ctx'], trx: SaveArgs<'mission'>['trx'], asset: RecordOf<'asset'>, id?: number) {
  const [other] = await ctx.repo.findMany(trx, 'mission', {
    where: [
      // the asset's company: an asset that changed companies is not promised by the other's missions
      { prop: 'companyId', op: 'eq', value: asset.priCompanyId },
      { prop: 'assetId', op: 'eq', value: asset.id },
      { prop: 'missionStage', op: 'in', value: OPEN_STAGES },
      ...(id ? [{ prop: 'id', op: 'ne' as const, value: id }] : []),
    ],
    sort: [{ prop: 'priority', order: 'DESC' }],
    range: [0, 0],
  });
  if (!other) return;
  const stage = missionStageLabels[other.missionStage ?? MissionStage.None];
  throw new AssetInUse(asset.assetModelId, `${other.sourceLocationName} → ${other.targetLocationName}`, stage);
}

/**
 * The refusal of an asset promised twice, with its parts: a workflow that saves a mission for a
 * caller who cannot override it (the gate's yard move) words what that caller can do instead.
 */
export class AssetInUse extends AppError {
  constructor(
    public unit: string,
    public where: string,
    public stage: string,
  ) {
    super(409, 'asset_in_use', `${unit} is already on an open Mission, ${where} (${stage}): confirm to save it anyway`);
  }
}

/** Whether the driver reaches (access.ts reachableSites) the site of one of the locations. */
async function reachesEither(
  ctx: SaveArgs<'mission'>['ctx'],
  trx: SaveArgs<'mission'>['trx'],
  driver: RecordOf<'user'>,
  locations: unknown[],
) {
  const ids = locations.filter((l): l is number => typeof l === 'number' && l > 0);
  if (!ids.length) return true;
  const rows = await trx
    .selectFrom('location as l')
    .innerJoin('site as s', 's.id', 'l.site_id')
    .select(['s.id', 's.is_active'])
    .where('l.id', 'in', ids)
    .execute();
  const sites = rows.map((r) => ({ id: r.id, isActive: !!ctx.adapter.fromDb('boolean', r.is_active) }));
  return (reachableSites(driver, sites) ?? sites).length > 0;
}

/** One above the company's highest priority, taken while no other priority change of the company runs. */
async function topPriority(ctx: SaveArgs<'mission'>['ctx'], trx: SaveArgs<'mission'>['trx'], companyId: number): Promise<number> {
  await ctx.adapter.serialize(trx, `mission-priority:${companyId}`);
  const e = ctx.registry.entity('mission');
  const col = (p: string) => e.byName.get(p)!.column;
  const row = await dynamic(trx)
    .selectFrom(e.table)
    .select((eb) => eb.fn.max(col('priority')).as('top'))
    .where(col('companyId'), '=', companyId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}
