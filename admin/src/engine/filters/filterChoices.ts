// What a filter of each type can be set to (maintenance §4, §6): the lookups of its group for
// the working company, the locations of the company's sites the user may reach, the company's
// users (drivers only for a Driver filter), the company's sites (a Site filter), an enumeration's values (an Enum filter: known here,
// or carried by the filter for a schema's string enum — enumValues —, in the active language) — or what the filter's own choices call lists (a mission operator, for users
// who cannot read users); a Driver filter's list starts with All Drivers (-1). Inactive entries are
// left out unless one is the current value, shown disabled. The chips use the same lists to name a
// chosen value, and the filter manager to hold a filter that is on to a value they hold.
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { ALL_DRIVERS } from '../../../../schemas/filters';
import { enumLabels, UserType } from '../../../../schemas/enums';
import { type Language, localize } from '../../../../schemas/i18n/translate';
import { activeLanguage } from '../../i18n/locale';
import type { Filter } from '../../../../schemas/types.generated';
import { useSchemas } from '../SchemaProvider';
import { activeChoices, ALL_ROWS } from '../inputs/choices';
import type { Choice } from '../inputs/ChoiceSelect';
import { useWorkingCompany } from '../workingCompany';

type Source = 'lookups' | 'locations' | 'sites' | 'users' | null;

const sourceOf = (f: Pick<Filter, 'filterType'>): Source => {
  switch (f.filterType) {
    case 'Lookup':
    case 'NullableLookup':
    case 'PayloadContentLookup':
    case 'PayloadContentQuantity':
      return 'lookups';
    case 'Location':
      return 'locations';
    case 'Site':
      return 'sites';
    case 'User':
    case 'Driver':
      return 'users';
    default:
      return null;
  }
};

/** Whether a filter's value names records (lookups, locations, users), whose names must be loaded. */
export const namesRecords = (f: Pick<Filter, 'filterType' | 'choices'>) => !!f.choices || sourceOf(f) !== null;

/** A filter as the server sends it: an Enum filter over a string enum carries its values (enumValues). */
export type FilterWithValues = Filter & { enumValues?: (string | number)[] | null };

/**
 * An Enum filter's choices: the values it carries (a string enum of the schema: its values, in the
 * active language), else every value of its numeric enumeration (enumName), by its display name.
 */
export const enumChoices = (f: Pick<FilterWithValues, 'enumName' | 'enumValues'>, language: Language): Choice[] =>
  f.enumValues?.length
    ? f.enumValues.map((v) => ({ id: v, name: localize(String(v), language) }))
    : Object.entries(enumLabels[f.enumName ?? ''] ?? {}).map(([value, label]) => ({ id: Number(value), name: localize(label, language) }));

/** The choices of a filter, named; undefined while loading (or for a type that is typed in). */
export function useFilterChoices(
  f: Pick<FilterWithValues, 'filterType' | 'lookupGroup' | 'value' | 'choices' | 'enumName' | 'enumValues'>,
): Choice[] | undefined {
  const language = activeLanguage.useValue();
  const translate = useTranslate();
  const company = useWorkingCompany();
  const readable = useSchemas().schemas ?? {};
  // A filter naming users may name its own call (x-filters 'choices'): who cannot read users reads that.
  const declared = f.choices ?? null;
  const named = useQuery({
    queryKey: ['filterChoices', declared],
    queryFn: () => fleet.get<Record<string, unknown>[]>(declared!),
    enabled: declared !== null,
    staleTime: 60_000,
  }).data;
  const source = declared === null ? sourceOf(f) : null;
  const sites = useGetList(
    'sites',
    { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: { companyId: company } },
    { enabled: (source === 'locations' || source === 'sites') && company !== null },
  ).data;
  const filter =
    source === 'lookups'
      ? { lookupGroupType: f.lookupGroup, companyId: company }
      : source === 'locations'
        ? { siteId: (sites ?? []).map((s) => s.id) }
        : { priCompanyId: company, ...(f.filterType === 'Driver' ? { type: UserType.Driver } : {}) };
  const sort = source === 'lookups' ? 'sort' : source === 'locations' ? 'location' : 'displayName';
  const enabled =
    !!source &&
    source !== 'sites' &&
    company !== null &&
    (source !== 'locations' || sites !== undefined) &&
    (source !== 'users' || !!readable.user);
  const { data } = useGetList(source ?? 'lookups', { pagination: ALL_ROWS, sort: { field: sort, order: 'ASC' }, filter }, { enabled });
  if (f.filterType === 'Enum') return enumChoices(f, language);
  const rows = declared !== null ? named : source === 'sites' ? sites : enabled ? data : undefined;
  if (!rows) return undefined;
  const current = Array.isArray(f.value) ? f.value[0] : f.value;
  // A Record filter's choices (a gate visit's carrier, from GET /Carriers) are named by their `name`.
  const name = (r: Record<string, unknown>) =>
    String(r.description ?? r.location ?? r.siteName ?? r.displayName ?? r.loginName ?? r.name ?? r.id);
  const all = f.filterType === 'Driver' ? [{ id: ALL_DRIVERS, name: translate('filters.all_drivers') }] : [];
  return [...all, ...activeChoices(rows, name, current)];
}
