// POST /MissionStage (operations §4, §7): one stage move, compare-and-set on the stage the client
// saw. In one transaction: the rule of the move (schemas/stageMoves.ts), the mission's new stage with its stage
// dates, operator and wait total, the stage history row, and on Complete the asset parked and its
// payload recorded (through the asset's and the payload's own saves). Of several calls from the same stage exactly one wins; the others get 409
// stage_mismatch ('Mission Stage Mismatch' on the screens) and write nothing.
import { MissionStage } from '../../../schemas/enums.js';
import type { MissionStageRequest } from '../../../schemas/types.generated.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { NamedAction } from '../../engine/modules.js';
import type { RecordOf, Values } from '../../engine/repository.js';
import { reachable, saveRecord, scopedQuery, updateRecord } from '../../engine/service.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { ok } from '../../http/answers.js';
import { SAVE_RESULT } from '../../http/openapi/shapes.js';
import { ACTIVE_STAGES, moveOf, movesAs, STAGE_LABELS } from '../../../schemas/stageMoves.js';

type Mission = RecordOf<'mission'>;

const S = MissionStage;
export const STAGE_MISMATCH = 'Mission was updated by another User.';
const mismatch = () => new AppError(409, 'stage_mismatch', STAGE_MISMATCH);

/** The stage date a move sets besides stageDate: the latest matching stage entry (§4). */
const STAGE_DATES: Partial<Record<number, 'dispatchDate' | 'activateDate' | 'completeDate'>> = {
  [S.Dispatched]: 'dispatchDate',
  [S.Activate]: 'activateDate',
  [S.Complete]: 'completeDate',
};

export const stageAction: NamedAction = {
  name: 'stage',
  method: 'post',
  path: '/MissionStage',
  summary: 'Move a mission to its next stage (dispatch, activate, wait, resume, complete)',
  access: { roles: [] }, // set in index.ts from the schema's readers; the move's own rule decides
  body: 'missionStageRequest',
  answer: SAVE_RESULT,
  async run({ ctx, principal, body, trx, writer }) {
    const req = body as MissionStageRequest;
    const e = ctx.registry.entity('mission');
    const mission = await reachable<'mission'>(ctx, trx, principal, e, req.id);
    if (mission.missionStage !== req.currentMissionStage) throw mismatch();
    const move = moveOf(req.currentMissionStage, req.missionStage, principal.type);
    if (!move) {
      const [from, to] = [
        STAGE_LABELS[req.currentMissionStage] ?? req.currentMissionStage,
        STAGE_LABELS[req.missionStage] ?? req.missionStage,
      ];
      throw badRequest([{ field: 'missionStage', message: `A Mission cannot go from ${from} to ${to}` }]);
    }
    if (!movesAs(principal.type, move.by))
      throw forbidden(move.by === 'dispatcher' ? 'Only a Dispatch Manager can do this' : 'Only a driver can do this');
    if (move.by === 'owner' && mission.computedDriverId !== principal.userId) throw forbidden("Only the Mission's operator can do this");

    const now = ctx.clock.now();
    const values: Partial<Mission> & Values = { missionStage: req.missionStage, stageDate: now.toISOString() };
    const date = STAGE_DATES[req.missionStage];
    if (date) values[date] = now.toISOString();
    // The times shown come from stage entries still in force: one taken back leaves no date (schemas/stageMoves.ts).
    const undone = move.takesBack !== undefined ? STAGE_DATES[move.takesBack] : undefined;
    if (undone) values[undone] = null;
    if (move.releasesDriver) {
      values.activeDriverId = null;
      values.computedDriverId = mission.assignedDriverId ?? null;
    }
    let notes = req.notes?.trim() || null;

    if (req.missionStage === S.Dispatched) {
      if (!mission.computedDriverId) throw badRequest([{ field: 'assignedDriverId', message: 'Mission has no Operator' }]);
      notes = await repairGuard(ctx, trx, mission, req, notes);
    }
    if (req.missionStage === S.Activate) {
      // One active mission per driver: the check and the write run while no other move of this driver does.
      await ctx.adapter.serialize(trx, `mission-driver:${principal.userId}`);
      const busy = await ctx.repo.count(trx, 'mission', {
        where: [
          { prop: 'computedDriverId', op: 'eq', value: principal.userId },
          { prop: 'missionStage', op: 'in', value: ACTIVE_STAGES },
          { prop: 'id', op: 'ne', value: mission.id },
        ],
      });
      if (busy) throw new AppError(409, 'driver_busy', 'You already have an active Mission: finish or de-activate it first');
      values.activeDriverId = principal.userId;
      values.computedDriverId = principal.userId;
    }
    if (req.missionStage === S.Wait && !notes) throw badRequest([{ field: 'notes', message: 'A note is required to wait' }]);
    // A wait ends with the move that leaves it: the owner's Resume, or a Dispatch Manager's De-activate.
    if (mission.missionStage === S.Wait) {
      const waited = mission.stageDate ? Math.max(0, now.getTime() - Date.parse(String(mission.stageDate))) : 0;
      values.totalWait = (mission.totalWait ?? 0) + Math.round(waited / 60_000);
    }
    if (req.missionStage === S.Complete) await parkAndRecord(ctx, trx, principal, mission, req);
    if (req.missionStage !== S.Complete && (req.payload || req.parkLocationId))
      throw badRequest([
        { field: req.payload ? 'payload' : 'parkLocationId', message: 'Only a completing Mission parks its asset and records a payload' },
      ]);

    // Compare-and-set: the update takes effect only if no other move changed the mission since it was read.
    await writer.update('mission', mission, values, { version: mission.updateDate as string | null, action: 'stage' }).catch((err) => {
      throw err instanceof AppError && err.status === 409 ? mismatch() : err;
    });
    await writer.insert('missionStage', { companyId: mission.companyId, missionId: mission.id, missionStage: req.missionStage, notes });
    return ok();
  },
};

