// Dependent references (x-ref.match, x-ref.where): a reference whose choices depend on the record
// (a dock door of the appointment's own site: match) or on constants (a location whose type is the
// lookup named "Dock Door": where). The registry checks the declarations at start-up; a save
// refuses a record that is not among the choices, with 400 on the field, in its transaction.
// The admin offers the same choices by the referenced entity's REST list (filter by the matched
// values and the where values; a lookupName resolved through GET /api/rest/lookups).
import { LookupGroup } from '../../schemas/enums.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { badRequest } from '../errors.js';
import type { EntityDef, PropertyDef } from './registry.js';
import type { Condition, Scope, Values } from './repository.js';

type Scalar = string | number | boolean;
/** A where value: a constant, one of several, or the lookup of the referenced prop's group that has this name. */
export type WhereValue = Scalar | Scalar[] | { lookupName: string };

const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);
/** The JavaScript type a constant must have to be compared with a column of this kind (else PostgreSQL fails the save). */
const typeOfKind = (kind: PropertyDef['kind']) =>
  kind === 'integer' || kind === 'number' ? 'number' : kind === 'boolean' ? 'boolean' : 'string';
const lookupNameOf = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as { lookupName?: unknown }).lookupName : undefined;

/** What is wrong with the match and where of an entity's references, as sentences for the start-up error. */
export function dependentRefProblems(e: EntityDef, entities: Map<string, EntityDef>): string[] {
  const problems: string[] = [];
  for (const p of e.properties) {
    const { match, where } = p.ref ?? {};
    if (match === undefined && where === undefined) continue;
    const at = `${p.name} x-ref`;
    const target = entities.get(p.ref?.entity ?? '');
    if (!target || p.kind === 'child' || p.kind === 'virtual') {
      problems.push(`${at}: match and where need a stored reference to an entity`);
      continue;
    }
    const column = (prop: string) => {
      const def = target.byName.get(prop);
      return def && def.kind !== 'child' && def.kind !== 'virtual' && !def.private ? def : undefined;
    };
    for (const [theirs, ours] of Object.entries(match ?? {})) {
      if (!column(theirs)) problems.push(`${at}.match: ${target.id} has no stored property ${theirs}`);
      const own = e.byName.get(ours);
      if (!own || own === p || own.kind === 'child' || own.kind === 'virtual')
        problems.push(`${at}.match.${theirs}: ${e.id} has no other stored property ${ours}`);
    }
    for (const [theirs, value] of Object.entries(where ?? {})) {
      const def = column(theirs);
      if (!def) problems.push(`${at}.where: ${target.id} has no stored property ${theirs}`);
      const name = lookupNameOf(value);
      if (name !== undefined) {
        if (typeof name !== 'string' || !name) problems.push(`${at}.where.${theirs}: lookupName must be a text`);
        if (def && !def.ref?.lookupGroup) problems.push(`${at}.where.${theirs}: lookupName needs a lookup reference`);
      } else if (!isScalar(value) && !(Array.isArray(value) && value.length && value.every(isScalar)))
        problems.push(`${at}.where.${theirs}: must be a value, a list of values or { "lookupName": "…" }`);
      else if (def && [value].flat().some((v) => typeof v !== typeOfKind(def.kind)))
        problems.push(`${at}.where.${theirs}: must be of the type of ${target.id}.${theirs} (${typeOfKind(def.kind)})`);
    }
  }
  return problems;
}

/**
 * Where's conditions over the referenced rows: constants as conditions (the repository converts
 * them for the column), a lookupName as the ids of the lookups of that name in the prop's group.
 */
function whereQuery(ctx: AppContext, target: EntityDef, where: Record<string, WhereValue>): { where: Condition[]; scopes: Scope[] } {
  const lookup = ctx.registry.entity('lookup');
  const lookupColumn = (prop: string) => lookup.byName.get(prop)!.column;
  const out = { where: [] as Condition[], scopes: [] as Scope[] };
  for (const [prop, value] of Object.entries(where)) {
    const def = target.byName.get(prop)!;
    const name = lookupNameOf(value);
    if (name === undefined) out.where.push(Array.isArray(value) ? { prop, op: 'in', value } : { prop, op: 'eq', value });
    else {
      // The referenced record's lookup is of its own company (its save checked it): name and group say which.
      const group = (LookupGroup as Record<string, number>)[def.ref!.lookupGroup!];
      out.scopes.push((eb) =>
        eb(
          `${target.table}.${def.column}`,
          'in',
          eb
            .selectFrom(lookup.table)
            .select(lookup.primary.column)
            .where(lookupColumn('description'), '=', name)
            .where(lookupColumn('lookupGroupType'), '=', group),
        ),
      );
    }
  }
  return out;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Refuses a dependent reference of `rec` that is not among its choices. Asked only when the choice
 * is new — the reference itself changed, or (for match) a property it must match — so a record
 * keeps a value that has since stopped matching, as it keeps an inactive one. The reach, the
 * company and the activity of the record are references.ts's, asked before.
 */
export async function checkDependentRef(ctx: AppContext, trx: Db, e: EntityDef, p: PropertyDef, rec: Values, existing?: Values) {
  const { match = {}, where = {} } = p.ref ?? {};
  const id = rec[p.name];
  if (id === null || id === undefined) return;
  const fresh = !existing || !same(existing[p.name], id);
  const moved = Object.values(match).some((ours) => !same(existing?.[ours], rec[ours]));
  if (!fresh && !moved) return;
  const target = ctx.registry.entity(p.ref!.entity!);
  const byId: Condition = { prop: target.primary.name, op: 'eq', value: id };
  const count = (q: { where: Condition[]; scopes?: Scope[] }) =>
    ctx.repo.count(trx, target.id as never, { where: [byId, ...q.where], scopes: q.scopes ?? [] });
  // An own value that is absent is matched as absent: a record of no site is no door of the chosen one.
  const matching = Object.entries(match).map(([theirs, ours]): Condition =>
    rec[ours] === null || rec[ours] === undefined ? { prop: theirs, op: 'null' } : { prop: theirs, op: 'eq', value: rec[ours] },
  );
  if (matching.length && !(await count({ where: matching }))) {
    const others = Object.values(match).map((ours) => e.byName.get(ours)!.label);
    throw badRequest([{ field: p.name, message: `${p.label} must belong to the chosen ${others.join(', ')}` }]);
  }
  if (fresh && Object.keys(where).length && !(await count(whereQuery(ctx, target, where))))
    throw badRequest([{ field: p.name, message: `${p.label} is not one of its choices` }]);
}
