// The board shows a refrigerated payload's temperature beside its mission (beyond the spec): the
// latest payload of each asset on the page, two indexed queries per page whatever its size.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { dynamic } from '../../db/dialect.js';
import type { RecordOf } from '../../engine/repository.js';

export async function fillTemperatures(ctx: AppContext, db: Db, missions: RecordOf<'mission'>[]): Promise<void> {
  const assets = [...new Set(missions.map((m) => m.assetId).filter((a): a is number => !!a))];
  if (!assets.length) return;
  const e = ctx.registry.entity('payload');
  const col = (p: string) => e.byName.get(p)!.column;
  const latest = await dynamic(db)
    .selectFrom(e.table)
    .select((eb) => eb.fn.max(col('id')).as('id'))
    .where(col('assetId'), 'in', assets)
    .groupBy(col('assetId'))
    .execute();
  const ids = latest.map((r) => Number(r.id));
  const payloads = ids.length ? await ctx.repo.findMany(db, 'payload', { where: [{ prop: 'id', op: 'in', value: ids }] }) : [];
  const byAsset = new Map(payloads.map((p) => [p.assetId, p.isRefrigerated ? (p.temperature ?? null) : null]));
  for (const m of missions) m.payloadTemperature = byAsset.get(m.assetId) ?? null;
}
