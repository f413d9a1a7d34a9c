// A property test of the filter engine (server/engine/filters.ts): for hundreds of generated filter
// combinations — every filter type of every x-filters screen (asset, mission, payload) × every
// option that type allows, with values picked from the data, near it, and far from anything —
// the rows the SQL selects must be exactly the rows a plain in-memory reading of the documented
// meanings selects, on every database. The in-memory evaluator below is written from the meanings
// alone (the engine's header comment and schemas/filters.ts); it shares no code with the engine.
// Extra rows give the data nulls, empty texts, case differences (ASCII and not), LIKE wildcards
// and timestamps on either side of local midnight in every user time zone, DST days included.
//
// Reproduce a failure with its seed: FILTER_SEED=<seed> npx vitest run tests/integration/filterEngine.test.ts
import { beforeAll, describe, expect, it } from 'vitest';
import { ZONES, zoneOf } from '../../schemas/dates.js';
import { FilterOption, LookupGroup, type LookupGroupName, MissionStage, UserType } from '../../schemas/enums.js';
import { FILTER_OPTIONS, type FilterType } from '../../schemas/filters.js';
import type { Filter } from '../../schemas/types.generated.js';
import { AppError } from '../../server/errors.js';
import { checkFilters, filterScopes } from '../../server/engine/filters.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const SEED = Number(process.env.FILTER_SEED ?? 20261123) >>> 0;
/** Random combinations per entity (on top of the systematic field × option pass). */
const RANDOM_COMBOS = { asset: 120, mission: 100, payload: 100 };

const { Exact, Exclude, Contains, AnyValue, NoValue, Range, Greater, Less } = FilterOption;
const OPTION_NAMES = Object.fromEntries(Object.entries(FilterOption).map(([k, v]) => [v, k])) as Record<number, string>;

// ---------------------------------------------------------------------------------------------
// Seeded pseudo-random numbers (mulberry32).

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => {
      if (!list.length) throw new Error('pick from an empty list');
      return list[int(list.length)];
    },
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
type Rng = ReturnType<typeof rng>;

// ---------------------------------------------------------------------------------------------
// The filters of each screen, as the schemas declare them (checked against the registry below).

type Entity = 'asset' | 'mission' | 'payload';
interface Field {
  type: string;
  prop: string;
  filterType: FilterType;
}
const field = (type: string, prop: string, filterType: FilterType): Field => ({ type, prop, filterType });
const FIELDS: Record<Entity, Field[]> = {
  asset: [
    field('AssetStatus', 'assetStatus', 'Lookup'),
    field('AssetType', 'assetType', 'Lookup'),
    field('AssetCategory', 'assetCategory', 'Lookup'),
    field('CurrentLocation', 'assetLocId', 'Location'),
    field('DefectSeverity', 'defectSeverity', 'NullableLookup'),
    field('Custody', 'custody', 'Lookup'),
    field('AssetAssignment', 'assignment', 'NullableLookup'),
    field('AssignedLocation', 'assignLocId', 'Location'),
    field('RepairType', 'repairType', 'NullableLookup'),
    field('RepairTech', 'repairTech', 'NullableLookup'),
    field('UnitId', 'assetModelId', 'Text'),
    field('Description', 'assetDescription', 'Text'),
    field('Active', 'isActive', 'Boolean'),
    field('TrackPayload', 'hasPayload', 'Boolean'),
    field('StatusDate', 'statusUpdate', 'Date'),
    field('RepairETA', 'repairETA', 'Date'),
    field('Updated', 'updateDate', 'Date'),
    field('UpdatedBy', 'updateUser', 'Text'),
  ],
  mission: [
    field('ShipDate', 'ship', 'Date'),
    field('MissionType', 'missionType', 'Lookup'),
    field('Driver', 'computedDriverId', 'Driver'),
    field('ActiveOperator', 'activeDriverId', 'User'),
    field('Source', 'sourceLocationId', 'Location'),
    field('Destination', 'targetLocationId', 'Location'),
    field('DestinationSite', 'targetLocationId', 'Site'),
    field('Priority', 'priority', 'Numeric'),
    field('Notes', 'notes', 'Text'),
    field('Updated', 'updateDate', 'Date'),
    field('Stage', 'missionStage', 'Enum'),
    field('Completed', 'completeDate', 'Date'),
  ],
  payload: [
    field('PayloadStatus', 'payloadStatusId', 'Lookup'),
    field('PayloadAssignment', 'payloadAssignId', 'Lookup'),
    field('Location', 'locId', 'Location'),
    field('PayloadContent', 'payloadContents', 'PayloadContentLookup'),
    field('ContentQuantity', 'payloadContents', 'PayloadContentQuantity'),
    field('Refrigerated', 'isRefrigerated', 'Boolean'),
    field('Temperature', 'temperature', 'Numeric'),
    field('Notes', 'payloadNotes', 'Text'),
    field('Complete', 'isComplete', 'Boolean'),
    field('Updated', 'updateDate', 'Date'),
  ],
};
/** Date filters over a calendar-date column; every other Date filter is over a timestamp. */
const DATE_COLUMNS = new Set(['ship']);
/** Numeric filters over an integer column (the rest are over real numbers). */
const INTEGER_COLUMNS = new Set(['priority']);

