// The CSV export engine (operations §7 "CSV exports"): the rows of a filtered list, in the columns
// the user chose, as the screen shows them — references by name (a lookup's description, a
// location's name), dates as MM-DD-YYYY hh:mm A in the user's zone, flags as Yes/No.
//
// Bytes: UTF-8 with a byte-order mark (EF BB BF), lines ending CRLF. The spec asks for
// "Windows-1252 encoding with a byte-order mark"; the original app labelled its Blob
// windows-1252 but a Blob made from a string is always UTF-8, so what it really saved was UTF-8
// with a BOM — the one form that Excel (which picks UTF-8 from the BOM) and any standard CSV
// reader both read back exactly, 'Café' included. We send exactly that (docs/API.md).
//
// Quoting is csv-stringify's (RFC 4180), and every cell or header holding a CR or an LF is quoted
// too: csv-stringify quotes only the record delimiter (CRLF) by default, and a spreadsheet ends the
// row at a bare CR or LF, so the text after it would start a row of its own. A text cell or header
// starting with = + - @, a tab or a CR (or their full-width forms) gets a leading apostrophe
// (csv-stringify's escape_formulas), so that a spreadsheet shows it as text rather than running it
// as a formula (OWASP "CSV injection"); numbers are never touched.
//
// Memory stays flat whatever the size: rows come from adapter.streamRows a batch at a time and
// go out as that batch's text under backpressure.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify as stringifyBatch } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { formatDate, formatDateTime } from '../../schemas/dates.js';
import * as enums from '../../schemas/enums.js';
import { ALL, LookupGroup } from '../../schemas/enums.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest } from '../errors.js';
import { dynamic } from '../db/dialect.js';
import { type EntityDef, type PropertyDef, snakeCase } from './registry.js';
import { scopedQuery } from './service.js';
import type { Query, Values } from './repository.js';

/**
 * Rows read per batch of a streamed export. Small: the batch being formatted is what survives a
 * young-generation collection and is promoted, and with 500 a million rows left about 50 MB of such
 * garbage in the old generation between full collections — the server's peak rose and fell by that
 * much (1.2–1.3× the peak of a tenth of the rows); with 100 it stays flat.
 */
const BATCH = 100;
/** The most rows the catalogue's text form (CSV inside JSON) carries; larger exports use the download. */
export const TEXT_EXPORT_MAX_ROWS = 50_000;

export const BOM = '\uFEFF';

/** Whether the repository computes a virtual column in SQL (repository.computedSelect): such a column can be exported. */
export type Computes = (e: EntityDef, name: string) => boolean;

/** The columns an export of `e` may carry: its list's columns and choices (a computed one too); a history, its column sets. */
export function exportableColumns(e: EntityDef, computes: Computes): string[] {
  const list = e.schema['x-list'] ?? {};
  const sets: { columns: string[] }[] = e.schema['x-column-sets'] ?? [];
  const names = [...(list.columns ?? []), ...(list.choices ?? []), ...sets.flatMap((s) => s.columns)];
  return [...new Set(names)].filter((n) => {
    const p = e.byName.get(n);
    if (p && isAuditChanges(e, p)) return true;
    if (!p || p.private) return false;
    if (p.schema['x-pivot']) return true;
    if (p.kind === 'virtual') return !p.schema['x-name-of'] && computes(e, n);
    return p.kind !== 'child' && p.kind !== 'json';
  });
}

/**
 * One column of a file: a property, or one key of an x-pivot property (a payload's quantity of one
 * content type), which becomes a column of its own headed by the key's name.
 */
export interface ExportColumn {
  prop: PropertyDef;
  header: string;
  pivot?: { table: string; key: string; of: string; value: string; id: number };
  /**
   * The referenced record is a site's (a location): its cell names the site too, 'Door 01 (North
   * Yard)', unless it is at `except`, the one site the export is about.
   */
  site?: { except: number | null };
}

/**
 * An export names a site's record with its site (several sites each have a 'Door 01', as the board
 * shows them over All Sites) — but for the records at the one site the export is about (one site
 * chosen, or a user of one site), whose name alone is plain; a mission from there to another site
 * still names the other's.
 */
