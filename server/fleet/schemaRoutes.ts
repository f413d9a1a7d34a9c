// GET /api/Fleet/Schemas: the entity schemas the caller may read, for the admin's generated
// lists and editors. Read at run time, so an entity added as one schema file appears in the
// admin without rebuilding it. Private properties and internal entities are never sent.
import type { RouteDef } from '../http/route.js';
import { declaredIn } from '../http/routeSource.js';
import type { JsonSchema } from '../engine/registry.js';

// A schema as its file (or x-audit, x-views) writes it. Its x-… keywords are the engine's own, each
// of its own shape (x-table a name, x-access the roles, x-list the columns), so they are not spelled out.
const schemaSent = (extra: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['$id', 'type', 'properties', ...required],
  properties: {
    $schema: { type: 'string' },
    $id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    type: { const: 'object' },
    additionalProperties: { type: 'boolean' },
    required: { type: 'array', items: { type: 'string' } },
    properties: {
      type: 'object',
      description: 'Each property by name: its JSON Schema, private ones (x-private) left out.',
      additionalProperties: { type: 'object', minProperties: 1 },
    },
    examples: { type: 'array' },
    ...extra,
  },
  patternProperties: { '^x-': { description: 'An engine keyword (x-table, x-access, x-list…), as the schema writes it.' } },
});

const can = (what: string): JsonSchema => ({ type: 'boolean', description: `Whether the caller may ${what} its records.` });

/** By $id: an entity's schema with what the caller may do, or an embedded item's (x-embedded) as it is. */
const SCHEMAS: JsonSchema = {
  type: 'object',
  additionalProperties: {
    anyOf: [
      schemaSent({ 'x-can-write': can('change'), 'x-can-create': can('create'), 'x-can-delete': can('delete') }, [
        'x-can-write',
        'x-can-create',
        'x-can-delete',
      ]),
      schemaSent({ 'x-embedded': { const: true } }, ['x-embedded']),
    ],
  },
};

export const schemaRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Schemas',
    summary: 'The entity schemas the caller may read',
    access: { roles: 'any' },
    answer: SCHEMAS,
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
