// Issue 32, carriers (GET /Carriers, GET /Carrier/{id}, POST /Carrier, DELETE /Carrier/{id}): a
// company's carriers, kept by its administrators and read by its dispatchers. The entity is its
// schema alone (schemas/entities/carrier.schema.json); these are the rules it states. Tenancy across
// companies and roles is the tenancy matrix's (it makes carriers of its own from the schema).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`carriers on ${dialect}`, () => {
    const suite = useTestApp(dialect);

    it('when a Company Administrator saves carriers, then the SCAC is 2–4 capital letters and unique in the company, free time defaults to 120 minutes, and another company may use the same SCAC', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const admin2 = (await suite.api.login('siteadmin2')).token;
      const save = (token: string, body: Record<string, unknown>) => suite.api.call('POST', '/Carrier', { token, body });

      const bad = await save(admin, { name: 'Lakeshore Logistics', scac: 'lk1', detentionRate: -5 });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual(
        expect.arrayContaining([
          { field: 'scac', message: 'SCAC must be 2 to 4 capital letters' },
          { field: 'detentionRate', message: expect.stringContaining('Detention Rate per Hour') },
        ]),
      );

      const made = await save(admin, { name: 'Lakeshore Logistics', scac: 'TSTA', detentionRate: 75 });
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ scac: 'TSTA', freeMinutes: 120, detentionRate: 75, isActive: true });

      const twice = await save(admin, { name: 'Lakeshore Again', scac: 'TSTA' });
      expect(twice.status).toBe(409);
      expect(twice.body.error.details.map((d: { field: string }) => d.field)).toContain('scac');

      const elsewhere = await save(admin2, { name: 'Peach State Lines', scac: 'TSTA', freeMinutes: 90 });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.body.data.freeMinutes).toBe(90);
      expect(elsewhere.body.data.companyId).not.toBe(made.body.data.companyId);
    });

    it('when a Dispatch Manager reads carriers, then he sees his company’s and may not change them; a Driver may not read them', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      const driver = (await suite.api.login('driver')).token;
      const made = await suite.api.call('POST', '/Carrier', { token: admin, body: { name: 'Motor City Drayage', scac: 'TSTB' } });
      const listed = await suite.api.call('GET', '/Carriers', { token: dispatcher });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((c: { scac: string }) => c.scac)).toContain('TSTB');
      const change = await suite.api.call('POST', '/Carrier', { token: dispatcher, body: { ...made.body.data, name: 'X' } });
      expect(change.status).toBe(403);
      expect((await suite.api.call('GET', '/Carriers', { token: driver })).status).toBe(403);
      const history = await suite.api.call('POST', '/CarrierAudits', {
        token: dispatcher,
        body: { carrierId: made.body.data.id, filters: [] },
      });
      expect(history.body.data.map((r: { action: string }) => r.action)).toEqual(['create']);
    });
  });
}
