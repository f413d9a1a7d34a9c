// tests/helpers/sampleRecords.ts makes a valid record of any schema entity from the registry alone:
// every entity with calls, of the real schemas and of the added dock appointment (issue 31), is
// saved by the real API at a site of each demo company, and lands at that place.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../helpers/maintenance.js';
import { UserType } from '../../schemas/enums.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { type Place, sampleRecords, tenantOf } from '../helpers/sampleRecords.js';
import { schemasWith } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const FIXTURE = resolve('tests/fixtures/dockAppointment.schema.json');

for (const dialect of DIALECTS) {
  describe(`sample records on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasWith(FIXTURE) });

    it('when a sample of every entity with calls is made at a site of each company, then the API saves each at that place', async () => {
      const app = suite.app;
      const ids = await demoIds(app.ctx);
      const samples = sampleRecords(app, (await suite.api.login('sysadmin')).token);
      const repo = repoOf(app.ctx);
      const [assets, locations] = await Promise.all([repo.findMany(app.ctx.db, 'asset'), repo.findMany(app.ctx.db, 'location')]);
      // Rules of an entity's own module (server/entities/<id>/index.ts) that no schema says, given by
      // hand: a mission or a payload moves an asset that tracks payloads, a mission goes between two
      // locations with no operator or a driver (its demo asset is on another open mission: confirmed),
      // and a user of a company is no System Administrator.
      const moduleRules = (id: string, place: Place): Rec => {
        const asset = assets.find((a) => a.hasPayload && a.priCompanyId === place.companyId && a.siteAccess.includes(place.siteId));
        const [, second] = locations.filter((l) => l.siteId === place.siteId);
        if (id === 'mission') return { assetId: asset!.id, targetLocationId: second.id, assignedDriverId: null, overrideAssetInUse: true };
        if (id === 'user') return { type: UserType.Driver };
        return id === 'payload' ? { assetId: asset!.id } : {};
      };
      const failures: string[] = [];
      const doors: { place: Place; door: number }[] = [];
      const made: string[] = [];
      for (const e of app.ctx.registry.entities.values()) {
        if (e.internal || !(e.fleet || e.rest)) continue;
        for (const place of [
          { companyId: ids.company.glf, siteId: ids.site.CHI },
          { companyId: ids.company.sbl, siteId: ids.site.ATL },
        ]) {
          try {
            const r = await samples.make(e.id, place, moduleRules(e.id, place));
            const t = tenantOf(e);
            if (t.company && t.company !== e.primary.name && r[t.company] !== place.companyId)
              failures.push(`${e.id}: not of company ${place.companyId}`);
            if (t.site && t.site !== e.primary.name && r[t.site] !== place.siteId) failures.push(`${e.id}: not at site ${place.siteId}`);
            if (e.id === 'dockAppointment') doors.push({ place, door: r.doorId });
            made.push(e.id);
          } catch (err) {
            failures.push((err as Error).message);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(made).toContain('dockAppointment');
      // x-ref.match and x-ref.where: the door is a location of the chosen site, of its company's 'Dock Door' type
      for (const { place, door } of doors) {
        const location = (await repo.findById(app.ctx.db, 'location', door))!;
        const type = (await repo.findById(app.ctx.db, 'lookup', location.locationType))!;
        expect([location.siteId, type.companyId, type.description]).toEqual([place.siteId, place.companyId, 'Dock Door']);
      }
    });
  });
}