export function withSiteNames(ctx: AppContext, p: Principal, columns: ExportColumn[], siteIds: number[] | undefined): ExportColumn[] {
  const chosen = (siteIds ?? []).filter((s) => s !== ALL);
  const one = chosen.length === 1 && !siteIds!.includes(ALL) ? chosen[0] : p.siteIds?.length === 1 ? p.siteIds[0] : null;
  return columns.map((c) => (c.prop.ref?.entity && siteOf(ctx, c.prop.ref.entity) ? { ...c, site: { except: one } } : c));
}

/** Every site's name by id: a few hundred at most, read once per export. */
async function siteNames(ctx: AppContext): Promise<Map<number, string>> {
  const e = ctx.registry.entity('site');
  const name = e.byName.get(e.display!)!.column;
  const rows = await dynamic(ctx.db)
    .selectFrom(e.table)
    .select([`${e.primary.column} as id`, `${name} as name`])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/**
 * The site reference of a site-bound entity (location.siteId), if it is one. A record that is its
 * own site (x-tenant.site on its primary key) has none: its name alone names it, and naming its
 * site after it would write 'Chicago Cross-Dock (Chicago Cross-Dock)' (a history's site column).
 */
export const siteOf = (ctx: AppContext, entity: string) => {
  const e = ctx.registry.entity(entity);
  const t = e.tenant;
  return t !== 'global' && t.site && t.site !== e.primary.name ? e.byName.get(t.site)! : undefined;
};

/**
 * Expands each x-pivot column into one column per lookup of its group the caller reaches (of the
 * chosen company, else of every company it reaches): a new content type is a new column, no code.
 */
export async function withPivots(ctx: AppContext, p: Principal, e: EntityDef, columns: PropertyDef[], companyId?: number | null) {
  const out: ExportColumn[] = [];
  for (const prop of columns) {
    const pivot = prop.schema['x-pivot'] as { child: string; key: string; value: string } | undefined;
    if (!pivot) {
      out.push({ prop, header: prop.label });
      continue;
    }
    const child = e.byName.get(pivot.child)!.child!;
    const keySchema = child.item!.properties[pivot.key];
    const group = (LookupGroup as Record<string, number>)[keySchema['x-ref'].lookupGroup];
    const lookup = ctx.registry.entity('lookup');
    const where = [
      { prop: 'lookupGroupType', op: 'eq' as const, value: group },
      ...(companyId != null && companyId > 0 ? [{ prop: 'companyId', op: 'eq' as const, value: companyId }] : []),
    ];
    const keys = await ctx.repo.findMany(
      ctx.db,
      'lookup',
      scopedQuery(ctx, p, lookup, {
        where,
        sort: [
          { prop: 'sort', order: 'ASC' },
          { prop: 'id', order: 'ASC' },
        ],
      }),
    );
    const named = new Map<string, number>();
    for (const k of keys) named.set(k.description, (named.get(k.description) ?? 0) + 1);
    const col = (name: string) => (child.item!.properties[name]['x-column'] as string | undefined) ?? snakeCase(name);
    for (const k of keys)
      out.push({
        prop,
        // The same name in two companies' lists is told apart by its id.
        header: named.get(k.description)! > 1 ? `${k.description} (${k.id})` : k.description,
        pivot: { table: child.table, key: snakeCase(child.key), of: col(pivot.key), value: col(pivot.value), id: k.id },
      });
  }
  return out;
}

/** The asked columns (default: the list's), each checked; 400 names a column that cannot be exported. */
export function exportColumns(e: EntityDef, asked: unknown, computes: Computes): PropertyDef[] {
  const allowed = exportableColumns(e, computes);
  const names = asked === undefined || asked === null ? (e.list?.columns ?? allowed) : asked;
  if (!Array.isArray(names) || !names.length || names.length > allowed.length)
    throw badRequest([{ field: 'columns', message: `columns must list 1 to ${allowed.length} columns of ${e.label}` }]);
  const errors = names
    .map((n, i) =>
      typeof n === 'string' && allowed.includes(n)
        ? undefined
        : { field: `columns[${i}]`, message: `${n} is not a column of ${e.label} that can be exported` },
    )
    .filter((x): x is { field: string; message: string } => !!x);
  if (errors.length) throw badRequest(errors);
  return [...new Set(names as string[])].map((n) => e.byName.get(n)!);
}

/** A history's action as the screen shows it ('Repaired'). */
const isAuditAction = (e: EntityDef, p: PropertyDef) => !!e.auditOf && p.name === 'action';

/** A history's changed fields (JSON): a column of its "All Columns" set, written out as text. */
const isAuditChanges = (e: EntityDef, p: PropertyDef) => !!e.auditOf && p.name === 'changes';

/**
 * A history row's changes as one cell, 'Location Name: Door 1 → Door 2; Is Active?: Yes → No':
 * labelled by the record's schema, each value as its column shows it (dates in the user's zone,
 * flags Yes/No) but references, which stay ids (naming them would be a read per change), and
 * lists joined.
 */
function changesCell(ctx: AppContext, e: EntityDef, value: unknown, zone: string): string {
  const record = ctx.registry.entity(e.auditOf!.entity);
  const changes = (ctx.adapter.fromDb('json', value) ?? []) as { field: string; old: unknown; new: unknown }[];
  const shown = (p: PropertyDef | undefined, v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (Array.isArray(v)) return v.map((x) => shown(p, x)).join(', ');
    if (typeof v === 'object') return JSON.stringify(v);
    return p && p.kind !== 'json' && p.kind !== 'child' ? String(cell(ctx, record, p, v, zone)) : String(v);
  };
  return changes
    .map((c) => {
      const p = record.byName.get(c.field);
      return `${p?.label ?? c.field}: ${shown(p, c.old)} → ${shown(p, c.new)}`;
    })
    .join('; ');
}

/** The select of an export: each column as the screen shows it, references joined to their names. */
function exportSelect(ctx: AppContext, e: EntityDef, query: Query, columns: ExportColumn[]) {
  let q = ctx.repo.selectRows(ctx.db, e, query).clearSelect();
  columns.forEach(({ prop: p, pivot, site: named }, i) => {
    if (pivot) {
      // One content type's quantity: an indexed lookup in the child table per row.
      const c = `pv_${i}`;
      q = q.select((eb) =>
        eb
          .selectFrom(`${pivot.table} as ${c}`)
          .select((ib) => ib.fn.sum(`${c}.${pivot.value}`).as('v'))
          .whereRef(`${c}.${pivot.key}`, '=', `${e.table}.${e.primary.column}`)
          .where(`${c}.${pivot.of}`, '=', pivot.id)
          .as(`c${i}`),
      );
      return;
    }
    const target = p.ref?.lookupGroup ? ctx.registry.entity('lookup') : p.ref?.entity ? ctx.registry.entity(p.ref.entity) : undefined;
    const shown = target === undefined ? undefined : target.id === 'lookup' ? 'description' : target.display;
    if (target && shown) {
      const alias = `x_${i}`;
      q = q
        .leftJoin(`${target.table} as ${alias}`, `${alias}.${target.primary.column}`, `${e.table}.${p.column}`)
        .select(sql.ref(`${alias}.${target.byName.get(shown)!.column}`).as(`c${i}`));
      // The record's site id only: its name comes from siteNames, not a join per row (a quarter
      // of a million-row export's pace for two location columns).
      const site = named ? siteOf(ctx, target.id) : undefined;
      if (site) q = q.select(sql.ref(`${alias}.${site.column}`).as(`t${i}`));
    } else if (p.kind === 'virtual') q = q.select(ctx.repo.computedSelect(e, p.name)!(e.table).as(`c${i}`));
    else q = q.select(sql.ref(`${e.table}.${p.column}`).as(`c${i}`));
  });
  return ctx.repo.applySort(e, q, query.sort).compile();
}

/** One cell as the screen shows it. */
function cell(ctx: AppContext, e: EntityDef, p: PropertyDef, value: unknown, zone: string): string | number {
  if (value === null || value === undefined) return '';
  if (isAuditAction(e, p)) return enums.auditActionLabel(String(value));
  if (isAuditChanges(e, p)) return changesCell(ctx, e, value, zone);
  if (p.kind === 'boolean') return ctx.adapter.fromDb('boolean', value) ? 'Yes' : 'No';
  if (p.kind === 'timestamp') return formatDateTime(ctx.adapter.fromDb('timestamp', value), zone);
  if (p.kind === 'date') return formatDate(value);
  if (p.ref?.enum) return enums.enumLabels[p.ref.enum]?.[value as number] ?? String(value);
  if (typeof value === 'number') return value;
  return String(value);
}

/** How every export writes its cells: CRLF rows, a CR or LF in a cell or header quoted, formulas neutralised (above). */
const CELLS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/, escape_formulas: true } as const;

