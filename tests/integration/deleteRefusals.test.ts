// Deleting a record that others still use (issue 8 §3): one table, every entity the maintenance
// area deletes, on both surfaces — 409 'in_use', a message naming the dependents, nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { demoIds, type DemoIds, rest, snapshot } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

interface Refusal {
  what: string;
  fleet: string;
  rest: string;
  id: (ids: DemoIds, policy: (name: string) => number, assetLocation: number) => number;
  /** The dependents the message must name. */
  names: RegExp[];
}

const REFUSALS: Refusal[] = [
  { what: 'a company with sites and users', fleet: 'Company', rest: 'companies', id: (ids) => ids.company.glf, names: [/Site/, /User/] },
  { what: 'a site with locations', fleet: 'Site', rest: 'sites', id: (ids) => ids.site.TOL, names: [/Location/] },
  { what: 'a location assets stand on', fleet: 'Location', rest: 'locations', id: (_, __, loc) => loc, names: [/Asset/] },
  {
    what: 'a location type in use',
    fleet: 'Lookup',
    rest: 'lookups',
    id: (ids) => ids.lookup(ids.company.glf, 'LocationType', 'Dock Door'),
    names: [/Location/],
  },
  {
    what: 'a per-type policy',
    fleet: 'SecurityParameter',
    rest: 'securityParameters',
    id: (_, p) => p('Driver Policy'),
    names: [/Company/],
  },
  {
    what: 'a default policy',
    fleet: 'SecurityParameter',
    rest: 'securityParameters',
    id: (_, p) => p('Default Policy'),
    names: [/Company/],
  },
];

for (const dialect of DIALECTS) {
  describe(`delete refusals on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let policy: (name: string) => number;
    let assetLocation: number;
    let token: string;

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      const policies = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'securityParameter');
      policy = (name) => policies.find((p) => p.name === name)!.id;
      assetLocation = (await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'asset'))[0].assetLocId;
      token = (await suite.api.login('sysadmin')).token;
    });

    for (const r of REFUSALS) {
      it(`when ${r.what} is deleted, then both surfaces answer 409 naming its dependents and nothing changes`, async () => {
        const id = r.id(ids, policy, assetLocation);
        const before = await snapshot(suite.app.ctx);
        const answers = [
          (await suite.api.call('DELETE', `/${r.fleet}/${id}`, { token })).body,
          (await rest(suite.app).call('DELETE', `/${r.rest}/${id}`, { token })).body,
        ];
        for (const body of answers) {
          expect(body.error.code).toBe('in_use');
          for (const name of r.names) expect(body.error.message).toMatch(name);
        }
        expect(await snapshot(suite.app.ctx)).toEqual(before);
      });
    }
  });
}
