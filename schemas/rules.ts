// x-rules: a schema's declarative rules across fields (an appointment's end after its start, a
// temperature when refrigerated, a target other than the source). One pure implementation,
// shared by the server (every save, on the record as it will be stored) and the admin's
// generated editor (client-side checks), so both refuse the same records with the same words.
// Messages are English, in the spec's style; the server's answers are translated on the way out
// (schemas/i18n/serverMessages.es.ts) and the admin passes labels of its own language.

/** A rule; `message` replaces the generated message (the spec's own wording), in English. */
export type Rule =
  | { after: string; than: string; byMinutes?: number; withinMinutes?: number; message?: string }
  | { before: string; than: string; byMinutes?: number; withinMinutes?: number; message?: string }
  | { requiredWhen: string; if: Record<string, unknown>; message?: string }
  | { differs: string; from: string; message?: string };

export interface RuleSchema {
  $id?: string;
  properties: Record<string, object>;
  'x-rules'?: Rule[];
}

export interface RuleError {
  field: string;
  message: string;
}

/** A property's name in a message; `required` asks for the name of '{x} is required' (x-required-label). */
export type LabelOf = (prop: string, required?: boolean) => string;

/** Absent, null and '' are no value: a rule between two values waits for both. */
const missing = (v: unknown) => v === undefined || v === null || v === '';

/** The moment a date or timestamp names (ISO text, or a Date as a record read back may hold); NaN for anything else. */
const moment = (v: unknown) =>
  v instanceof Date ? v.getTime() : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;

/**
 * How two values order: numbers as numbers, dates and timestamps by the moment they name (two
 * offsets of one instant are equal), other text as text. NaN when they do not compare.
 */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [ta, tb] = [moment(a), moment(b)];
  if (Number.isFinite(ta) && Number.isFinite(tb)) return ta - tb;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return NaN;
}

const schemaLabel =
  (schema: RuleSchema): LabelOf =>
  (prop, required) => {
    const p: { 'x-label'?: unknown; 'x-required-label'?: unknown } = schema.properties[prop] ?? {};
    const label = typeof p['x-label'] === 'string' ? p['x-label'] : prop;
    return required && typeof p['x-required-label'] === 'string' ? p['x-required-label'] : label;
  };

/** The field a rule is about (its error names it) and the English message of a breach, or undefined when it holds. */
function breach(rule: Rule, record: Record<string, unknown>, label: LabelOf): RuleError | undefined {
  const say = (field: string, generated: string) => ({ field, message: rule.message ?? generated });
  if ('after' in rule || 'before' in rule) {
    const field = 'after' in rule ? rule.after : rule.before;
    const [v, other] = [record[field], record[rule.than]];
    if (missing(v) || missing(other)) return undefined;
    const order = compare(v, other);
    const word = 'after' in rule ? 'after' : 'before';
    // Values that do not compare are the types' business (validation), not this rule's.
    if (Number.isNaN(order)) return undefined;
    // byMinutes: two moments at least that far apart, withinMinutes at most (an appointment's
    // window: 15 minutes to a day).
    const apart = 'after' in rule ? order : -order;
    const gap = (rule.byMinutes ?? 0) * 60_000;
    if (gap ? apart < gap : apart <= 0) {
      if (gap) return say(field, `${label(field)} must be at least ${rule.byMinutes} minutes ${word} ${label(rule.than)}`);
      return say(field, `${label(field)} must be ${word} ${label(rule.than)}`);
    }
    const within = rule.withinMinutes;
    if (within !== undefined && apart > within * 60_000) {
      const span = within % 60 === 0 ? `${within / 60} hours` : `${within} minutes`;
      return say(field, `${label(field)} must be at most ${span} ${word} ${label(rule.than)}`);
    }
    return undefined;
  }
  if ('requiredWhen' in rule) {
    const applies = Object.entries(rule.if).every(([prop, value]) => (record[prop] ?? null) === value);
    return applies && missing(record[rule.requiredWhen])
      ? say(rule.requiredWhen, `${label(rule.requiredWhen, true)} is required`)
      : undefined;
  }
  const [v, other] = [record[rule.differs], record[rule.from]];
  if (missing(v) || missing(other) || v !== other) return undefined;
  return say(rule.differs, `${label(rule.differs)} must differ from ${label(rule.from)}`);
}

/**
 * The breaches of a schema's x-rules by `record` (for an update, the stored record with the new
 * values over it), one per field — the first rule that names it — in the rules' order.
 */
export function ruleErrors(schema: RuleSchema, record: Record<string, unknown>, labelOf?: LabelOf): RuleError[] {
  const label = labelOf ?? schemaLabel(schema);
  const errors: RuleError[] = [];
  for (const rule of schema['x-rules'] ?? []) {
    const error = breach(rule, record, label);
    if (error && !errors.some((e) => e.field === error.field)) errors.push(error);
  }
  return errors;
}

const KINDS: [keyword: string, other: string][] = [
  ['after', 'than'],
  ['before', 'than'],
  ['requiredWhen', 'if'],
  ['differs', 'from'],
];

/**
 * What is wrong with a schema's x-rules, as sentences (the registry stops the server with them):
 * each rule is one of the four kinds, names properties the schema has, and its message is text.
 */
export function ruleProblems(schema: RuleSchema): string[] {
  const rules: unknown = schema['x-rules'];
  if (rules === undefined) return [];
  if (!Array.isArray(rules)) return ['x-rules must be an array of rules'];
  const problems: string[] = [];
  const known = (prop: unknown) => typeof prop === 'string' && prop in schema.properties;
  rules.forEach((rule: Record<string, unknown>, i) => {
    const at = `x-rules[${i}]`;
    const kind = KINDS.find(([k]) => rule && typeof rule === 'object' && k in rule);
    if (!kind) return problems.push(`${at} must be one of ${KINDS.map(([k, o]) => `{ ${k}, ${o} }`).join(', ')}`);
    const [keyword, other] = kind;
    const extra = Object.keys(rule).filter(
      (k) => k !== keyword && k !== other && k !== 'message' && !((k === 'byMinutes' || k === 'withinMinutes') && other === 'than'),
    );
    if (extra.length) problems.push(`${at}: unknown key ${extra.join(', ')}`);
    if (!known(rule[keyword])) problems.push(`${at}: ${keyword} names no property (${String(rule[keyword])})`);
    const condition = rule[other];
    if (other === 'if') {
      if (!condition || typeof condition !== 'object' || Array.isArray(condition) || !Object.keys(condition).length)
        problems.push(`${at}: if must be an object of property → value`);
      else for (const prop of Object.keys(condition)) if (!known(prop)) problems.push(`${at}: if names no property (${prop})`);
    } else if (!known(condition)) problems.push(`${at}: ${other} names no property (${String(condition)})`);
    if (rule.message !== undefined && (typeof rule.message !== 'string' || !rule.message)) problems.push(`${at}: message must be a text`);
    for (const key of ['byMinutes', 'withinMinutes'])
      if (rule[key] !== undefined && !(Number.isInteger(rule[key]) && (rule[key] as number) > 0))
        problems.push(`${at}: ${key} must be a whole number of minutes above 0`);
  });
  return problems;
}
