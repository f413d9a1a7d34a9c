// CSV import (issue 34): the rows of a file in the format an entity's export writes (csvExport.ts)
// — headers as the list's labels, references by name ('Door 01 (North Yard)' where the export
// names the site too), dates as MM-DD-YYYY hh:mm A in the user's zone, flags Yes/No — each
// saved through the entity's own save (service.saveRecord), so every rule of a typed-in record
// holds for an imported one: validation, x-rules, tenancy, references, hooks, history.
//
// A row whose match columns (x-import.match: an asset's Unit ID, a carrier's SCAC, an
// appointment's number) name a record the caller reaches updates that record: an export, edited
// and imported, updates its rows. Any other row creates a record.
//
// All or nothing: every row runs in one transaction, which commits only when no row failed and it
// is no dry run. A row that fails is rolled back to a savepoint and the file goes on, so every
// row's errors are listed (by row and column, row 1 the header, as a spreadsheet numbers them)
// and each row is checked against the rows before it. Savepoints are taken per batch, not per row:
// on PostgreSQL each is a subtransaction, and past 64 of them in one transaction every other
// session's snapshot looks them up on disk. A batch with a failing row is rolled back whole and
// run again a row at a time, each in its own savepoint.
//
// The file is parsed by csv-parse as a stream, a record at a time, so memory holds the text and
// one batch, whatever the number of rows.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'kysely';
import { parseDate, parseDateTime } from '../../schemas/dates.js';
import * as enums from '../../schemas/enums.js';
import type { EntityName, ImportResult } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { AppError, notFoundAt } from '../errors.js';
import { dropHistory, flushHistory, holdHistory, same } from './audit.js';
import { recordSecurityEvent } from '../security/securityEvents.js';
import { writeTransaction } from './changeEvents.js';
import { siteOf } from './csvExport.js';
import { createRecords, NotTogether, savesTogether, type StoredChange, updateRecords } from './saveTogether.js';
import { companyProp, type ImportDecl, keyOf, Matches, matchWhere } from './importMatches.js';
import type { EntityDef, PropertyDef } from './registry.js';
import { type Condition, type Values, valuesOf } from './repository.js';
import { getRecord, publicRecord, saveRecord, scopedQuery } from './service.js';

/** What the file is about, as its export was chosen (importRequest's siteIds and companyId). */
export interface ImportAbout {
  siteIds?: number[];
  companyId?: number | null;
}

/** What an import answers (schemas/api/importResult.schema.json). */
export type { ImportResult };
export type ImportError = ImportResult['errors'][number];
export type { ImportDecl };

/** The errors listed at most; past them the file is not read on (its author has enough to fix). */
export const MAX_ERRORS = 500;
/** Rows per savepoint (see above). */
const BATCH = 500;
/** Batches whose records could not be saved together (saveTogether.ts) before the import stops trying. */
const APART_BATCHES = 3;
/** Rows between two turns of the event loop for other requests (some 20 ms of work on SQLite). */
const ROWS_PER_TURN = 40;

/** A property a column of the file writes, or undefined: a column the export writes that is never written (a stamp, a computed one). */
interface FileColumn {
  header: string;
  prop?: PropertyDef;
}

/** Thrown to end the transaction without a commit (a dry run, a file with errors). */
class Rollback extends Error {}

const rowError = (row: number, column: string | null, message: string): ImportError => ({ row, column, message });

/**
 * Whether a row's value is the one stored, as far as a file can say: as the history compares them
 * (audit.ts), but a time to its minute (the export writes no seconds) and a number whatever the
 * database's type for it (PostgreSQL answers a numeric as text).
 */
function sameValue(prop: PropertyDef | undefined, stored: unknown, value: unknown): boolean {
  if (stored != null && value != null) {
    if (prop?.kind === 'timestamp')
      return Math.floor(Date.parse(String(stored)) / 60_000) === Math.floor(Date.parse(String(value)) / 60_000);
    if (typeof stored !== typeof value && typeof stored !== 'object' && typeof value !== 'object') return String(stored) === String(value);
  }
  return same(stored, value);
}

