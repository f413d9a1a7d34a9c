// The check as the phone and the dispatcher see it (GET /YardCheck/{id}/Rows, and the answer of
// the start, the close and a resolution): the locations it walks in their order, each with the
// trailers the records have there now and what the checkers entered; then the differences a close
// found, with how each was resolved. A fixed number of queries whatever the yard's size.
import { groupBy } from '../../../schemas/groupBy.js';
import type { YardCheckRows } from '../../../schemas/types.generated.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { scopedQuery } from '../../engine/service.js';
import { notFoundAt } from '../../errors.js';
import { one } from '../../http/openapi/shapes.js';
import type { RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';
import { MAX_ENTRIES, READERS, recordedAt, spotsOf, type YardCheck } from './checkRules.js';

export type Spot = YardCheckRows['spots'][number];

/**
 * The check of this id (read as the caller's call last wrote it) and its rows; `spot` reads only
 * that location's row and no differences: the answer of an entry, small for a phone on a weak signal.
 */
export async function readRows(ctx: AppContext, db: Db, id: number, spot?: number): Promise<YardCheckRows> {
  const check = (await ctx.repo.findById(db, 'yardCheck', id)) as YardCheck;
  const walked = await spotsOf(ctx, db, check, spot);
  const locations = walked;
  const ids = locations.map((l) => l.id);
  const [assets, entries, differences] = await Promise.all([
    recordedAt(ctx, db, check.companyId, ids),
    ctx.repo.findMany(db, 'yardCheckEntry', {
      where: [
        { prop: 'yardCheckId', op: 'eq', value: check.id },
        ...(spot === undefined ? [] : [{ prop: 'locationId', op: 'eq', value: spot } as const]),
      ],
      sort: [{ prop: 'id', order: 'ASC' }],
      range: [0, MAX_ENTRIES - 1],
    }),
    spot === undefined
      ? ctx.repo.findMany(db, 'yardCheckDifference', {
          where: [{ prop: 'yardCheckId', op: 'eq', value: check.id }],
          sort: [{ prop: 'id', order: 'ASC' }],
          range: [0, MAX_ENTRIES * 2],
        })
      : [],
  ]);
  const names = new Map(locations.map((l) => [l.id, l.location]));
  // A difference may name a location outside the walk (a trailer recorded at another row).
  const elsewhere = [...new Set(differences.flatMap((d) => [d.locationId, d.recordedLocationId]))].filter(
    (id): id is number => id != null && !names.has(id),
  );
  if (elsewhere.length)
    for (const l of await ctx.repo.findMany(db, 'location', { where: [{ prop: 'id', op: 'in', value: elsewhere }] }))
      names.set(l.id, l.location);

  const [standing, entered] = [groupBy(assets, (a) => a.assetLocId), groupBy(entries, (e) => e.locationId)];
  const spots: Spot[] = locations.map((l) => ({
    locationId: l.id,
    location: l.location,
    locId: l.locId ?? null,
    locationType: l.locationType,
    expected: (standing.get(l.id) ?? []).map((a) => ({ assetId: a.id, unitId: a.assetModelId })),
    entries: (entered.get(l.id) ?? []).map((e) => ({
      id: e.id,
      unitId: e.unitId ?? null,
      assetId: e.assetId ?? null,
      isEmpty: !!e.isEmpty,
      enteredUser: e.enteredUser,
      enteredDate: e.enteredDate,
    })),
  }));
  return {
    check: { ...check },
    spots,
    differences: differences.map((d) => ({
      id: d.id,
      kind: d.kind,
      unitId: d.unitId,
      assetId: d.assetId ?? null,
      locationId: d.locationId ?? null,
      locationName: d.locationId == null ? null : (names.get(d.locationId) ?? null),
      recordedLocationId: d.recordedLocationId ?? null,
      recordedLocationName: d.recordedLocationId == null ? null : (names.get(d.recordedLocationId) ?? null),
      resolution: d.resolution ?? null,
      resolvedUser: d.resolvedUser ?? null,
      resolvedDate: d.resolvedDate ?? null,
    })),
  };
}

export const rowsRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/YardCheck/:id/Rows',
    summary: "A yard check's spots and entries",
    access: { roles: READERS },
    params: ['id'],
    answer: one('yardCheckRows'),
    handler: async ({ ctx, principal: p, params }) => {
      const check = await ctx.repo.findById(ctx.db, 'yardCheck', params.id, scopedQuery(ctx, p, ctx.registry.entity('yardCheck')));
      if (!check) throw notFoundAt('id', 'Yard Check');
      return readRows(ctx, ctx.db, check.id);
    },
  },
]);
