// x-rules (schemas/rules.ts): the one implementation the server and the admin's editor share.
import { describe, expect, it } from 'vitest';
import { type RuleSchema, ruleErrors, ruleProblems } from '../../schemas/rules.js';

const schema: RuleSchema = {
  properties: {
    startDate: { type: 'string', format: 'date-time', 'x-label': 'Start' },
    endDate: { type: 'string', format: 'date-time', 'x-label': 'End' },
    isRefrigerated: { type: 'boolean', 'x-label': 'Refrigerated' },
    temperature: { type: ['number', 'null'], 'x-label': 'Temperature (°F)', 'x-required-label': 'Temperature' },
    sourceLocationId: { type: 'integer', 'x-label': 'Source Location' },
    targetLocationId: { type: 'integer', 'x-label': 'Target Location' },
    low: { type: 'integer' },
  },
  'x-rules': [
    { after: 'endDate', than: 'startDate' },
    { before: 'low', than: 'temperature' },
    { requiredWhen: 'temperature', if: { isRefrigerated: true } },
    { differs: 'targetLocationId', from: 'sourceLocationId' },
  ],
};

describe('x-rules', () => {
  it('when a record keeps every rule, or lacks a value a rule compares, then nothing is said', () => {
    expect(ruleErrors(schema, { startDate: '2026-05-01T08:00:00Z', endDate: '2026-05-01T09:00:00Z', temperature: 0, low: -5 })).toEqual([]);
    expect(ruleErrors(schema, { endDate: '2026-05-01T09:00:00Z', isRefrigerated: false, targetLocationId: 4 })).toEqual([]);
    expect(ruleErrors({ properties: {} }, { anything: 1 })).toEqual([]);
  });

  it('when a rule is broken, then its first property is named in the generated words', () => {
    const record = {
      startDate: '2026-05-01T09:00:00Z',
      endDate: '2026-05-01T09:00:00Z',
      isRefrigerated: true,
      temperature: null,
      sourceLocationId: 7,
      targetLocationId: 7,
      low: 3,
    };
    expect(ruleErrors(schema, record)).toEqual([
      { field: 'endDate', message: 'End must be after Start' },
      { field: 'temperature', message: 'Temperature is required' },
      { field: 'targetLocationId', message: 'Target Location must differ from Source Location' },
    ]);
    expect(ruleErrors(schema, { low: 3, temperature: 2 })).toEqual([{ field: 'low', message: 'low must be before Temperature (°F)' }]);
  });

  it('when timestamps name one moment with two offsets, then they are equal, not ordered as text', () => {
    const record = { startDate: '2026-05-01T10:00:00+02:00', endDate: '2026-05-01T08:30:00Z' };
    expect(ruleErrors(schema, record)).toEqual([]);
    expect(ruleErrors(schema, { startDate: '2026-05-01T10:00:00+02:00', endDate: '2026-05-01T08:00:00Z' })).toEqual([
      { field: 'endDate', message: 'End must be after Start' },
    ]);
  });

  it('when a stored record holds Date objects, or values that do not compare, then the rule orders moments and leaves the rest to validation', () => {
    expect(ruleErrors(schema, { startDate: new Date('2026-05-01T09:00:00Z'), endDate: '2026-05-01T08:00:00Z' })).toEqual([
      { field: 'endDate', message: 'End must be after Start' },
    ]);
    expect(ruleErrors(schema, { startDate: new Date('2026-05-01T09:00:00Z'), endDate: '2026-05-01T10:00:00Z' })).toEqual([]);
    expect(ruleErrors(schema, { startDate: 5, endDate: 'soon' })).toEqual([]);
  });

  it('when a rule carries a message or the caller names the labels, then those words are used', () => {
    const own: RuleSchema = {
      ...schema,
      'x-rules': [{ differs: 'targetLocationId', from: 'sourceLocationId', message: 'Target Location can equal Source Location' }],
    };
    expect(ruleErrors(own, { sourceLocationId: 2, targetLocationId: 2 })).toEqual([
      { field: 'targetLocationId', message: 'Target Location can equal Source Location' },
    ]);
    const spanish = (prop: string) => ({ endDate: 'Fin', startDate: 'Inicio' })[prop] ?? prop;
    expect(ruleErrors(schema, { startDate: '2026-05-02', endDate: '2026-05-01' }, spanish)[0].message).toBe('Fin must be after Inicio');
  });

  it('when a rule asks for a gap in minutes, then moments closer than that (or, with withinMinutes, farther) are refused, and exactly that far apart kept', () => {
    const window: RuleSchema = { ...schema, 'x-rules': [{ after: 'endDate', than: 'startDate', byMinutes: 15 }] };
    const at = (end: string) => ruleErrors(window, { startDate: '2026-05-01T08:00:00Z', endDate: end });
    expect(at('2026-05-01T08:15:00Z')).toEqual([]);
    expect(at('2026-05-01T08:14:59Z')).toEqual([{ field: 'endDate', message: 'End must be at least 15 minutes after Start' }]);
    expect(at('2026-05-01T07:00:00Z')).toEqual([{ field: 'endDate', message: 'End must be at least 15 minutes after Start' }]);
    const before: RuleSchema = { ...schema, 'x-rules': [{ before: 'startDate', than: 'endDate', byMinutes: 30 }] };
    expect(ruleErrors(before, { startDate: '2026-05-01T08:00:00Z', endDate: '2026-05-01T08:20:00Z' })).toEqual([
      { field: 'startDate', message: 'Start must be at least 30 minutes before End' },
    ]);
    expect(ruleErrors(before, { startDate: '2026-05-01T08:00:00Z', endDate: '2026-05-01T08:30:00Z' })).toEqual([]);
    const bounded: RuleSchema = { ...schema, 'x-rules': [{ after: 'endDate', than: 'startDate', byMinutes: 15, withinMinutes: 1440 }] };
    const ends = (end: string) => ruleErrors(bounded, { startDate: '2026-05-01T08:00:00Z', endDate: end });
    expect(ends('2026-05-02T08:00:00Z')).toEqual([]);
    expect(ends('2026-05-02T08:01:00Z')).toEqual([{ field: 'endDate', message: 'End must be at most 24 hours after Start' }]);
    expect(ends('2026-05-01T08:10:00Z')).toEqual([{ field: 'endDate', message: 'End must be at least 15 minutes after Start' }]);
    const odd: RuleSchema = { ...schema, 'x-rules': [{ after: 'endDate', than: 'startDate', withinMinutes: 90 }] };
    expect(ruleErrors(odd, { startDate: '2026-05-01T08:00:00Z', endDate: '2026-05-01T09:31:00Z' })[0].message).toBe(
      'End must be at most 90 minutes after Start',
    );
  });

  it('when two rules name one field, then only the first is said', () => {
    const twice: RuleSchema = {
      ...schema,
      'x-rules': [
        { after: 'endDate', than: 'startDate' },
        { differs: 'endDate', from: 'startDate' },
      ],
    };
    expect(ruleErrors(twice, { startDate: '2026-05-01', endDate: '2026-05-01' })).toEqual([
      { field: 'endDate', message: 'End must be after Start' },
    ]);
  });

  it('when a schema declares rules, then each must be of a known kind and name its properties', () => {
    expect(ruleProblems(schema)).toEqual([]);
    const bad = {
      properties: schema.properties,
      'x-rules': [
        { after: 'endDate', than: 'finish' },
        { requiredWhen: 'temperature', if: { reefer: true } },
        { requiredWhen: 'temperature', if: {} },
        { differs: 'nope', from: 'startDate', message: '' },
        { sameAs: 'endDate' },
        { before: 'low', than: 'temperature', when: 1 },
        { after: 'endDate', than: 'startDate', byMinutes: 0 },
        { differs: 'endDate', from: 'startDate', byMinutes: 15 },
        { after: 'endDate', than: 'startDate', withinMinutes: 1.5 },
      ],
    } as unknown as RuleSchema;
    expect(ruleProblems(bad)).toEqual([
      'x-rules[0]: than names no property (finish)',
      'x-rules[1]: if names no property (reefer)',
      'x-rules[2]: if must be an object of property → value',
      'x-rules[3]: differs names no property (nope)',
      'x-rules[3]: message must be a text',
      'x-rules[4] must be one of { after, than }, { before, than }, { requiredWhen, if }, { differs, from }',
      'x-rules[5]: unknown key when',
      'x-rules[6]: byMinutes must be a whole number of minutes above 0',
      'x-rules[7]: unknown key byMinutes',
      'x-rules[8]: withinMinutes must be a whole number of minutes above 0',
    ]);
    expect(ruleProblems({ properties: {}, 'x-rules': {} } as unknown as RuleSchema)).toEqual(['x-rules must be an array of rules']);
  });
});
