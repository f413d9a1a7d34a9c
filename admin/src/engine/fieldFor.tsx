// The type map from a schema property to its list column content: text, number, boolean, date
// (MM-DD-YYYY hh:mm A), lists of words, and references, lookups and enums shown by name. The values of a string
// `enum` are the schema's own words (a security event's type): shown in the active language.
import { BooleanField, FunctionField, TextField } from 'react-admin';
import { localize } from '../../../schemas/i18n/translate';
import { activeLanguage } from '../i18n/locale';
import { enumLabelKey } from './enumChoices';
import { formatDate, formatDateTime } from './format';
import { ReferenceName } from './ReferenceName';
import { baseType, carriedNameOf, nameProp, type SchemaMap } from './schemaTypes';
import type { EntitySchema } from './schemaTypes';

type Translate = (key: string) => string;

/** A date-time or a calendar day in the user's way of writing it; undefined for other formats. */
export const formatOf = (format?: string) => (format === 'date-time' ? formatDateTime : format === 'date' ? formatDate : undefined);
const dateCell = (format: (value: unknown) => string, value: unknown) => <span style={{ whiteSpace: 'nowrap' }}>{format(value)}</span>;

/** The REST resource a column shows by name (a ReferenceName of fieldFor), if it is a reference. */
export function referenceResource(schemas: SchemaMap, schema: EntitySchema, name: string): string | undefined {
  const ref = schema.properties[name]?.['x-ref'];
  const target = ref?.entity ? schemas[ref.entity] : undefined;
  return target?.['x-rest'] ?? (ref?.lookupGroup ? 'lookups' : undefined);
}

export function fieldFor(schemas: SchemaMap, schema: EntitySchema, name: string, translate: Translate) {
  const p = schema.properties[name] ?? {};
  const ref = p['x-ref'];
  const resource = referenceResource(schemas, schema, name);
  if (resource) {
    const target = ref?.entity ? schemas[ref.entity] : undefined;
    const shown = target?.['x-rest'] ? nameProp(target) : 'description';
    // a record named by a date (a mission by its ship date) shows it as every other date does
    const asDate = formatOf(target?.properties[shown]?.format);
    return (
      <ReferenceName source={name} reference={resource} carried={carriedNameOf(schema, name)}>
        {asDate ? <FunctionField source={shown} render={(r) => dateCell(asDate, r[shown])} /> : <TextField source={shown} />}
      </ReferenceName>
    );
  }
  if (ref?.enum)
    return <FunctionField source={name} render={(r) => (r[name] == null ? '' : translate(enumLabelKey(ref.enum!, r[name])))} />;
  if (p.enum)
    return <FunctionField source={name} render={(r) => (r[name] == null ? '' : localize(String(r[name]), activeLanguage.get()))} />;
  if (baseType(p) === 'boolean') return <BooleanField source={name} />;
  // a list of words (a webhook's events): spaced, so that a narrow column breaks between them
  if (baseType(p) === 'array') return <FunctionField source={name} render={(r) => (Array.isArray(r[name]) ? r[name].join(', ') : '')} />;
  const asDate = formatOf(p.format);
  if (asDate) return <FunctionField source={name} render={(r) => dateCell(asDate, r[name])} />;
  // a phone number is read whole: '(214) 555-' over '0129' is no number
  if (p['x-widget'] === 'phone') return <TextField source={name} sx={{ whiteSpace: 'nowrap' }} />;
  return <TextField source={name} />;
}
