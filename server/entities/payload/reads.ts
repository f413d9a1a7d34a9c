// The payload reads with a shape of their own (operations §7 "Payloads"):
//   GET /Payload/MostRecent/{assetId}   the asset's current payload (its newest), 204 when it has none
// and the computed fields of every page of payloads: payloadContentMap (quantity per content type,
// for the Search Contents grid's one column per type) and assetModelId (the asset's Unit ID).
// POST /Payloads, /Payload/History and their exports are generated from payload.schema.json
// (x-filters with latest: assetId, and the payloadHistory view).
import { sendJson } from '../../http/jsonAnswer.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { RecordOf } from '../../engine/repository.js';
import { present, reachable, scopedQuery } from '../../engine/service.js';
import { inData, one } from '../../http/openapi/shapes.js';
import type { RouteDef } from '../../http/route.js';
import { sourceOf } from '../../http/routeSource.js';

/** The computed fields of a page: one query for the Unit IDs, the contents already loaded with the rows. */
export async function fillPayloadFields(ctx: AppContext, db: Db, payloads: RecordOf<'payload'>[]) {
  const assetIds = [...new Set(payloads.map((p) => p.assetId))];
  const assets = assetIds.length
    ? await ctx.repo.findMany(db, 'asset', { where: [{ prop: 'id', op: 'in', value: assetIds }], children: false })
    : [];
  const unit = new Map(assets.map((a) => [a.id, a.assetModelId]));
  for (const p of payloads) {
    p.assetModelId = unit.get(p.assetId) ?? null;
    if (p.payloadContents) p.payloadContentMap = Object.fromEntries(p.payloadContents.map((c) => [String(c.contentTypeId), c.quantity]));
  }
}

async function mostRecent(ctx: AppContext, p: Principal, assetId: number) {
  await reachable(ctx, ctx.db, p, ctx.registry.entity('asset'), assetId);
  const e = ctx.registry.entity('payload');
  const [newest] = await ctx.repo.findMany(
    ctx.db,
    'payload',
    scopedQuery(ctx, p, e, {
      where: [{ prop: 'assetId', op: 'eq', value: assetId }],
      sort: [{ prop: 'id', order: 'DESC' }],
      range: [0, 0],
    }),
  );
  if (!newest) return undefined;
  const [rec] = await present(ctx, p, e, ctx.db, [newest]);
  return rec;
}

export const payloadRoutes = (readers: number[]): RouteDef[] => [
  {
    method: 'get',
    path: '/Payload/MostRecent/:assetId',
    summary: "An asset's current payload",
    access: { roles: readers },
    source: [sourceOf(import.meta.url)],
    params: ['assetId'],
    envelope: 'none',
    // 200 with the payload, or 204 and no body when the asset has none
    answerType: 'application/json',
    noContent: 'The asset has no payload.',
    answer: inData(one('payload')),
    handler: async ({ ctx, principal, params, req, res }) => {
      const rec = await mostRecent(ctx, principal, params.assetId);
      // No payload recorded yet: the manager starts a blank one.
      if (rec) await sendJson(req, res, { data: rec });
      else res.status(204).end();
    },
  },
];
