// The demo's gate (issue 32): trailers the carriers brought through each site's Main Gate — some in
// the yard now (a few past their carrier's free time, so detention is accruing), some that have
// left. Each visit's trailer is a carrier's own (custody Carrier Interchange), created at check-in
// and marked departed at check-out, as the gate's calls leave them; the demo fleet stays as it is.
import type { CompanySeed, DemoEnv } from './demoShared.js';
import { DAY, HOUR } from './demoShared.js';
import { LookupGroup } from '../../schemas/enums.js';
import type { Carrier } from '../../schemas/types.generated.js';

/**
 * [unit id, carrier SCAC, site code, checked in (minutes ago), checked out (minutes ago, null: in
 * the yard), payload status, seal, tractor, driver, reefer set point (null: dry)]
 */
export type VisitRow = [string, string, string, number, number | null, string, string | null, string, string, number | null];

export const GREAT_LAKES_VISITS: VisitRow[] = [
  ['LKSH 50217', 'LKSH', 'CHI', 45, null, 'Loaded', 'SL-884120', 'T-311', 'Dwayne Hicks', null],
  ['MCDR 77410', 'MCDR', 'CHI', 2.5 * HOUR, null, 'Empty', null, 'MC-12', 'Rosa Delgado', null],
  ['PRXP 30988', 'PRXP', 'DET', 5 * HOUR, null, 'Sealed', 'PX-220931', 'PX-7', 'Jim Kowalczyk', 34],
  ['LKSH 50388', 'LKSH', 'TOL', 3 * HOUR + 20, null, 'Loaded', 'SL-884377', 'T-305', 'Ann Mayfield', null],
  ['LKSH 49901', 'LKSH', 'CHI', 2 * DAY + 5 * HOUR, 2 * DAY + HOUR + 40, 'Loaded', 'SL-883650', 'T-298', 'Dwayne Hicks', null],
  ['MCDR 77122', 'MCDR', 'DET', DAY + 8 * HOUR, DAY + 7 * HOUR, 'Empty', null, 'MC-09', 'Rosa Delgado', null],
  ['PRXP 30511', 'PRXP', 'TOL', 3 * DAY, 3 * DAY - 7 * HOUR, 'Sealed', 'PX-219877', 'PX-3', 'Luis Ortega', 36],
];

export const SUNBELT_VISITS: VisitRow[] = [
  ['PSLN 61902', 'PSLN', 'ATL', 90, null, 'Loaded', 'PS-551209', 'PS-40', 'Keisha Brown', null],
  ['GCCR 12077', 'GCCR', 'ATL', 3 * HOUR + 20, null, 'Empty', null, 'GC-18', 'Tom Reyes', null],
  ['GCCR 12190', 'GCCR', 'DAL', 30, null, 'Sealed', 'GC-778310', 'GC-22', 'Ana Flores', 38],
  ['PSLN 61533', 'PSLN', 'DAL', DAY + 10 * HOUR, DAY + 5 * HOUR, 'Loaded', 'PS-550871', 'PS-33', 'Keisha Brown', null],
  ['GCCR 11984', 'GCCR', 'ATL', 2 * DAY + 3 * HOUR, 2 * DAY + 2 * HOUR + 10, 'Empty', null, 'GC-15', 'Tom Reyes', null],
];

/**
 * The company's "Gate" location type, last of its Location Types, and a Main Gate at each of its
 * sites, last of the site's locations; answers the gate's location id by site code. Seeded after
 * every other record of the demo, so that no other record's id moves.
 */
async function seedGates(env: DemoEnv, company: CompanySeed): Promise<Record<string, number>> {
  const updateDate = env.ago(30 * DAY);
  const types = await env.ctx.repo.count(env.db, 'lookup', {
    where: [
      { prop: 'companyId', op: 'eq', value: company.id },
      { prop: 'lookupGroupType', op: 'eq', value: LookupGroup.LocationType },
    ],
  });
  const type = await env.insert('lookup', {
    companyId: company.id,
    lookupGroupType: LookupGroup.LocationType,
    description: 'Gate',
    isActive: true,
    sort: types + 1,
    updateDate,
  });
  const gates: Record<string, number> = {};
  for (const [code, siteId] of Object.entries(company.sites)) {
    const gate = await env.insert('location', {
      siteId,
      location: 'Main Gate',
      locId: `${code}-G1`,
      locationType: type.id,
      notes: 'Guard shack: check-in and check-out of every trailer.',
      isActive: true,
      sort: 100,
    });
    gates[code] = gate.id;
  }
  return gates;
}

/** The gates of one company and their visits, checked in and out by `guard` (its dispatcher) at each site's Main Gate. */
export async function seedGateVisits(env: DemoEnv, company: CompanySeed, carriers: Carrier[], rows: VisitRow[], guard: string) {
  const { lk } = company;
  const gates = await seedGates(env, company);
  for (const [unitId, scac, site, inAgo, outAgo, status, seal, tractor, driver, setPoint] of rows) {
    const carrier = carriers.find((c) => c.scac === scac)!;
    const gate = gates[site];
    const inAt = env.ago(inAgo);
    const as = { at: inAt, user: guard };
    const asset = await env.insert(
      'asset',
      {
        assetModelId: unitId,
        assetDescription: `${carrier.name} trailer`,
        priCompanyId: company.id,
        assetStatus: lk('AssetStatus', 'Available'),
        assetType: lk('AssetType', setPoint === null ? 'Dry Van' : 'Reefer'),
        assetCategory: lk('AssetCategory', 'Trailer'),
        custody: lk('AssetCustody', 'Carrier Interchange'),
        assignLocId: gate,
        assetLocId: gate,
        isActive: true,
        hasPayload: false,
        siteAccess: [company.sites[site]],
        statusUpdate: inAt,
        updateDate: inAt,
        updateUser: guard,
      },
      as,
    );
    const visit = await env.insert(
      'gateVisit',
      {
        companyId: company.id,
        siteId: company.sites[site],
        carrierId: carrier.id,
        assetId: asset.id,
        unitId,
        openAssetId: asset.id,
        inYard: true,
        checkInDate: inAt,
        inTractor: tractor,
        inDriverName: driver,
        inSealNumber: seal,
        inPayloadStatusId: lk('PayloadStatus', status),
        payloadAssignId: lk('PayloadAssignment', 'Inbound'),
        isRefrigerated: setPoint !== null,
        setPoint,
        gateTemperature: setPoint === null ? null : setPoint + 1.5,
        freeMinutes: carrier.freeMinutes,
        detentionRate: carrier.detentionRate ?? null,
        checkInUserId: company.users[guard],
        updateDate: inAt,
      },
      as,
    );
    if (outAgo === null) continue;
    const out = { at: env.ago(outAgo), user: guard, action: 'gate' };
    await env.update('asset', asset, { departedDate: out.at, updateDate: out.at }, out);
    await env.update(
      'gateVisit',
      visit,
      {
        checkOutDate: out.at,
        openAssetId: null,
        inYard: false,
        outTractor: tractor,
        outDriverName: driver,
        outPayloadStatusId: lk('PayloadStatus', 'Empty'),
        checkOutUserId: company.users[guard],
        updateDate: out.at,
      },
      out,
    );
  }
}
