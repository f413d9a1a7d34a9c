// POST /Gate/CheckIn (issue 32): a trailer comes through the gate. In one transaction, each write
// through its own entity's save (service.ts saveRecord / updateRecord, so every rule of that save
// holds here too): the asset is created (custody Carrier Interchange) or updated, standing at the
// site's gate location; its payload is recorded; a yard move (a Scheduled mission from the gate to
// the park location) is queued when a park location is given; and the visit opens with the
// carrier's terms of the day; and the carrier's dock appointment it comes for, if the guard names
// one, turns Arrived (or Late) and keeps the visit (issue 33). Whatever step refuses, nothing is left written. Two guards checking
// in the same trailer at once take turns on the trailer's lock: the second is told where it is.
import { today } from '../../../schemas/dates.js';
import type { GateCheckInRequest } from '../../../schemas/types.generated.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { NamedAction } from '../../engine/modules.js';
import type { RecordOf } from '../../engine/repository.js';
import { saveRecord, scopedQuery } from '../../engine/service.js';
import { one } from '../../http/openapi/shapes.js';
import { AppError, badRequest, notFoundAt } from '../../errors.js';
import { createFoundTrailer, standFoundTrailer } from '../asset/foundTrailer.js';
import { neededLookup } from '../lookup/named.js';
import { appointmentArriving, markArrived } from '../appointment/arrival.js';
import { AssetInUse } from '../mission/save.js';
import { alreadyInYard, asStep, gateLocation, GATE_ROLES, lockTrailer, openVisitOf, requireSealWhenLoaded } from './gateRules.js';

type Asset = RecordOf<'asset'>;

/** The trailer the body names: one of the company's assets, or a new Unit ID to create. */
interface Trailer {
  /** The body's field that named it: assetId or unitId. */
  field: 'assetId' | 'unitId';
  unitId: string;
  asset?: Asset;
}

export const checkInAction: NamedAction = {
  name: 'checkIn',
  method: 'post',
  path: '/Gate/CheckIn',
  summary: 'Check a trailer in at the gate (asset, payload, visit and yard move in one transaction)',
  access: { roles: GATE_ROLES },
  body: 'gateCheckInRequest',
  answer: one('gateVisit'),
  async run({ ctx, principal: p, body, trx }) {
    const req = body as GateCheckInRequest;
    const now = ctx.clock.now().toISOString();
    // The checks that need no write first: the site, its gate, the carrier, the trailer, the seal, the park location.
    const site = await ctx.repo.findById(trx, 'site', req.siteId, scopedQuery(ctx, p, ctx.registry.entity('site')));
    if (!site) throw notFoundAt('siteId', 'Site');
    const companyId = site.companyId;
    const gate = await gateLocation(ctx, trx, site);
    const carrier = await ctx.repo.findById(trx, 'carrier', req.carrierId, scopedQuery(ctx, p, ctx.registry.entity('carrier')));
    if (!carrier || carrier.companyId !== companyId) throw notFoundAt('carrierId', 'Carrier');
    let trailer = await trailerOf(ctx, trx, p, req, companyId);
    await requireSealWhenLoaded(ctx, trx, req.payloadStatusId, req.sealNumber);
    if (req.parkLocationId != null) await parkLocationAt(ctx, trx, p, req.parkLocationId, site.id);
    const appointment =
      req.appointmentId == null
        ? undefined
        : await appointmentArriving(ctx, trx, p, req.appointmentId, { siteId: site.id, carrierId: carrier.id });
    // The yard move goes where the guard says (null: none), else — not given — to the appointment's door.
    const parkLocationId = req.parkLocationId !== undefined ? req.parkLocationId : (appointment?.doorId ?? null);

    // The trailer's lock, then what the other guard may have done meanwhile: its asset, its visit.
    await lockTrailer(ctx, trx, companyId, trailer.unitId);
    if (!trailer.asset) trailer = { ...trailer, asset: await companyAsset(ctx, trx, companyId, trailer.unitId) };
    const open = trailer.asset && (await openVisitOf(ctx, trx, trailer.asset.id));
    if (open) throw await alreadyInYard(ctx, trx, p, open, trailer.field);

    const own = { trx, overrideAccess: true };
    const assetId = await asStep({ assetModelId: 'unitId' }, () => standAtGate(ctx, trx, p, req, trailer, companyId, gate.id, site.id));
    const unitNames = { assetId: trailer.field };
    await asStep({ ...unitNames, temperature: 'temperature', payloadNotes: 'notes' }, () =>
      saveRecord(
        ctx,
        p,
        ctx.registry.entity('payload'),
        {
          assetId,
          locId: gate.id,
          payloadStatusId: req.payloadStatusId,
          payloadAssignId: req.payloadAssignId,
          isRefrigerated: req.isRefrigerated ?? false,
          temperature: req.temperature ?? null,
          setPoint: req.setPoint ?? null,
        },
        { ...own, trusted: { assetId, locId: gate.id } },
      ),
    );
    let missionId: number | null = null;
    if (parkLocationId != null) {
      const park = parkLocationId;
      const mission = await asStep({ ...unitNames, targetLocationId: 'parkLocationId' }, async () =>
        saveRecord(
          ctx,
          p,
          ctx.registry.entity('mission'),
          {
            ship: today(p.zone, ctx.clock.now()),
            missionType: await neededLookup(ctx, trx, companyId, 'MissionType', 'Move'),
            assetId,
            sourceLocationId: gate.id,
            targetLocationId: park,
            notes: `Yard move from the gate (${trailer.unitId})`,
          },
          { ...own, trusted: { assetId, sourceLocationId: gate.id } },
        ).catch((err) => {
          // Another open mission has the trailer (the mission's own rule): the park location cannot
          // be queued, and a guard does not override a dispatcher's mission — he checks it in without.
          if (err instanceof AssetInUse) {
            const message = `${err.unit} is already on an open Mission, ${err.where} (${err.stage}): choose No yard move to check it in`;
            throw new AppError(409, err.code, message, [{ field: 'parkLocationId', message }]);
          }
          throw err;
        }),
      );
      missionId = mission.id as number;
    }
    const visit = await asStep(
      {
        ...unitNames,
        inTractor: 'tractor',
        inDriverName: 'driverName',
        inSealNumber: 'sealNumber',
        inPayloadStatusId: 'payloadStatusId',
        gateTemperature: 'temperature',
        openAssetId: trailer.field,
      },
      () =>
        saveRecord(
          ctx,
          p,
          ctx.registry.entity('gateVisit'),
          {
            siteId: site.id,
            carrierId: carrier.id,
            assetId,
            inTractor: req.tractor ?? null,
            inDriverName: req.driverName ?? null,
            inSealNumber: req.sealNumber ?? null,
            inPayloadStatusId: req.payloadStatusId,
            payloadAssignId: req.payloadAssignId,
            isRefrigerated: req.isRefrigerated ?? false,
            setPoint: req.setPoint ?? null,
            gateTemperature: req.temperature ?? null,
            parkLocationId,
            notes: req.notes ?? null,
          },
          {
            ...own,
            trusted: {
              companyId,
              assetId,
              unitId: trailer.unitId,
              openAssetId: assetId,
              inYard: true,
              checkInDate: now,
              freeMinutes: carrier.freeMinutes,
              detentionRate: carrier.detentionRate ?? null,
              missionId,
              checkInUserId: p.userId,
            },
          },
        ),
    );
    if (appointment) await markArrived(ctx, trx, p, { appointment, companyId, visitId: visit.id as number, now });
    return visit;
  },
};

