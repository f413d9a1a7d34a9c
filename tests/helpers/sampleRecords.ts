// Valid records of any schema-defined entity, made from the registry alone (issue 31): a test that
// derives its cases from the schemas makes the rows it needs instead of naming demo ids, so a new
// entity is covered by it, not broken. A record belongs to a place (a company and one of its
// sites): its tenant properties and its references to companies and sites are the place's, and
// every other reference names a record of that place — an existing one that satisfies the
// reference's x-ref.match and x-ref.where, or one made the same way. Records are saved through the
// real API by a System Administrator, or by a demo user of the place allowed to create it, and
// validated as any client's (the repository's pass, or the writer's for one with a history, only for
// an entity nobody may write through its calls: a gate visit, written by its gate calls). Rules that
// live in an entity's own module (server/entities/<id>/index.ts) and not in its schema — a
// mission's asset must track payloads — are the caller's to give in `over`.
import * as enums from '../../schemas/enums.js';
import { LookupGroup, UserStatus, UserType } from '../../schemas/enums.js';
import { type EntityDef, type JsonSchema, type PropertyDef, typesOf } from '../../server/engine/registry.js';
import type { EntityName } from '../../schemas/types.generated.js';
import { writeTransaction } from '../../server/engine/changeEvents.js';
import type { Condition } from '../../server/engine/repository.js';
import { makeWriter } from '../../server/engine/writer.js';
import { fleet } from './api.js';
import { repoOf, type Rec } from './db.js';
import type { TestApp } from './testApp.js';

/** Where a record belongs: a company and one of its sites. */
export interface Place {
  companyId: number;
  siteId: number;
}

/** x-ref as the fixture declares it (dependent choices: issue 31); the registry keeps it as written. */
interface RefDecl {
  entity?: string;
  lookupGroup?: string;
  enum?: string;
  /** { <prop of the referenced record>: <prop of this record> }: the referenced record's prop equals this record's. */
  match?: Record<string, string>;
  /** { <prop of the referenced record>: value | [values] | { lookupName } }: constant conditions. */
  where?: Record<string, unknown>;
}

const HOUR = 3_600_000;
/** The first date a sample record carries; each date property of a record is an hour after the one before. */
const BASE_DATE = Date.UTC(2030, 0, 7, 8);

let seq = 0;

/** The tenant parts of an entity (docs/SCHEMAS.md "Tenancy"); a global entity has none. */
export const tenantOf = (e: EntityDef) => (e.tenant === 'global' ? {} : e.tenant);

/** Whether the sites of a company divide an entity's rows (a site, through or members part). */
export const isSiteBound = (e: EntityDef) => {
  const t = tenantOf(e);
  return !!(t.site || t.through || t.members);
};

