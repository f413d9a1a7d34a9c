// Dependent choices of a reference (x-ref.match, x-ref.where; contract §2): the REST filter that
// lists only the referenced records matching the form's current values and the constant
// conditions. A condition { lookupName } names a lookup of the referenced property's group by its
// name: its ids are read first (lookupFilter), then asked for as a list (membership).
import type { FormValues } from './entityUi';
import type { EntitySchema, PropertyRef } from './schemaTypes';

export interface LookupByName {
  /** The referenced entity's property the condition is on. */
  prop: string;
  name: string;
  /** Its lookup group (x-ref.lookupGroup of the referenced property). */
  group?: string;
}

/** The { lookupName } conditions of a reference's where. */
export function lookupsByName(ref: PropertyRef | undefined, target: EntitySchema | undefined): LookupByName[] {
  return Object.entries(ref?.where ?? {}).flatMap(([prop, c]) =>
    c && typeof c === 'object' && !Array.isArray(c)
      ? [{ prop, name: c.lookupName, group: target?.properties[prop]?.['x-ref']?.lookupGroup }]
      : [],
  );
}

/** The form's properties the choices depend on (x-ref.match values). */
export const matchedProps = (ref: PropertyRef | undefined) => [...new Set(Object.values(ref?.match ?? {}))];

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);

export interface RefFilter {
  filter: Record<string, unknown>;
  /** Properties of the form that must have a value before there is anything to choose. */
  missing: string[];
  /** A lookup named by a where is not read yet. */
  pending: boolean;
  /** A where names a lookup there is none of: nothing to choose (and nothing to ask). */
  none: boolean;
}

/**
 * The filter of a reference's choices: each matched property of the referenced entity equal to
 * the form's value of its property, each where condition as it is, a lookup by name as the ids of
 * the lookups of that name (`lookupIds`: by lookup name, undefined while being read).
 */
export function refFilter(
  ref: PropertyRef | undefined,
  values: FormValues,
  lookupIds: Record<string, number[]> | undefined,
  target?: EntitySchema,
): RefFilter {
  const filter: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [theirs, ours] of Object.entries(ref?.match ?? {})) {
    const value = values[ours];
    if (isEmpty(value)) {
      if (!missing.includes(ours)) missing.push(ours);
    } else filter[theirs] = value;
  }
  let pending = false;
  let none = false;
  const named = new Map(lookupsByName(ref, target).map((l) => [l.prop, l.name]));
  for (const [prop, condition] of Object.entries(ref?.where ?? {})) {
    const name = named.get(prop);
    if (name === undefined) filter[prop] = condition;
    else if (!lookupIds?.[name]) pending = true;
    else if (!lookupIds[name].length) none = true;
    else filter[prop] = lookupIds[name];
  }
  return { filter, missing, pending, none };
}

/** The REST filter that reads the lookups named by a where (their descriptions, in their groups). */
export function lookupFilter(named: LookupByName[], groupIds: Record<string, number>): Record<string, unknown> {
  const groups = [...new Set(named.map((l) => (l.group ? groupIds[l.group] : undefined)).filter((g) => g !== undefined))];
  return { description: [...new Set(named.map((l) => l.name))], ...(groups.length ? { lookupGroupType: groups } : {}) };
}

/** The ids of the lookups read, by name: [] for a name no lookup has (nothing to choose, not everything). */
export function idsByName(named: LookupByName[], lookups: { id: unknown; description?: unknown }[]): Record<string, number[]> {
  return Object.fromEntries(named.map((l) => [l.name, lookups.filter((r) => r.description === l.name).map((r) => Number(r.id))]));
}
