// The filter sets a user keeps per screen (GET /User/Filters): what the user saved, laid over the
// screen's declared filters (x-filters). A filter the screen no longer offers is dropped, one it
// has added since appears with its defaults, and a filter's definition (label, type, group) is
// always the schema's; only the user's choices (enabled, option, value) come from what was saved.
import { defaultOption } from '../../../schemas/filters.js';
import type { Filter } from '../../../schemas/types.generated.js';
import type { AppContext } from '../../context.js';
import type { FilterDecl, FilterField } from '../../engine/filterFields.js';
import { filterScreensOf, type Registry } from '../../engine/registry.js';

/** The filter of a field as a new user has it; a Driver filter starts at the user themself. */
export const defaultFilter = (f: FilterField, userId: number): Filter => ({
  type: f.type,
  label: f.label,
  chipLabel: f.label,
  filterType: f.filterType,
  active: f.active || f.required,
  required: f.required,
  clickable: true,
  removable: f.removable,
  option: defaultOption(f.filterType),
  value: f.startsAtSelf ? userId : f.value,
  lookupGroup: f.lookupGroup,
  // only on an Enum filter: the spec's filters keep their shape
  ...(f.enumName ? { enumName: f.enumName } : {}),
  // only on an Enum filter over a text property's own values (x-filters on a string enum)
  ...(f.enumValues ? { enumValues: f.enumValues } : {}),
  choices: f.choices,
  settings: null,
});

/**
 * The filter screens that keep a saved set: each schema's that declares a screen (histories, and
 * views without a screen of their own, reuse their record's).
 */
export const filterScreens = (registry: Registry): FilterDecl[] => filterScreensOf(registry).map((e) => e.filters!);

/** A saved set laid over the screen's definitions. */
export function mergeFilters(decl: FilterDecl, saved: Filter[] | undefined, userId: number): Filter[] {
  const byType = new Map((saved ?? []).map((f) => [f.type, f]));
  return decl.fields.map((field) => {
    const base = defaultFilter(field, userId);
    const mine = byType.get(field.type);
    if (!mine || mine.filterType !== field.filterType) return base;
    return { ...base, active: field.required || !!mine.active, option: mine.option ?? base.option, value: mine.value ?? base.value };
  });
}

/** Every screen's set for the user: `<screen camelCase>Filters` (missionFilters, assetFilters, payloadFilters, historyFilters…). */
export async function userFilters(ctx: AppContext, userId: number): Promise<Record<string, Filter[]>> {
  const stored = await ctx.repo.findMany(ctx.db, 'userFilter', { where: [{ prop: 'userId', op: 'eq', value: userId }] });
  return Object.fromEntries(
    filterScreens(ctx.registry).map((decl) => [
      decl.set!,
      mergeFilters(decl, stored.find((s) => s.screen === decl.screen)?.filters as Filter[] | undefined, userId),
    ]),
  );
}