/**
 * Dispatching an asset with an open repair of red severity (lookup sort above 2, as the wrench
 * shows it) needs the dispatcher's confirmation; the override is kept in the stage note.
 */
async function repairGuard(ctx: AppContext, trx: Db, mission: Mission, req: MissionStageRequest, notes: string | null) {
  const asset = await ctx.repo.findById(trx, 'asset', mission.assetId);
  const severity = asset?.defectSeverity ? await ctx.repo.findById(trx, 'lookup', asset.defectSeverity) : undefined;
  if (!asset || !severity || (severity.sort ?? 0) <= 2) return notes;
  const what = `${asset.assetModelId} has an open ${severity.description} repair`;
  if (!req.overrideRepair) throw new AppError(409, 'repair_override', `${what}: confirm to dispatch it anyway`);
  return [`Dispatched with override: ${what}.`, notes].filter(Boolean).join(' ');
}

/**
 * Complete: the asset is parked (at the target unless told otherwise) and its payload recorded,
 * complete — each through its own entity's save, in this transaction, so every rule of an asset's
 * or a payload's save holds here too. The server acts on its own authority for both (the move's
 * rule above let this driver complete the mission; the mission's asset may be granted to sites he
 * does not reach), with the values it sets itself trusted: the mission's asset, the park location
 * checked here, the mission.
 */
async function parkAndRecord(ctx: AppContext, trx: Db, p: Principal, mission: Mission, req: MissionStageRequest) {
  const park = req.parkLocationId ?? mission.targetLocationId;
  const location = await ctx.repo.findById(trx, 'location', park, scopedQuery(ctx, p, ctx.registry.entity('location')));
  if (!location || !location.isActive)
    throw badRequest([{ field: 'parkLocationId', message: 'Park Location must be an active location of your sites' }]);
  const asset = (await ctx.repo.findById(trx, 'asset', mission.assetId))!;
  const own = { trx, overrideAccess: true };
  if (asset.assetLocId !== park)
    await updateRecord(ctx, p, ctx.registry.entity('asset'), asset.id, {}, { ...own, trusted: { assetLocId: park }, action: 'mission' });
  if (!req.payload) return;
  const given = { assetId: mission.assetId, locId: park, missionId: mission.id };
  try {
    await saveRecord(
      ctx,
      p,
      ctx.registry.entity('payload'),
      { ...req.payload, ...given },
      { ...own, trusted: { ...given, isComplete: true } },
    );
  } catch (err) {
    // The payload's own rules (temperature when refrigerated, a quantity above 0, its lookups), named inside the body.
    if (err instanceof AppError && err.details) err.details = err.details.map((d) => ({ ...d, field: `payload.${d.field}` }));
    throw err;
  }
}
