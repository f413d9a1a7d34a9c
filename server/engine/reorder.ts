// A drag-reorder saved as one named action (Location/Lookup SortOrder): the list of Key (id) and
// Value (position from 1) is written in one statement; an id the caller may not change fails the
// whole order (404) and nothing is written.
import type { EntityName, KeyValueList } from '../../schemas/types.generated.js';
import { scopeOf } from '../access/access.js';
import { notFound } from '../errors.js';
import { ok } from '../http/answers.js';
import { SAVE_RESULT } from '../http/openapi/shapes.js';
import type { Access } from '../http/route.js';
import { sourceOf } from '../http/routeSource.js';
import type { NamedAction } from './modules.js';
import { assertCan } from './service.js';

export function reorderAction(entity: EntityName, path: string, access: Access, prop = 'sort'): NamedAction {
  return {
    name: 'sortOrder',
    method: 'post',
    path,
    summary: `Set the order of ${entity} records`,
    access,
    body: 'keyValueList',
    answer: SAVE_RESULT,
    source: [sourceOf(import.meta.url)],
    async run({ ctx, principal, body, writer }) {
      const e = ctx.registry.entity(entity);
      assertCan(principal, e, 'write');
      const order = new Map((body as KeyValueList).map((kv) => [kv.Key, kv.Value]));
      const rows = [...order].map(([id, position]) => ({ id, values: { [prop]: position } }));
      const changed = await writer.updateMany(entity, rows, { action: 'sortOrder', scope: scopeOf(ctx.registry, principal, e) });
      if (changed !== rows.length) throw notFound(e.label);
      return ok();
    },
  };
}
