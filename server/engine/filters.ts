// The filter engine: the filters of a filter screen (x-filters, filterFields.ts), checked and
// turned into SQL conditions over the entity's table — never applied to rows in memory. A filter
// counts when it is enabled (active) or required; every filter sent is checked (its name, type,
// option and, when it counts, its value), and a bad one answers 400 naming it. Tenancy and the
// site choice are separate scopes the caller adds first (filteredCalls.ts); filters only narrow.
//
// Meanings (maintenance §4): Exact 'is', Exclude 'is not' (rows without a value are not it
// either, so they stay), Contains (case-insensitive substring), AnyValue / NoValue (an empty text
// counts as no value), Greater / Less (strictly), Range (both ends included). A date filter names
// calendar days in the user's time zone: 'is 11-23-2026' is that whole day there.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { dayStart, nextDay } from '../../schemas/dates.js';
import { enumLabels, FilterOption } from '../../schemas/enums.js';
import { ALL_DRIVERS, FILTER_OPTIONS, takesNoValue } from '../../schemas/filters.js';
import type { Filter } from '../../schemas/types.generated.js';
import type { DialectAdapter } from '../db/dialect.js';
import { badRequest } from '../errors.js';
import type { FilterDecl, FilterField } from './filterFields.js';
import { orderedPerValue } from './listing.js';
import { type EntityDef, type JsonSchema, type Registry, snakeCase } from './registry.js';
import type { Scope, Sort } from './repository.js';
import { hasNul, isInt32, isStrictDate } from './scalars.js';

const { Exact, Exclude, Contains, AnyValue, NoValue, Range, Greater, Less } = FilterOption;

/** The longest text a text filter compares. */
const MAX_TEXT = 200;

