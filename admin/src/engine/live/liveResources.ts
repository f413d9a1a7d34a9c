import type { SchemaMap } from '../schemaTypes';

/** The query keys an entity's data goes by: its id, its REST resource, and those of its views (mission history). */
export function resourcesOf(entity: string, schemas: SchemaMap | null): string[] {
  const out = new Set([entity]);
  for (const s of Object.values(schemas ?? {})) {
    if (s.$id !== entity && s['x-view-of'] !== entity) continue;
    out.add(s.$id);
    if (s['x-rest']) out.add(s['x-rest']);
  }
  return [...out];
}