/** The header's columns, each matched to a property by its label (as the export heads it) or its name. */
function fileColumns(e: EntityDef, headers: string[]): { columns: FileColumn[]; errors: ImportError[] } {
  const byHeader = new Map<string, PropertyDef>();
  for (const p of e.properties) {
    if (p.private || p.kind === 'child' || p.kind === 'json') continue;
    byHeader.set(p.name.toLowerCase(), p);
    if (!p.nameOf) byHeader.set(p.label.toLowerCase(), p);
  }
  const errors: ImportError[] = [];
  const seen = new Set<PropertyDef>();
  const columns = headers.map((raw) => {
    const header = raw.trim();
    const prop = byHeader.get(header.toLowerCase());
    if (!prop) errors.push(rowError(1, header, `${header || '(empty)'} is not a column of ${e.label}`));
    else if (seen.has(prop)) errors.push(rowError(1, header, `${header} is in the file twice`));
    if (prop) seen.add(prop);
    const written = prop && (!prop.readOnly || prop.primary) && prop.kind !== 'virtual' && !prop.stamp;
    return { header, prop: written ? prop : undefined };
  });
  return { columns, errors };
}

/** A text cell as the export wrote it, its formula guard taken off ('=SUM…' was written '\'=SUM…'). */
const unguarded = (cell: string) => (/^'[=+\-@\t\r＝＋－＠]/.test(cell) ? cell.slice(1) : cell);

/**
 * Turns names into ids the way the export turned ids into names, each name read once per import
 * (a file names the same few locations and lookups on every row), within the caller's reach.
 */
class Names {
  private readonly known = new Map<string, number[]>();
  constructor(
    private readonly ctx: AppContext,
    private readonly trx: Db,
    private readonly p: Principal,
    /** The sites the file is about (its export's choice): where a name several sites share is looked for. */
    private readonly about: number[] = [],
    /** The company the file is about (its export's choice), when the caller named one. */
    private readonly aboutCompanyId: number | null = null,
  ) {}

  private async ids(target: EntityDef, where: Condition[]): Promise<number[]> {
    const key = JSON.stringify([target.id, where]);
    let ids = this.known.get(key);
    if (!ids) {
      const q = scopedQuery(this.ctx, this.p, target, { where, range: [0, 1], children: false });
      const rows = await this.ctx.repo.findMany(this.trx, target.id as EntityName, q);
      ids = rows.map((r) => valuesOf(r)[target.primary.name] as number);
      this.known.set(key, ids);
    }
    return ids;
  }

  /** The record of `target` named `name` (its display), maybe 'name (site)'; `extra` narrows (the row's site). */
  async record(target: EntityDef, name: string, extra: Condition[]): Promise<number[]> {
    const display = target.display ?? target.primary.name;
    const found = await this.ids(target, [{ prop: display, op: 'eq', value: name }, ...extra]);
    const site = siteOf(this.ctx, target.id);
    // a name several sites share, written without its site by an export of the sites the file is about
    if (found.length > 1 && site && this.about.length) {
      const there = await this.ids(target, [
        { prop: display, op: 'eq', value: name },
        { prop: site.name, op: 'in', value: this.about },
        ...extra,
      ]);
      if (there.length === 1) return there;
    }
    const named = /^(.*) \(([^()]+)\)$/.exec(name);
    if (found.length || !site || !named) return found;
    const siteEntity = this.ctx.registry.entity('site');
    const sites = await this.ids(siteEntity, [{ prop: siteEntity.display!, op: 'eq', value: named[2] }]);
    if (sites.length !== 1) return [];
    return this.ids(target, [{ prop: display, op: 'eq', value: named[1] }, { prop: site.name, op: 'eq', value: sites[0] }, ...extra]);
  }

  private readonly siteCompanies = new Map<number, number | null>();

  /** The company of a site the caller reaches (null: none such). */
  async companyOfSite(siteId: number): Promise<number | null> {
    let company = this.siteCompanies.get(siteId);
    if (company === undefined) {
      const site = this.ctx.registry.entity('site');
      const q = scopedQuery(this.ctx, this.p, site, {
        where: [{ prop: site.primary.name, op: 'eq', value: siteId }],
        range: [0, 0],
        children: false,
      });
      const [row] = await this.ctx.repo.findMany(this.trx, 'site', q);
      company = (row?.companyId as number | undefined) ?? null;
      this.siteCompanies.set(siteId, company);
    }
    return company;
  }

  private aboutCompanyOnce: Promise<number | null> | undefined;

  /**
   * The company the file is about: the one named (checked by `reachesAboutCompany`), else the one
   * company of the sites it is about (null: none, or several); read once a file.
   */
  aboutCompany(): Promise<number | null> {
    this.aboutCompanyOnce ??=
      this.aboutCompanyId !== null
        ? Promise.resolve(this.aboutCompanyId)
        : Promise.all(this.about.map((s) => this.companyOfSite(s))).then((all) => {
            const companies = new Set(all);
            const [only] = companies;
            return companies.size === 1 ? only : null;
          });
    return this.aboutCompanyOnce;
  }

  /** Whether the caller reaches the company the file is said to be about (true when none is said). */
  async reachesAboutCompany(): Promise<boolean> {
    if (this.aboutCompanyId === null) return true;
    const company = this.ctx.registry.entity('company');
    return (await this.ids(company, [{ prop: company.primary.name, op: 'eq', value: this.aboutCompanyId }])).length === 1;
  }

  /** A lookup of `group` described as `name`, of the company when known. */
  lookup(group: number, name: string, companyId: unknown): Promise<number[]> {
    return this.ids(this.ctx.registry.entity('lookup'), [
      { prop: 'lookupGroupType', op: 'eq', value: group },
      { prop: 'description', op: 'eq', value: name },
      ...(typeof companyId === 'number' ? [{ prop: 'companyId', op: 'eq' as const, value: companyId }] : []),
    ]);
  }
}

/** The cell's value for `p`, or the message that says why it is none. */
async function cellValue(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  names: Names,
  prop: PropertyDef,
  raw: string,
  row: Values,
): Promise<{ value: unknown } | { message: string }> {
  const cell = raw.trim();
  if (cell === '') return { value: null };
  const ref = prop.ref;
  const one = (ids: number[], what: string, bySite: boolean) =>
    ids.length === 1
      ? { value: ids[0] }
      : ids.length
        ? {
            message: bySite
              ? `${prop.label}: '${cell}' names more than one ${what}; name its site too, as the export does: '${cell} (Site)'`
              : `${prop.label}: '${cell}' names more than one ${what}: add the company's column`,
          }
        : /^[aeiou]/i.test(what)
          ? { message: `${prop.label}: '${cell}' is not an ${what} you can choose` }
          : { message: `${prop.label}: '${cell}' is not a ${what} you can choose` };
  if (ref?.lookupGroup) {
    // the row's company: its own column, else its site's (a location's, whose site is read first:
    // readingOrder), else the caller's — a System Administrator has none, and every company
    // names its lookups alike ('Dock Door')
    const tenant = e.tenant === 'global' ? undefined : e.tenant;
    const site = typeof tenant?.site === 'string' ? row[tenant.site] : undefined;
    // (a System Administrator's file with neither: the company of the sites it is about, if one)
    const company =
      (tenant?.company ? row[tenant.company] : typeof site === 'number' ? await names.companyOfSite(site) : undefined) ??
      p.companyId ??
      (await names.aboutCompany());
    return one(await names.lookup((enums.LookupGroup as Record<string, number>)[ref.lookupGroup], cell, company), prop.label, false);
  }
  if (ref?.entity) {
    const target = ctx.registry.entity(ref.entity);
    // a reference that must share the row's site (an appointment's door) is looked for there
    const extra: Condition[] = Object.entries(ref.match ?? {})
      .filter(([, mine]) => typeof row[mine] === 'number')
      .map(([theirs, mine]) => ({ prop: theirs, op: 'eq', value: row[mine] }));
    return one(await names.record(target, cell, extra), target.label, !!siteOf(ctx, target.id));
  }
  if (ref?.enum) {
    const labels = enums.enumLabels[ref.enum] ?? {};
    const hit = Object.entries(labels).find(([, label]) => label.toLowerCase() === cell.toLowerCase());
    return hit ? { value: Number(hit[0]) } : { message: `${prop.label}: '${cell}' is not a valid choice` };
  }
  switch (prop.kind) {
    case 'boolean': {
      const yes = /^(yes|true|1)$/i.test(cell);
      return yes || /^(no|false|0)$/i.test(cell) ? { value: yes } : { message: `${prop.label} must be Yes or No` };
    }
    case 'integer':
    case 'number': {
      const n = Number(cell);
      return cell !== '' && Number.isFinite(n) ? { value: n } : { message: `${prop.label} must be a number` };
    }
    case 'timestamp': {
      const at = parseDateTime(cell, p.zone);
      return at ? { value: at } : { message: `${prop.label} must be a date and time as MM-DD-YYYY hh:mm AM` };
    }
    case 'date': {
      const day = parseDate(cell);
      return day ? { value: day } : { message: `${prop.label} must be a date as MM-DD-YYYY` };
    }
    default:
      return { value: unguarded(raw) };
  }
}

/**
 * The properties are read in an order where a row's own values narrow its references: its company
 * and site first (a lookup is its company's, a door its site's), then its other references.
 */
function readingOrder(e: EntityDef, columns: FileColumn[]): number[] {
  const first = new Set(e.tenant === 'global' ? [] : [e.tenant.company, e.tenant.site].filter(Boolean));
  const rank = (c: FileColumn) => (!c.prop ? 3 : first.has(c.prop.name) ? 0 : c.prop.ref ? 2 : 1);
  return columns.map((_, i) => i).sort((a, b) => rank(columns[a]) - rank(columns[b]));
}

/** The row number of a record (the header is row 1) and its cells. */
type Row = { row: number; cells: string[] };
/** A row's values and the conditions naming its record, or the error that stops the row. */
type ReadRow = { values: Values; where: Condition[] | undefined } | { error: unknown };

/**
 * Imports `csv` into `e` as `p`: every row through the entity's save, all in one transaction that
 * commits only when nothing failed and it is no dry run. `progress` hears of every batch done.
 */
export async function importCsv(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  decl: ImportDecl,
  csv: string,
  dryRun: boolean,
  progress: (rows: number) => void = () => {},
  about: ImportAbout = {},
): Promise<ImportResult> {
  const result: ImportResult = { dryRun, rows: 0, created: 0, updated: 0, unchanged: 0, imported: false, errors: [], truncated: false };
  /** The labels of fields a row's save refused that no column of the file carries. */
  const absent = new Set<string>();
  const note = (error: ImportError) => {
    if (result.errors.length < MAX_ERRORS) result.errors.push(error);
    else result.truncated = true;
  };
  try {
    await writeTransaction(ctx, async (trx) => {
      const names = new Names(ctx, trx, p, about.siteIds, about.companyId ?? null);
      if (!(await names.reachesAboutCompany())) throw notFoundAt('companyId', 'Company');
      const records = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
      Readable.from([csv]).pipe(records);
      let columns: FileColumn[] | undefined;
      let order: number[] = [];
      let batch: Row[] = [];
      // The rows' history is inserted a savepoint at a time (holdHistory): the rows held when a
      // savepoint is released are its writes', and those held when it is rolled back to are gone.
      holdHistory(trx);
      const savepoint = async (name: string, what: 'savepoint' | 'release savepoint' | 'rollback to savepoint') => {
        if (what === 'release savepoint') await flushHistory(trx);
        if (what === 'rollback to savepoint') dropHistory(trx);
        await sql.raw(`${what} ${name}`).execute(trx);
      };

      const at = (header: string | null) => columns!.findIndex((c) => c.header === header);
      let sinceTurn = 0;
      // Records are saved together (saveTogether.ts) until that fails for want of statements
      // in a few batches: an entity whose save reads the table each time (a location's) saves apart.
      let together = savesTogether(ctx, e);
      let apartBatches = 0;
      // On SQLite every statement runs on this thread and each await resolves at once: without a
      // turn now and then, the event loop would serve no other request (a read of the board) until
      // the whole file is done, a minute for 100,000 rows. Writes still wait for the import's commit.
      const turn = async () => {
        if (++sinceTurn < ROWS_PER_TURN) return;
        sinceTurn = 0;
        await new Promise((resolve) => setImmediate(resolve));
      };
      /**
       * A System Administrator's row that names no company is the company the file is said to be
       * about (`companyId`: its export's, whose file has no company column), which its match and a
       * new record then take. Not a row naming its record by number: its update leaves the
       * record's company as it is. Anyone else's row is their own company's (newRecord; their reach
       * narrows the match).
       */
      const company = companyProp(e);
      const named = about.companyId ?? null;
      let byNumber = false;
      const ownCompany = (values: Values) => {
        if (!company || company === e.primary.name || p.companyId != null || named === null) return;
        if (values[e.primary.name] != null) byNumber = true;
        else if (values[company] == null) values[company] = named;
      };
      /** The company the security log files the import under: the caller's, or the one all its rows are said to be. */
      const loggedCompany = () => p.companyId ?? (byNumber || columns?.some((c) => c.prop?.name === company) ? null : named);
      /** A row's cells as values, and the conditions by which it names a record (matchWhere); or what says why not. */
      const readRow = async ({ row, cells }: Row): Promise<ReadRow> => {
        try {
          if (cells.length !== columns!.length)
            throw new AppError(400, 'validation', `Row ${row} has ${cells.length} cells; the header has ${columns!.length}`);
          const values: Values = {};
          const failures: ImportError[] = [];
          for (const i of order) {
            const { prop, header } = columns![i];
            if (!prop) continue;
            const v = await cellValue(ctx, p, e, names, prop, cells[i], values);
            if ('message' in v) failures.push(rowError(row, header, v.message));
            else values[prop.name] = v.value;
          }
          // listed in the file's order of columns, not the order they were read in
          if (failures.length) throw new RowErrors(failures.sort((a, b) => at(a.column) - at(b.column)));
          ownCompany(values);
          return { values, where: matchWhere(e, decl, values) };
        } catch (error) {
          // the row's own fault, told at its turn; anything else (the database's) ends the import now
          if (error instanceof RowErrors || (error instanceof AppError && error.status < 500)) return { error };
          throw error;
        }
      };
      /** A new record's values from its row: the caller's company when the file names none (as the editor fills it in). */
      const newRecord = (values: Values): Values => {
        const record = { ...values };
        delete record[e.primary.name];
        if (company && company !== e.primary.name && record[company] == null && p.companyId != null) record[company] = p.companyId;
        return record;
      };
      /**
       * The body of the save of stored record `id`: the record as stored (as read ahead, or read
       * now), the row's values over it; null when the row changes none of them (counted unchanged).
       */
      const updateBody = async (id: number, values: Values, matches: Matches): Promise<Values | null> => {
        const changes = { ...values };
        delete changes[e.primary.name];
        const kept = matches.stored(id);
        const stored = kept ? publicRecord(e, kept) : await getRecord(ctx, p, e, id, { trx });
        // An export imported again, or with a few rows edited: the rows it leaves as they were are
        // not saved, so their records keep their Last Updated and their history gains no entry.
        if (Object.entries(changes).every(([name, value]) => sameValue(e.byName.get(name), stored[name], value))) {
          result.unchanged++;
          return null;
        }
        // no column carries a child list (fileColumns): the save leaves the record's as they are
        for (const prop of e.properties) if (prop.child) delete stored[prop.name];
        return { ...stored, ...changes };
      };
      /** The stored record `id` with the row's values over it, through its save. */
      const updateRow = async (id: number, values: Values, matches: Matches) => {
        const body = await updateBody(id, values, matches);
        if (!body) return;
        matches.updated((await saveRecord(ctx, p, e, body, { trx, id })) as Values);
        result.updated++;
      };
      /** One row (read by readRow) through the entity's save; throws what the save throws. */
      const importRow = async (read: ReadRow, matches: Matches) => {
        await turn();
        if ('error' in read) throw read.error;
        const id = await matches.of(read.where);
        if (id !== undefined) return updateRow(id, read.values, matches);
        const saved = (await saveRecord(ctx, p, e, newRecord(read.values), { trx })) as Values;
        matches.created(read.where, saved);
        result.created++;
      };
      /**
       * A batch's rows in runs saved together: a run of new records (createRecords, one insert
       * where one a row was most of the time on PostgreSQL), or of updates of records read ahead
       * (updateRecords). A row of the other kind ends a run, and so does a row the run's writes may
       * touch: one named as a row of the run names its record or as an update of the run renames
       * its record, or not read ahead (its select must see the run's records), or an update of a
       * record the run updates.
       */
      const importTogether = async (reads: ReadRow[], matches: Matches) => {
        let creates: { where: Condition[] | undefined; values: Values }[] = [];
        let updates: StoredChange[] = [];
        const named = new Set<string>();
        const flush = async () => {
          if (creates.length) {
            const saved = await createRecords(
              ctx,
              p,
              e,
              creates.map((r) => r.values),
              trx,
              turn,
            );
            for (const [i, r] of creates.entries()) matches.created(r.where, saved[i]);
            result.created += creates.length;
          }
          if (updates.length) {
            for (const saved of await updateRecords(ctx, p, e, updates, trx, turn)) matches.updated(saved);
            result.updated += updates.length;
          }
          creates = [];
          updates = [];
          named.clear();
        };
        for (const read of reads) {
          if ('error' in read) throw read.error;
          const where = read.where;
          // an update of the run may give its record the values this row names (a Unit ID changed)
          const renamed = () => updates.some((u) => where!.every((c) => u.body[c.prop] === c.value));
          if (where && (named.has(keyOf(where)) || !matches.knows(where) || renamed())) await flush();
          let id = await matches.of(read.where);
          // a record the run updates: its update first, and then what the row names is asked again
          if (id !== undefined && updates.some((u) => u.id === id)) {
            await flush();
            id = await matches.of(read.where);
          }
          const reached = id === undefined ? undefined : matches.stored(id);
          if (id === undefined) {
            if (updates.length) await flush();
            creates.push({ where: read.where, values: newRecord(read.values) });
          } else if (reached) {
            if (creates.length) await flush();
            const body = await updateBody(id, read.values, matches);
            if (body) updates.push({ id, body, reached });
          } else {
            await flush();
            await turn();
            await updateRow(id, read.values, matches);
            continue;
          }
          if (read.where) named.add(keyOf(read.where));
        }
        await flush();
      };
      const errorsOf = (err: unknown, row: number): ImportError[] => {
        if (err instanceof RowErrors) return err.errors;
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        const header = (field: string) => columns!.find((c) => c.prop?.name === field.split(/[.[]/)[0])?.header ?? null;
        if (!err.details?.length) return [rowError(row, null, err.message)];
        return err.details.map((d) => {
          const column = header(d.field);
          const label = e.byName.get(d.field)?.label ?? null;
          // a field no column of the file carries: a new record's value for it could not come from the file
          if (!column && label && row > 0) absent.add(label);
          return rowError(row, column ?? label, d.message);
        });
      };
      const runBatch = async () => {
        if (!batch.length) return;
        const counts = [result.created, result.updated, result.unchanged];
        // every row's values first, then the records the rows name, read for all of them at once
        const reads: ReadRow[] = [];
        for (const r of batch) {
          await turn();
          reads.push(await readRow(r));
        }
        const readAhead = async () => {
          const matches = new Matches(ctx, trx, p, e);
          await matches.readAhead(reads.flatMap((read) => ('where' in read && read.where ? [read.where] : [])));
          return matches;
        };
        let matches = await readAhead();
        await savepoint('ym_import', 'savepoint');
        /** The batch's rows in one go, together or a row at a time: 'apart' when they cannot be together, false at the first row that fails. */
        const attempt = (rows: () => Promise<void>) =>
          rows().then(
            () => true,
            (err) => (err instanceof NotTogether ? (err.again ? ('again' as const) : ('apart' as const)) : (errorsOf(err, 0), false)),
          );
        const alone = async () => {
          for (const read of reads) await importRow(read, matches);
        };
        let outcome = await attempt(together ? () => importTogether(reads, matches) : alone);
        /** What the rows' steps did rolled back, and the batch run again by `rows`. */
        const again = async (rows: () => Promise<void>) => {
          await savepoint('ym_import', 'rollback to savepoint');
          [result.created, result.updated, result.unchanged] = counts;
          matches = await readAhead();
          return attempt(rows);
        };
        // A record's steps that ran a statement may only have checked a reference for the first
        // time (a status no row before named), which the transaction keeps as passed: together
        // once more, then a row at a time.
        if (outcome === 'again') outcome = await again(() => importTogether(reads, matches));
        if (outcome === 'again' || outcome === 'apart') {
          if (++apartBatches >= APART_BATCHES) together = false;
          outcome = await again(alone);
        }
        const failed = !outcome;
        if (failed) {
          // the batch again, a row at a time: each failing row is rolled back alone and listed
          await savepoint('ym_import', 'rollback to savepoint');
          [result.created, result.updated, result.unchanged] = counts;
          matches.forget(); // the records the batch created are gone
          for (const [i, r] of batch.entries()) {
            await savepoint('ym_import_row', 'savepoint');
            try {
              await importRow(reads[i], matches);
            } catch (err) {
              for (const x of errorsOf(err, r.row)) note(x);
              await savepoint('ym_import_row', 'rollback to savepoint');
            }
            await savepoint('ym_import_row', 'release savepoint');
            if (result.truncated) break;
          }
        }
        await savepoint('ym_import', 'release savepoint');
        result.rows += batch.length;
        batch = [];
        progress(result.rows);
      };

      for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { records: number } }>) {
        if (!columns) {
          const header = fileColumns(e, record);
          columns = header.columns;
          order = readingOrder(e, columns);
          header.errors.forEach(note);
          if (result.errors.length) break;
          continue;
        }
        batch.push({ row: info.records, cells: record });
        if (batch.length >= BATCH) await runBatch();
        if (result.truncated) break;
      }
      await runBatch();
      if (!columns) note(rowError(1, null, 'The file is empty: its first row must name the columns'));
      // Said once, at the header, before the rows that lack it: an export's chosen columns may leave
      // out a field a new record needs (rows added to an export of the default columns).
      result.errors.unshift(...[...absent].map((label) => rowError(1, label, `The file has no ${label} column, which new records need`)));
      records.destroy();
      if (dryRun || result.errors.length) throw new Rollback();
      result.imported = true;
      await recordSecurityEvent(ctx, trx, {
        type: 'CSV imported',
        actor: p,
        // a System Administrator's import of one company's file is told in that company's log too
        companyId: loggedCompany(),
        subject: `${e.label} records: ${result.created} created, ${result.updated} updated`,
        details: `${result.rows} rows`,
      });
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw csvError(err) ?? err;
  }
  return result;
}

/** A row's cells that could not be read: every one of them is listed. */
class RowErrors extends Error {
  constructor(readonly errors: ImportError[]) {
    super(errors.map((e) => e.message).join('; '));
  }
}

/** csv-parse's refusal of the text itself (an unclosed quote) as a 400 that says where. */
function csvError(err: unknown): AppError | undefined {
  const code = (err as { code?: string }).code;
  if (!code?.startsWith('CSV_')) return undefined;
  const line = (err as { lines?: number }).lines;
  const message = `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message.replace(/^Invalid \w+:?\s*/, '')}`;
  return new AppError(400, 'validation', message, [{ field: 'csv', message }]);
}
