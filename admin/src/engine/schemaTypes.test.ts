import { describe, expect, it } from 'vitest';
import { companyProp, isSortable, nameProp, schemaBySegment, schemaDefaults, siteProp, type EntitySchema } from './schemaTypes';

const schema = (over: Partial<EntitySchema>): EntitySchema => ({
  $id: 'thing',
  properties: { id: { type: 'integer', 'x-primary': true, readOnly: true } },
  ...over,
});

const site = schema({
  $id: 'site',
  'x-rest': 'sites',
  'x-fleet': { one: 'Site', many: 'Sites' },
  'x-tenant': { company: 'companyId', site: 'id' },
  'x-list': { columns: ['companyId', 'siteName'], sort: 'siteName' },
  properties: {
    id: { type: 'integer', 'x-primary': true },
    companyId: { type: 'integer' },
    siteName: { type: 'string' },
    isActive: { type: 'boolean', default: true },
  },
});
const location = schema({
  $id: 'location',
  'x-rest': 'locations',
  'x-tenant': { site: 'siteId' },
  required: ['location'],
  'x-list': { columns: ['location'], sort: 'id' },
  properties: { id: { type: 'integer', 'x-primary': true }, siteId: { type: 'integer' }, location: { type: 'string' } },
});

describe('schema questions', () => {
  it('names a record by its text sort column, else its first required text', () => {
    expect(nameProp(site)).toBe('siteName');
    expect(nameProp(location)).toBe('location');
  });

  it('finds the company directly or through the site, never the key itself', () => {
    expect(companyProp(site)).toBe('companyId');
    expect(siteProp(site)).toBeUndefined();
    expect(companyProp(location)).toBeUndefined();
    expect(siteProp(location)).toBe('siteId');
    expect(companyProp(schema({ 'x-tenant': { company: 'id' } }))).toBeUndefined();
  });

  it('resolves route segments case-insensitively from x-rest and x-fleet.one (or the id)', () => {
    const schemas = { site, location };
    expect(schemaBySegment(schemas, 'sites', 'list')).toBe(site);
    expect(schemaBySegment(schemas, 'site', 'one')).toBe(site);
    expect(schemaBySegment(schemas, 'location', 'one')).toBe(location);
    expect(schemaBySegment(schemas, 'assets', 'list')).toBeUndefined();
  });

  it('takes the defaults of editable properties', () => {
    expect(schemaDefaults(site)).toEqual({ isActive: true });
  });
});

describe('isSortable', () => {
  it('when a column is a stored scalar, then a list may sort by it; a JSON, virtual or child column or one the schema lacks may not', () => {
    const audit = schema({
      properties: {
        id: { type: 'integer', 'x-primary': true },
        stamp: { type: 'string', format: 'date-time' },
        note: { type: ['string', 'null'] },
        changes: { type: ['array', 'null'], items: { type: 'object' } },
        extra: { type: 'object' },
        total: { type: 'integer', 'x-virtual': true },
        sites: { type: 'array', 'x-child': {} },
      },
    });
    expect(['id', 'stamp', 'note'].filter((c) => isSortable(audit, c))).toEqual(['id', 'stamp', 'note']);
    expect(['changes', 'extra', 'total', 'sites', 'missing'].filter((c) => isSortable(audit, c))).toEqual([]);
  });
});
