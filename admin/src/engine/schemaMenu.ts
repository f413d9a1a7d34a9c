// The menu entries of entities whose schema asks for one (x-menu): an entry in each area the schema
// names, shown to the user types of that area that may read the entity (x-access.read), at the
// generated list /<area>/<x-rest lower-cased>. The schemas an admin reads (GET /Schemas) are already
// those its user may read; x-access is checked again so that the menu never offers a refusal.
import { UserType } from '../../../schemas/enums';
import { AREAS, type AreaName } from '../routing/areas';
import { listPath } from './paths';
import type { EntitySchema, SchemaMap } from './schemaTypes';

export interface SchemaMenuEntry {
  key: string;
  route: string;
  /** Catalogue key of the entry's text (resources.<x-rest>.title, from x-menu.label; schemaMessages.ts). */
  labelKey: string;
  /** The English text, when the catalogue has none yet. */
  label: string;
}

/** The area a user type works in, when it has one (the fleet, site, dispatch or driver area). */
export const ownAreaOf = (userType: number | undefined): AreaName | null =>
  (Object.entries(AREAS).find(([, a]) => userType !== undefined && a.types.includes(userType))?.[0] as AreaName | undefined) ?? null;

const roleNameOf = (userType: number) => Object.entries(UserType).find(([, v]) => v === userType)?.[0];

/** Whether a user type may read an entity by its schema's x-access (a schema without one: the server already chose). */
export function mayRead(schema: EntitySchema, userType: number): boolean {
  const read = schema['x-access']?.read;
  if (!read) return true;
  const role = roleNameOf(userType);
  return !!role && read.includes(role);
}

export function schemaMenuEntries(schemas: SchemaMap | null | undefined, userType: number | undefined): SchemaMenuEntry[] {
  const area = ownAreaOf(userType);
  if (!area || !schemas) return [];
  return Object.values(schemas)
    .filter((s) => s['x-rest'] && s['x-menu']?.areas.includes(area) && mayRead(s, userType!))
    .map((s) => ({
      key: s.$id,
      route: listPath(area, s),
      labelKey: `resources.${s['x-rest']}.title`,
      label: s['x-menu']!.label,
    }));
}
