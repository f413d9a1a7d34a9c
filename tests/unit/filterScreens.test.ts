// Filter screens numbered by their schemas (x-filters.screenId, issue 31 §6), Enum filters over a
// text property's own values, and the history calls `"x-audit": true` generates (§5) — all read
// off a copy of the real schemas (plus the dock appointment fixture) by the registry alone: no
// database, no app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chipText } from '../../schemas/filters.js';
import type { Filter } from '../../schemas/types.generated.js';
import { Router } from 'express';
import { filteredRoutes } from '../../server/engine/filteredCalls.js';
import { checkFilters } from '../../server/engine/filters.js';
import { mountRoutes } from '../../server/http/route.js';
import { type JsonSchema, loadRegistry } from '../../server/engine/registry.js';
import { AppError } from '../../server/errors.js';
import { schemasWith } from '../helpers/schemaCopy.js';

const FIXTURE = resolve('tests/fixtures/dockAppointment.schema.json');

/** A copy of the schemas with the fixture, changed by `edit`. */
function withFixture(edit: (schema: JsonSchema) => void): string {
  const dir = schemasWith(FIXTURE);
  const file = join(dir, 'entities', 'dockAppointment.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  edit(schema);
  writeFileSync(file, JSON.stringify(schema));
  return dir;
}
const withFixtureFilters = (edit: (filters: JsonSchema) => void) => withFixture((s) => edit(s['x-filters']));

/** The 400 a call throws, as its field errors. */
function refusal(fn: () => unknown): { field: string; message: string }[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError && e.status === 400) return e.details ?? [];
    throw e;
  }
  throw new Error('not refused');
}

describe('filter screens (x-filters.screenId)', () => {
  const registry = loadRegistry(schemasWith(FIXTURE));

  it("when the schemas are read, then each screen has the number its schema declares, a history and a view that take their record's screen take its number", () => {
    const screens = Object.fromEntries(
      [...registry.entities.values()].filter((e) => e.filters?.screenName).map((e) => [e.id, [e.filters!.screenName, e.filters!.screen]]),
    );
    expect(screens).toMatchObject({
      mission: ['Mission', 1],
      missionHistory: ['History', 2],
      asset: ['Asset', 3],
      assetAudit: ['Asset', 3],
      payload: ['Payload', 4],
      payloadHistory: ['Payload', 4],
      securityEvent: ['SecurityEvents', 5],
      dockAppointment: ['DockAppointment', 101],
      dockAppointmentAudit: ['DockAppointment', 101],
    });
  });

  it('when a schema declares no saving call, then its screen saves with User/{screen}Filters, written into the schema the admin reads', () => {
    const dock = registry.entity('dockAppointment');
    expect(dock.filters).toMatchObject({ saved: 'User/DockAppointmentFilters', set: 'dockAppointmentFilters' });
    expect(dock.schema['x-filters'].saved).toBe('User/DockAppointmentFilters');
    // declared ones stay as they are; a view that names a screen of its own saves its own set
    expect(registry.entity('mission').filters!.saved).toBe('User/Filters');
    expect(registry.entity('securityEvent').filters!.saved).toBe('User/SecurityEventFilters');
    expect(registry.entity('missionHistory').filters).toMatchObject({ saved: 'User/HistoryFilters', set: 'historyFilters' });
    expect(registry.entity('payloadHistory').filters!.saved).toBeUndefined();
  });

  it('when two screens declare the same number, then the registry refuses to start, naming both', () => {
    const dir = withFixtureFilters((f) => (f.screenId = 3));
    expect(() => loadRegistry(dir)).toThrow(
      /x-filters\.screenId 3 of screen (DockAppointment|Asset) is already screen (Asset|DockAppointment)'s/,
    );
  });

  it('when a screen declares no number, or not a whole number, then the registry refuses to start, naming the screen', () => {
    for (const screenId of [undefined, 0, '101', 1.5]) {
      const dir = withFixtureFilters((f) => (f.screenId = screenId));
      expect(() => loadRegistry(dir)).toThrow(
        'schema dockAppointment: x-filters.screenId must be a positive whole number (screen DockAppointment',
      );
    }
  });
});

