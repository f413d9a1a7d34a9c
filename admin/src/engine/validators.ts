// Client-side checks read off the schema, worded like the server's (server/schema/validation.ts):
// '{x-required-label} is required', the number rule, x-format-message, length limits, and the
// schema's cross-field rules (x-rules).
import type { Validator } from 'react-admin';
import { toSpanish } from '../../../schemas/i18n/messages';
import { ruleErrors } from '../../../schemas/rules';
import { activeLanguage } from '../i18n/locale';
import { baseType, isRequired, propLabel, requiredLabel, type EntitySchema, type PropertySchema } from './schemaTypes';

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// Local part up to 64, whole address 6 to 254 characters (maintenance §5).
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export const requiredValidator = (label: string): Validator => {
  const validate: Validator = (value) => (isEmpty(value) ? { message: 'maintenance.validation.required', args: { label } } : undefined);
  return Object.assign(validate, { isRequired: true });
};

const numberValidator =
  (label: string, minimum: number | undefined, maximum: number | undefined): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const n = Number(value);
    if (Number.isFinite(n) && maximum !== undefined && n > maximum)
      return { message: 'maintenance.validation.maximum', args: { label, maximum } };
    if (Number.isFinite(n) && (minimum === undefined || n >= minimum)) return undefined;
    if (minimum === 0 || minimum === undefined) return { message: 'maintenance.validation.number', args: { label } };
    return { message: 'maintenance.validation.minimum', args: { label, minimum } };
  };

const formatValidator =
  (p: PropertySchema, label: string): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const text = String(value);
    const ok = p.format === 'email' ? EMAIL.test(text) && text.length >= 6 && text.length <= 254 : new RegExp(p.pattern!, 'u').test(text);
    if (ok) return undefined;
    return p['x-format-message'] ?? { message: 'maintenance.validation.invalid', args: { label } };
  };

const maxLengthValidator =
  (label: string, max: number): Validator =>
  (value) =>
    typeof value === 'string' && value.length > max ? { message: 'maintenance.validation.max_length', args: { label, max } } : undefined;

/** The properties an x-rules rule puts its message on. */
export const ruleFields = (schema: EntitySchema) => [
  ...new Set(
    (schema['x-rules'] ?? []).map((r) =>
      'after' in r ? r.after : 'before' in r ? r.before : 'requiredWhen' in r ? r.requiredWhen : r.differs,
    ),
  ),
];

/** Every property an x-rules rule reads. */
export const ruleProps = (schema: EntitySchema) => [
  ...new Set(
    (schema['x-rules'] ?? []).flatMap((r) =>
      'after' in r
        ? [r.after, r.than]
        : 'before' in r
          ? [r.before, r.than]
          : 'requiredWhen' in r
            ? [r.requiredWhen, ...Object.keys(r.if)]
            : [r.differs, r.from],
    ),
  ),
];

/**
 * The schema's cross-field rules (x-rules, schemas/rules.ts) that put a message on this property,
 * checked on the whole form as it stands: the server's words, in the active language.
 */
const rulesValidator =
  (schema: EntitySchema, name: string): Validator =>
  (_value, values) => {
    const found = ruleErrors(schema, (values ?? {}) as Record<string, unknown>).find((e) => e.field === name);
    if (!found) return undefined;
    return activeLanguage.get() === 'es' ? toSpanish(found.message) : found.message;
  };

export function validatorsFor(schema: EntitySchema, name: string): Validator[] {
  const p = schema.properties[name];
  const label = propLabel(p, name);
  const out: Validator[] = [];
  if (isRequired(schema, name)) out.push(requiredValidator(requiredLabel(p, name)));
  const type = baseType(p);
  if (type === 'integer' || type === 'number') out.push(numberValidator(label, p.minimum, p.maximum));
  if (p.format === 'email' || p.pattern) out.push(formatValidator(p, label));
  if (p.maxLength && type === 'string') out.push(maxLengthValidator(label, p.maxLength));
  if (ruleFields(schema).includes(name)) out.push(rulesValidator(schema, name));
  return out;
}
