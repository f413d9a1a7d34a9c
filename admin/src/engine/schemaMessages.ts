// Catalogue entries generated from the schemas at run time: resources.<x-rest>.fields.<prop> from
// each property's x-label, .label from the entity's x-label and .title (list heading) from x-menu.
// An entity listed without a REST name (a history) is keyed by its id (resources.assetAudit…).
import { labelOf, propLabel, type SchemaMap } from './schemaTypes';

export function schemaMessages(schemas: SchemaMap) {
  const resources: Record<string, unknown> = {};
  for (const schema of Object.values(schemas)) {
    const rest = schema['x-rest'] ?? schema.$id;
    resources[rest] = {
      label: labelOf(schema),
      title: schema['x-menu']?.label ?? labelOf(schema),
      fields: Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, propLabel(p, name)])),
    };
  }
  return { resources };
}
