// The REST surface generated from the schemas (/api/rest/{x-rest}) in the ra-data-simple-rest
// protocol: sort, range with Content-Range, filter, GET one, POST, PUT, DELETE, and 400 for
// anything the protocol or the schema does not allow.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LookupGroup, UserStatus, UserType } from '../../schemas/enums.js';
import { fleet } from '../helpers/api.js';
import {
  companyBody,
  demoIds,
  type DemoIds,
  locationBody,
  lookupBody,
  rest,
  restQuery,
  type RestResponse,
  securityParameterBody,
  siteBody,
  userBody,
} from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';
import { repoOf } from '../helpers/db.js';

const RESOURCES = ['companies', 'sites', 'locations', 'lookups', 'lookupGroups', 'securityParameters', 'users'];
const byNumber = (a: number, b: number) => a - b;

for (const dialect of DIALECTS) {
  describe(`simple-rest protocol on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof rest>;
    let ids: DemoIds;
    let sys: string;
    let admin: string;
    let defaultPolicy: number;

    const list = (resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}, token = sys) =>
      api.call('GET', `/${resource}${restQuery(params)}`, { token });
    const entityOf = (resource: string) => [...app.ctx.registry.entities.values()].find((e) => e.rest === resource)!;
    const total = (r: RestResponse) => Number(r.headers.get('content-range')?.split('/')[1]);
    const dock = () => ids.lookup(ids.company.glf, 'LocationType', 'Dock Door');

    beforeAll(async () => {
      app = suite.app;
      api = rest(app);
      ids = await demoIds(app.ctx);
      const f = fleet(app);
      [sys, admin] = (await Promise.all([f.login('sysadmin'), f.login('siteadmin')])).map((l) => l.token);
      const [first] = await repoOf(app.ctx).findMany(app.ctx.db, 'securityParameter', {
        sort: [{ prop: 'id', order: 'ASC' }],
        range: [0, 0],
      });
      defaultPolicy = first.id;
    });

    describe('lists', () => {
      it('when a list is paged with range, then Content-Range gives the slice and the total and is exposed to the browser', async () => {
        const all = await repoOf(app.ctx).count(app.ctx.db, 'location');

        const first = await list('locations', { sort: ['id', 'ASC'], range: [0, 4] });
        const second = await list('locations', { sort: ['id', 'ASC'], range: [5, 9] });
        const both = await list('locations', { sort: ['id', 'ASC'], range: [0, 9] });
        const beyond = await list('locations', { sort: ['id', 'ASC'], range: [all + 10, all + 14] });

        expect(first.status).toBe(200);
        expect(first.body).toHaveLength(5);
        expect(first.headers.get('content-range')).toBe(`locations 0-4/${all}`);
        expect(first.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
        expect(second.headers.get('content-range')).toBe(`locations 5-9/${all}`);
        expect([...first.body, ...second.body].map((l: any) => l.id)).toEqual(both.body.map((l: any) => l.id));
        expect(beyond.body).toEqual([]);
        expect(total(beyond)).toBe(all);
      });

      it('when a list has no range, then it answers every row up to the page limit with the full Content-Range', async () => {
        const all = await repoOf(app.ctx).count(app.ctx.db, 'lookup');

        const r = await list('lookups');

        expect(r.body).toHaveLength(all);
        expect(r.headers.get('content-range')).toBe(`lookups 0-${all - 1}/${all}`);
      });

      it('when every resource is listed with range [0,4], then each answers its first rows and its total in Content-Range', async () => {
        for (const resource of RESOURCES) {
          const e = entityOf(resource);
          const all = await repoOf(app.ctx).count(app.ctx.db, e.id);

          const r = await list(resource, { range: [0, 4] });

          const n = Math.min(5, all);
          expect(r.status, resource).toBe(200);
          expect(r.body, resource).toHaveLength(n);
          expect(r.headers.get('content-range'), resource).toBe(`${resource} 0-${n - 1}/${all}`);
          expect(r.headers.get('access-control-expose-headers'), resource).toMatch(/Content-Range/);
        }
      });

      it('when a list is sorted, then ASC and DESC order the rows by that field', async () => {
        const demo = Object.values(ids.site);
        const names = (r: RestResponse) => r.body.filter((s: any) => demo.includes(s.id)).map((s: any) => s.siteName);

        const asc = await list('sites', { sort: ['siteName', 'ASC'] });
        const desc = await list('sites', { sort: ['siteName', 'DESC'] });
        const byIdDesc = await list('lookups', { sort: ['id', 'DESC'], range: [0, 9] });
        const bySort = await list('locations', { sort: ['sort', 'DESC'], filter: { siteId: ids.site.DET } });

        const expected = ['Atlanta Distribution Center', 'Chicago Cross-Dock', 'Dallas Terminal', 'Detroit Terminal', 'Toledo Yard'];
        expect(names(asc)).toEqual(expected);
        expect(names(desc)).toEqual([...expected].reverse());
        const lookupIds = byIdDesc.body.map((l: any) => l.id);
        expect(lookupIds).toEqual([...lookupIds].sort(byNumber).reverse());
        const sorts = bySort.body.map((l: any) => l.sort);
        expect(sorts).toEqual([...sorts].sort(byNumber).reverse());
      });

      it('when a text field is filtered, then it matches a case-insensitive substring, with % and _ taken literally', async () => {
        const everything = (await list('locations')).body;

        const doors = await list('locations', { filter: { location: 'dOoR' } });
        const percent = await list('locations', { filter: { location: '%' } });
        const underscore = await list('locations', { filter: { location: 'Door_0' } });
        const users = await list('users', { filter: { loginName: 'DRIV' } });

        const expected = everything.filter((l: any) => l.location.toLowerCase().includes('door')).map((l: any) => l.id);
        expect(expected.length).toBeGreaterThan(10);
        expect(doors.body.map((l: any) => l.id).sort(byNumber)).toEqual(expected.sort(byNumber));
        expect(total(doors)).toBe(expected.length);
        expect(percent.body).toEqual([]);
        expect(underscore.body).toEqual([]);
        expect(users.body.map((u: any) => u.loginName).sort()).toEqual(['driver', 'driver2', 'driver3', 'driver4', 'driver5', 'driver6']);
      });

      it('when a list field is filtered by a list, then rows match by membership', async () => {
        const some = [ids.site.CHI, ids.site.DAL];

        const byId = await list('sites', { filter: { id: some } });
        const bySite = await list('locations', { filter: { siteId: [ids.site.TOL, ids.site.DAL] } });
        const byType = await list('users', { filter: { type: [UserType.SiteAdmin, UserType.DispatchManager] } });
        const none = await list('sites', { filter: { id: [] } });

        expect(byId.body.map((s: any) => s.id).sort(byNumber)).toEqual(some.sort(byNumber));
        expect(new Set(bySite.body.map((l: any) => l.siteId))).toEqual(new Set([ids.site.TOL, ids.site.DAL]));
        expect(byType.body.map((u: any) => u.loginName).sort()).toEqual(['dispatcher', 'dispatcher2', 'siteadmin', 'siteadmin2']);
        expect(none.body).toEqual([]);
        expect(none.headers.get('content-range')).toMatch(/\/0$/);
      });

      it('when a number or boolean field is filtered, then rows match by equality, and the total counts the filtered rows', async () => {
        const site = (await api.call('POST', '/sites', { token: sys, body: siteBody(ids.company.glf) })).body;
        const a = (await api.call('POST', '/locations', { token: sys, body: locationBody(site.id, dock()) })).body;
        const b = (await api.call('POST', '/locations', { token: sys, body: locationBody(site.id, dock(), { isActive: false }) })).body;
        const atDet = await repoOf(app.ctx).count(app.ctx.db, 'location', [{ prop: 'siteId', op: 'eq', value: ids.site.DET }]);

        const det = await list('locations', { filter: { siteId: ids.site.DET }, range: [0, 1] });
        const inactive = await list('locations', { filter: { siteId: site.id, isActive: false } });
        const active = await list('locations', { filter: { siteId: site.id, isActive: true } });
        const group = await list('lookups', { filter: { lookupGroupType: LookupGroup.AssetCategory, companyId: ids.company.sbl } });

        expect(det.body.every((l: any) => l.siteId === ids.site.DET)).toBe(true);
        expect(det.headers.get('content-range')).toBe(`locations 0-1/${atDet}`);
        expect(inactive.body.map((l: any) => l.id)).toEqual([b.id]);
        expect(active.body.map((l: any) => l.id)).toEqual([a.id]);
        expect(group.body.map((l: any) => l.description)).toEqual(['Trailer', 'Tractor', 'Container', 'Chassis']);
      });
    });

    describe('records', () => {
      it('when one record is read, then it is the bare record; an unknown id answers 404', async () => {
        const one = await api.call('GET', `/sites/${ids.site.CHI}`, { token: admin });
        const unknown = await api.call('GET', '/sites/99999999', { token: admin });

        expect(one.body).toMatchObject({ id: ids.site.CHI, siteName: 'Chicago Cross-Dock', companyId: ids.company.glf });
        expect(one.body).not.toHaveProperty('data');
        expect(unknown.status).toBe(404);
      });

      it('when a lookup goes through POST, PUT and DELETE, then each answers the bare record and the last one is gone', async () => {
        const created = await api.call('POST', '/lookups', { token: admin, body: lookupBody(LookupGroup.AssetType) });
        const updated = await api.call('PUT', `/lookups/${created.body.id}`, {
          token: admin,
          body: { ...created.body, description: 'Curtainsider' },
        });
        const deleted = await api.call('DELETE', `/lookups/${created.body.id}`, { token: admin });
        const after = await api.call('GET', `/lookups/${created.body.id}`, { token: admin });

        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({
          id: expect.any(Number),
          companyId: ids.company.glf,
          lookupGroupType: LookupGroup.AssetType,
          isActive: true,
        });
        expect(updated.body).toMatchObject({ id: created.body.id, description: 'Curtainsider', sort: created.body.sort });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toMatchObject({ id: created.body.id, description: 'Curtainsider' });
        expect(after.status).toBe(404);
      });

      it('when every resource is created, echoed back with PUT and deleted, then each step answers the record', async () => {
        const bodies: Record<string, () => Record<string, unknown>> = {
          companies: () => companyBody(defaultPolicy),
          sites: () => siteBody(ids.company.glf),
          locations: () => locationBody(ids.site.CHI, dock()),
          lookups: () => lookupBody(LookupGroup.AssetCategory, { companyId: ids.company.glf }),
          lookupGroups: () => ({ id: 12, description: 'Spare Group' }),
          securityParameters: () => securityParameterBody(),
          users: () => userBody(ids.company.glf, { siteAccess: [ids.site.CHI] }),
        };
        expect(Object.keys(bodies).sort()).toEqual([...RESOURCES].sort());
        for (const resource of RESOURCES) {
          const body = bodies[resource]();

          const created = await api.call('POST', `/${resource}`, { token: sys, body });
          const id = created.body?.id;
          const read = await api.call('GET', `/${resource}/${id}`, { token: sys });
          const echoed = await api.call('PUT', `/${resource}/${id}`, { token: sys, body: read.body });
          const deleted = await api.call('DELETE', `/${resource}/${id}`, { token: sys });
          const after = await api.call('GET', `/${resource}/${id}`, { token: sys });

          expect(created.status, resource).toBe(200);
          expect(read.body, resource).toMatchObject({
            ...body,
            id: expect.any(Number),
            ...(resource === 'users' ? { forcePWDChange: true } : {}),
          });
          expect(echoed.status, resource).toBe(200);
          expect(echoed.body, resource).toMatchObject({ id });
          expect(deleted.status, resource).toBe(200);
          expect(deleted.body.id, resource).toBe(id);
          if (resource === 'users') expect(after.body.status, resource).toBe(UserStatus.Deleted);
          else expect(after.status, resource).toBe(404);
        }
      });

      it('when PUT carries a different id in the body, then the record of the path is changed', async () => {
        const a = (await api.call('POST', '/sites', { token: sys, body: siteBody(ids.company.glf) })).body;
        const b = (await api.call('POST', '/sites', { token: sys, body: siteBody(ids.company.glf) })).body;

        const r = await api.call('PUT', `/sites/${a.id}`, { token: sys, body: { ...a, id: b.id, siteName: 'Changed Through A' } });

        expect(r.body).toMatchObject({ id: a.id, siteName: 'Changed Through A' });
        expect((await api.call('GET', `/sites/${b.id}`, { token: sys })).body.siteName).toBe(b.siteName);
      });

      it('when a lookup group is created with an id that exists, then 409', async () => {
        const r = await api.call('POST', '/lookupGroups', { token: sys, body: { id: LookupGroup.LocationType, description: 'Clash' } });

        expect(r.status).toBe(409);
        expect((await api.call('GET', `/lookupGroups/${LookupGroup.LocationType}`, { token: sys })).body.description).toBe('LocationType');
      });

      it('when a body sets a private or unknown field, then 400 names it', async () => {
        const me = (await api.call('GET', `/users/${ids.user.driver}`, { token: sys })).body;

        const hash = await api.call('PUT', `/users/${ids.user.driver}`, { token: sys, body: { ...me, passwordHash: 'x' } });
        const unknownField = await api.call('POST', '/sites', { token: sys, body: siteBody(ids.company.glf, { color: 'red' }) });

        expect(hash.status).toBe(400);
        expect(hash.body.error.details).toEqual([{ field: 'passwordHash', message: 'passwordHash may not be set' }]);
        expect(unknownField.body.error.details).toEqual([{ field: 'color', message: 'color is not a known field' }]);
      });
    });

    describe('refusals', () => {
      const raw = (resource: string, query: string) => api.call('GET', `/${resource}?${query}`, { token: sys });
      const enc = (name: string, text: string) => `${name}=${encodeURIComponent(text)}`;

      it('when a list is sorted or filtered by a field the schema does not allow, then 400 names it', async () => {
        const cases: [string, { sort?: unknown; filter?: unknown }, string][] = [
          ['users', { sort: ['passwordHash', 'ASC'] }, 'sort'],
          ['users', { filter: { passwordHash: 'x' } }, 'filter.passwordHash'],
          ['users', { filter: { graceLoginsUsed: 0 } }, 'filter.graceLoginsUsed'],
          ['users', { sort: ['siteAccess', 'ASC'] }, 'sort'],
          ['users', { filter: { password: 'x' } }, 'filter.password'],
          ['users', { filter: { companyName: 'Great' } }, 'filter.companyName'],
          ['companies', { sort: ['nope', 'DESC'] }, 'sort'],
          ['companies', { filter: { nope: 1 } }, 'filter.nope'],
          ['companies', { filter: { userTypeSecurityParameters: [1] } }, 'filter.userTypeSecurityParameters'],
          ['sites', { filter: { constructor: 1 } }, 'filter.constructor'],
          ['sites', { filter: { companyId: { $gt: 0 } } }, 'filter.companyId'],
        ];
        for (const [resource, params, field] of cases) {
          const r = await list(resource, params);

          const label = `${resource} ${JSON.stringify(params)}`;
          expect(r.status, label).toBe(400);
          expect(r.body.error.details[0].field, label).toBe(field);
        }
      });

      it('when sort, range or filter is not the protocol JSON, then 400 names the parameter', async () => {
        const cases: [string, string][] = [
          [enc('sort', '['), 'sort'],
          [enc('sort', '["name"]'), 'sort'],
          [enc('sort', '["name","UP"]'), 'sort'],
          [enc('sort', '{"name":"ASC"}'), 'sort'],
          [enc('sort', '[1,"ASC"]'), 'sort'],
          [`${enc('sort', '["name","ASC"]')}&${enc('sort', '["city","ASC"]')}`, 'sort'],
          [enc('range', '[0'), 'range'],
          [enc('range', '[4,0]'), 'range'],
          [enc('range', '[0,5000]'), 'range'],
          [enc('range', '[-1,3]'), 'range'],
          [enc('range', '[0.5,2]'), 'range'],
          [enc('range', '[0]'), 'range'],
          [enc('range', '"0-4"'), 'range'],
          [enc('filter', '{'), 'filter'],
          [enc('filter', '[]'), 'filter'],
          [enc('filter', '"name"'), 'filter'],
          [enc('filter', 'null'), 'filter'],
        ];
        for (const [query, field] of cases) {
          const r = await raw('companies', query);

          expect(r.status, query).toBe(400);
          expect(r.body.error.details[0].field, query).toBe(field);
        }
      });

      it('when a filter value does not fit the field type, then 400 rather than 500', async () => {
        const cases: [string, unknown][] = [
          ['locations', { siteId: 'abc' }],
          ['locations', { id: [{}] }],
          ['locations', { sort: 'x' }],
          ['companies', { updateDate: 'yesterday' }],
        ];
        const quiet = vi.spyOn(app.ctx.log, 'error').mockImplementation(() => {});
        const statuses = [];
        for (const [resource, filter] of cases) statuses.push((await list(resource, { filter })).status);
        quiet.mockRestore();

        expect(statuses).toEqual(cases.map(() => 400));
      });
    });
  });
}