// ---------------------------------------------------------------------------------------------
// Calendar days in a time zone, by Intl (independent of the engine's dayjs arithmetic).

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(t: number, zone: string): Record<string, number> {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  return Object.fromEntries(
    f
      .formatToParts(new Date(t))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
function localDay(iso: string, zone: string): string {
  const w = wallClock(Date.parse(iso), zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}
/** The instant (ms) at which `day` begins in `zone`. */
function localMidnight(day: string, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall;
  for (let i = 0; i < 4; i++) {
    const w = wallClock(t, zone);
    const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000;
    t = wall - offset;
  }
  return t;
}
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// The in-memory evaluator: the documented meaning of each filter over one record.

interface Chosen {
  field: Field;
  option: number;
  value: unknown;
}

const lower = (s: unknown) => String(s).toLowerCase();
const isNone = (v: unknown) => v === null || v === undefined;

/** The site of each location (read before the tests), for the Site filter's meaning. */
const siteOfLocation = new Map<number, number>();

/** An ordered value (day, number) against an ordered filter: is, is not, greater, less, between (inclusive). */
function compare(x: string | number | null, option: number, value: unknown): boolean {
  if (x === null) return option === Exclude; // 'is not' keeps rows without a value; nothing else takes them
  if (option === Exact) return x === value;
  if (option === Exclude) return x !== value;
  if (option === Greater) return x > (value as typeof x);
  if (option === Less) return x < (value as typeof x);
  if (option === Range) {
    const [from, to] = value as [typeof x, typeof x];
    return x >= from && x <= to;
  }
  throw new Error(`no meaning for option ${option}`);
}

function holds(row: Rec, c: Chosen, zone: string): boolean {
  const { option, value } = c;
  const v = row[c.field.prop];
  switch (c.field.filterType) {
    case 'Boolean':
      return v === value;
    case 'Driver':
      if (value === -1) return true; // All Drivers
    // falls through
    case 'Lookup':
    case 'NullableLookup':
    case 'Location':
    case 'User':
    case 'Enum':
      if (option === Exact) return !isNone(v) && v === value;
      if (option === Exclude) return isNone(v) || v !== value;
      if (option === AnyValue) return !isNone(v);
      if (option === NoValue) return isNone(v);
      break;
    case 'Text': {
      const empty = isNone(v) || v === '';
      if (option === Exact) return !isNone(v) && lower(v) === lower(value);
      if (option === Exclude) return isNone(v) || lower(v) !== lower(value);
      if (option === Contains) return !isNone(v) && lower(v).includes(lower(value));
      if (option === AnyValue) return !empty;
      if (option === NoValue) return empty;
      break;
    }
    case 'Site': {
      // the site of the location the row names
      const site = isNone(v) ? undefined : siteOfLocation.get(v as number);
      return option === Exclude ? site !== value : site === value;
    }
    case 'Numeric':
      return compare(isNone(v) ? null : (v as number), option, value);
    case 'Date': {
      const day = isNone(v) ? null : DATE_COLUMNS.has(c.field.prop) ? String(v).slice(0, 10) : localDay(String(v), zone);
      return compare(day, option, value);
    }
    case 'PayloadContentLookup': {
      const has = ((v as Rec[] | null) ?? []).some((item) => item.contentTypeId === value);
      return option === Exclude ? !has : has;
    }
    case 'PayloadContentQuantity': {
      const [type, ...amounts] = value as number[];
      const items = ((v as Rec[] | null) ?? []).filter((item) => item.contentTypeId === type);
      if (option === Exclude) return !items.some((item) => item.quantity === amounts[0]);
      const amountOption = option === Range ? Range : option;
      return items.some((item) => compare(item.quantity as number, amountOption, option === Range ? amounts : amounts[0]));
    }
  }
  throw new Error(`no meaning for ${c.field.filterType} option ${option}`);
}

/** The ids a set of filters selects: every counting filter holds. */
const expectedIds = (rows: Rec[], chosen: Chosen[], zone: string) =>
  rows
    .filter((r) => chosen.every((c) => holds(r, c, zone)))
    .map((r) => r.id as number)
    .sort((a, b) => a - b);

// ---------------------------------------------------------------------------------------------
// Generated values.

/** Ids that name nothing (valid 32-bit ids no row has). */
const NO_ID = 2_147_000_000;
const NO_TEXT = 'zz-no-such-text-ǂ';
const NO_DAYS = ['1999-12-31', '2099-01-01'];

/** What the data offers to pick values from: the rows, and ids that exist but are not on them. */
interface Pool {
  rows: Rec[];
  /** Ids of existing records of the kind a reference names, by filter type and prop. */
  known: (f: Field) => number[];
  /** Content type ids (PayloadContent lookups of every company). */
  contentTypes: number[];
}

/** Flips the case of some letters (only those whose other case has the same length). */
function recase(r: Rng, s: string): string {
  return [...s]
    .map((ch) => {
      const other = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
      return other.length === 1 && r.chance(0.5) ? other : ch;
    })
    .join('');
}

function textValue(r: Rng, pool: Pool, f: Field, option: number): string {
  const texts = pool.rows.map((row) => row[f.prop]).filter((v): v is string => typeof v === 'string' && v.length > 0);
  const special = ['%', '_', '\\', "'", 'é', 'É', 'ss', ' ', NO_TEXT];
  if (!texts.length || r.chance(0.15)) return r.pick(special);
  const whole = r.pick(texts);
  if (option === Contains && r.chance(0.7)) {
    const start = r.int(whole.length);
    const end = Math.min(whole.length, start + 1 + r.int(8));
    return recase(r, whole.slice(start, end)).slice(0, 200);
  }
  return (r.chance(0.6) ? recase(r, whole) : whole).slice(0, 200);
}

function numberValue(r: Rng, pool: Pool, f: Field): number {
  const integer = INTEGER_COLUMNS.has(f.prop);
  const values = pool.rows.map((row) => row[f.prop]).filter((v): v is number => typeof v === 'number');
  if (!values.length || r.chance(0.15)) return r.pick(integer ? [-1_000_000, 0, 123_456] : [-1_000_000.5, 0, 123_456.25]);
  const base = r.pick(values);
  const nudge = r.pick(integer ? [0, 0, 1, -1] : [0, 0, 1, -1, 0.25, -0.25]);
  return base + nudge;
}

function dayValue(r: Rng, pool: Pool, f: Field, zone: string): string {
  const days = pool.rows
    .map((row) => row[f.prop])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => (DATE_COLUMNS.has(f.prop) ? v.slice(0, 10) : localDay(v, zone)));
  if (!days.length || r.chance(0.12)) return r.pick(NO_DAYS);
  return addDays(r.pick(days), r.pick([0, 0, 0, 1, -1]));
}

function idValue(r: Rng, pool: Pool, f: Field): number {
  const onRows = pool.rows
    .map((row) => row[f.prop])
    .filter((v): v is number => typeof v === 'number')
    .map((id) => (f.filterType === 'Site' ? siteOfLocation.get(id)! : id));
  const roll = r.next();
  if (roll < 0.1) return NO_ID;
  if (roll < 0.25 || !onRows.length) return r.pick(pool.known(f));
  return r.pick(onRows);
}

function contentValue(r: Rng, pool: Pool, f: Field, option: number): number[] {
  const items = pool.rows.flatMap((row) => (row.payloadContents as Rec[] | null) ?? []);
  const item = items.length && r.chance(0.8) ? r.pick(items) : undefined;
  const type = item ? (item.contentTypeId as number) : r.chance(0.5) ? r.pick(pool.contentTypes) : NO_ID;
  if (f.filterType === 'PayloadContentLookup') return [type];
  const amounts = items.filter((i) => i.contentTypeId === type).map((i) => i.quantity as number);
  const amount = () => (amounts.length && r.chance(0.8) ? r.pick(amounts) + r.pick([0, 0, 1, -0.5]) : r.pick([0.5, 7, 99_999]));
  if (option !== Range) return [type, amount()];
  const [a, b] = [amount(), amount()].sort((x, y) => x - y);
  return [type, a, b];
}

/** One value for a filter of `f` with `option` (undefined for options that take none). */
function valueFor(r: Rng, pool: Pool, f: Field, option: number, zone: string): unknown {
  if (option === AnyValue || option === NoValue) return r.pick([undefined, null]);
  switch (f.filterType) {
    case 'Boolean':
      return r.chance(0.5);
    case 'Text':
      return textValue(r, pool, f, option);
    case 'PayloadContentLookup':
      return contentValue(r, pool, f, option)[0];
    case 'PayloadContentQuantity':
      return contentValue(r, pool, f, option);
    case 'Driver':
      if (r.chance(0.2)) return -1;
      return idValue(r, pool, f);
    case 'Enum':
      // A value on the rows, or any of the enumeration's (one no row has included).
      return r.chance(0.6) ? r.pick(pool.rows.map((row) => row[f.prop])) : r.pick(Object.values(MissionStage));
    case 'Lookup':
    case 'NullableLookup':
    case 'Location':
    case 'User':
    case 'Site':
      return idValue(r, pool, f);
  }
  const one = () => (f.filterType === 'Date' ? dayValue(r, pool, f, zone) : numberValue(r, pool, f));
  if (option !== Range) return one();
  const pair = [one(), one()];
  return pair[0] <= pair[1] ? pair : [pair[1], pair[0]];
}

/** The filter as a client sends it; inactive filters (not required) must not count. */
function request(r: Rng, c: Chosen, counts: boolean): Filter {
  const f: Filter = { type: c.field.type, filterType: c.field.filterType, label: c.field.type };
  if (c.option !== Exact || r.chance(0.5)) f.option = c.option;
  if (c.value !== undefined) f.value = c.value as Filter['value'];
  if (counts) {
    if (r.chance(0.8)) f.active = true;
    else f.required = true;
    if (r.chance(0.2)) f.active = true;
  } else f.active = false;
  return f;
}

interface Combination {
  chosen: Chosen[];
  /** Filters sent but not enabled: checked, not applied. */
  idle: Chosen[];
  filters: Filter[];
  zone: string;
}

function combination(r: Rng, pool: Pool, fields: Field[], zone: string, forced?: { field: Field; option: number }): Combination {
  const count = forced ? 1 : 1 + r.int(3);
  const picked = forced ? [forced.field] : r.shuffle(fields).slice(0, count);
  const chosen: Chosen[] = [];
  const idle: Chosen[] = [];
  const filters: Filter[] = [];
  for (const f of picked) {
    const option = forced && f === forced.field ? forced.option : r.pick(FILTER_OPTIONS[f.filterType]);
    const c = { field: f, option, value: valueFor(r, pool, f, option, zone) };
    const counts = forced ? true : r.chance(0.85);
    (counts ? chosen : idle).push(c);
    filters.push(request(r, c, counts));
  }
  return { chosen, idle, filters, zone };
}

const describeCombination = (seed: number, n: number, c: Combination) =>
  `seed ${seed}, combination #${n}, zone ${c.zone}, filters ${JSON.stringify(c.filters)}`;

// ---------------------------------------------------------------------------------------------

const ZONE_LIST = Object.values(ZONES);

interface Mismatch {
  at: string;
  label: string;
  missing: number[];
  extra: number[];
  status?: number;
  body?: unknown;
}

function report(entity: Entity, mismatches: Mismatch[], total: number): string {
  if (!mismatches.length) return '';
  const byField = new Map<string, number>();
  for (const m of mismatches) byField.set(m.label, (byField.get(m.label) ?? 0) + 1);
  const lines = mismatches.slice(0, 12).map((m) => {
    const what = m.status
      ? `answered ${m.status} ${JSON.stringify(m.body)}`
      : `rows the SQL missed ${m.missing}; rows it should not select ${m.extra}`;
    return `  ${m.at}\n    ${what}`;
  });
  return [
    `${mismatches.length} of ${total} ${entity} filter combinations selected other rows than the filters' meanings (seed ${SEED}).`,
    `By filters (type:option): ${[...byField].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
    ...lines,
  ].join('\n');
}

const labelOf = (c: Combination) => c.chosen.map((x) => `${x.field.type}:${OPTION_NAMES[x.option]}`).join(' & ');

for (const dialect of DIALECTS) {
  describe(`filter engine on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let rowsOf: Record<Entity, Rec[]>;
    let known: (f: Field) => number[];
    let contentTypes: number[];

    beforeAll(async () => {
      const { ctx } = suite.app;
      const repo = repoOf(ctx);
      const all = (entity: string) => repo.findMany(ctx.db, entity);
      const [companies, sites, locations, lookups, users, assets] = await Promise.all([
        all('company'),
        all('site'),
        all('location'),
        all('lookup'),
        all('user'),
        all('asset'),
      ]);
      const r = rng(SEED ^ 0x5eed);
      const companyOfSite = new Map(sites.map((s) => [s.id, s.companyId]));
      for (const l of locations) siteOfLocation.set(l.id as number, l.siteId as number);
      const locationsOf = (company: number) => locations.filter((l) => companyOfSite.get(l.siteId) === company).map((l) => l.id as number);
      const lookupsOf = (company: number, group: LookupGroupName) =>
        lookups.filter((l) => l.companyId === company && l.lookupGroupType === LookupGroup[group]).map((l) => l.id as number);
      const usersOf = (company: number) => users.filter((u) => u.priCompanyId === company).map((u) => u.id as number);
      const driversOf = (company: number) =>
        users.filter((u) => u.priCompanyId === company && u.type === UserType.Driver).map((u) => u.id as number);

      // Days whose local midnights the extra rows sit on: today and its neighbours, both DST changes, a year's end.
      const today = ctx.clock.now().toISOString().slice(0, 10);
      const days = [addDays(today, -1), today, addDays(today, 1), '2026-03-08', '2026-11-01', '2025-12-31'];
      const nearMidnight = () =>
        new Date(
          localMidnight(r.pick(days), r.pick(ZONE_LIST)) + r.pick([-60_000, -1, 0, 0, 1, 60_000, 3_600_000 - 1, -3_600_000]),
        ).toISOString();
      const texts = [
        null,
        null,
        '',
        '',
        ' ',
        'CAFÉ crème',
        'café Crème',
        'Dry VAN 53 ft',
        'dry van 53 FT',
        '50% off_sale',
        '50 percent off sale',
        'back\\slash path',
        "O'Brien's load",
        '=SUM(A1)',
        'Straße',
        'STRASSE',
      ];
      const maybe = <T>(p: number, v: () => T): T | null => (r.chance(p) ? v() : null);

      // Assets: nulls in every nullable column, empty and case-different texts, midnight timestamps.
      const unitIds = ['fx-100', 'FX-100', 'Fx-200', 'fx_300', 'FX%400', 'ÉTÉ-1', 'été-1', 'x', 'X'];
      // Every text of the list appears at least once on each entity (the first rows take them in turn).
      const text = (i: number) => (i < texts.length ? texts[i] : r.pick(texts));
      const extraAssets = companies.flatMap((c) => Array.from({ length: 9 }, (_, k) => [k, c.id as number] as const));
      for (const [n, [i, company]] of extraAssets.entries()) {
        await repo.insert(ctx.db, 'asset', {
          assetModelId: `${unitIds[i]}${company === companies[0].id ? '' : ` ${company}`}`,
          assetDescription: text(n),
          priCompanyId: company,
          assetStatus: r.pick(lookupsOf(company, 'AssetStatus')),
          assetType: r.pick(lookupsOf(company, 'AssetType')),
          assetCategory: r.pick(lookupsOf(company, 'AssetCategory')),
          custody: r.pick(lookupsOf(company, 'AssetCustody')),
          assignment: maybe(0.5, () => r.pick(lookupsOf(company, 'AssetAssignment'))),
          assignLocId: r.pick(locationsOf(company)),
          assetLocId: r.pick(locationsOf(company)),
          isActive: r.chance(0.6),
          hasPayload: r.chance(0.4),
          siteAccess: [],
          repairType: maybe(0.5, () => r.pick(lookupsOf(company, 'AssetRepairType'))),
          repairTech: maybe(0.5, () => r.pick(lookupsOf(company, 'AssetRepairTech'))),
          defectSeverity: maybe(0.5, () => r.pick(lookupsOf(company, 'AssetDefectSeverity'))),
          repairETA: maybe(0.6, nearMidnight),
          statusUpdate: maybe(0.8, nearMidnight),
          updateDate: nearMidnight(),
          updateUser: r.pick(['sysadmin', 'SysAdmin', '', 'dispatcher', "o'brien", 'SÉBASTIEN', 'sébastien']),
        });
      }
      const assetsAll = await all('asset');

      // Missions: no operator, inactive operators, negative and zero priorities, notes of every kind.
      for (let i = 0; i < 24; i++) {
        const asset = r.pick(assets);
        const company = asset.priCompanyId as number;
        const assignedDriverId = maybe(0.7, () => r.pick(driversOf(company)));
        const activeDriverId = maybe(0.5, () => r.pick(usersOf(company)));
        const stage = r.pick(Object.values(MissionStage));
        await repo.insert(ctx.db, 'mission', {
          companyId: company,
          missionType: r.pick(lookupsOf(company, 'MissionType')),
          assetId: asset.id,
          assignedDriverId,
          activeDriverId,
          // kept by the server on every save and stage move: the active operator, else the assigned one
          computedDriverId: activeDriverId ?? assignedDriverId,
          sourceLocationId: r.pick(locationsOf(company)),
          targetLocationId: r.pick(locationsOf(company)),
          // every stage, and a completion time on the completed ones (and on a few others, left from before a move back)
          missionStage: stage,
          completeDate: stage === MissionStage.Complete || r.chance(0.2) ? nearMidnight() : null,
          ship: addDays(r.pick(days), r.pick([0, 1, -1, 30])),
          priority: r.pick([-5, 0, 0, 1, 10, 25, 999]),
          totalWait: 0,
          notes: text(i),
          createDate: nearMidnight(),
          updateDate: nearMidnight(),
        });
      }

      // Payloads: no contents, one type twice, fractional quantities, no temperature, below zero.
      for (let i = 0; i < 24; i++) {
        const asset = r.pick(assetsAll);
        const company = asset.priCompanyId as number;
        const refrigerated = i > 1 && r.chance(0.5);
        const kinds = lookupsOf(company, 'PayloadContent');
        const contents = Array.from({ length: i % 5 === 0 ? 0 : r.pick([1, 2, 3]) }, () => ({
          contentTypeId: r.pick(kinds),
          quantity: r.pick([0.5, 1, 2, 10, 10.25, 24, 100]),
        }));
        await repo.insert(ctx.db, 'payload', {
          companyId: company,
          assetId: asset.id,
          missionId: null,
          locId: r.pick(locationsOf(company)),
          payloadStatusId: r.pick(lookupsOf(company, 'PayloadStatus')),
          payloadAssignId: r.pick(lookupsOf(company, 'PayloadAssignment')),
          isRefrigerated: refrigerated,
          temperature: refrigerated ? r.pick([-10.5, 0, 34, 34.5, 36]) : i === 1 ? 55 : maybe(0.2, () => 55),
          payloadNotes: text(i),
          isComplete: r.chance(0.5),
          payloadContents: contents,
          updateDate: nearMidnight(),
        });
      }

      rowsOf = { asset: assetsAll, mission: await all('mission'), payload: await all('payload') };
      const group = (name: LookupGroupName) => lookups.filter((l) => l.lookupGroupType === LookupGroup[name]).map((l) => l.id as number);
      const refs: Record<string, number[]> = {
        assetStatus: group('AssetStatus'),
        assetType: group('AssetType'),
        assetCategory: group('AssetCategory'),
        custody: group('AssetCustody'),
        defectSeverity: group('AssetDefectSeverity'),
        assignment: group('AssetAssignment'),
        repairType: group('AssetRepairType'),
        repairTech: group('AssetRepairTech'),
        missionType: group('MissionType'),
        payloadStatusId: group('PayloadStatus'),
        payloadAssignId: group('PayloadAssignment'),
      };
      contentTypes = group('PayloadContent');
      known = (f) => {
        if (f.filterType === 'Location') return locations.map((l) => l.id as number);
        if (f.filterType === 'Site') return sites.map((s) => s.id as number);
        if (f.filterType === 'User' || f.filterType === 'Driver') return users.map((u) => u.id as number);
        return refs[f.prop];
      };
    });

    it('when the filter screens are read from the schemas, then every filter has the type, property and filter type the test evaluates', () => {
      const { registry } = suite.app.ctx;
      for (const entity of Object.keys(FIELDS) as Entity[]) {
        const declared = registry.entity(entity).filters!.fields.map((f) => ({ type: f.type, prop: f.prop, filterType: f.filterType }));
        expect(declared, entity).toEqual(FIELDS[entity]);
      }
      // Every filter type is exercised somewhere, Date on a timestamp and on a calendar date; Record
      // (a reference to another entity: a gate visit's carrier) in tests/integration/gateVisits.test.ts.
      const types = new Set(
        Object.values(FIELDS)
          .flatMap((list) => list.map((f) => f.filterType))
          .concat('Record'),
      );
      expect([...types].sort()).toEqual(Object.keys(FILTER_OPTIONS).sort());
      const dates = Object.values(FIELDS)
        .flat()
        .filter((f) => f.filterType === 'Date');
      expect(dates.some((f) => DATE_COLUMNS.has(f.prop)) && dates.some((f) => !DATE_COLUMNS.has(f.prop))).toBe(true);
      // The extra rows brought what the meanings hinge on.
      const assets = rowsOf.asset;
      expect(assets.some((a) => a.assetDescription === '') && assets.some((a) => a.assetDescription === null)).toBe(true);
      expect(rowsOf.payload.some((p) => (p.payloadContents as Rec[]).length === 0)).toBe(true);
      expect(rowsOf.payload.some((p) => p.temperature === null)).toBe(true);
    });

    /** Runs the systematic pass (every field × option, twice) and `random` random combinations. */
    async function property(
      entity: Entity,
      random: number,
      zones: string[],
      select: (c: Combination) => Promise<{ ids: number[] } | { status: number; body: unknown }>,
    ) {
      const r = rng(SEED ^ { asset: 1, mission: 2, payload: 3 }[entity]);
      const pool: Pool = { rows: rowsOf[entity], known, contentTypes };
      const fields = FIELDS[entity];
      const combos: Combination[] = [];
      for (const zone of zones) {
        for (const f of fields)
          for (const option of FILTER_OPTIONS[f.filterType]) {
            combos.push(combination(r, pool, fields, zone, { field: f, option }));
            combos.push(combination(r, pool, fields, zone, { field: f, option }));
          }
        for (let i = 0; i < random / zones.length; i++) combos.push(combination(r, pool, fields, zone));
      }
      const mismatches: Mismatch[] = [];
      let narrowing = 0;
      const covered = new Set<string>();
      for (const [n, c] of combos.entries()) {
        const expected = expectedIds(pool.rows, c.chosen, c.zone);
        if (expected.length > 0 && expected.length < pool.rows.length) narrowing++;
        for (const x of c.chosen) covered.add(`${x.field.type}:${x.option}`);
        const got = await select(c);
        const at = describeCombination(SEED, n, c);
        if ('status' in got) {
          mismatches.push({ at, label: labelOf(c), missing: [], extra: [], status: got.status, body: got.body });
          continue;
        }
        const actual = [...got.ids].sort((a, b) => a - b);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          const a = new Set(actual);
          const e = new Set(expected);
          mismatches.push({
            at,
            label: labelOf(c),
            missing: expected.filter((id) => !a.has(id)),
            extra: actual.filter((id) => !e.has(id)),
          });
        }
      }
      // Every field was tried with every option it allows, and the filters mostly narrowed the rows.
      expect(covered.size).toBe(fields.reduce((n, f) => n + FILTER_OPTIONS[f.filterType].length, 0));
      expect(narrowing, 'combinations that select some rows but not all').toBeGreaterThan(combos.length * 0.3);
      expect(mismatches, report(entity, mismatches, combos.length)).toEqual([]);
      return combos.length;
    }

    it('when generated filter combinations select assets through POST /Assets in each time zone, then the rows are exactly those the filters mean', async () => {
      const { ctx } = suite.app;
      const { token, userId } = await suite.api.login('sysadmin');
      const zoneNames = Object.keys(ZONES);
      let zoneName = '';
      const n = await property('asset', RANDOM_COMBOS.asset, [...ZONE_LIST], async (c) => {
        // The caller's zone is the user's Timezone setting.
        const name = zoneNames.find((z) => ZONES[z] === c.zone)!;
        if (name !== zoneName) {
          await repoOf(ctx).update(ctx.db, 'user', userId, { timeZone: name });
          zoneName = name;
        }
        expect(zoneOf(name)).toBe(c.zone);
        const res = await suite.api.call('POST', `/Assets?range=${encodeURIComponent('[0,999]')}`, { token, body: { filters: c.filters } });
        if (res.status !== 200) return { status: res.status, body: res.body };
        return { ids: (res.body.data as Rec[]).map((a) => a.id as number) };
      });
      console.log(`filter engine on ${dialect}: ${n} asset combinations (seed ${SEED})`);
    }, 120_000);

    /** The engine's selection for an entity without a filtered call: checkFilters + filterScopes in a repository query. */
    const engineSelect = (entity: Entity) => async (c: Combination) => {
      const { ctx } = suite.app;
      const e = ctx.registry.entity(entity);
      try {
        const active = checkFilters(e, e.filters!, c.filters);
        const rows = await ctx.repo.findMany(ctx.db, entity, { scopes: filterScopes(ctx.adapter, e, active, c.zone), children: false });
        return { ids: rows.map((row) => (row as Rec).id as number) };
      } catch (err) {
        if (err instanceof AppError) return { status: err.status, body: err.details };
        throw err;
      }
    };

    it('when generated filter combinations select missions, then the rows are exactly those the filters mean', async () => {
      const n = await property('mission', RANDOM_COMBOS.mission, [...ZONE_LIST], engineSelect('mission'));
      console.log(`filter engine on ${dialect}: ${n} mission combinations (seed ${SEED})`);
    }, 120_000);

    it('when generated filter combinations select payloads, then the rows are exactly those the filters mean', async () => {
      const n = await property('payload', RANDOM_COMBOS.payload, [...ZONE_LIST], engineSelect('payload'));
      console.log(`filter engine on ${dialect}: ${n} payload combinations (seed ${SEED})`);
    }, 120_000);

    it('when the mission history is asked for a stage, a completion day and a destination site, then it answers exactly those missions, and a stage that is none is a 400 naming it', async () => {
      const { ctx } = suite.app;
      const { token, userId } = await suite.api.login('sysadmin');
      const name = Object.keys(ZONES).find((z) => ZONES[z] !== 'UTC') ?? Object.keys(ZONES)[0];
      await repoOf(ctx).update(ctx.db, 'user', userId, { timeZone: name });
      const zone = zoneOf(name);
      const done = rowsOf.mission.filter((m) => m.missionStage === MissionStage.Complete && !isNone(m.completeDate));
      expect(done.length).toBeGreaterThan(1);
      // The dashboard's moves-per-day link: every ship date, this stage, completed on this day.
      const anyShip: Filter = { type: 'ShipDate', filterType: 'Date', option: Less, value: '9999-12-31', active: true };
      const stage: Filter = { type: 'Stage', filterType: 'Enum', option: Exact, value: MissionStage.Complete, active: true };
      const post = (filters: Filter[]) =>
        suite.api.call('POST', `/MissionHistory/Filtered?range=${encodeURIComponent('[0,999]')}`, { token, body: { filters } });
      for (const day of new Set(done.map((m) => localDay(String(m.completeDate), zone)))) {
        const completed: Filter = { type: 'Completed', filterType: 'Date', option: Exact, value: day, active: true };
        const res = await post([anyShip, stage, completed]);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const expected = done.filter((m) => localDay(String(m.completeDate), zone) === day).map((m) => m.id as number);
        expect((res.body.data as Rec[]).map((m) => m.id as number).sort(), day).toEqual(expected.sort());
      }
      // A site's moves: those whose target location is at the site (the dashboard's rule), not
      // every mission with an end there (the site choice's): the link names its Destination Site.
      for (const m of done) {
        const [day, site] = [localDay(String(m.completeDate), zone), siteOfLocation.get(m.targetLocationId as number)!];
        const completed: Filter = { type: 'Completed', filterType: 'Date', option: Exact, value: day, active: true };
        const toSite: Filter = { type: 'DestinationSite', filterType: 'Site', option: Exact, value: site, active: true };
        const body = { companyId: m.companyId, siteIds: [site], filters: [anyShip, stage, completed, toSite] };
        const res = await suite.api.call('POST', `/MissionHistory/Filtered?range=${encodeURIComponent('[0,999]')}`, { token, body });
        const expected = done.filter(
          (d) => localDay(String(d.completeDate), zone) === day && siteOfLocation.get(d.targetLocationId as number) === site,
        );
        expect((res.body.data as Rec[]).map((d) => d.id as number).sort(), `${day} at ${site}`).toEqual(
          expected.map((d) => d.id as number).sort(),
        );
      }
      const crossSite = done.filter(
        (m) => siteOfLocation.get(m.sourceLocationId as number) !== siteOfLocation.get(m.targetLocationId as number),
      );
      expect(crossSite.length).toBeGreaterThan(0);
      const bad = await post([anyShip, { ...stage, value: 42 }]);
      expect(bad.status).toBe(400);
      expect((bad.body.error.details as { field: string; message: string }[]).map((d) => d.field)).toEqual(['filters[1].value']);
      expect(bad.body.error.details[0].message).toMatch(/^Stage filter must be one of 0 \(Scheduled\)/);
    });

    it('when a text filter differs from the data only in the case of a non-ASCII letter, then it matches as for ASCII letters', async () => {
      const { token } = await suite.api.login('sysadmin');
      const cafe = rowsOf.asset.filter((a) => lower(a.assetDescription ?? '') === 'café crème').map((a) => a.id as number);
      expect(cafe.length).toBeGreaterThanOrEqual(2); // 'CAFÉ crème' and 'café Crème'
      for (const [option, value] of [
        [Exact, 'café crème'],
        [Exact, 'CAFÉ CRÈME'],
        [Contains, 'É'],
        [Contains, 'afé'],
      ] as const) {
        const filters = [{ type: 'Description', filterType: 'Text', option, value, active: true }];
        const res = await suite.api.call('POST', `/Assets?range=${encodeURIComponent('[0,999]')}`, { token, body: { filters } });
        const got = (res.body.data as Rec[]).map((a) => a.id as number);
        expect(got.filter((id) => cafe.includes(id)).sort(), `${OPTION_NAMES[option]} '${value}'`).toEqual([...cafe].sort());
      }
    });

    it('when a filter is bad, then the call answers 400 naming filters[i] and what is wrong', async () => {
      const { token } = await suite.api.login('sysadmin');
      const status = rowsOf.asset[0].assetStatus as number;
      const good: Filter = { type: 'AssetStatus', filterType: 'Lookup', option: Exact, value: status, active: true };
      const cases: [string, Filter, string][] = [
        ['unknown type', { type: 'NoSuchFilter', filterType: 'Text', option: Contains, value: 'x', active: true }, 'filters[1].type'],
        ['given twice', { ...good }, 'filters[1].type'],
        ['wrong filterType', { type: 'UnitId', filterType: 'Lookup', option: Exact, value: 1, active: true }, 'filters[1].filterType'],
        [
          'no such filterType',
          { type: 'UnitId', filterType: 'Nope' as never, option: Exact, value: 'x', active: true },
          'filters[1].filterType',
        ],
        ['option not allowed', { type: 'Active', filterType: 'Boolean', option: Contains, value: true, active: true }, 'filters[1].option'],
        [
          'option not allowed, not enabled',
          { type: 'Custody', filterType: 'Lookup', option: Greater, value: 1, active: false },
          'filters[1].option',
        ],
        ['unknown option', { type: 'UnitId', filterType: 'Text', option: 42, value: 'x', active: true }, 'filters[1].option'],
        ['NoValue on a Lookup', { type: 'Custody', filterType: 'Lookup', option: NoValue, active: true }, 'filters[1].option'],
        [
          'a lookup that is not an id',
          { type: 'Custody', filterType: 'Lookup', option: Exact, value: 'Leased', active: true },
          'filters[1].value',
        ],
        [
          'a lookup id of 0',
          { type: 'AssignedLocation', filterType: 'Location', option: Exact, value: 0, active: true },
          'filters[1].value',
        ],
        [
          'a day that does not exist',
          { type: 'Updated', filterType: 'Date', option: Exact, value: '2026-02-30', active: true },
          'filters[1].value',
        ],
        [
          'a date with a time',
          { type: 'Updated', filterType: 'Date', option: Less, value: '2026-02-03T00:00:00Z', required: true },
          'filters[1].value',
        ],
        [
          'a date as MM-DD-YYYY',
          { type: 'StatusDate', filterType: 'Date', option: Greater, value: '11-23-2026', active: true },
          'filters[1].value',
        ],
        ['an empty text', { type: 'Description', filterType: 'Text', option: Contains, value: '', active: true }, 'filters[1].value'],
        [
          'a text too long',
          { type: 'Description', filterType: 'Text', option: Exact, value: 'x'.repeat(201), active: true },
          'filters[1].value',
        ],
        ['a boolean as text', { type: 'Active', filterType: 'Boolean', option: Exact, value: 'true', active: true }, 'filters[1].value'],
        ['a missing value', { type: 'Description', filterType: 'Text', option: Exact, active: true }, 'filters[1].value'],
        [
          'a Range of one value',
          { type: 'RepairETA', filterType: 'Date', option: Range, value: '2026-11-23', active: true },
          'filters[1].value',
        ],
        [
          'a Range that starts after it ends',
          { type: 'RepairETA', filterType: 'Date', option: Range, value: ['2026-11-24', '2026-11-23'], active: true },
          'filters[1].value',
        ],
        [
          'a value of an unknown shape',
          { type: 'UnitId', filterType: 'Text', option: Exact, value: { a: 1 } as never, active: true },
          'filters[1].value',
        ],
      ];
      for (const [what, bad, where] of cases) {
        const res = await suite.api.call('POST', '/Assets', { token, body: { filters: [good, bad] } });
        expect(res.status, what).toBe(400);
        expect(
          (res.body.error.details as { field: string }[]).map((d) => d.field),
          `${what}: ${JSON.stringify(res.body.error)}`,
        ).toContain(where);
        expect(
          res.body.error.details.every((d: { field: string }) => d.field.startsWith('filters[1]')),
          what,
        ).toBe(true);
      }
      // The same checks guard the screens without a filtered call yet.
      const { ctx } = suite.app;
      const refused = (entity: Entity, filters: Filter[]) => {
        const e = ctx.registry.entity(entity);
        try {
          checkFilters(e, e.filters!, filters);
        } catch (err) {
          return err instanceof AppError ? { status: err.status, fields: err.details?.map((d) => d.field) } : err;
        }
        return 'accepted';
      };
      const engineCases: [Entity, Filter, string][] = [
        ['mission', { type: 'Priority', filterType: 'Numeric', option: Exact, value: 1.5, active: true }, 'filters[0].value'],
        ['mission', { type: 'Stage', filterType: 'Enum', option: Exact, value: 7, active: true }, 'filters[0].value'],
        ['mission', { type: 'Stage', filterType: 'Enum', option: Exclude, value: 'Completed', active: true }, 'filters[0].value'],
        ['mission', { type: 'Stage', filterType: 'Enum', option: Contains, value: 6, active: true }, 'filters[0].option'],
        ['mission', { type: 'Stage', filterType: 'Lookup', option: Exact, value: 6, active: true }, 'filters[0].filterType'],
        ['mission', { type: 'Completed', filterType: 'Date', option: Exact, value: '2026-13-01', active: true }, 'filters[0].value'],
        ['mission', { type: 'Priority', filterType: 'Numeric', option: Range, value: [10, 2], active: true }, 'filters[0].value'],
        ['mission', { type: 'Driver', filterType: 'Driver', option: Exact, value: 0, active: true }, 'filters[0].value'],
        ['mission', { type: 'Driver', filterType: 'Driver', option: Exact, value: -2, active: true }, 'filters[0].value'],
        [
          'mission',
          { type: 'ShipDate', filterType: 'Date', option: Range, value: ['2026-12-01', '2026-11-30'], active: true },
          'filters[0].value',
        ],
        ['mission', { type: 'Notes', filterType: 'Text', option: Greater, value: 'a', active: true }, 'filters[0].option'],
        ['payload', { type: 'Temperature', filterType: 'Numeric', option: Exact, value: '34', active: true }, 'filters[0].value'],
        ['payload', { type: 'Temperature', filterType: 'Numeric', option: NoValue, active: true }, 'filters[0].option'],
        [
          'payload',
          { type: 'ContentQuantity', filterType: 'PayloadContentQuantity', option: Range, value: [1, 5, 2], active: true },
          'filters[0].value',
        ],
        [
          'payload',
          { type: 'ContentQuantity', filterType: 'PayloadContentQuantity', option: Exact, value: [1], active: true },
          'filters[0].value',
        ],
        [
          'payload',
          { type: 'ContentQuantity', filterType: 'PayloadContentQuantity', option: Greater, value: [0, 5], active: true },
          'filters[0].value',
        ],
        [
          'payload',
          { type: 'PayloadContent', filterType: 'PayloadContentLookup', option: Exact, value: [1] as never, active: true },
          'filters[0].value',
        ],
        [
          'payload',
          { type: 'PayloadContent', filterType: 'PayloadContentLookup', option: Range, value: 1, active: true },
          'filters[0].option',
        ],
        ['payload', { type: 'Complete', filterType: 'Date', option: Exact, value: '2026-11-23', active: true }, 'filters[0].filterType'],
      ];
      for (const [entity, bad, where] of engineCases) {
        expect(refused(entity, [bad]), `${entity} ${JSON.stringify(bad)}`).toEqual({ status: 400, fields: [where] });
      }
    });
  });
}
