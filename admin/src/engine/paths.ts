// Generated routes (maintenance §2): /<area>/<x-rest lower-cased> lists and
// /<area>/<x-fleet.one lower-cased>/edit/<id> editors, id 0 for a new record, and
// /<area>/<x-fleet.one lower-cased>/history/<id> histories of audited entities.
import { useLocation, type useNavigate } from 'react-router';
import { AREAS, type AreaName } from '../routing/areas';
import type { EntityUi, FormValues } from './entityUi';
import type { EntitySchema } from './schemaTypes';

export type Area = AreaName;

/** The area of the current screen, from the first segment of its path (the fleet area otherwise). */
export const useArea = (): Area => {
  const first = useLocation().pathname.split('/')[1];
  return first in AREAS ? (first as Area) : 'fleet';
};

export const listPath = (area: Area, schema: EntitySchema) => `/${area}/${(schema['x-rest'] ?? schema.$id).toLowerCase()}`;

export const editorPath = (area: Area, schema: EntitySchema, ui: EntityUi | undefined, record: FormValues) =>
  `/${area}/${(schema['x-fleet']?.one ?? schema.$id).toLowerCase()}/edit/${record.id ?? 0}${ui?.editSuffix?.(record) ?? ''}`;

/** The change history of a record of an audited entity (x-audit). */
export const historyPath = (area: Area, schema: EntitySchema, id: unknown) =>
  `/${area}/${(schema['x-fleet']?.one ?? schema.$id).toLowerCase()}/history/${id}`;

/** One step back in the app's history when there is one (react-router numbers its entries), else the list. */
export const backOr = (listPath: string) => (navigate: ReturnType<typeof useNavigate>) =>
  (window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(listPath);
