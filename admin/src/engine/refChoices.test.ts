import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LookupGroup } from '../../../schemas/enums';
import { idsByName, lookupFilter, lookupsByName, matchedProps, refFilter } from './refChoices';
import type { EntitySchema } from './schemaTypes';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as EntitySchema;
const dock = read('tests/fixtures/dockAppointment.schema.json');
const location = read('schemas/entities/location.schema.json');
const door = dock.properties.doorId['x-ref'];

describe('dependent choices of a reference (x-ref.match, x-ref.where)', () => {
  it('waits for the matched property, then filters by it and by the lookup named', () => {
    expect(matchedProps(door)).toEqual(['siteId']);
    const named = lookupsByName(door, location);
    expect(named).toEqual([{ prop: 'locationType', name: 'Dock Door', group: 'LocationType' }]);
    expect(lookupFilter(named, LookupGroup)).toEqual({ description: ['Dock Door'], lookupGroupType: [LookupGroup.LocationType] });
    const ids = idsByName(named, [
      { id: 7, description: 'Dock Door' },
      { id: 9, description: 'Yard' },
      { id: 31, description: 'Dock Door' },
    ]);
    expect(ids).toEqual({ 'Dock Door': [7, 31] });

    expect(refFilter(door, {}, ids, location)).toEqual({
      filter: { locationType: [7, 31] },
      missing: ['siteId'],
      pending: false,
      none: false,
    });
    expect(refFilter(door, { siteId: 5 }, ids, location)).toEqual({
      filter: { siteId: 5, locationType: [7, 31] },
      missing: [],
      pending: false,
      none: false,
    });
  });

  it('is pending while the lookup ids are read, and has nothing to offer when no lookup has the name', () => {
    expect(refFilter(door, { siteId: 5 }, undefined, location)).toMatchObject({ filter: { siteId: 5 }, pending: true });
    expect(refFilter(door, { siteId: 5 }, { 'Dock Door': [] }, location)).toMatchObject({ none: true, pending: false });
  });

  it('adds constant conditions as they are, and asks nothing of a plain reference', () => {
    const ref = { entity: 'location', where: { isActive: true, locationType: [1, 2] } };
    expect(refFilter(ref, {}, undefined)).toEqual({
      filter: { isActive: true, locationType: [1, 2] },
      missing: [],
      pending: false,
      none: false,
    });
    expect(refFilter({ entity: 'site' }, { siteId: 5 }, undefined)).toEqual({ filter: {}, missing: [], pending: false, none: false });
    expect(matchedProps({ entity: 'site' })).toEqual([]);
  });
});
