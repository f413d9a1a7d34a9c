// Generated routes (maintenance §2): /<area>/<x-rest lower-cased> lists and
// /<area>/<x-fleet.one lower-cased>/edit/<id> editors, id 0 for a new record.
import { useLocation } from 'react-router';
import type { EntityUi, FormValues } from './entityUi';
import type { EntitySchema } from './schemaTypes';

export type Area = 'fleet' | 'site';

export const useArea = (): Area => (useLocation().pathname.startsWith('/site/') ? 'site' : 'fleet');

export const listPath = (area: Area, schema: EntitySchema) => `/${area}/${(schema['x-rest'] ?? schema.$id).toLowerCase()}`;

export const editorPath = (area: Area, schema: EntitySchema, ui: EntityUi | undefined, record: FormValues) =>
  `/${area}/${(schema['x-fleet']?.one ?? schema.$id).toLowerCase()}/edit/${record.id ?? 0}${ui?.editSuffix?.(record) ?? ''}`;
