// The board shows a refrigerated payload's temperature beside its mission (beyond the spec): the
// latest payload of each asset on the page, in one indexed query per page whatever its size (no
// payload records, no content rows: two columns of the newest payload per asset).
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { dynamic } from '../../db/dialect.js';
import type { EntityDef } from '../../engine/registry.js';
import type { RecordOf } from '../../engine/repository.js';
import { keptShape } from '../../engine/statementCache.js';

export async function fillTemperatures(ctx: AppContext, db: Db, read: EntityDef, missions: RecordOf<'mission'>[]): Promise<void> {
  // The history's rows (x-omit) are done missions: their asset's payload now is not theirs.
  if (!read.byName.has('payloadTemperature')) return;
  const assets = [...new Set(missions.map((m) => m.assetId).filter((a): a is number => !!a))];
  if (!assets.length) return;
  const e = ctx.registry.entity('payload');
  const col = (p: string) => e.byName.get(p)!.column;
  // Compiled once per number of assets (every page asks it): building it cost the request thread
  // many times the 10 µs the read takes.
  const statement = keptShape(db, `payload temperatures ${assets.length}`, assets, (ids) => {
    const latest = dynamic(db)
      .selectFrom(e.table)
      .select((eb) => eb.fn.max(col('id')).as('id'))
      .where(col('assetId'), 'in', ids)
      .groupBy(col('assetId'));
    return dynamic(db)
      .selectFrom(e.table)
      .select([col('assetId'), col('isRefrigerated'), col('temperature')])
      .where(col('id'), 'in', latest)
      .compile();
  });
  // Outside a transaction an idle reader thread takes it (adapter.quickRead), as it takes the page:
  // run here it was a twentieth of the request thread's time under the board's load.
  const rows = db.isTransaction ? (await db.executeQuery(statement)).rows : await ctx.adapter.quickRead(statement);
  const byAsset = new Map(
    rows.map((r) => [
      Number(r[col('assetId')]),
      ctx.adapter.fromDb('boolean', r[col('isRefrigerated')])
        ? ((ctx.adapter.fromDb('number', r[col('temperature')]) as number | null) ?? null)
        : null,
    ]),
  );
  for (const m of missions) m.payloadTemperature = byAsset.get(m.assetId!) ?? null;
}