/** The trailer of the body: an asset the caller reaches (assetId), or a Unit ID (unitId) with, when it is new, its type and category. */
async function trailerOf(ctx: AppContext, trx: Db, p: Principal, req: GateCheckInRequest, companyId: number): Promise<Trailer> {
  const typed = req.unitId?.trim();
  if (req.assetId != null && typed) throw badRequest([{ field: 'unitId', message: 'Choose a trailer or type a new Unit ID, not both' }]);
  if (req.assetId != null) {
    const asset = await ctx.repo.findById(trx, 'asset', req.assetId, scopedQuery(ctx, p, ctx.registry.entity('asset')));
    if (!asset || asset.priCompanyId !== companyId) throw notFoundAt('assetId', 'Asset');
    return { field: 'assetId', unitId: asset.assetModelId, asset };
  }
  if (!typed) throw badRequest([{ field: 'assetId', message: 'Trailer is required: choose one or type its Unit ID' }]);
  // A Unit ID typed at the gate is the company's trailer of that Unit ID when it has one (the trailer is here, whatever its site access).
  const asset = await companyAsset(ctx, trx, companyId, typed);
  if (!asset) {
    const missing = [
      ...(req.assetType == null ? [{ field: 'assetType', message: 'Asset Type is required for a new trailer' }] : []),
      ...(req.assetCategory == null ? [{ field: 'assetCategory', message: 'Asset Category is required for a new trailer' }] : []),
    ];
    if (missing.length) throw badRequest(missing);
  }
  return { field: 'unitId', unitId: asset?.assetModelId ?? typed, asset };
}

/** The company's asset of this Unit ID (the unique key asset [priCompanyId, assetModelId]). */
async function companyAsset(ctx: AppContext, trx: Db, companyId: number, unitId: string): Promise<Asset | undefined> {
  const [asset] = await ctx.repo.findMany(trx, 'asset', {
    where: [
      { prop: 'priCompanyId', op: 'eq', value: companyId },
      { prop: 'assetModelId', op: 'eq', value: unitId },
    ],
    range: [0, 0],
  });
  return asset;
}

/** The park location must be a location of the check-in's site that the caller reaches; another company's or site's is not found. */
async function parkLocationAt(ctx: AppContext, trx: Db, p: Principal, id: number, siteId: number) {
  const location = await ctx.repo.findById(trx, 'location', id, scopedQuery(ctx, p, ctx.registry.entity('location')));
  if (!location || location.siteId !== siteId) throw notFoundAt('parkLocationId', 'Park Location');
}

/** The trailer stands at the gate, through the asset's own save (asset/foundTrailer.ts): created when new; tracking payloads, for the gate records one. */
async function standAtGate(
  ctx: AppContext,
  trx: Db,
  p: Principal,
  req: GateCheckInRequest,
  trailer: Trailer,
  companyId: number,
  gateId: number,
  siteId: number,
): Promise<number> {
  const at = { locationId: gateId, siteId, action: 'gate', hasPayload: true };
  if (trailer.asset) {
    await standFoundTrailer(ctx, trx, p, trailer.asset, at);
    return trailer.asset.id;
  }
  return createFoundTrailer(ctx, trx, p, {
    companyId,
    unitId: trailer.unitId,
    assetType: req.assetType,
    assetCategory: req.assetCategory,
    ...at,
  });
}
