// Issue 31 §5 and §6 through the real app, on a copy of the real schemas plus the dock appointment
// fixture: `"x-audit": true` gives every audited entity its history calls (POST /{one}Audits, its
// /Export and /Download) with the record's read roles and tenancy; the fixture's filter screen is
// numbered by its schema, filters its string status as an Enum, and keeps a user's saved set.

import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoIds, demoIds } from '../helpers/maintenance.js';
import { schemasWith } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const BOM = '\uFEFF';
/** A history row's changes but the update stamp (every update moves it), by field. */
const changed = (row: { changes: { field: string }[] }) =>
  row.changes.filter((c) => c.field !== 'updateDate').sort((a, b) => a.field.localeCompare(b.field));
const statusFilter = (value: unknown, option = 0) => ({ type: 'Status', filterType: 'Enum', active: true, option, value });

for (const dialect of DIALECTS) {
  describe(`generated histories and the dock appointment's filter screen on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasWith(resolve('tests/fixtures/dockAppointment.schema.json')) });
    let ids: DemoIds;
    let admin: { token: string; userId: number };
    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      admin = await suite.api.login('siteadmin');
    });
    const post = (path: string, body: unknown, token: string) => suite.api.call('POST', path, { body, token });

    it("when a location is edited, then POST /LocationAudits lists the edit newest first with its changes, and the export writes them out in the All Columns set's order", async () => {
      const doorId = ids.location(ids.site.CHI, 'Door 03');
      const before = (await suite.api.call('GET', `/Location/${doorId}`, { token: admin.token })).body.data;
      suite.app.clock.advance(60_000);
      const saved = await post('/Location', { ...before, location: 'Door 03 North', notes: 'Leveler replaced' }, admin.token);
      expect(saved.status).toBe(200);

      const history = await post('/LocationAudits', { locationId: doorId }, admin.token);
      expect(history.status).toBe(200);
      const [newest] = history.body.data;
      expect(newest).toMatchObject({ locationId: doorId, action: 'update', auditUser: 'siteadmin', location: 'Door 03 North' });
      expect(changed(newest)).toEqual([
        { field: 'location', old: 'Door 03', new: 'Door 03 North' },
        { field: 'notes', old: before.notes, new: 'Leveler replaced' },
      ]);
      expect(Number(history.headers!.get('x-total-count')!.replace('+', ''))).toBe(history.body.data.length);

      const schema = (await suite.api.call('GET', '/Schemas', { token: admin.token })).body.data.locationAudit;
      const [allColumns] = schema['x-column-sets'];
      expect(allColumns).toMatchObject({ id: 1, label: 'All Columns' });
      const exported = await post('/LocationAudits/Export', { locationId: doorId, columns: allColumns.columns }, admin.token);
      expect(exported.status).toBe(200);
      const lines = (exported.body.data as string).split('\r\n');
      expect(lines[0]).toBe(`${BOM}Date,Action,Updated By,Changes,Site,Location Name,Location Type,Is Active?`);
      expect(lines[1]).toContain(',Updated,siteadmin,');
      expect(lines[1]).toContain('Location Name: Door 03 → Door 03 North');
      expect(lines[1]).toContain('Notes: ');
      expect(lines[1]).toContain(',Chicago Cross-Dock,Door 03 North,Dock Door,Yes');

      const file = await post('/LocationAudits/Export/Download', { locationId: doorId, columns: allColumns.columns }, admin.token);
      expect(file.status).toBe(200);
      expect(file.headers!.get('content-disposition')).toBe('attachment; filename="LocationHistoryReport.csv"');
      // the same file (fetch's text drops the byte-order mark)
      expect(file.body).toBe(exported.body.data.slice(BOM.length));
    });

    it("when another company's administrator, or a driver without the site, asks for a location's history, then 404; a role the record's reads leave out gets 403", async () => {
      const doorId = ids.location(ids.site.CHI, 'Door 03');
      const other = await suite.api.login('siteadmin2');
      expect((await post('/LocationAudits', { locationId: doorId }, other.token)).status).toBe(404);
      expect((await post('/LocationAudits/Export', { locationId: doorId }, other.token)).status).toBe(404);
      // The driver reaches Chicago but not Detroit.
      const driver = await suite.api.login('driver');
      expect((await post('/LocationAudits', { locationId: doorId }, driver.token)).status).toBe(200);
      const detroit = ids.location(ids.site.DET, 'Door 01');
      expect((await post('/LocationAudits', { locationId: detroit }, driver.token)).status).toBe(404);
      // A company's and a dock appointment's reads leave drivers out.
      expect((await post('/CompanyAudits', { companyId: ids.company.glf }, driver.token)).status).toBe(403);
      expect((await post('/DockAppointmentAudits', { dockAppointmentId: 1 }, driver.token)).status).toBe(403);
      // A body without its record, or with another's key, is a 400 naming the field.
      const missing = await post('/LocationAudits', { filters: [] }, admin.token);
      expect(missing.status).toBe(400);
      expect(missing.body.error.details).toEqual([expect.objectContaining({ field: 'locationId' })]);
    });

    it("when a user is changed, then the user's history keeps none of its private fields", async () => {
      const sys = await suite.api.login('sysadmin');
      const driverId = ids.user.driver;
      const user = (await suite.api.call('GET', `/User/${driverId}`, { token: sys.token })).body.data;
      suite.app.clock.advance(60_000);
      expect((await post('/User', { ...user, notes: 'Chicago nights from December' }, sys.token)).status).toBe(200);
      const history = await post('/UserAudits', { userId: driverId }, sys.token);
      expect(history.status).toBe(200);
      expect(changed(history.body.data[0])).toEqual([{ field: 'notes', old: user.notes, new: 'Chicago nights from December' }]);
      const privates = Object.entries<any>(suite.app.ctx.registry.entity('user').schema.properties)
        .filter(([, s]) => s['x-private'] || s.writeOnly)
        .map(([name]) => name);
      expect(privates).toContain('passwordHash');
      for (const row of history.body.data) expect(Object.keys(row).filter((k) => privates.includes(k))).toEqual([]);
    });

    it('when dock appointments are filtered by status (an Enum over the string enum), then only those come back; a value outside the enum is a 400 naming it', async () => {
      const door = (n: string) => ids.location(ids.site.CHI, n);
      const make = (carrierName: string, status: string, hour: number) =>
        post(
          '/DockAppointment',
          {
            siteId: ids.site.CHI,
            doorId: door('Door 01'),
            carrierName,
            startDate: `2026-12-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
            endDate: `2026-12-01T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
            status,
          },
          admin.token,
        );
      const made = [
        await make('Acme Haulage', 'Scheduled', 8),
        await make('Birch Carriers', 'Arrived', 10),
        await make('Cobalt Lines', 'Cancelled', 12),
      ];
      expect(made.map((r) => r.status)).toEqual([200, 200, 200]);

      const arrived = await post('/DockAppointments/Filtered', { filters: [statusFilter('Arrived')] }, admin.token);
      expect(arrived.status).toBe(200);
      expect(arrived.body.data.map((d: any) => d.carrierName)).toEqual(['Birch Carriers']);
      const notCancelled = await post(
        '/DockAppointments/Filtered?sort=["startDate","ASC"]',
        { filters: [statusFilter('Cancelled', 1)] },
        admin.token,
      );
      expect(notCancelled.body.data.map((d: any) => d.carrierName)).toEqual(['Acme Haulage', 'Birch Carriers']);

      const bad = await post('/DockAppointments/Filtered', { filters: [statusFilter('Lost')] }, admin.token);
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual([
        { field: 'filters[0].value', message: 'Status filter must be one of Scheduled, Arrived, Cancelled' },
      ]);

      // Its history is generated too, with the record's filters.
      const birch = made[1].body.data.id;
      const edited = await post('/DockAppointment', { ...made[1].body.data, status: 'Cancelled' }, admin.token);
      expect(edited.status).toBe(200);
      const history = await post('/DockAppointmentAudits', { dockAppointmentId: birch, filters: [statusFilter('Cancelled')] }, admin.token);
      expect(history.status).toBe(200);
      expect(history.body.data.map((r: any) => [r.action, r.status])).toEqual([['update', 'Cancelled']]);
      expect(changed(history.body.data[0])).toEqual([{ field: 'status', old: 'Arrived', new: 'Cancelled' }]);
      const file = await post('/DockAppointmentAudits/Export/Download', { dockAppointmentId: birch }, admin.token);
      expect(file.headers!.get('content-disposition')).toBe('attachment; filename="DockAppointmentHistoryReport.csv"');
      expect((await post('/DockAppointmentAudits', { dockAppointmentId: birch }, (await suite.api.login('siteadmin2')).token)).status).toBe(
        404,
      );
    });

    it("when a user saves the dock appointment screen's filters (User/DockAppointmentFilters), then GET /User/Filters answers them as dockAppointmentFilters beside every other screen's set", async () => {
      const schemas = (await suite.api.call('GET', '/Schemas', { token: admin.token })).body.data;
      expect(schemas.dockAppointment['x-filters']).toMatchObject({ screenId: 101, saved: 'User/DockAppointmentFilters' });

      const saved = await post('/User/DockAppointmentFilters', { userId: admin.userId, filters: [statusFilter('Arrived')] }, admin.token);
      expect(saved.status).toBe(200);
      const sets = (await suite.api.call('GET', `/User/Filters/${admin.userId}`, { token: admin.token })).body.data;
      expect(Object.keys(sets).sort()).toEqual([
        'appointmentsFilters',
        'assetFilters',
        'dockAppointmentFilters',
        'gateVisitsFilters',
        'historyFilters',
        'missionFilters',
        'payloadFilters',
        'securityEventsFilters',
        'yardChecksFilters',
      ]);
      expect(sets.dockAppointmentFilters[0]).toMatchObject({
        type: 'Status',
        filterType: 'Enum',
        enumValues: ['Scheduled', 'Arrived', 'Cancelled'],
        active: true,
        value: 'Arrived',
      });
      // Stored under the screen's number, the one its schema declares.
      const rows = await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'userFilter', {
        where: [{ prop: 'userId', op: 'eq', value: admin.userId }],
      });
      expect(rows.map((r) => r.screen)).toEqual([101]);
      // The set sent back as the screen has it (enumValues included) is taken; a value outside the enum is not.
      expect(
        (await post('/User/DockAppointmentFilters', { userId: admin.userId, filters: sets.dockAppointmentFilters }, admin.token)).status,
      ).toBe(200);
      // The mission history's screen (2, declared by its view) keeps a set too: one saved without
      // its required Ship Date filter has it back, on, when read.
      expect((await post('/User/HistoryFilters', { userId: admin.userId, filters: [] }, admin.token)).status).toBe(200);
      const again = (await suite.api.call('GET', `/User/Filters/${admin.userId}`, { token: admin.token })).body.data;
      expect(again.historyFilters.find((f: any) => f.type === 'ShipDate')).toMatchObject({ required: true, active: true });
      const stored = await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'userFilter', {
        where: [{ prop: 'userId', op: 'eq', value: admin.userId }],
      });
      expect(stored.map((r) => r.screen).sort((a, b) => a - b)).toEqual([2, 101]);
      const bad = await post('/User/DockAppointmentFilters', { userId: admin.userId, filters: [statusFilter('Late')] }, admin.token);
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual([
        { field: 'filters[0].value', message: 'Status filter must be one of Scheduled, Arrived, Cancelled' },
      ]);
    });
  });
}
