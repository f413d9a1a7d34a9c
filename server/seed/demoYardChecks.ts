// The demo's yard checks (issue 33): each company gets a Missing asset status (what a check's
// "mark missing" sets); Chicago's parking rows were checked this morning by its yard jockey and
// matched the records (Resolved), so the yard view marks the spots no check confirmed this shift;
// Detroit's dock doors were checked an hour ago and two differences wait for a dispatcher: a door
// recorded full that was empty, and a unit id nobody knows.
import { LookupGroup } from '../../schemas/enums.js';
import type { CompanySeed, DemoEnv } from './demoShared.js';

/** The unit id the Detroit check found that no company asset has. */
export const UNKNOWN_UNIT = 'XTRA-50417';

export async function seedYardChecks(env: DemoEnv, company: CompanySeed, checker: string, dispatcher: string, withChecks: boolean) {
  const statuses = await env.ctx.repo.count(env.db, 'lookup', {
    where: [
      { prop: 'companyId', op: 'eq', value: company.id },
      { prop: 'lookupGroupType', op: 'eq', value: LookupGroup.AssetStatus },
    ],
  });
  await env.insert('lookup', {
    companyId: company.id,
    lookupGroupType: LookupGroup.AssetStatus,
    description: 'Missing',
    isActive: true,
    sort: statuses + 1,
    updateDate: env.ago(30 * 24 * 60),
  });
  if (!withChecks) return;
  await seedCheck(env, company, { site: 'CHI', type: 'Parking Row', by: checker, startedAgo: 180, oddities: false });
  await seedCheck(env, company, { site: 'DET', type: 'Dock Door', by: dispatcher, startedAgo: 60, oddities: true });
}

interface CheckSeed {
  site: string;
  type: string;
  by: string;
  /** Minutes ago it started; it took 20 minutes. */
  startedAgo: number;
  /** The first full spot entered empty and an unknown unit at the first empty one. */
  oddities: boolean;
}

async function seedCheck(env: DemoEnv, company: CompanySeed, c: CheckSeed) {
  const siteId = company.sites[c.site];
  const locationType = company.lk('LocationType', c.type);
  const spots = await env.ctx.repo.findMany(env.db, 'location', {
    where: [
      { prop: 'siteId', op: 'eq', value: siteId },
      { prop: 'locationType', op: 'eq', value: locationType },
      { prop: 'isActive', op: 'eq', value: true },
    ],
    sort: [
      { prop: 'sort', order: 'ASC' },
      { prop: 'location', order: 'ASC' },
    ],
  });
  const assets = await env.ctx.repo.findMany(env.db, 'asset', {
    where: [
      { prop: 'assetLocId', op: 'in', value: spots.map((s) => s.id) },
      { prop: 'departedDate', op: 'null' },
    ],
  });
  const by = { userId: company.users[c.by], user: c.by };
  const check = await env.insert(
    'yardCheck',
    {
      companyId: company.id,
      siteId,
      locationType,
      status: 'Open',
      startDate: env.ago(c.startedAgo),
      startUserId: by.userId,
      startUser: by.user,
      spotCount: spots.length,
      differenceCount: 0,
      openDifferences: 0,
      updateDate: env.ago(c.startedAgo),
    },
    { user: by.user },
  );
  const firstFull = c.oddities ? spots.find((s) => assets.some((a) => a.assetLocId === s.id)) : undefined;
  const firstEmpty = c.oddities ? spots.find((s) => !assets.some((a) => a.assetLocId === s.id)) : undefined;
  const differences: Record<string, unknown>[] = [];
  for (const [i, spot] of spots.entries()) {
    const here = assets.filter((a) => a.assetLocId === spot.id);
    const found =
      spot === firstFull
        ? []
        : spot === firstEmpty
          ? [{ unitId: UNKNOWN_UNIT, assetId: null }]
          : here.map((a) => ({ unitId: a.assetModelId, assetId: a.id }));
    const entry = {
      yardCheckId: check.id,
      companyId: company.id,
      siteId,
      locationId: spot.id,
      enteredUserId: by.userId,
      enteredUser: by.user,
      enteredDate: env.ago(c.startedAgo - Math.round((i * 20) / spots.length)),
    };
    if (!found.length)
      await env.insert('yardCheckEntry', { ...entry, entryKey: `demo-${check.id}-${spot.id}`, isEmpty: true, unitId: null });
    for (const f of found)
      await env.insert('yardCheckEntry', { ...entry, entryKey: `demo-${check.id}-${spot.id}-${f.unitId}`, isEmpty: false, ...f });
    if (spot === firstFull)
      for (const a of here)
        differences.push({ kind: 'Spot Empty', unitId: a.assetModelId, assetId: a.id, locationId: null, recordedLocationId: spot.id });
    if (spot === firstEmpty)
      differences.push({ kind: 'Unknown Unit ID', unitId: UNKNOWN_UNIT, assetId: null, locationId: spot.id, recordedLocationId: null });
  }
  for (const d of differences)
    await env.insert('yardCheckDifference', { yardCheckId: check.id, companyId: company.id, siteId, ...d, resolution: null } as never);
  await env.update(
    'yardCheck',
    check,
    {
      status: differences.length ? 'Closed' : 'Resolved',
      closeDate: env.ago(c.startedAgo - 20),
      closeUser: by.user,
      differenceCount: differences.length,
      openDifferences: differences.length,
    },
    { at: env.ago(c.startedAgo - 20), user: by.user, action: 'close' },
  );
}
