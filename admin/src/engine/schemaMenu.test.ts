import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../../schemas/enums';
import { opens } from '../routing/routes';
import { schemaMenuEntries } from './schemaMenu';
import type { EntitySchema } from './schemaTypes';

const dock = JSON.parse(readFileSync('tests/fixtures/dockAppointment.schema.json', 'utf8')) as EntitySchema;
const vendor = JSON.parse(readFileSync('tests/fixtures/vendor.schema.json', 'utf8')) as EntitySchema;
const schemas = { dockAppointment: dock, vendor };
const routes = (type: number | undefined) => schemaMenuEntries(schemas, type).map((e) => e.route);

describe('menu entries of schema-only entities (x-menu)', () => {
  it('gives each area its entries, at the generated list of the area', () => {
    expect(routes(UserType.SysAdmin)).toEqual(['/fleet/dockappointments', '/fleet/vendors']);
    expect(routes(UserType.SiteAdmin)).toEqual(['/site/dockappointments', '/site/vendors']);
    expect(routes(UserType.DispatchManager)).toEqual(['/dispatch/dockappointments']);
  });

  it('names the entry by its catalogue title, with x-menu.label as its English', () => {
    const [entry] = schemaMenuEntries(schemas, UserType.DispatchManager);
    expect(entry).toEqual({
      key: 'dockAppointment',
      route: '/dispatch/dockappointments',
      labelKey: 'resources.dockappointments.title',
      label: 'Dock Appointments',
    });
  });

  it('offers nothing to a type outside x-access.read, nor to a type without an area', () => {
    expect(routes(UserType.Driver)).toEqual([]);
    const driverArea = { ...dock, 'x-menu': { areas: ['driver'], label: 'Dock Appointments' } };
    expect(schemaMenuEntries({ driverArea }, UserType.Driver)).toEqual([]);
    const readable = { ...driverArea, 'x-access': { read: ['Driver'] } };
    expect(schemaMenuEntries({ readable }, UserType.Driver).map((e) => e.route)).toEqual(['/driver/dockappointments']);
    expect(routes(UserType.AssetManager)).toEqual([]);
    expect(routes(undefined)).toEqual([]);
    expect(schemaMenuEntries(null, UserType.SysAdmin)).toEqual([]);
  });
});

describe('generic routes of schema-only entities', () => {
  it('exist in every area, for the area’s types only', () => {
    for (const path of ['/dispatch/dockappointments', '/dispatch/dockappointment/edit/0', '/dispatch/dockappointment/history/3']) {
      expect(opens(path, UserType.DispatchManager)).toBe(true);
      expect(opens(path, UserType.Driver)).toBe(false);
      expect(opens(path, UserType.SysAdmin)).toBe(false);
    }
    expect(opens('/driver/things', UserType.Driver)).toBe(true);
    expect(opens('/fleet/vendor/history/1', UserType.SysAdmin)).toBe(true);
    expect(opens('/fleet/vendor/history/1', UserType.SiteAdmin)).toBe(false);
  });
});
