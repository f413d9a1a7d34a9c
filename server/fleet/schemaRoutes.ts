// GET /api/Fleet/Schemas: the entity schemas the caller may read, for the admin's generated
// lists and editors. Read at run time, so an entity added as one schema file appears in the
// admin without rebuilding it. Private properties and internal entities are never sent.
import type { RouteDef } from '../http/route.js';
import { declaredIn } from '../http/routeSource.js';
import type { JsonSchema } from '../engine/registry.js';

export const schemaRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Schemas',
    access: { roles: 'any' },
    handler: ({ ctx, principal }) => {
      const out: Record<string, JsonSchema> = {};
      for (const e of ctx.registry.entities.values()) {
        if (e.internal || !e.access.read.includes(principal.type)) continue;
        const properties = Object.fromEntries(Object.entries<JsonSchema>(e.schema.properties).filter(([, s]) => !s['x-private']));
        out[e.id] = {
          ...e.schema,
          properties,
          'x-can-write': e.access.write.includes(principal.type),
          'x-can-create': e.access.create.includes(principal.type),
          'x-can-delete': e.access.delete.includes(principal.type),
        };
      }
      // Embedded item schemas (payload contents, filters) that entity properties point at.
      for (const [id, s] of ctx.registry.schemas) if (s['x-embedded']) out[id] = s;
      return out;
    },
  },
]);
