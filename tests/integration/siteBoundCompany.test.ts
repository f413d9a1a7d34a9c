// Issue 31's tenancy bug: for an entity stored by site alone (x-tenant {site}, like the dock
// appointment of tests/fixtures), a System Administrator's chosen company was ignored by the
// filtered calls — POST /DockAppointments/Filtered {"companyId":2,"siteIds":[-1]} answered company
// 1's rows. The company's rows are those at its sites.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasWith } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';
import { repoOf } from '../helpers/db.js';
import { LookupGroup } from '../../schemas/enums.js';

for (const dialect of DIALECTS) {
  describe(`a site-bound entity's filtered calls on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasWith(resolve('tests/fixtures/dockAppointment.schema.json')) });

    it("when a System Administrator picks a company, then the list and the export hold that company's rows only", async () => {
      const { ctx } = suite.app;
      const repo = repoOf(ctx);
      const sys = (await suite.api.login('sysadmin')).token;
      const companies = await repo.findMany(ctx.db, 'company', { sort: [{ prop: 'id', order: 'ASC' }] });
      const made: Record<number, number> = {};
      for (const company of companies.slice(0, 2)) {
        const [site] = await repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: company.id }], range: [0, 0] });
        const [dockDoor] = await repo.findMany(ctx.db, 'lookup', {
          where: [
            { prop: 'companyId', op: 'eq', value: company.id },
            { prop: 'lookupGroupType', op: 'eq', value: LookupGroup.LocationType },
            { prop: 'description', op: 'eq', value: 'Dock Door' },
          ],
        });
        const [door] = await repo.findMany(ctx.db, 'location', {
          where: [
            { prop: 'siteId', op: 'eq', value: site.id },
            { prop: 'locationType', op: 'eq', value: dockDoor.id },
          ],
          range: [0, 0],
        });
        const saved = await suite.api.call('POST', '/DockAppointment', {
          token: sys,
          body: {
            siteId: site.id,
            doorId: door.id,
            carrierName: `Carrier of ${company.name}`,
            startDate: '2026-12-01T14:00:00Z',
            endDate: '2026-12-01T15:00:00Z',
            status: 'Scheduled',
          },
        });
        expect(saved.status).toBe(200);
        made[company.id as number] = saved.body.data.id;
      }
      for (const companyId of Object.keys(made).map(Number)) {
        const body = { companyId, siteIds: [-1], filters: [] };
        const listed = await suite.api.call('POST', '/DockAppointments/Filtered', { token: sys, body });
        expect(listed.status).toBe(200);
        expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([made[companyId]]);
        const csv = await suite.api.call('POST', '/DockAppointments/Export', { token: sys, body });
        expect(csv.body.data.trim().split('\n')).toHaveLength(2);
      }
      // All companies: both.
      const all = await suite.api.call('POST', '/DockAppointments/Filtered', {
        token: sys,
        body: { companyId: -1, siteIds: [-1], filters: [] },
      });
      expect(all.body.data.map((r: { id: number }) => r.id).sort()).toEqual(Object.values(made).sort());
    });
  });
}
