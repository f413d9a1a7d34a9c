// The board shows a refrigerated payload's temperature beside its mission (beyond the spec): the
// temperature of the newest payload of the mission's asset when that payload is refrigerated. It
// is read with the mission's row, in the same statement (a computed column, repository.ts): one
// index seek per row on payload (asset_id, id). As a second query per page it cost a second trip
// to a reader thread, a tenth of the board's throughput under load (1,900 against 2,130 pages a
// second without it, 2026-11-28).
import { sql } from 'kysely';
import type { Registry } from '../../engine/registry.js';
import type { ComputedColumns } from '../../engine/repository.js';

export function temperatureColumn(registry: Registry): ComputedColumns {
  const payload = registry.entity('payload');
  const p = (prop: string) => sql.ref(`p.${payload.byName.get(prop)!.column}`);
  const assetId = registry.entity('mission').byName.get('assetId')!.column;
  return {
    payloadTemperature: (table) =>
      sql`(select case when ${p('isRefrigerated')} then ${p('temperature')} end from ${sql.table(payload.table)} as p
        where ${p('assetId')} = ${sql.ref(`${table}.${assetId}`)} order by ${p('id')} desc limit 1)`,
  };
}
