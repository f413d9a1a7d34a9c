// One generic repository for every schema-defined entity: rows ⇄ records by the registry, child
// tables loaded and replaced with their owner. Every function takes `db` first so a caller can
// pass a transaction.
import { sql } from 'kysely';
import type { Db, DialectAdapter } from '../db/dialect.js';
import { type EntityDef, type PropertyDef, type Registry, snakeCase, storedColumns } from '../schema/registry.js';

export type Rec = Record<string, any>;
export type Op = 'eq' | 'ieq' | 'ne' | 'in' | 'like' | 'gte' | 'lte' | 'null';
export interface Condition {
  prop: string;
  op: Op;
  value?: unknown;
}
export interface Query {
  where?: Condition[];
  sort?: { prop: string; order: 'ASC' | 'DESC' }[];
  range?: [number, number];
}

export type EntityRepository = ReturnType<typeof makeEntityRepository>;

export function makeEntityRepository(registry: Registry, adapter: DialectAdapter) {
  const column = (e: EntityDef, prop: string) => {
    const p = e.byName.get(prop);
    if (!p || p.kind === 'child' || p.kind === 'virtual') throw new Error(`${e.id}.${prop} is not a column`);
    return p;
  };

  function toRow(e: EntityDef, rec: Rec): Rec {
    const row: Rec = {};
    for (const p of storedColumns(e)) if (rec[p.name] !== undefined) row[p.column] = adapter.toDb(p.kind as any, rec[p.name]);
    return row;
  }

  function fromRow(e: EntityDef, row: Rec): Rec {
    const rec: Rec = {};
    for (const p of storedColumns(e)) rec[p.name] = adapter.fromDb(p.kind as any, row[p.column]);
    return rec;
  }

  function applyWhere(e: EntityDef, q: any, where: Condition[] = []) {
    for (const c of where) {
      const col = `${e.table}.${column(e, c.prop).column}`;
      const p = column(e, c.prop);
      const v = (x: unknown) => adapter.toDb(p.kind as any, x);
      if (c.op === 'in') {
        const values = (c.value as unknown[]).map(v);
        q = values.length ? q.where(col, 'in', values) : q.where(sql<boolean>`1 = 0`);
      } else if (c.op === 'like') {
        const escaped = String(c.value).replace(/[\\%_]/g, (m) => `\\${m}`);
        q = q.where(sql`${sql.ref(col)} ${sql.raw(adapter.ilike)} ${`%${escaped}%`} escape '\\'`);
      } else if (c.op === 'ieq') {
        q = q.where(sql`lower(${sql.ref(col)})`, '=', String(c.value).toLowerCase());
      } else if (c.op === 'null') q = q.where(col, 'is', null);
      else {
        const op = { eq: '=', ne: '<>', gte: '>=', lte: '<=' }[c.op];
        q = c.value === null ? q.where(col, c.op === 'ne' ? 'is not' : 'is', null) : q.where(col, op, v(c.value));
      }
    }
    return q;
  }

  async function loadChildren(db: Db, e: EntityDef, recs: Rec[]) {
    const childProps = e.properties.filter((p) => p.child);
    if (!childProps.length || !recs.length) return recs;
    const ids = recs.map((r) => r[e.primary.name]);
    for (const p of childProps) {
      const c = p.child!;
      const key = snakeCase(c.key);
      const rows = await db.selectFrom(c.table).selectAll().where(key, 'in', ids).orderBy('id').execute();
      const byOwner = new Map<unknown, unknown[]>(ids.map((id) => [id, []]));
      for (const row of rows) byOwner.get(row[key])?.push(c.value ? row[snakeCase(c.value)] : childFromRow(p, row));
      for (const r of recs) r[p.name] = byOwner.get(r[e.primary.name]) ?? [];
    }
    return recs;
  }

  function childItemProps(p: PropertyDef) {
    return Object.entries<any>(p.child!.item?.properties ?? {}).filter(([n, s]) => !s['x-virtual'] && n !== p.child!.key);
  }

  function childFromRow(p: PropertyDef, row: Rec): Rec {
    const item: Rec = {};
    for (const [n, s] of childItemProps(p)) {
      const col = s['x-primary'] ? 'id' : (s['x-column'] ?? snakeCase(n));
      item[n] =
        s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean')) ? adapter.fromDb('boolean', row[col]) : row[col];
    }
    return item;
  }

  async function writeChildren(db: Db, e: EntityDef, id: unknown, rec: Rec) {
    for (const p of e.properties.filter((p) => p.child && rec[p.name] !== undefined)) {
      const c = p.child!;
      const key = snakeCase(c.key);
      await db.deleteFrom(c.table).where(key, '=', id).execute();
      const items: unknown[] = rec[p.name] ?? [];
      if (!items.length) continue;
      const rows = items.map((item: any) => {
        if (c.value) return { [key]: id, [snakeCase(c.value)]: item };
        const row: Rec = { [key]: id };
        for (const [n, s] of childItemProps(p)) {
          if (s['x-primary']) continue;
          const t = [].concat(s.type ?? []) as string[];
          row[s['x-column'] ?? snakeCase(n)] = adapter.toDb(t.includes('boolean') ? 'boolean' : 'text', item[n]);
        }
        return row;
      });
      await db.insertInto(c.table).values(rows).execute();
    }
  }

  return {
    registry,
    toRow,
    fromRow,
    async findMany(db: Db, entityId: string, query: Query = {}): Promise<Rec[]> {
      const e = registry.entity(entityId);
      let q = applyWhere(e, db.selectFrom(e.table).selectAll(e.table), query.where);
      for (const s of query.sort ?? []) q = q.orderBy(`${e.table}.${column(e, s.prop).column}`, s.order === 'DESC' ? 'desc' : 'asc');
      q = q.orderBy(`${e.table}.${e.primary.column}`, 'asc'); // stable paging
      if (query.range) q = q.limit(query.range[1] - query.range[0] + 1).offset(query.range[0]);
      const rows: Rec[] = await q.execute();
      return loadChildren(
        db,
        e,
        rows.map((r) => fromRow(e, r)),
      );
    },
    async count(db: Db, entityId: string, where: Condition[] = []): Promise<number> {
      const e = registry.entity(entityId);
      const q = applyWhere(
        e,
        db.selectFrom(e.table).select((eb: any) => eb.fn.countAll().as('n')),
        where,
      );
      const row = await q.executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async findById(db: Db, entityId: string, id: unknown, where: Condition[] = []): Promise<Rec | undefined> {
      const e = registry.entity(entityId);
      const [rec] = await this.findMany(db, entityId, { where: [{ prop: e.primary.name, op: 'eq', value: id }, ...where] });
      return rec;
    },
    async insert(db: Db, entityId: string, rec: Rec): Promise<Rec> {
      const e = registry.entity(entityId);
      const row = toRow(e, rec);
      if (e.autoIncrement) delete row[e.primary.column];
      const inserted = await db.insertInto(e.table).values(row).returning(e.primary.column).executeTakeFirstOrThrow();
      const id = inserted[e.primary.column];
      await writeChildren(db, e, id, rec);
      return (await this.findById(db, entityId, id))!;
    },
    async update(db: Db, entityId: string, id: unknown, rec: Rec): Promise<Rec | undefined> {
      const e = registry.entity(entityId);
      const row = toRow(e, rec);
      delete row[e.primary.column];
      if (Object.keys(row).length) await db.updateTable(e.table).set(row).where(e.primary.column, '=', id).execute();
      await writeChildren(db, e, id, rec);
      return this.findById(db, entityId, id);
    },
    async remove(db: Db, entityId: string, id: unknown): Promise<number> {
      const e = registry.entity(entityId);
      const res = await db.deleteFrom(e.table).where(e.primary.column, '=', id).executeTakeFirst();
      return Number(res.numDeletedRows ?? 0);
    },
  };
}