/** A filter that counts, with its definition. */
export interface ActiveFilter {
  field: FilterField;
  option: number;
  value: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- expressions over tables named at run time
type Eb = ExpressionBuilder<any, any>;

/** The kind of value the compared column holds. */
function valueKind(e: EntityDef, f: FilterField): string {
  const p = e.byName.get(f.prop)!;
  if (!p.child) return p.kind;
  const item = p.child.item?.properties?.[f.item!] as JsonSchema;
  return ([] as string[]).concat(item.type).includes('integer') ? 'integer' : 'number';
}

/** Whether `v` is one value a filter of this field can compare, and what it must be if not. */
function scalarCheck(e: EntityDef, f: FilterField): [(v: unknown) => boolean, string] {
  const kind = valueKind(e, f);
  switch (f.filterType) {
    case 'Boolean':
      return [(v) => typeof v === 'boolean', 'true or false'];
    case 'Date':
      return [isStrictDate, 'a date (YYYY-MM-DD)'];
    case 'Text':
      return [(v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_TEXT && !hasNul(v), `a text of 1 to ${MAX_TEXT} characters`];
    case 'Numeric':
    case 'PayloadContentQuantity':
      return kind === 'integer'
        ? [isInt32, 'a whole number']
        : [(v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e15, 'a number'];
    case 'Enum': {
      // A text property's own values (x-filters on a string enum), compared as they are stored.
      if (f.enumValues) {
        const values = f.enumValues;
        return [(v) => typeof v === 'string' && values.includes(v), `one of ${values.join(', ')}`];
      }
      const labels = enumLabels[f.enumName!];
      const values = Object.keys(labels).map(Number);
      return [(v) => values.includes(v as number), `one of ${values.map((v) => `${v} (${labels[v]})`).join(', ')}`];
    }
    case 'Driver':
      return [(v) => v === ALL_DRIVERS || (isInt32(v) && v > 0), 'a driver id (or -1 for All Drivers)'];
    default:
      return [
        (v) => isInt32(v) && v > 0,
        `the id of a ${{ Location: 'location', User: 'user', Site: 'site', Record: 'record' }[f.filterType as string] ?? 'lookup'}`,
      ];
  }
}

/** Checks one counting filter's value for its option; answers the reason it is not right, if it is not. */
function valueProblem(e: EntityDef, f: FilterField, option: number, value: unknown): string | undefined {
  if (takesNoValue(option)) return undefined;
  const [fits, what] = scalarCheck(e, f);
  const ordered = (a: unknown, b: unknown) => (typeof a === 'number' ? a <= (b as number) : String(a) <= String(b));
  if (f.filterType === 'PayloadContentQuantity') {
    const size = option === Range ? 3 : 2;
    if (!Array.isArray(value) || value.length !== size || !(isInt32(value[0]) && value[0] > 0) || !value.slice(1).every(fits))
      return `must be a content type id and ${option === Range ? 'two amounts' : 'an amount'}, each ${what}`;
    if (option === Range && !ordered(value[1], value[2])) return 'must not start after it ends';
    return undefined;
  }
  if (option === Range) {
    if (!Array.isArray(value) || value.length !== 2 || !value.every(fits)) return `must be two values, each ${what}`;
    if (!ordered(value[0], value[1])) return 'must not start after it ends';
    return undefined;
  }
  return fits(value) ? undefined : `must be ${what}`;
}

/**
 * Checks every filter of a request against the screen's declaration and answers those that count.
 * A 400 names the filter (filters[i]) and what is wrong with it. A set being saved (`saving`) need
 * not hold the required filters: the saved set is laid over the declaration, which puts them back on.
 */
export function checkFilters(e: EntityDef, decl: FilterDecl, filters: Filter[] = [], saving = false): ActiveFilter[] {
  const errors: { field: string; message: string }[] = [];
  const out: ActiveFilter[] = [];
  const seen = new Set<string>();
  for (const [i, f] of filters.entries()) {
    const at = `filters[${i}]`;
    const field = decl.fields.find((d) => d.type === f.type);
    if (!field) {
      errors.push({ field: `${at}.type`, message: `${f.type} is not a filter of ${e.label}` });
      continue;
    }
    const name = `${field.label} filter`;
    if (seen.has(field.type)) errors.push({ field: `${at}.type`, message: `${name} is given twice` });
    seen.add(field.type);
    if (f.filterType !== field.filterType) {
      errors.push({ field: `${at}.filterType`, message: `${name} is a ${field.filterType} filter, not ${f.filterType}` });
      continue;
    }
    const option = f.option ?? Exact;
    if (!FILTER_OPTIONS[field.filterType].includes(option as never)) {
      errors.push({ field: `${at}.option`, message: `${name} does not take option ${option}` });
      continue;
    }
    if (!(f.active || f.required)) continue;
    const problem = valueProblem(e, field, option, f.value);
    if (problem) errors.push({ field: `${at}.value`, message: `${name} ${problem}` });
    else out.push({ field, option, value: f.value });
  }
  // A filter the screen requires (the mission history's Ship Date, x-views) cannot be left out or
  // switched off: the server holds the screen to it, or any caller could read the whole history.
  for (const field of saving ? [] : decl.fields.filter((d) => d.required)) {
    const i = filters.findIndex((f) => f.type === field.type);
    if (i < 0) errors.push({ field: 'filters', message: `${field.label} filter is required` });
    else if (!(filters[i].active || filters[i].required))
      errors.push({ field: `filters[${i}].active`, message: `${field.label} filter is required` });
  }
  if (errors.length) throw badRequest(errors);
  return out;
}

/** The SQL condition of one filter over the entity's table (named `alias` in the query). */
function filterScope(adapter: DialectAdapter, e: EntityDef, af: ActiveFilter, zone: string, alias = e.table): Scope {
  const { field: f, option, value } = af;
  const p = e.byName.get(f.prop)!;
  if (f.filterType === 'Driver' && value === ALL_DRIVERS) return (eb) => eb.lit(true);
  if (p.child) return childScope(adapter, e, af, alias);
  const col = sql.ref(`${alias}.${p.column}`);
  if (f.filterType === 'Site') {
    // The records of that site the column may name (a site's locations: a few), then the column among them.
    const { table, key, column } = f.site!;
    const atSite = (eb: Eb) =>
      eb.selectFrom(`${table} as ${alias}_site`).select(`${alias}_site.${key}`).where(`${alias}_site.${column}`, '=', value);
    return (eb) => (option === Exclude ? eb.or([eb(col, 'is', null), eb(col, 'not in', atSite(eb))]) : eb(col, 'in', atSite(eb)));
  }
  const v = (x: unknown) => adapter.toDb(p.kind as never, x);
  const range = (eb: Eb, from: unknown, to: unknown) => eb.and([eb(col, '>=', v(from)), eb(col, '<', v(to))]);
  if (p.kind === 'timestamp' && f.filterType === 'Date') {
    // A day is [its start, the next day's start) in the user's zone.
    const start = (d: unknown) => dayStart(d as string, zone);
    const end = (d: unknown) => dayStart(nextDay(d as string), zone);
    switch (option) {
      case Exact:
        return (eb) => range(eb, start(value), end(value));
      case Exclude:
        return (eb) => eb.or([eb(col, 'is', null), eb(col, '<', v(start(value))), eb(col, '>=', v(end(value)))]);
      case Greater:
        return (eb) => eb(col, '>=', v(end(value)));
      case Less:
        return (eb) => eb(col, '<', v(start(value)));
      case Range: {
        const [from, to] = value as string[];
        return (eb) => range(eb, start(from), end(to));
      }
    }
  }
  if (f.filterType === 'Text') {
    const lower = (x: unknown) => sql`lower(${x})`;
    switch (option) {
      case Exact:
        return () => sql<SqlBool>`${lower(col)} = ${lower(value)}`;
      case Exclude:
        return (eb) => eb.or([eb(col, 'is', null), sql<SqlBool>`${lower(col)} <> ${lower(value)}`]);
      case Contains: {
        const escaped = String(value).replace(/[\\%_]/g, (m) => `\\${m}`);
        return () => sql<SqlBool>`${col} ${sql.raw(adapter.ilike)} ${`%${escaped}%`} escape '\\'`;
      }
      case AnyValue:
        return (eb) => eb.and([eb(col, 'is not', null), eb(col, '<>', '')]);
      case NoValue:
        return (eb) => eb.or([eb(col, 'is', null), eb(col, '=', '')]);
    }
  }
  switch (option) {
    case Exact:
      return (eb) => eb(col, '=', v(value));
    case Exclude:
      return (eb) => eb.or([eb(col, 'is', null), eb(col, '<>', v(value))]);
    case AnyValue:
      return (eb) => eb(col, 'is not', null);
    case NoValue:
      return (eb) => eb(col, 'is', null);
    case Greater:
      return (eb) => eb(col, '>', v(value));
    case Less:
      return (eb) => eb(col, '<', v(value));
    case Range: {
      const [from, to] = value as unknown[];
      return (eb) => eb.and([eb(col, '>=', v(from)), eb(col, '<=', v(to))]);
    }
  }
  throw new Error(`filter ${f.type}: option ${option} has no SQL`);
}

/**
 * A filter over a child list (a payload's content rows): whether the record has an item of the
 * chosen type (PayloadContentLookup), or of the chosen type in the chosen amount
 * (PayloadContentQuantity); 'is not' keeps the records that have no such item.
 */
function childScope(adapter: DialectAdapter, e: EntityDef, af: ActiveFilter, alias: string): Scope {
  const { field: f, option, value } = af;
  const child = e.byName.get(f.prop)!.child!;
  const c = `${alias}_${snakeCase(f.type)}`;
  const column = (name: string) => {
    const s = child.item?.properties?.[name] as JsonSchema;
    return `${c}.${s['x-column'] ?? snakeCase(name)}`;
  };
  const values = Array.isArray(value) ? value : [value];
  const items = (eb: Eb) => {
    let q = eb
      .selectFrom(`${child.table} as ${c}`)
      .select(eb.lit(1).as('one'))
      .whereRef(`${c}.${snakeCase(child.key)}`, '=', `${alias}.${e.primary.column}`);
    if (f.filterType === 'PayloadContentLookup') return q.where(column(f.item!), '=', values[0]);
    const amount = sql.ref(column(f.item!));
    q = q.where(column(f.by!), '=', values[0]);
    const n = (x: unknown) => adapter.toDb('number', x);
    if (option === Greater) return q.where(amount, '>', n(values[1]));
    if (option === Less) return q.where(amount, '<', n(values[1]));
    if (option === Range) return q.where(amount, '>=', n(values[1])).where(amount, '<=', n(values[2]));
    return q.where(amount, '=', n(values[1]));
  };
  return (eb) => (option === Exclude ? eb.not(eb.exists(items(eb))) : eb.exists(items(eb)));
}

/** The SQL conditions of the counting filters, to add to a query's scopes. */
export function filterScopes(adapter: DialectAdapter, e: EntityDef, filters: ActiveFilter[], zone: string): Scope[] {
  return filters.map((f) => filterScope(adapter, e, f, zone));
}

/** Whether a counting filter reads text inside values (no index helps): the page is then a long read. */
export const searchesText = (filters: ActiveFilter[]) =>
  filters.some((f) => f.field.filterType === 'Text' && (f.option === Contains || f.option === Exact || f.option === Exclude));

/**
 * Whether a Date filter bounds the rows on a column the page is not sorted by (the mission history:
 * a week of ship dates, newest update first): the database must read and sort every row of the
 * range to find one page, however large the range — a long read, off the request thread.
 */
export const boundsByDate = (filters: ActiveFilter[], sortProps: string[]) =>
  filters.some((f) => f.field.filterType === 'Date' && f.option !== AnyValue && f.option !== NoValue && !sortProps.includes(f.field.prop));

/** The longest date range a page reads day by day (dayBranches). */
const MAX_DAY_BRANCHES = 31;

/**
 * The days a page may be read by, one ordered branch each (Query.split): a Date filter that
 * names whole days (is, or a range of at most MAX_DAY_BRANCHES) of a date column the page is not
 * sorted by, when an index of (…, that column, the sort column) serves it with the columns before
 * them held equal (`bound`). The mission history's week: seven days, each read newest update first
 * through (company, ship, update date) and merged, instead of the whole week read and sorted.
 */
export function dayBranches(
  registry: Registry,
  e: EntityDef,
  filters: ActiveFilter[],
  sort: Sort[],
  bound: string[],
): { prop: string; values: string[] } | undefined {
  const first = sort[0] && e.byName.get(sort[0].prop);
  // A reference shown by name sorts through a join: no index of this table gives that order, and
  // the branches' merge orders by their own columns alone (repository.ts, splitPage). (Every
  // reference is refused: a list sorts by one key, and one sorted by a bare id is no history.)
  if (!first || sort.some((s) => e.byName.get(s.prop)?.ref)) return undefined;
  for (const f of filters) {
    const p = e.byName.get(f.field.prop)!;
    if (p.kind !== 'date' || p.child || f.field.filterType !== 'Date' || p.name === first.name) continue;
    if (f.option !== Exact && f.option !== Range) continue;
    const [from, to] = f.option === Range ? (f.value as string[]) : [f.value as string, f.value as string];
    const days: string[] = [];
    for (let d = from; d <= to && days.length <= MAX_DAY_BRANCHES; d = nextDay(d)) days.push(d);
    if (days.length > MAX_DAY_BRANCHES || !orderedPerValue(registry, e, bound, p.column, first.column)) continue;
    return { prop: p.name, values: days };
  }
  return undefined;
}

export type { Expression };
