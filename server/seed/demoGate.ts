// The demo's gate (issue 32): a Gate location type and a Main Gate at each site, and the visits of
// the demo's trailers, brought by the demo carriers — some in the yard now (a few past their
// carrier's free time, so detention is accruing), some that have left. The visits name trailers of
// the demo fleet and leave the fleet as it is (where each stands, its history), so every other
// screen of the demo shows what it showed before the gate.
import type { CompanySeed, DemoEnv } from './demoShared.js';
import { DAY, HOUR } from './demoShared.js';
import { LookupGroup } from '../../schemas/enums.js';
import type { Carrier } from '../../schemas/types.generated.js';

/**
 * [unit id of a demo trailer, carrier SCAC, checked in (minutes ago), checked out (minutes ago,
 * null: in the yard now), payload status, seal, tractor, driver]. The visit is at the site where the
 * trailer stands (a trailer that left has come back since, by a way the gate did not see).
 */
export type VisitRow = [string, string, number, number | null, string, string | null, string, string];

export const GREAT_LAKES_VISITS: VisitRow[] = [
  ['TRL-1002', 'LKSH', 45, null, 'Loaded', 'SL-884120', 'T-311', 'Dwayne Hicks'],
  ['TRL-1012', 'MCDR', 2.5 * HOUR, null, 'Empty', null, 'MC-12', 'Rosa Delgado'],
  ['TRL-1009', 'PRXP', 5 * HOUR, null, 'Sealed', 'PX-220931', 'PX-7', 'Jim Kowalczyk'],
  ['TRL-1013', 'LKSH', 3 * HOUR + 20, null, 'Loaded', 'SL-884377', 'T-305', 'Ann Mayfield'],
  ['TRL-1010', 'LKSH', 2 * DAY + 5 * HOUR, 2 * DAY + HOUR + 40, 'Loaded', 'SL-883650', 'T-298', 'Dwayne Hicks'],
  ['TRL-1008', 'MCDR', DAY + 8 * HOUR, DAY + 7 * HOUR, 'Empty', null, 'MC-09', 'Rosa Delgado'],
  ['TRL-1005', 'PRXP', 3 * DAY, 3 * DAY - 7 * HOUR, 'Sealed', 'PX-219877', 'PX-3', 'Luis Ortega'],
];

export const SUNBELT_VISITS: VisitRow[] = [
  ['TRL-2002', 'PSLN', 90, null, 'Loaded', 'PS-551209', 'PS-40', 'Keisha Brown'],
  ['TRL-2003', 'GCCR', 3 * HOUR + 20, null, 'Empty', null, 'GC-18', 'Tom Reyes'],
  ['TRL-2009', 'GCCR', 30, null, 'Sealed', 'GC-778310', 'GC-22', 'Ana Flores'],
  ['TRL-2006', 'PSLN', DAY + 10 * HOUR, DAY + 5 * HOUR, 'Loaded', 'PS-550871', 'PS-33', 'Keisha Brown'],
  ['TRL-2005', 'GCCR', 2 * DAY + 3 * HOUR, 2 * DAY + 2 * HOUR + 10, 'Empty', null, 'GC-15', 'Tom Reyes'],
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
  await seedGates(env, company);
  for (const [unitId, scac, inAgo, outAgo, status, seal, tractor, driver] of rows) {
    const carrier = carriers.find((c) => c.scac === scac)!;
    const asset = company.assets[unitId];
    const siteId = (await env.ctx.repo.findById(env.db, 'location', asset.assetLocId))!.siteId;
    const setPoint = asset.assetType === lk('AssetType', 'Reefer') ? 34 : null;
    const inAt = env.ago(inAgo);
    const as = { at: inAt, user: guard };
    const visit = await env.insert(
      'gateVisit',
      {
        companyId: company.id,
        siteId,
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
    const at = env.ago(outAgo);
    await env.update(
      'gateVisit',
      visit,
      {
        checkOutDate: at,
        openAssetId: null,
        inYard: false,
        outTractor: tractor,
        outDriverName: driver,
        outPayloadStatusId: lk('PayloadStatus', 'Empty'),
        checkOutUserId: company.users[guard],
      },
      { at, user: guard, action: 'checkout' },
    );
  }
}
