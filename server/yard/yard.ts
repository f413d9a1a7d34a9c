// The yard of a site (issue 13 §2): its locations grouped by location type, each with the assets
// standing there (the asset's current location), how long each has stood there, its newest
// payload, the reefer temperature, whether it has an open severe repair and its open gate visit
// (the carrier's free time and detention); leaving out a trailer that has left through the gate; with the company's
// dwell thresholds (the answer's shape: schemas/api/yard.schema.json). Everything under the
// caller's scopes: the site must be one it reaches, and the assets are those it may read. A fixed
// number of queries whatever the yard's size.
import type { Yard } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { RecordOf } from '../engine/repository.js';
import { reachable, scopedQuery } from '../engine/service.js';
import { thresholdsOf } from './thresholds.js';
import { checksOf, historyArrivals, missionArrivals, newestPayloads, openVisits } from './yardReads.js';

/** Bounds of one yard: far above a real site's, so a runaway data set cannot make the answer unbounded. */
export const MAX_LOCATIONS = 2000;
export const MAX_ASSETS = 5000;
/**
 * A completing mission stamps its completion a moment before the history row that parks its
 * asset, in the same transaction: a completion this close before the stay began is that stay's.
 */
const SAME_MOVE_MS = 5_000;
/** A repair is severe when its defect severity's sort is above 2: the red wrench (operations §9). */
const SEVERE_SORT = 2;

export type YardLocation = Yard['groups'][number]['locations'][number];
export type YardAsset = YardLocation['assets'][number];

/** Where a stay began: the mission that brought the asset when it did, else its history. */
export function dwellOf(missionAt: string | undefined, historyAt: string | undefined): Pick<YardAsset, 'dwellSince' | 'dwellFrom'> {
  if (missionAt && (!historyAt || Date.parse(missionAt) >= Date.parse(historyAt) - SAME_MOVE_MS))
    return { dwellSince: missionAt, dwellFrom: 'mission' };
  if (historyAt) return { dwellSince: historyAt, dwellFrom: 'history' };
  return { dwellSince: null, dwellFrom: null };
}

export async function readYard(ctx: AppContext, p: Principal, siteId: number): Promise<Yard> {
  const db = ctx.db;
  const site = await reachable<'site'>(ctx, db, p, ctx.registry.entity('site'), siteId);
  const [company, locations] = await Promise.all([
    ctx.repo.findById(db, 'company', site.companyId, { children: false }),
    ctx.repo.findMany(
      db,
      'location',
      scopedQuery(ctx, p, ctx.registry.entity('location'), {
        where: [{ prop: 'siteId', op: 'eq', value: site.id }],
        sort: [
          { prop: 'sort', order: 'ASC' },
          { prop: 'location', order: 'ASC' },
        ],
        range: [0, MAX_LOCATIONS],
      }),
    ),
  ]);
  const shown = locations.slice(0, MAX_LOCATIONS);
  const shiftHours = company?.shiftHours ?? 8;
  const shiftStart = new Date(ctx.clock.now().getTime() - shiftHours * 3_600_000).toISOString();
  const assets = shown.length
    ? await ctx.repo.findMany(
        db,
        'asset',
        scopedQuery(ctx, p, ctx.registry.entity('asset'), {
          // A trailer that has left through the gate is not in the yard, wherever it last stood.
          where: [
            { prop: 'assetLocId', op: 'in', value: shown.map((l) => l.id) },
            { prop: 'departedDate', op: 'null' },
          ],
          sort: [{ prop: 'assetModelId', order: 'ASC' }],
          range: [0, MAX_ASSETS],
          children: false,
        }),
      )
    : [];
  const standing = assets.slice(0, MAX_ASSETS);
  const ids = standing.map((a) => a.id);
  const [payloads, byMission, byHistory, visits, { lastStart, confirmed }] = await Promise.all([
    newestPayloads(ctx, db, ids),
    missionArrivals(ctx, db, ids),
    historyArrivals(ctx, db, ids),
    openVisits(ctx, db, ids),
    checksOf(ctx, db, site.id, shiftStart),
  ]);
  const lookupIds = new Set<number>([
    ...shown.map((l) => l.locationType),
    ...standing.flatMap((a) => (a.defectSeverity ? [a.defectSeverity] : [])),
    ...[...payloads.values()].map((pl) => pl.payloadStatusId),
  ]);
  const lookups = new Map(
    (await ctx.repo.findMany(db, 'lookup', { where: [{ prop: 'id', op: 'in', value: [...lookupIds] }], children: false })).map((l) => [
      l.id,
      l,
    ]),
  );

  const tile = (a: RecordOf<'asset'>): YardAsset => {
    const payload = payloads.get(a.id);
    const severity = a.defectSeverity ? lookups.get(a.defectSeverity) : undefined;
    return {
      id: a.id,
      assetModelId: a.assetModelId,
      companyId: a.priCompanyId,
      hasPayload: a.hasPayload ?? false,
      ...dwellOf(byMission.get(a.id), byHistory.get(a.id)),
      payload: payload ? { isComplete: payload.isComplete, status: lookups.get(payload.payloadStatusId)?.description ?? null } : null,
      temperature: payload?.temperature ?? null,
      severeRepair: severity && (severity.sort ?? 0) > SEVERE_SORT ? severity.description : null,
      visit: visits.get(a.id) ?? null,
    };
  };
  const at = new Map<number, YardAsset[]>();
  for (const a of standing) at.set(a.assetLocId, [...(at.get(a.assetLocId) ?? []), tile(a)]);

  const groups = new Map<number, Yard['groups'][number]>();
  // An inactive location shows only while an asset still stands there.
  for (const l of shown.filter((l) => l.isActive || at.has(l.id))) {
    const group = groups.get(l.locationType) ?? {
      locationType: l.locationType,
      label: lookups.get(l.locationType)?.description ?? '',
      locations: [],
    };
    group.locations.push({
      id: l.id,
      location: l.location,
      locId: l.locId ?? null,
      isActive: l.isActive ?? true,
      assets: at.get(l.id) ?? [],
      confirmedDate: confirmed.get(l.id) ?? null,
    });
    groups.set(l.locationType, group);
  }
  const sortOf = (type: number) => lookups.get(type)?.sort ?? 0;
  return {
    site: { id: site.id, siteName: site.siteName, companyId: site.companyId },
    thresholds: thresholdsOf(company),
    checks: { lastStart, shiftHours },
    now: ctx.clock.now().toISOString(),
    groups: [...groups.values()].sort((x, y) => sortOf(x.locationType) - sortOf(y.locationType) || x.label.localeCompare(y.label)),
    truncated: locations.length > MAX_LOCATIONS || assets.length > MAX_ASSETS,
  };
}