describe('Enum filters over a text property (a string enum)', () => {
  const registry = loadRegistry(schemasWith(FIXTURE));
  const dock = registry.entity('dockAppointment');
  const status = (value: Filter['value'], option = 0): Filter[] => [
    { type: 'Status', filterType: 'Enum' as const, active: true, option, value },
  ];

  it("when a filter names a string property with enum, then it is an Enum filter whose choices are the property's values", () => {
    expect(dock.filters!.fields.find((f) => f.type === 'Status')).toMatchObject({
      filterType: 'Enum',
      enumValues: ['Scheduled', 'Arrived', 'Cancelled'],
      enumName: null,
    });
    // the history's copy of the property (nullable) offers the same
    expect(registry.entity('dockAppointmentAudit').filters!.fields.find((f) => f.type === 'Status')).toMatchObject({
      filterType: 'Enum',
      enumValues: ['Scheduled', 'Arrived', 'Cancelled'],
    });
    // the numeric enumerations keep their name
    expect(registry.entity('mission').filters!.fields.find((f) => f.type === 'Stage')).toMatchObject({
      enumName: 'MissionStage',
      enumValues: null,
    });
  });

  it('when a value is one of them, then the filter counts; when it is not, or not text, then 400 names filters[i].value', () => {
    expect(checkFilters(dock, dock.filters!, status('Arrived'))).toHaveLength(1);
    expect(checkFilters(dock, dock.filters!, status('Cancelled', 1))).toHaveLength(1);
    for (const bad of ['Lost', 'arrived', 1, null])
      expect(refusal(() => checkFilters(dock, dock.filters!, status(bad)))).toEqual([
        { field: 'filters[0].value', message: 'Status filter must be one of Scheduled, Arrived, Cancelled' },
      ]);
    expect(refusal(() => checkFilters(dock, dock.filters!, status('Arrived', 2)))).toEqual([
      { field: 'filters[0].option', message: 'Status filter does not take option 2' },
    ]);
  });

  it('when its chip is written, then the chosen text is its own name, not Unknown', () => {
    const chip = { label: 'Status', chipLabel: null, filterType: 'Enum' as const, option: 1, value: 'Cancelled' };
    expect(chipText(chip, () => undefined)).toBe('Status is not Cancelled');
  });
});

describe('generated history calls (x-audit: true)', () => {
  const registry = loadRegistry(schemasWith(FIXTURE));

  it('when an entity says only x-audit: true, then its history has {one}Audits, its export and file, a generated body and one All Columns set', () => {
    const audit = registry.entity('dockAppointmentAudit');
    expect(audit.filters).toMatchObject({
      list: 'DockAppointmentAudits',
      export: { call: 'DockAppointmentAudits/Export', file: 'DockAppointmentHistoryReport.csv' },
    });
    // the record's filters (it has no child lists)
    expect(audit.filters!.fields.map((f) => f.type)).toEqual(['Status', 'StartDate', 'Door', 'Carrier']);
    expect(audit.filterBody).toBe('dockAppointmentHistoryRequest');
    expect(registry.schemas.get('dockAppointmentHistoryRequest')).toMatchObject({
      required: ['dockAppointmentId'],
      properties: { dockAppointmentId: { type: 'integer' }, filters: { items: { $ref: 'filter' } } },
    });
    expect(audit.schema['x-column-sets']).toEqual([
      {
        id: 1,
        label: 'All Columns',
        columns: ['auditDate', 'action', 'auditUser', 'changes', 'startDate', 'siteId', 'doorId', 'carrierName', 'status'],
      },
    ]);
    expect(audit.access.read).toEqual(registry.entity('dockAppointment').access.read);
  });

  it('when the record has no filter screen, then its history has the calls and no filters; one over child lists leaves those out', () => {
    const location = registry.entity('locationAudit');
    expect(location.filters).toMatchObject({ list: 'LocationAudits', fields: [], screen: undefined });
    expect(location.schema['x-column-sets'][0].columns).toEqual([
      'auditDate',
      'action',
      'auditUser',
      'changes',
      'siteId',
      'location',
      'locationType',
      'isActive',
    ]);
    const payload = registry.entity('payloadAudit');
    expect(payload.filters!.fields.map((f) => f.type)).not.toContain('PayloadContent');
    expect(payload.filters!.screen).toBe(4);
  });

  it("when the asset declares its history's calls (x-audit as an object), then they stay its own", () => {
    expect(registry.entity('assetAudit').filters).toMatchObject({
      list: 'AssetAudits',
      export: { call: 'AssetAudits/Export', file: 'AssetHistoryReport.csv' },
    });
    expect(registry.entity('assetAudit').filterBody).toBe('assetHistoryRequest');
    expect(registry.schemas.has('assetHistoryRequest')).toBe(true);
  });

  it("when a user's history is generated, then it keeps none of the user's private fields", () => {
    const user = registry.entity('user');
    const privates = user.properties.filter((p) => p.private || p.schema.writeOnly).map((p) => p.name);
    expect(privates).toContain('passwordHash');
    const audit = registry.entity('userAudit');
    expect(audit.properties.map((p) => p.name).filter((n) => privates.includes(n))).toEqual([]);
    expect(audit.schema['x-column-sets'][0].columns.filter((c: string) => privates.includes(c))).toEqual([]);
  });

  it('when a generated call takes the name of another call, then the server does not start, naming both declarations', () => {
    const registry = loadRegistry(withFixture((s) => (s['x-audit'] = { list: 'DockAppointments/Filtered' })));
    expect(() => mountRoutes(Router(), '/api/Fleet', {} as never, filteredRoutes(registry), [])).toThrow(
      /POST \/api\/Fleet\/DockAppointments\/Filtered is declared twice: by .*dockAppointment\.schema\.json \(x-(filters|audit)\).* and by .*dockAppointment\.schema\.json \(x-(audit|filters)\)/,
    );
  });
});
