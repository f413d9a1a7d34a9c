// /api/Fleet calls generated from each schema's x-fleet names (maintenance §7): GET /{many},
// GET /{one}/{id}, POST /{one} (save; id 0 or absent creates), DELETE /{one}/{id} — over the same
// entity service as the REST surface. GET /{many} answers at most MAX_PAGE rows and takes the REST
// surface's sort, range and filter parameters for the rest (docs/API.md). Calls with a shape of
// their own are declared by the entity modules.
import { type RouteDef, someoneMay } from '../http/route.js';
import { sourced, sourceOf } from '../http/routeSource.js';
import { listParams } from './restRoutes.js';
import { type EntityDef, generatedSource, type Registry } from './registry.js';
import { recordId } from './validation.js';
import { DONE, LIST_QUERY, many, one, SAVE_RESULT, withArticle } from '../http/openapi/shapes.js';
import { deleteRecord, getRecord, listRecords, saveRecord } from './service.js';

function entityCalls(e: EntityDef): RouteDef[] {
  const { one: oneName, many: manyName } = e.fleet!;
  const read = { roles: e.access.read };
  // POST /{one} creates or updates: whoever may do either reaches it, and the service decides which.
  const save = { roles: [...new Set([...e.access.write, ...e.access.create])] };
  const remove = { roles: e.access.delete };
  // Saves whose answer the spec gives as isSuccessful/errorMessage (x-fleet.saveResult).
  const saveResult = !!(e.schema['x-fleet'] as { saveResult?: boolean }).saveResult;
  return [
    {
      method: 'get',
      path: `/${manyName}`,
      access: read,
      query: LIST_QUERY,
      readsOnly: true,
      summary: `List ${e.label} records`,
      answer: many(e.id),
      handler: async ({ ctx, principal, req, res }) => {
        const { records, total, exact } = await listRecords(ctx, principal, e, listParams(req));
        res.set('X-Total-Count', `${total}${exact ? '' : '+'}`);
        return records;
      },
    },
    {
      method: 'get',
      path: `/${oneName}/:id`,
      access: read,
      params: ['id'],
      summary: `Read ${withArticle(e.label)} record`,
      answer: one(e.id),
      handler: ({ ctx, principal, params }) => getRecord(ctx, principal, e, params.id),
    },
    {
      method: 'post',
      path: `/${oneName}`,
      access: save,
      writes: true,
      accepts: one(e.id),
      summary: `Save ${withArticle(e.label)} record (no id or 0 creates)`,
      answer: saveResult ? SAVE_RESULT : one(e.id),
      handler: async ({ ctx, principal, req }) => {
        let target = recordId(e, req.body);
        // Fixed-id entities (lookup groups) create when the id is not there yet.
        if (!e.autoIncrement && target && !(await ctx.repo.findById(ctx.db, e.id as never, target))) target = undefined;
        const saved = await saveRecord(ctx, principal, e, req.body, { id: target });
        return saveResult ? { isSuccessful: true, errorMessage: null, id: saved[e.primary.name] } : saved;
      },
    },
    {
      method: 'delete',
      path: `/${oneName}/:id`,
      access: remove,
      writes: true,
      params: ['id'],
      envelope: 'status',
      summary: `Delete ${withArticle(e.label)} record`,
      answer: DONE,
      handler: async ({ ctx, principal, params }) => {
        await deleteRecord(ctx, principal, e, params.id);
        return true;
      },
    },
  ];
}

/** Where the generated calls are built and what they run (the route map's source, after the schema's file). */
const ENGINE = [sourceOf(import.meta.url), sourceOf(new URL('./service.ts', import.meta.url))];

/** Generated calls, minus those a hand-written route already declares. */
export function fleetEntityRoutes(registry: Registry, declared: RouteDef[]): RouteDef[] {
  const taken = new Set(declared.map((r) => `${r.method} ${r.path.toLowerCase()}`));
  return [...registry.entities.values()]
    .filter((e) => e.fleet && !e.internal)
    .flatMap((e) =>
      sourced(
        generatedSource(registry, e, 'x-fleet', ENGINE),
        entityCalls(e).filter((r) => someoneMay(r.access)),
      ),
    )
    .filter((r) => !taken.has(`${r.method} ${r.path.toLowerCase()}`));
}
