import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ruleErrors } from '../../../schemas/rules';
import { activeLanguage } from '../i18n/locale';
import type { EntitySchema } from './schemaTypes';
import { ruleFields, ruleProps, validatorsFor } from './validators';

const dock = JSON.parse(readFileSync('tests/fixtures/dockAppointment.schema.json', 'utf8')) as EntitySchema;
const slot = { startDate: '2030-01-15T09:00:00Z', endDate: '2030-01-15T08:00:00Z' };

/** The messages of a property's validators on a form's values. */
const messages = (schema: EntitySchema, name: string, values: Record<string, unknown>) =>
  validatorsFor(schema, name)
    .map((v) => v(values[name], values, {}))
    .filter(Boolean);

afterEach(() => activeLanguage.set('en'));

describe('cross-field rules (x-rules) in the generated editor', () => {
  it('puts the rule’s message on its first field before saving, and nothing once it holds', () => {
    expect(messages(dock, 'endDate', slot)).toEqual(['End must be after Start']);
    expect(messages(dock, 'endDate', { ...slot, endDate: '2030-01-15T10:00:00Z' })).toEqual([]);
    expect(messages(dock, 'endDate', { ...slot, startDate: null })).toEqual([]);
    expect(messages(dock, 'startDate', slot)).toEqual([]);
  });

  it('checks every kind of rule in the contract’s words, one message per field (the first rule it breaks)', () => {
    const schema = {
      properties: {
        a: { 'x-label': 'Source Location' },
        b: { 'x-label': 'Target Location' },
        kind: {},
        c: { 'x-required-label': 'Reason' },
      },
      'x-rules': [
        { before: 'a', than: 'b' },
        { differs: 'b', from: 'a' },
        { differs: 'b', from: 'a', message: 'Target Location can equal Source Location' },
        { requiredWhen: 'c', if: { kind: 'Cancelled' } },
      ],
    };
    expect(ruleErrors(schema, { a: 3, b: 3, kind: 'Cancelled' })).toEqual([
      { field: 'a', message: 'Source Location must be before Target Location' },
      { field: 'b', message: 'Target Location must differ from Source Location' },
      { field: 'c', message: 'Reason is required' },
    ]);
    expect(ruleErrors(schema, { a: 2, b: 3, kind: 'Arrived' })).toEqual([]);
    expect(ruleErrors(schema, { a: 2, b: 3, kind: 'Cancelled' }, (p) => `<${p}>`)).toEqual([{ field: 'c', message: '<c> is required' }]);
  });

  it('knows which fields carry a rule’s message and which a rule reads', () => {
    expect(ruleFields(dock)).toEqual(['endDate']);
    expect(ruleProps(dock)).toEqual(['endDate', 'startDate']);
    expect(ruleProps({ ...dock, 'x-rules': undefined })).toEqual([]);
  });
});
