// Declarative cross-field rules of a schema (x-rules; contract §3), checked by the server on every
// save and by the admin's generated editor before it saves, in the same English words:
//   { after: a, than: b }            → '{a} must be after {b}'
//   { before: a, than: b }           → '{a} must be before {b}'
//   { requiredWhen: a, if: { p: v } } → '{required label of a} is required'
//   { differs: a, from: b }          → '{a} must differ from {b}'
// A rule's `message` replaces the whole text. A rule whose values are not both set says nothing
// (required checks say what is missing). Each message goes on the rule's first property.
// (The admin's minimal version until the server's is merged: one of the two is kept.)

export type Rule = (
  | { after: string; than: string }
  | { before: string; than: string }
  | { requiredWhen: string; if: Record<string, unknown> }
  | { differs: string; from: string }
) & { message?: string };

interface RuleProperty {
  'x-label'?: string;
  'x-required-label'?: string;
}

export interface RuleSchema {
  properties: Record<string, RuleProperty>;
  'x-rules'?: Rule[];
}

export interface RuleError {
  field: string;
  message: string;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/** A value as something ordered: a date-time or date text by its time, a number as it is. */
function ordinal(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    if (!Number.isNaN(t)) return t;
    const n = Number(v);
    if (v.trim() !== '' && Number.isFinite(n)) return n;
  }
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The messages of the rules a record breaks, on their fields (English; `labelOf` names a property). */
export function ruleErrors(schema: RuleSchema, record: Record<string, unknown>, labelOf?: (prop: string) => string): RuleError[] {
  const label = labelOf ?? ((p: string) => schema.properties[p]?.['x-label'] ?? p);
  const requiredLabel = labelOf ?? ((p: string) => schema.properties[p]?.['x-required-label'] ?? label(p));
  const out: RuleError[] = [];
  const add = (field: string, text: string, rule: Rule) => out.push({ field, message: rule.message ?? text });
  for (const rule of schema['x-rules'] ?? []) {
    if ('after' in rule || 'before' in rule) {
      const field = 'after' in rule ? rule.after : rule.before;
      const a = ordinal(record[field]);
      const b = ordinal(record[rule.than]);
      if (a === undefined || b === undefined || isEmpty(record[field]) || isEmpty(record[rule.than])) continue;
      if ('after' in rule && !(a > b)) add(field, `${label(field)} must be after ${label(rule.than)}`, rule);
      if ('before' in rule && !(a < b)) add(field, `${label(field)} must be before ${label(rule.than)}`, rule);
    } else if ('requiredWhen' in rule) {
      const applies = Object.entries(rule.if).every(([p, v]) => same(record[p], v));
      if (applies && isEmpty(record[rule.requiredWhen])) add(rule.requiredWhen, `${requiredLabel(rule.requiredWhen)} is required`, rule);
    } else if ('differs' in rule) {
      const [a, b] = [record[rule.differs], record[rule.from]];
      if (!isEmpty(a) && !isEmpty(b) && same(a, b)) add(rule.differs, `${label(rule.differs)} must differ from ${label(rule.from)}`, rule);
    }
  }
  return out;
}
