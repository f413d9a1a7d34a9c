// POST /Gate/CheckOut (issue 32): a trailer in the yard leaves through the gate. Refused while the
// trailer has an open mission (a move still to make), naming it. In one transaction, through each
// entity's own save: the visit closes (its check-out, and openAssetId back to null so the trailer
// may come again) and the asset is marked departed, which takes it out of the yard view.
import { MissionStage, missionStageLabels } from '../../../schemas/enums.js';
import { formatDateTime } from '../../../schemas/dates.js';
import type { GateCheckOutRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { scopedQuery, updateRecord } from '../../engine/service.js';
import { AppError, notFoundAt } from '../../errors.js';
import { one } from '../../http/openapi/shapes.js';
import { asStep, GATE_ROLES, lockTrailer, OPEN_STAGES, requireSealWhenLoaded } from './gateRules.js';

export const checkOutAction: NamedAction = {
  name: 'checkOut',
  method: 'post',
  path: '/Gate/CheckOut',
  summary: 'Check a trailer out at the gate',
  access: { roles: GATE_ROLES },
  body: 'gateCheckOutRequest',
  answer: one('gateVisit'),
  async run({ ctx, principal: p, body, trx }) {
    const req = body as GateCheckOutRequest;
    const e = ctx.registry.entity('gateVisit');
    const reach = scopedQuery(ctx, p, e);
    const seen = await ctx.repo.findById(trx, 'gateVisit', req.visitId, reach);
    if (!seen) throw notFoundAt('visitId', 'Gate Visit');
    // The trailer's lock, then the visit as it is now: another guard may have checked it out meanwhile.
    await lockTrailer(ctx, trx, seen.companyId as number, seen.unitId as string);
    const visit = (await ctx.repo.findById(trx, 'gateVisit', seen.id, reach))!;
    const refuse = (message: string) => new AppError(409, 'conflict', message, [{ field: 'visitId', message }]);
    if (visit.checkOutDate)
      throw refuse(`${visit.unitId} has already left the yard (checked out ${formatDateTime(visit.checkOutDate, p.zone)})`);
    const [mission] = await ctx.repo.findMany(trx, 'mission', {
      where: [
        { prop: 'companyId', op: 'eq', value: visit.companyId },
        { prop: 'assetId', op: 'eq', value: visit.assetId },
        { prop: 'missionStage', op: 'in', value: OPEN_STAGES },
      ],
      sort: [{ prop: 'priority', order: 'DESC' }],
      range: [0, 0],
    });
    if (mission) {
      const stage = missionStageLabels[mission.missionStage ?? MissionStage.None];
      const where = `${mission.sourceLocationName} → ${mission.targetLocationName}`;
      throw refuse(`${visit.unitId} has an open Mission, ${where} (${stage}): complete or delete it before the trailer leaves`);
    }
    await requireSealWhenLoaded(ctx, trx, req.payloadStatusId, req.sealNumber);

    const now = ctx.clock.now().toISOString();
    const own = { trx, overrideAccess: true, action: 'gate' };
    await updateRecord(ctx, p, ctx.registry.entity('asset'), visit.assetId, {}, { ...own, trusted: { departedDate: now } });
    return asStep(
      {
        outTractor: 'tractor',
        outDriverName: 'driverName',
        outSealNumber: 'sealNumber',
        outPayloadStatusId: 'payloadStatusId',
        outNotes: 'notes',
      },
      () =>
        updateRecord(
          ctx,
          p,
          e,
          visit.id,
          {
            outTractor: req.tractor ?? null,
            outDriverName: req.driverName ?? null,
            outSealNumber: req.sealNumber ?? null,
            outPayloadStatusId: req.payloadStatusId,
            outNotes: req.notes ?? null,
          },
          { ...own, action: 'checkout', trusted: { checkOutDate: now, openAssetId: null, inYard: false, checkOutUserId: p.userId } },
        ),
    );
  },
};
