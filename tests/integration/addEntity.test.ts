// README "Adding an entity": one schema file gives a table, validation, tenancy and the REST and
// /api/Fleet CRUD — no other code.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasWith } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`adding an entity by one schema file on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasWith(resolve('tests/fixtures/vendor.schema.json')) });
    const rest = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${suite.app.baseUrl}/api/rest${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), range: res.headers.get('content-range') };
    };
    it('when a vendor schema is added, then its table exists and REST CRUD works with validation and tenancy', async () => {
      const tables = (await suite.app.ctx.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('vendor');

      const admin1 = await suite.api.login('siteadmin');
      const admin2 = await suite.api.login('siteadmin2');
      const sys = await suite.api.login('sysadmin');

      const bad = await rest('POST', '/vendors', admin1.token, { name: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Vendor Name is required' },
          { field: 'phone', message: 'Phone is required' },
        ]),
      );

      const created = await rest('POST', '/vendors', admin1.token, { name: 'Acme Tires', phone: '(312) 555-0100' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Acme Tires', isActive: true });
      const company1 = created.body.companyId;
      await rest('POST', '/vendors', admin2.token, { name: 'Peach State Fuel', phone: '(404) 555-0199' });

      const list1 = await rest('GET', '/vendors?sort=["name","ASC"]&range=[0,9]', admin1.token);
      expect(list1.body.map((v: any) => v.name)).toEqual(['Acme Tires']);
      expect(list1.range).toBe('vendors 0-0/1');
      const all = await rest('GET', '/vendors', sys.token);
      expect(all.body).toHaveLength(2);

      // Another company's administrator neither sees nor changes it.
      expect((await rest('GET', `/vendors/${created.body.id}`, admin2.token)).status).toBe(404);
      expect((await rest('PUT', `/vendors/${created.body.id}`, admin2.token, { name: 'X', phone: '1' })).status).toBe(404);
      expect((await rest('DELETE', `/vendors/${created.body.id}`, admin2.token)).status).toBe(404);
      expect((await rest('POST', '/vendors', admin2.token, { name: 'Y', phone: '1', companyId: company1 })).status).toBe(404);
      // A dispatcher is not in x-access.
      expect((await rest('GET', '/vendors', (await suite.api.login('dispatcher')).token)).status).toBe(403);

      const updated = await rest('PUT', `/vendors/${created.body.id}`, admin1.token, {
        name: 'Acme Tire Co',
        phone: '(312) 555-0101',
        isActive: false,
      });
      expect(updated.body).toMatchObject({ name: 'Acme Tire Co', isActive: false, companyId: company1 });

      // The /api/Fleet calls come from x-fleet.
      const viaFleet = await suite.api.call('GET', '/Vendors', { token: admin1.token });
      expect(viaFleet.body.data.map((v: any) => v.name)).toEqual(['Acme Tire Co']);

      expect((await rest('DELETE', `/vendors/${created.body.id}`, admin1.token)).status).toBe(200);
      expect((await rest('GET', '/vendors', admin1.token)).body).toEqual([]);
    });

    it('when the admin asks for schemas, then the new entity is among them for the roles that may read it', async () => {
      const admin = await suite.api.login('siteadmin');
      const schemas = (await suite.api.call('GET', '/Schemas', { token: admin.token })).body.data;
      expect(schemas.vendor['x-menu']).toEqual({ areas: ['fleet', 'site'], label: 'Vendors' });
      const driver = await suite.api.login('driver');
      expect((await suite.api.call('GET', '/Schemas', { token: driver.token })).body.data.vendor).toBeUndefined();
    });
  });
}