/**
 * Records already formatted for a file (a report that is not an entity's list: the detention
 * report), as the exports' text: BOM, header, and the cells written as every export writes them.
 */
export function recordsCsv(records: Record<string, unknown>[], columns: { key: string; header: string }[]): string {
  return stringifyBatch(records, { ...CELLS, bom: true, header: true, columns });
}

/**
 * The file's text, a batch of rows at a time: each row formatted as the screen shows it, the batch
 * written by csv-stringify in one piece, the BOM and the header before the first (alone when there
 * are no rows). A line at a time, the request thread spent a third of an export passing lines from
 * stream to stream and writing each to the socket apart.
 */
async function* csvBatches(ctx: AppContext, p: Principal, e: EntityDef, query: Query, columns: ExportColumn[], maxRows?: number) {
  const options = { ...CELLS, columns: columns.map((c, i) => ({ key: `c${i}`, header: c.header })) };
  let n = 0;
  let first = true;
  const sites = columns.some((c) => c.site) ? await siteNames(ctx) : undefined;
  for await (const rows of ctx.adapter.streamRows<Values>(exportSelect(ctx, e, query, columns), BATCH)) {
    if (maxRows !== undefined && (n += rows.length) > maxRows) throw tooLarge();
    const records = rows.map((row) =>
      Object.fromEntries(
        columns.map((c, i) => {
          if (c.pivot) return [`c${i}`, pivotCell(row[`c${i}`])];
          const shown = cell(ctx, e, c.prop, row[`c${i}`], p.zone);
          const at = c.site && shown !== '' ? Number(row[`t${i}`]) : undefined;
          return [`c${i}`, at !== undefined && at !== c.site!.except && sites!.has(at) ? `${shown} (${sites!.get(at)})` : shown];
        }),
      ),
    );
    yield stringifyBatch(records, { ...options, bom: first, header: first });
    first = false;
  }
  if (first) yield stringifyBatch([], { ...options, bom: true, header: true });
}

/** A pivot cell: the quantity, or empty where the record has none of that key. */
const pivotCell = (value: unknown) => (value === null || value === undefined ? '' : Number(value));

const tooLarge = () =>
  new AppError(
    413,
    'too_large',
    `This export has more than ${TEXT_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows; download it as a file (the same call with /Download) instead.`,
  );

/** Streams the export into `out` (an HTTP response); resolves when the last byte is written. */
export async function streamCsv(ctx: AppContext, p: Principal, e: EntityDef, query: Query, columns: ExportColumn[], out: Writable) {
  await pipeline(Readable.from(csvBatches(ctx, p, e, query, columns)), out);
}

/** The export as one text (the catalogue's POST …/Export answer), up to TEXT_EXPORT_MAX_ROWS rows (else 413). */
export async function csvText(ctx: AppContext, p: Principal, e: EntityDef, query: Query, columns: ExportColumn[]): Promise<string> {
  let text = '';
  for await (const batch of csvBatches(ctx, p, e, query, columns, TEXT_EXPORT_MAX_ROWS)) text += batch;
  return text;
}
