// The type map from a schema property to its editor input (maintenance §2, §5).
import { BooleanInput, NumberInput, TextInput, type Validator } from 'react-admin';
import { TimeZones } from '../../../schemas/enums';
import { localize } from '../../../schemas/i18n/translate';
import { activeLanguage } from '../i18n/locale';
import type { PropInputProps } from './entityUi';
import { enumLabelKey, enumValues } from './enumChoices';
import { ChoiceSelect } from './inputs/ChoiceSelect';
import { DateTimeInput } from './inputs/DateTimeInput';
import { LookupSelect } from './inputs/LookupSelect';
import { PhoneInput } from './inputs/PhoneInput';
import { ReferenceArrayTable } from './inputs/ReferenceArrayTable';
import { ReferenceSelect } from './inputs/ReferenceSelect';
import { baseType } from './schemaTypes';
import { usStates } from './usStates';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The input of one property, or null for what the generic editor cannot edit (object lists, JSON). */
export function inputFor({ schema, name, validate, readOnly, placeholder, helperText }: PropInputProps, translate: Translate) {
  const p = schema.properties[name];
  const ref = p['x-ref'] ?? p.items?.['x-ref'];
  const common = { source: name, validate: validate as Validator[], readOnly, ...(helperText ? { helperText } : {}) };
  const select = { ...common, placeholder };
  const type = baseType(p);

  if (type === 'array') return ref?.entity ? <ReferenceArrayTable {...common} schema={schema} reference={ref.entity} /> : null;
  if (type === 'object') return null;
  if (ref?.entity) return <ReferenceSelect {...select} schema={schema} reference={ref.entity} />;
  if (ref?.lookupGroup) return <LookupSelect {...select} schema={schema} group={ref.lookupGroup} />;
  if (ref?.enum) {
    const choices = (enumValues[ref.enum] ?? []).map((v) => ({ id: v, name: translate(enumLabelKey(ref.enum!, v)) }));
    return <ChoiceSelect {...select} choices={choices} />;
  }
  if (p['x-widget'] === 'state') return <ChoiceSelect {...select} choices={usStates.map(([id, state]) => ({ id, name: state }))} />;
  if (p['x-widget'] === 'timezone' || p.enum) {
    const values = p.enum ?? TimeZones;
    return <ChoiceSelect {...select} choices={values.map((v) => ({ id: v, name: localize(String(v), activeLanguage.get()) }))} />;
  }
  if (type === 'boolean') return <BooleanInput {...common} />;
  if (p.format === 'date-time') return <DateTimeInput {...common} />;
  if (type === 'integer' || type === 'number') return <NumberInput {...common} step={type === 'integer' ? 1 : 'any'} />;
  if (p['x-widget'] === 'phone') return <PhoneInput {...common} />;
  if (p['x-widget'] === 'password') return <TextInput {...common} type="password" autoComplete="new-password" />;
  const multiline = p['x-widget'] === 'textarea';
  return <TextInput {...common} multiline={multiline} minRows={multiline ? 3 : undefined} />;
}