export function sampleRecords(app: TestApp, sysToken: string) {
  const ctx = app.ctx;
  const registry = ctx.registry;
  const repo = repoOf(ctx);
  const api = fleet(app);

  const tokens = new Map<string, Promise<string>>();
  /**
   * Who makes a record of `e` at the place: a System Administrator where x-access lets it create,
   * else an active demo user of the place's company of a type that may (a Dispatch Manager for a
   * mission) that reaches the site; none: the repository's pass.
   */
  async function writerOf(e: EntityDef, place: Place): Promise<string | undefined> {
    if (e.access.create.includes(UserType.SysAdmin)) return sysToken;
    const users = await repo.findMany(ctx.db, 'user', { where: [{ prop: 'priCompanyId', op: 'eq', value: place.companyId }] });
    const user = users.find(
      (u) =>
        e.access.create.includes(u.type) &&
        u.status === UserStatus.Active &&
        (u.type === UserType.SiteAdmin || (u.siteAccess as number[]).includes(place.siteId)),
    );
    if (!user) return undefined;
    const login = user.loginName as string;
    if (!tokens.has(login))
      tokens.set(
        login,
        api.login(login).then((l) => l.token),
      );
    return tokens.get(login);
  }

  /** Saves a body through the API as its writer (writerOf): REST, else /api/Fleet, else the repository (no calls, no writer). */
  async function save(e: EntityDef, body: Rec, place: Place): Promise<Rec> {
    const token = e.rest || e.fleet ? await writerOf(e, place) : undefined;
    if (!token) {
      // written by the repository: the company the server would set itself (a gate visit's) is the place's
      const company = tenantOf(e).company;
      const own = company && company !== e.primary.name && body[company] == null ? { [company]: place.companyId } : {};
      // one with a history gets its history row, as its own calls would write it (a gate visit's check-in)
      if (e.audit)
        return writeTransaction(ctx, (trx) =>
          makeWriter(ctx, trx, undefined).insert(e.id as EntityName, { ...body, ...own } as never),
        ) as Promise<Rec>;
      return repo.insert(ctx.db, e.id, { ...body, ...own });
    }
    const res = e.rest
      ? await api.call('POST', `/${e.rest}`, { token, body, base: '/api/rest' })
      : await api.call('POST', `/${e.fleet!.one}`, { token, body });
    if (res.status !== 200)
      throw new Error(`sample ${e.id} refused (${res.status}): ${JSON.stringify(res.body)} for ${JSON.stringify(body)}`);
    const saved = e.rest ? res.body : res.body.data;
    // a save answering only the id (x-fleet saveResult) is read back
    return typeof saved === 'object' && saved && e.primary.name in saved
      ? saved
      : ((await repo.findById(ctx.db, e.id, saved.id ?? saved))! as Rec);
  }

  /** A lookup of a group in a company: the one with this description, or the first active one; made when missing. */
  async function lookupOf(group: string, companyId: number, description?: string): Promise<number> {
    const lookupGroupType = (LookupGroup as Record<string, number>)[group];
    if (lookupGroupType === undefined) throw new Error(`sample: unknown lookup group ${group}`);
    const where: Condition[] = [
      { prop: 'companyId', op: 'eq', value: companyId },
      { prop: 'lookupGroupType', op: 'eq', value: lookupGroupType },
      description === undefined ? { prop: 'isActive', op: 'eq', value: true } : { prop: 'description', op: 'eq', value: description },
    ];
    const found = (await repo.findMany(ctx.db, 'lookup', { where, sort: [{ prop: 'id', order: 'ASC' }] }))[0];
    if (found) return found.id as number;
    return (await make('lookup', { companyId, siteId: 0 }, { lookupGroupType, description: description ?? `Sample ${group} ${seq++}` }))
      .id as number;
  }

  /** The conditions a referenced record meets: its place (its own tenant parts), x-ref.match and x-ref.where. */
  async function refConditions(target: EntityDef, ref: RefDecl, rec: Rec, place: Place): Promise<Rec> {
    const t = tenantOf(target);
    const eq: Rec = {};
    if (t.company) eq[t.company] = place.companyId;
    if (t.site) eq[t.site] = place.siteId;
    for (const [theirs, ours] of Object.entries(ref.match ?? {})) eq[theirs] = rec[ours];
    for (const [prop, value] of Object.entries(ref.where ?? {})) {
      const name = (value as { lookupName?: string } | null)?.lookupName;
      if (name === undefined) eq[prop] = value;
      else {
        const group = target.byName.get(prop)?.ref?.lookupGroup;
        if (!group) throw new Error(`sample: ${target.id}.${prop} in x-ref.where names a lookup but is no lookup reference`);
        eq[prop] = await lookupOf(group, place.companyId, name);
      }
    }
    return eq;
  }

  /** A record of `target` at the place meeting the conditions: the first that exists, or (when `create`) a new one. */
  async function referenced(target: EntityDef, eq: Rec, place: Place, create: boolean, not?: unknown): Promise<number | null> {
    const where: Condition[] = Object.entries(eq).map(([prop, value]) =>
      Array.isArray(value) ? { prop, op: 'in', value } : { prop, op: 'eq', value },
    );
    const members = tenantOf(target).members;
    const rows = (await repo.findMany(ctx.db, target.id, { where, sort: [{ prop: target.primary.name, order: 'ASC' }] })).filter(
      // a record granted to sites (an asset's site access) is at the place when granted to its site
      (r) => (!members || (r[members] as number[]).includes(place.siteId)) && r[target.primary.name] !== not,
    );
    if (rows.length) return rows[0][target.primary.name] as number;
    if (!create) return null;
    const over = Object.fromEntries(Object.entries(eq).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    if (members) over[members] = [place.siteId];
    return (await make(target.id, place, over))[target.primary.name] as number;
  }

  /** A number in capital letters only (a code such as a carrier's SCAC: 2–4 capitals): 0 → A, 26 → BA. */
  const capitals = (k: number): string => (k < 26 ? '' : capitals(Math.floor(k / 26))) + String.fromCharCode(65 + (k % 26));

  /** A value of a property with no reference: its default, its first enum value, or one its type and bounds allow. */
  function scalar(p: PropertyDef, index: number): unknown {
    const s: JsonSchema = p.schema;
    if (s.default !== undefined && s.default !== null) return s.default;
    if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null);
    if (p.kind === 'child' || p.kind === 'json') return typesOf(s).includes('array') ? [] : {};
    if (p.kind === 'boolean') return true;
    if (p.kind === 'integer' || p.kind === 'number') {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return s.maximum !== undefined ? Math.min(low, s.maximum) : low;
    }
    if (p.kind === 'timestamp') return new Date(BASE_DATE + index * HOUR).toISOString();
    if (p.kind === 'date') return new Date(BASE_DATE + index * 24 * HOUR).toISOString().slice(0, 10);
    const n = (seq++).toString(36);
    if (s.format === 'email') return `sample.${n}@example.com`;
    if (s.format === 'uri') return `https://sample.example.com/${n}`;
    const text = `Sample ${p.label} ${n}`;
    const max = s.maxLength ?? text.length;
    const fitted =
      text.length > max ? `${p.label.slice(0, Math.max(0, max - n.length))}${n}`.slice(-max) : text.padEnd(s.minLength ?? 0, '.');
    if (!s.pattern) return fitted;
    // a pattern: the first of a few plain shapes it accepts (a user name without spaces)
    const pattern = new RegExp(s.pattern, 'u');
    // the schema's own examples, their ends made unique (an API key's prefix: ymk_ and hex digits)
    const hex = seq.toString(16);
    const examples = ((s.examples ?? []) as string[]).map((ex) => `${ex.slice(0, Math.max(0, ex.length - hex.length))}${hex}`);
    const shape = [fitted, `sample.${n}`, `sample${n}`, `S${n}`, n, `S${capitals(seq)}`, ...examples].find(
      (v) => pattern.test(v) && v.length <= max,
    );
    if (shape === undefined) throw new Error(`sample: no value of ${p.name} fits its pattern ${s.pattern}`);
    return shape;
  }

  /**
   * The x-rules of the issue 31 contract: after and before move a date past the other one, differs
   * changes a text (references: body() picks another record). requiredWhen needs nothing: every
   * writable property with a value of its own is filled.
   */
  function keepRules(e: EntityDef, rec: Rec) {
    const step = (prop: string) => (e.byName.get(prop)?.kind === 'date' ? 24 * HOUR : HOUR);
    for (const r of (e.schema['x-rules'] ?? []) as Rec[]) {
      const shift = (prop: string, than: string, by: number) => {
        const a = Date.parse(rec[prop]);
        const b = Date.parse(rec[than]);
        if (Number.isNaN(b) || (by > 0 ? a > b : a < b)) return;
        const p = e.byName.get(prop)!;
        const moved = new Date(b + by);
        rec[prop] = p.kind === 'date' ? moved.toISOString().slice(0, 10) : moved.toISOString();
      };
      if (r.after) shift(r.after, r.than, step(r.after));
      if (r.before) shift(r.before, r.than, -step(r.before));
      if (r.differs && rec[r.differs] === rec[r.from] && typeof rec[r.differs] === 'string') rec[r.differs] = `${rec[r.differs]} 2`;
    }
  }

  /**
   * A valid body of a new record of `entity` at `place` (not saved): every property a client may
   * write — required ones always, optional references only when the place has a record for them.
   * The records its references need are picked or made (saved) on the way.
   */
  async function body(entity: string, place: Place, over: Rec = {}): Promise<Rec> {
    const e = registry.entity(entity);
    const t = tenantOf(e);
    const required = new Set<string>((e.schema.required as string[] | undefined) ?? []);
    const rec: Rec = {};
    // An entity no one may create through a call (a gate visit, a yard check) is written by the
    // repository: the read-only values its own workflow always sets (a check-in's time and unit id,
    // who started a check) are filled too, as the API describes such a record (never null).
    const byRepository = !e.access.create.length;
    const writable = e.properties.filter(
      (p) =>
        (!p.readOnly || (byRepository && !p.nullable)) &&
        !p.stamp &&
        p.kind !== 'virtual' &&
        !p.private &&
        !p.schema.writeOnly &&
        !(p.primary && e.autoIncrement),
    );
    // a primary key the client gives (a lookup group's number): one past the highest
    if (!e.autoIncrement && !(e.primary.name in over) && writable.includes(e.primary)) {
      const [last] = await repo.findMany(ctx.db, e.id, { sort: [{ prop: e.primary.name, order: 'DESC' }], range: [0, 0] });
      over = { ...over, [e.primary.name]: ((last?.[e.primary.name] as number | undefined) ?? 0) + 1 };
    }
    // first what names the place and the plain values, then the references (x-ref.match reads the others)
    const refs: PropertyDef[] = [];
    writable.forEach((p, index) => {
      const ref = p.ref as RefDecl | undefined;
      if (p.name in over) rec[p.name] = over[p.name];
      else if (p.name === t.company || ref?.entity === 'company') rec[p.name] = place.companyId;
      else if (p.name === t.site || ref?.entity === 'site') rec[p.name] = p.kind === 'child' ? [place.siteId] : place.siteId;
      else if (ref?.enum) {
        // the first member that names something (not None)
        const members = Object.entries((enums as unknown as Record<string, Record<string, unknown>>)[ref.enum] ?? {});
        rec[p.name] = (members.find(([k]) => k !== 'None') ?? members[0])?.[1];
      } else if (ref?.entity || ref?.lookupGroup) refs.push(p);
      else rec[p.name] = scalar(p, index);
    });
    for (const p of refs) {
      const ref = p.ref as RefDecl;
      const needed = required.has(p.name) || (p.kind === 'child' && (p.schema.minItems ?? 0) > 0);
      let id: number | null;
      if (ref.lookupGroup) id = await lookupOf(ref.lookupGroup, place.companyId);
      else {
        const target = registry.entity(ref.entity!);
        // x-rules differs: another record than the one the other property names
        const differs = ((e.schema['x-rules'] ?? []) as Rec[]).find((r) => r.differs === p.name && r.from in rec);
        // a match on the company the server sets itself (a gate visit's carrier of its company): the place's
        const own = t.company && !(t.company in rec) ? { [t.company]: place.companyId } : {};
        const conditions = await refConditions(target, ref, { ...own, ...rec }, place);
        id = await referenced(target, conditions, place, needed, differs && rec[differs.from]);
      }
      if (p.kind === 'child') rec[p.name] = id === null ? [] : [id];
      else if (id !== null || needed) rec[p.name] = id;
      else if (p.nullable) rec[p.name] = null;
    }
    keepRules(e, rec);
    // what the caller adds beyond the properties (a confirmation the entity's module asks for)
    return { ...over, ...rec };
  }

  /** A new record of `entity` at `place`, saved: the record as the API answers it. */
  async function make(entity: string, place: Place, over: Rec = {}): Promise<Rec> {
    return save(registry.entity(entity), await body(entity, place, over), place);
  }

  return { body, make };
}
