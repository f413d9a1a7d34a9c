// /api/Fleet maintenance calls (maintenance §7). The plain ones are generated from each schema's
// x-fleet names — GET /{many}, GET /{one}/{id}, POST /{one} (save; id 0 or absent creates),
// DELETE /{one}/{id} — over the same entity service as the REST surface. Calls with a shape of
// their own are in maintenanceExtraRoutes.ts.
import { badRequest } from '../errors.js';
import type { RouteDef } from '../http/route.js';
import { isInt32 } from '../schema/scalars.js';
import type { EntityDef, Registry } from '../schema/registry.js';
import { deleteRecord, getRecord, listRecords, saveRecord } from '../services/entityService.js';

/** Saves whose answer the spec gives as isSuccessful/errorMessage. */
const SAVE_RESULT = new Set(['user']);

function entityCalls(e: EntityDef): RouteDef[] {
  const { one, many } = e.fleet!;
  const read = { roles: e.access.read };
  const write = { roles: e.access.write };
  return [
    {
      method: 'get',
      path: `/${many}`,
      access: read,
      handler: async ({ ctx, principal }) => (await listRecords(ctx, principal, e)).records,
    },
    {
      method: 'get',
      path: `/${one}/:id`,
      access: read,
      params: ['id'],
      handler: ({ ctx, principal, params }) => getRecord(ctx, principal, e, params.id),
    },
    {
      method: 'post',
      path: `/${one}`,
      access: write,
      handler: async ({ ctx, principal, req }) => {
        const raw = req.body?.[e.primary.name];
        const id = Number(raw);
        if (raw != null && !isInt32(id)) throw badRequest([{ field: e.primary.name, message: `${e.label} id must be a whole number` }]);
        let target = id > 0 ? id : undefined;
        // Fixed-id entities (lookup groups) create when the id is not there yet.
        if (!e.autoIncrement && target && !(await ctx.repo.findById(ctx.db, e.id, target))) target = undefined;
        const saved = await saveRecord(ctx, principal, e, req.body, target);
        return SAVE_RESULT.has(e.id) ? { isSuccessful: true, errorMessage: null, id: saved[e.primary.name] } : saved;
      },
    },
    {
      method: 'delete',
      path: `/${one}/:id`,
      access: write,
      params: ['id'],
      envelope: 'status',
      handler: async ({ ctx, principal, params }) => {
        await deleteRecord(ctx, principal, e, params.id);
        return true;
      },
    },
  ];
}

/** Generated calls, minus those a hand-written route already declares. */
export function maintenanceRoutes(registry: Registry, declared: RouteDef[]): RouteDef[] {
  const taken = new Set(declared.map((r) => `${r.method} ${r.path.toLowerCase()}`));
  return [...registry.entities.values()]
    .filter((e) => e.fleet && !e.internal)
    .flatMap(entityCalls)
    .filter((r) => !taken.has(`${r.method} ${r.path.toLowerCase()}`));
}
