// The asset calls of operations §2 (Asset list, Asset Manager, Asset change history, Asset repairs
// dialog), §5–§8 and maintenance §2, §4–§6, over HTTP on the real app, for every role: GET /Assets,
// GET/POST/DELETE /Asset, the filtered list POST /Assets (company, sites, filters, sort, range),
// the history POST /AssetAudits, their CSV exports and downloads, and /api/rest/assets. Every
// expectation of who sees what is computed from the data in the database (helpers/assets.ts), and
// every refused call leaves the database as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL, FilterOption, LookupGroup } from '../../schemas/enums.js';
import { type ApiResponse, type fleet } from '../helpers/api.js';
import {
  ASSET_LIST_HEADER,
  assetBody,
  assetFilter,
  assetsVisibleTo,
  BOM_BYTES,
  csvHeader,
  csvRecords,
  download,
} from '../helpers/assets.js';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, locationBody, rest, restQuery, snapshot, unique } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'driver2', 'siteadmin2', 'dispatcher2', 'driver3'] as const;
type Login = (typeof LOGINS)[number];

/** An id no record has. */
const NONE = 2_000_000_000;
const { Exact, Exclude, Contains, AnyValue, NoValue, Range, Greater, Less } = FilterOption;

const byNumber = (a: number, b: number) => a - b;
const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedIds = (ids: Iterable<number>) => [...ids].sort(byNumber);
const idsOf = (rows: Rec[]) => sortedIds(rows.map((r) => r.id as number));
const details = (r: ApiResponse) => (r.body?.error?.details ?? []) as { field: string; message: string }[];
const fields = (r: ApiResponse) => details(r).map((d) => d.field);

for (const dialect of DIALECTS) {
  describe(`assets on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let restApi: ReturnType<typeof rest>;
    let ids: DemoIds;
    let glf: number;
    let sbl: number;
    const tokens = {} as Record<Login, string>;

    const get = (path: string, token?: string) => api.call('GET', path, { token });
    const post = (path: string, body: unknown, token?: string) => api.call('POST', path, { body, token });
    const del = (path: string, token?: string) => api.call('DELETE', path, { token });
    const repo = () => repoOf(app.ctx);
    const allAssets = () => repo().findMany(app.ctx.db, 'asset');
    const stored = (id: number) => repo().findById(app.ctx.db, 'asset', id);
    const byUnit = async (unit: string) => {
      const found = (await allAssets()).find((a) => a.assetModelId === unit);
      if (!found) throw new Error(`no asset ${unit}`);
      return found;
    };
    const historyOf = (assetId: number) =>
      repo().findMany(app.ctx.db, 'assetAudit', {
        where: [{ prop: 'assetId', op: 'eq', value: assetId }],
        sort: [{ prop: 'auditId', order: 'ASC' }],
      });
    /** The asset as `login` reads it (GET /Asset/{id}): a valid body to echo back. */
    const read = async (id: number, login: Login = 'sysadmin') => {
      const r = await get(`/Asset/${id}`, tokens[login]);
      if (r.status !== 200) throw new Error(`${login} cannot read asset ${id}: ${r.status}`);
      return r.body.data as Rec;
    };
    /** A new asset made by the System Administrator (glf at Chicago unless told). */
    const fresh = async (over: Rec = {}, company: 'glf' | 'sbl' = 'glf') => {
      const site = company === 'glf' ? ids.site.CHI : ids.site.ATL;
      const r = await post('/Asset', assetBody(ids, ids.company[company], site, over), tokens.sysadmin);
      if (r.status !== 200) throw new Error(`cannot create an asset: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data as Rec;
    };
    /** Moves the app's clock on, so that the next stamp is a time of its own; answers it. */
    const tick = () => {
      app.clock.advance(1000);
      return app.clock.now().toISOString();
    };
    /** The company of a demo user (null for the System Administrator). */
    const companyOf = async (login: Login) =>
      ((await repo().findById(app.ctx.db, 'user', ids.user[login]))!.priCompanyId ?? null) as number | null;
    const lk = (company: number, group: Parameters<DemoIds['lookup']>[1], description: string) => ids.lookup(company, group, description);

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      restApi = rest(app);
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      sbl = ids.company.sbl;
      const sessions = await Promise.all(LOGINS.map((l) => api.login(l)));
      LOGINS.forEach((l, i) => (tokens[l] = sessions[i].token));
    });

    describe('reading', () => {
      it('when each role lists assets (GET /Assets, GET /api/rest/assets), then exactly the assets it may see come back in Unit ID order, with their total', async () => {
        const all = await allAssets();
        for (const login of LOGINS) {
          const expected = await assetsVisibleTo(app.ctx, login);
          const list = await get('/Assets', tokens[login]);
          const restList = await restApi.call('GET', '/assets', { token: tokens[login] });

          expect(list.status, login).toBe(200);
          expect(idsOf(list.body.data), login).toEqual(sortedIds(expected));
          const units = list.body.data.map((a: Rec) => a.assetModelId);
          expect(units, login).toEqual([...units].sort(codeOrder));
          expect(list.headers!.get('x-total-count'), login).toBe(String(expected.size));
          expect(restList.status, login).toBe(200);
          expect(
            restList.body.map((a: Rec) => a.id),
            login,
          ).toEqual(list.body.data.map((a: Rec) => a.id));
          expect(restList.headers.get('content-range'), login).toBe(`assets 0-${expected.size - 1}/${expected.size}`);
        }
        // The rule cuts somewhere: a Driver sees part of its company, a Company Administrator all of it.
        const driverSees = await assetsVisibleTo(app.ctx, 'driver');
        const ofGlf = all.filter((a) => a.priCompanyId === glf).length;
        expect(driverSees.size).toBeGreaterThan(0);
        expect(driverSees.size).toBeLessThan(ofGlf);
        expect((await assetsVisibleTo(app.ctx, 'siteadmin')).size).toBe(ofGlf);
      });

      it('when each role reads every asset by id (GET /Asset/{id}, GET /api/rest/assets/{id}), then those it may see answer the stored record with its site ids as a list and the others 404', async () => {
        const everything = new Map<number, Rec>(((await get('/Assets', tokens.sysadmin)).body.data as Rec[]).map((a) => [a.id, a]));
        const rows = await allAssets();
        expect(everything.size).toBe(rows.length);
        for (const login of LOGINS) {
          const visible = await assetsVisibleTo(app.ctx, login);
          await Promise.all(
            rows.map(async (row) => {
              const [one, viaRest] = await Promise.all([
                get(`/Asset/${row.id}`, tokens[login]),
                restApi.call('GET', `/assets/${row.id}`, { token: tokens[login] }),
              ]);
              const label = `${login} asset ${row.assetModelId}`;
              if (visible.has(row.id)) {
                expect(one.status, label).toBe(200);
                expect(one.body.data, label).toEqual(everything.get(row.id));
                expect(sortedIds(one.body.data.siteAccess), label).toEqual(sortedIds(row.siteAccess));
                expect(one.body.data.priCompanyId, label).toBe(row.priCompanyId);
                expect(viaRest.body, label).toEqual(one.body.data);
              } else {
                expect([one.status, viaRest.status], label).toEqual([404, 404]);
                expect(one.body.error.code, label).toBe('not_found');
              }
            }),
          );
        }
        expect((await get(`/Asset/${NONE}`, tokens.sysadmin)).status).toBe(404);
      });

      it('when nobody is logged in, then every asset call answers 401 and nothing changes', async () => {
        const id = (await byUnit('TRL-1004')).id;
        const before = await snapshot(app.ctx);
        const answers = await Promise.all([
          get('/Assets'),
          get(`/Asset/${id}`),
          post('/Asset', assetBody(ids, glf, ids.site.CHI)),
          post('/Asset', { ...(await read(id)), assetDescription: 'anonymous' }),
          del(`/Asset/${id}`),
          post('/Assets', { siteIds: [ALL] }),
          post('/Assets/Export', {}),
          post('/Assets/Export/Download', {}),
          post('/AssetAudits', { assetId: id }),
          post('/AssetAudits/Export', { assetId: id }),
          post('/AssetAudits/Export/Download', { assetId: id }),
          restApi.call('GET', '/assets'),
          restApi.call('GET', `/assets/${id}`),
          restApi.call('POST', '/assets', { body: assetBody(ids, glf, ids.site.CHI) }),
          restApi.call('PUT', `/assets/${id}`, { body: await read(id) }),
          restApi.call('DELETE', `/assets/${id}`),
        ]);
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a site is deactivated, then Dispatch Managers and Drivers lose the assets granted only to it while its Company Administrator keeps them', async () => {
        const detroitOnly = (await allAssets()).filter(
          (a) => a.priCompanyId === glf && a.siteAccess.length === 1 && a.siteAccess[0] === ids.site.DET,
        );
        expect(detroitOnly.length).toBeGreaterThan(0);
        const site = (await restApi.call('GET', `/sites/${ids.site.DET}`, { token: tokens.sysadmin })).body;
        const off = await restApi.call('PUT', `/sites/${ids.site.DET}`, { token: tokens.sysadmin, body: { ...site, isActive: false } });
        expect(off.status).toBe(200);
        try {
          for (const login of ['dispatcher', 'driver2', 'siteadmin'] as const) {
            const list = await post('/Assets', { siteIds: [ALL] }, tokens[login]);
            expect(idsOf(list.body.data), login).toEqual(sortedIds(await assetsVisibleTo(app.ctx, login)));
            const one = await get(`/Asset/${detroitOnly[0].id}`, tokens[login]);
            expect(one.status, login).toBe(login === 'siteadmin' ? 200 : 404);
          }
          expect((await post('/Assets', { siteIds: [ALL] }, tokens.driver2)).body.data).toEqual([]);
        } finally {
          await restApi.call('PUT', `/sites/${ids.site.DET}`, {
            token: tokens.sysadmin,
            body: { ...site, updateDate: off.body.updateDate },
          });
        }
        expect((await get(`/Asset/${detroitOnly[0].id}`, tokens.driver2)).status).toBe(200);
      });
    });

    describe('the filtered list (POST /Assets)', () => {
      it('when each role asks for All Sites, for no scope or for its own company, then exactly the assets it may see come back', async () => {
        for (const login of LOGINS) {
          const expected = sortedIds(await assetsVisibleTo(app.ctx, login));
          const own = await companyOf(login);
          for (const body of [{ siteIds: [ALL], filters: [] }, {}, { companyId: own, siteIds: [ALL] }]) {
            const r = await post('/Assets', body, tokens[login]);
            expect(r.status, `${login} ${JSON.stringify(body)}`).toBe(200);
            expect(idsOf(r.body.data), `${login} ${JSON.stringify(body)}`).toEqual(expected);
            expect(r.headers!.get('x-total-count')).toBe(String(expected.length));
          }
        }
      });

      it('when the System Administrator narrows by company and by sites, then only assets of that company granted to one of those sites come back', async () => {
        const all = await allAssets();
        const at = (sites: number[]) => (a: Rec) => (a.siteAccess as number[]).some((s) => sites.includes(s));
        const of = (company: number) => (a: Rec) => a.priCompanyId === company;
        const cases: [Rec, (a: Rec) => boolean][] = [
          [{ companyId: glf }, of(glf)],
          [{ companyId: sbl, siteIds: [ALL] }, of(sbl)],
          [{ siteIds: [ids.site.DET] }, at([ids.site.DET])],
          [{ siteIds: [ids.site.CHI, ids.site.DAL] }, at([ids.site.CHI, ids.site.DAL])],
          [{ companyId: glf, siteIds: [ids.site.DET, ids.site.TOL] }, (a) => of(glf)(a) && at([ids.site.DET, ids.site.TOL])(a)],
        ];
        for (const [body, keep] of cases) {
          const expected = idsOf(all.filter(keep));
          const r = await post('/Assets', body, tokens.sysadmin);
          expect(idsOf(r.body.data), JSON.stringify(body)).toEqual(expected);
          expect(expected.length, JSON.stringify(body)).toBeGreaterThan(0);
          expect(expected.length, JSON.stringify(body)).toBeLessThan(all.length);
          expect(r.headers!.get('x-total-count')).toBe(String(expected.length));
        }
      });

      it('when a Company Administrator, Dispatch Manager or Driver narrows by sites it reaches, then the list is that part of what it may see', async () => {
        const all = new Map((await allAssets()).map((a) => [a.id as number, a]));
        const cases: [Login, Rec, number[]][] = [
          ['siteadmin', { siteIds: [ids.site.TOL] }, [ids.site.TOL]],
          ['dispatcher', { companyId: glf, siteIds: [ids.site.DET] }, [ids.site.DET]],
          ['driver', { siteIds: [ids.site.TOL] }, [ids.site.TOL]],
          ['driver', { companyId: glf, siteIds: [ids.site.CHI, ids.site.TOL] }, [ids.site.CHI, ids.site.TOL]],
          ['siteadmin2', { companyId: sbl, siteIds: [ids.site.DAL] }, [ids.site.DAL]],
          ['dispatcher2', { siteIds: [ids.site.ATL] }, [ids.site.ATL]],
          ['driver3', { siteIds: [ids.site.ATL] }, [ids.site.ATL]],
        ];
        for (const [login, body, sites] of cases) {
          const visible = await assetsVisibleTo(app.ctx, login);
          const expected = sortedIds([...visible].filter((id) => (all.get(id)!.siteAccess as number[]).some((s) => sites.includes(s))));
          const r = await post('/Assets', body, tokens[login]);
          expect(r.status, `${login} ${JSON.stringify(body)}`).toBe(200);
          expect(idsOf(r.body.data), `${login} ${JSON.stringify(body)}`).toEqual(expected);
          expect(expected.length, `${login} ${JSON.stringify(body)}`).toBeGreaterThan(0);
        }
      });

      it('when the list, its export or its download names another company, a site out of reach or an id that never existed, then 404 and nothing changes', async () => {
        const cases: [Login, Rec][] = [
          ['sysadmin', { companyId: glf, siteIds: [ids.site.ATL] }],
          ['sysadmin', { companyId: NONE }],
          ['sysadmin', { siteIds: [NONE] }],
          ['siteadmin', { companyId: sbl }],
          ['siteadmin', { siteIds: [ids.site.ATL] }],
          ['siteadmin', { companyId: glf, siteIds: [ids.site.CHI, ids.site.DAL] }],
          ['siteadmin', { companyId: NONE }],
          ['dispatcher', { companyId: sbl, siteIds: [ALL] }],
          ['dispatcher', { siteIds: [ids.site.DAL] }],
          ['driver', { siteIds: [ids.site.DET] }],
          ['driver', { companyId: glf, siteIds: [ids.site.CHI, ids.site.DET] }],
          ['driver', { companyId: sbl }],
          ['driver2', { siteIds: [ids.site.CHI] }],
          ['siteadmin2', { companyId: glf }],
          ['siteadmin2', { siteIds: [ids.site.CHI] }],
          ['dispatcher2', { siteIds: [ids.site.TOL] }],
          ['driver3', { siteIds: [ids.site.DAL] }],
        ];
        const before = await snapshot(app.ctx);
        for (const [login, body] of cases) {
          for (const path of ['/Assets', '/Assets/Export', '/Assets/Export/Download']) {
            const r = await post(path, body, tokens[login]);
            expect(r.status, `${login} ${path} ${JSON.stringify(body)}`).toBe(404);
            expect(r.body.error.code, `${login} ${path} ${JSON.stringify(body)}`).toBe('not_found');
          }
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when the list is paged and sorted (sort and range query parameters), then each page is that slice of the whole ordered list and X-Total-Count is the total', async () => {
        const total = (await allAssets()).length;
        const whole = await post(`/Assets${restQuery({ sort: ['assetModelId', 'DESC'], range: [0, 999] })}`, {}, tokens.sysadmin);
        const units: string[] = whole.body.data.map((a: Rec) => a.assetModelId);
        expect(units).toHaveLength(total);
        expect(units).toEqual([...units].sort(codeOrder).reverse());
        for (const range of [
          [0, 4],
          [5, 9],
          [total - 3, total + 10],
        ] as [number, number][]) {
          const page = await post(`/Assets${restQuery({ sort: ['assetModelId', 'DESC'], range })}`, {}, tokens.sysadmin);
          expect(
            page.body.data.map((a: Rec) => a.assetModelId),
            JSON.stringify(range),
          ).toEqual(units.slice(range[0], range[1] + 1));
          expect(page.headers!.get('x-total-count'), JSON.stringify(range)).toBe(String(total));
        }
        const beyond = await post(`/Assets${restQuery({ range: [total + 5, total + 9] })}`, {}, tokens.sysadmin);
        expect(beyond.body.data).toEqual([]);
        expect(beyond.headers!.get('x-total-count')).toBe(String(total));

        // A Driver's pages are slices of its own list, and its total is its own.
        const mine = sortedIds(await assetsVisibleTo(app.ctx, 'driver'));
        const first = await post(`/Assets${restQuery({ sort: ['id', 'ASC'], range: [0, 2] })}`, { siteIds: [ALL] }, tokens.driver);
        const second = await post(`/Assets${restQuery({ sort: ['id', 'ASC'], range: [3, 5] })}`, { siteIds: [ALL] }, tokens.driver);
        expect([...first.body.data, ...second.body.data].map((a: Rec) => a.id)).toEqual(mine.slice(0, 6));
        expect(second.headers!.get('x-total-count')).toBe(String(mine.length));

        // GET /Assets pages the same way.
        const viaGet = await get(`/Assets${restQuery({ sort: ['assetModelId', 'DESC'], range: [5, 9] })}`, tokens.sysadmin);
        expect(viaGet.body.data.map((a: Rec) => a.assetModelId)).toEqual(units.slice(5, 10));
        expect(viaGet.headers!.get('x-total-count')).toBe(String(total));
      });

      it('when the list is sorted by a reference column (Asset Status, Current Location), then it comes in the order of the names shown, not of the ids', async () => {
        const names = new Map<number, string>([
          ...(await repo().findMany(app.ctx.db, 'lookup')).map((l): [number, string] => [l.id, l.description]),
        ]);
        const locations = new Map<number, string>((await repo().findMany(app.ctx.db, 'location')).map((l) => [l.id, l.location]));
        for (const [prop, nameOf] of [
          ['assetLocId', locations],
          ['assetStatus', names],
        ] as const) {
          const r = await post(`/Assets${restQuery({ sort: [prop, 'ASC'], range: [0, 999] })}`, { companyId: glf }, tokens.sysadmin);
          const shown = r.body.data.map((a: Rec) => nameOf.get(a[prop])!);
          expect(r.status, prop).toBe(200);
          expect(shown, prop).toEqual([...shown].sort(codeOrder));
          expect(new Set(shown).size, prop).toBeGreaterThan(2);
        }
      });

      it('when the sort or the range is not valid, then 400 names it', async () => {
        const cases: [string, string][] = [
          [restQuery({ sort: ['nope', 'ASC'] }), 'sort'],
          [restQuery({ sort: ['siteAccess', 'ASC'] }), 'sort'],
          [restQuery({ sort: ['assetModelId', 'UP'] }), 'sort'],
          [restQuery({ range: [5, 2] }), 'range'],
          [restQuery({ range: [0, 5000] }), 'range'],
          ['?sort=notjson', 'sort'],
        ];
        for (const [query, field] of cases) {
          const r = await post(`/Assets${query}`, {}, tokens.siteadmin);
          expect(r.status, query).toBe(400);
          expect(fields(r), query).toEqual([field]);
        }
      });

      it('when filters are sent, then only the assets that match every enabled filter come back', async () => {
        const all = await allAssets();
        const inRepair = lk(glf, 'AssetStatus', 'In Repair');
        const reefer = lk(glf, 'AssetType', 'Reefer');
        const rowA = ids.location(ids.site.CHI, 'Row A');
        const cases: [Rec, Rec[], (a: Rec) => boolean][] = [
          [
            { companyId: glf },
            [assetFilter('AssetStatus', 'Lookup', inRepair)],
            (a) => a.priCompanyId === glf && a.assetStatus === inRepair,
          ],
          [
            { companyId: glf },
            [assetFilter('AssetStatus', 'Lookup', inRepair, Exclude)],
            (a) => a.priCompanyId === glf && a.assetStatus !== inRepair,
          ],
          [{}, [assetFilter('UnitId', 'Text', 'tnk', Contains)], (a) => a.assetModelId.toLowerCase().includes('tnk')],
          [{}, [assetFilter('UnitId', 'Text', 'trl-1001', Exact)], (a) => a.assetModelId === 'TRL-1001'],
          [{}, [assetFilter('DefectSeverity', 'NullableLookup', null, NoValue)], (a) => a.defectSeverity === null],
          [{}, [assetFilter('DefectSeverity', 'NullableLookup', null, AnyValue)], (a) => a.defectSeverity !== null],
          [{}, [assetFilter('TrackPayload', 'Boolean', true)], (a) => a.hasPayload === true],
          [{}, [assetFilter('CurrentLocation', 'Location', rowA)], (a) => a.assetLocId === rowA],
          [
            {},
            [assetFilter('AssetType', 'Lookup', reefer), assetFilter('Description', 'Text', '53 FT', Contains)],
            (a) => a.assetType === reefer && /53 ft/i.test(a.assetDescription ?? ''),
          ],
          // A filter that is not enabled does not count, whatever its value.
          [{ companyId: glf }, [assetFilter('UnitId', 'Text', 'no such unit', Exact, false)], (a) => a.priCompanyId === glf],
          [{}, [assetFilter('StatusDate', 'Date', '2000-01-01', Greater)], (a) => a.statusUpdate !== null],
          [{}, [assetFilter('StatusDate', 'Date', '2000-01-01', Less)], () => false],
          [{}, [assetFilter('StatusDate', 'Date', ['2000-01-01', '2999-12-31'], Range)], (a) => a.statusUpdate !== null],
        ];
        for (const [scope, filters, keep] of cases) {
          const label = JSON.stringify(filters.map((f) => [f.type, f.option, f.value, f.active]));
          const r = await post('/Assets', { ...scope, filters }, tokens.sysadmin);
          expect(r.status, label).toBe(200);
          expect(idsOf(r.body.data), label).toEqual(idsOf(all.filter(keep)));
          expect(r.headers!.get('x-total-count'), label).toBe(String(all.filter(keep).length));
        }
        // Filters only narrow what the caller may see.
        const driverRepairs = await post('/Assets', { filters: [assetFilter('AssetStatus', 'Lookup', inRepair)] }, tokens.driver);
        const visible = await assetsVisibleTo(app.ctx, 'driver');
        expect(idsOf(driverRepairs.body.data)).toEqual(idsOf(all.filter((a) => visible.has(a.id) && a.assetStatus === inRepair)));
      });

      it("when a date filter names a day, then it is that whole day in the caller's time zone, and the export shows the time there", async () => {
        // 05:30 UTC on 10 March 2024 is 00:30 that day in the Eastern zone (the System Administrator's)
        // and 23:30 the day before in the Central zone (the Company Administrator's).
        const asset = await fresh();
        await repo().update(app.ctx.db, 'asset', asset.id, { statusUpdate: '2024-03-10T05:30:00.000Z' });
        const unit = assetFilter('UnitId', 'Text', asset.assetModelId, Exact);
        const found = async (login: Login, option: number, value: unknown) =>
          idsOf(
            (await post('/Assets', { filters: [unit, assetFilter('StatusDate', 'Date', value, option)] }, tokens[login])).body.data,
          ).includes(asset.id);
        expect(await found('sysadmin', Exact, '2024-03-10')).toBe(true);
        expect(await found('sysadmin', Exact, '2024-03-09')).toBe(false);
        expect(await found('siteadmin', Exact, '2024-03-09')).toBe(true);
        expect(await found('siteadmin', Exact, '2024-03-10')).toBe(false);
        expect(await found('sysadmin', Exclude, '2024-03-10')).toBe(false);
        expect(await found('siteadmin', Exclude, '2024-03-10')).toBe(true);
        expect(await found('sysadmin', Less, '2024-03-10')).toBe(false);
        expect(await found('siteadmin', Less, '2024-03-10')).toBe(true);
        expect(await found('sysadmin', Greater, '2024-03-09')).toBe(true);
        expect(await found('siteadmin', Greater, '2024-03-09')).toBe(false);
        expect(await found('siteadmin', Range, ['2024-03-01', '2024-03-09'])).toBe(true);
        expect(await found('sysadmin', Range, ['2024-03-01', '2024-03-09'])).toBe(false);

        const shown = async (login: Login) =>
          csvRecords(
            (await post('/Assets/Export', { filters: [unit], columns: ['assetModelId', 'statusUpdate'] }, tokens[login])).body.data,
          );
        expect(await shown('sysadmin')).toEqual([{ 'Unit ID': asset.assetModelId, 'Status Date': '03-10-2024 12:30 AM' }]);
        expect(await shown('siteadmin')).toEqual([{ 'Unit ID': asset.assetModelId, 'Status Date': '03-09-2024 11:30 PM' }]);
      });

      it('when a filter is not a filter of the screen, has another type, an option it does not take or a bad value, then 400 names filters[i] on the list, the exports and the history', async () => {
        const asset = (await byUnit('TRL-1004')).id;
        const ok = assetFilter('UnitId', 'Text', null, AnyValue);
        const cases: [Rec[], string][] = [
          [[{ type: 'Colour', filterType: 'Text', active: true, value: 'red' }], 'filters[0].type'],
          [[assetFilter('AssetStatus', 'Text', 'x')], 'filters[0].filterType'],
          [[assetFilter('CurrentLocation', 'Location', 5, Contains)], 'filters[0].option'],
          [[assetFilter('Active', 'Boolean', true, Range)], 'filters[0].option'],
          [[assetFilter('CurrentLocation', 'Location', 'seven')], 'filters[0].value'],
          [[assetFilter('CurrentLocation', 'Location', -4)], 'filters[0].value'],
          [[ok, assetFilter('UnitId', 'Text', '', Exact)], 'filters[1].value'],
          [[assetFilter('Active', 'Boolean', 'yes')], 'filters[0].value'],
          [[assetFilter('StatusDate', 'Date', '11-23-2026')], 'filters[0].value'],
          [[assetFilter('StatusDate', 'Date', ['2024-02-01', '2024-01-01'], Range)], 'filters[0].value'],
          [[ok, ok], 'filters[1].type'],
        ];
        for (const [filters, field] of cases) {
          const label = `${JSON.stringify(filters)} → ${field}`;
          for (const [path, body] of [
            ['/Assets', { filters }],
            ['/Assets/Export', { filters }],
            ['/Assets/Export/Download', { filters }],
            ['/AssetAudits', { assetId: asset, filters }],
            ['/AssetAudits/Export', { assetId: asset, filters }],
          ] as const) {
            const r = await post(path, body, tokens.dispatcher);
            expect(r.status, `${path} ${label}`).toBe(400);
            expect(fields(r), `${path} ${label}`).toContain(field);
          }
        }
        const unknown = await post('/Assets', { filters: cases[0][0] }, tokens.driver);
        expect(details(unknown)).toEqual([{ field: 'filters[0].type', message: 'Colour is not a filter of Asset' }]);
      });
    });

    describe('exports', () => {
      it('when assets are exported (POST /Assets/Export and its /Download), then the CSV starts with a byte-order mark, has the list columns and exactly the rows the caller may see, and the download is the same file named AssetsReport.csv', async () => {
        const all = new Map((await allAssets()).map((a) => [a.id as number, a]));
        for (const login of ['driver', 'siteadmin2', 'dispatcher'] as const) {
          const units = [...(await assetsVisibleTo(app.ctx, login))].map((id) => all.get(id)!.assetModelId as string).sort(codeOrder);
          const text = await post('/Assets/Export', { siteIds: [ALL], filters: [] }, tokens[login]);
          const file = await download(app, '/Assets/Export/Download', { siteIds: [ALL], filters: [] }, tokens[login]);

          expect(text.status, login).toBe(200);
          expect(typeof text.body.data, login).toBe('string');
          expect(text.body.data.startsWith('\uFEFF'), login).toBe(true);
          expect(csvHeader(text.body.data), login).toEqual(ASSET_LIST_HEADER);
          const rows = csvRecords(text.body.data);
          expect(rows.map((r) => r['Unit ID']).sort(codeOrder), login).toEqual(units);
          expect(file.status, login).toBe(200);
          expect(file.headers.get('content-type'), login).toMatch(/^text\/csv/);
          expect(file.headers.get('content-disposition'), login).toBe('attachment; filename="AssetsReport.csv"');
          expect(file.bytes.subarray(0, 3).equals(BOM_BYTES), login).toBe(true);
          expect(file.bytes.toString('utf8'), login).toBe(text.body.data);
        }
        // Cells read as the screen shows them: lookups and locations by name, flags as Yes/No.
        const repair = await byUnit('TRL-1004');
        const chosen = await post(
          '/Assets/Export',
          {
            companyId: glf,
            filters: [assetFilter('UnitId', 'Text', 'TRL-1004', Exact)],
            columns: ['assetModelId', 'assetStatus', 'assetLocId', 'isActive', 'defectSeverity'],
          },
          tokens.siteadmin,
        );
        expect(csvHeader(chosen.body.data)).toEqual(['Unit ID', 'Asset Status', 'Current Location', 'Active?', 'Defect Severity']);
        expect(csvRecords(chosen.body.data)).toEqual([
          {
            'Unit ID': 'TRL-1004',
            'Asset Status': 'In Repair',
            'Current Location': 'Maintenance Bay (Chicago Cross-Dock)',
            'Active?': repair.isActive ? 'Yes' : 'No',
            'Defect Severity': 'Major',
          },
        ]);
        const badColumn = await post('/Assets/Export', { columns: ['assetModelId', 'siteAccess'] }, tokens.siteadmin);
        expect(badColumn.status).toBe(400);
        expect(fields(badColumn)).toEqual(['columns[1]']);
      });
    });

    describe('creating', () => {
      it('when a System or Company Administrator creates an asset (POST /Asset with id 0 or none, POST /api/rest/assets), then it is stored with its site ids as a list, zero repair values unset, the status date set by the server and a history row', async () => {
        const now = tick();
        const bySys = await post(
          '/Asset',
          assetBody(ids, glf, ids.site.CHI, {
            id: 0,
            siteAccess: [ids.site.DET, ids.site.CHI],
            repairType: 0,
            repairTech: 0,
            defectSeverity: 0,
            assignment: 0,
            statusUpdate: '2001-01-01T00:00:00.000Z',
            updateUser: 'someone else',
          }),
          tokens.sysadmin,
        );
        const byAdmin = await post('/Asset', assetBody(ids, glf, ids.site.TOL), tokens.siteadmin);
        const viaRest = await restApi.call('POST', '/assets', { token: tokens.siteadmin2, body: assetBody(ids, sbl, ids.site.DAL) });

        expect([bySys.status, byAdmin.status, viaRest.status]).toEqual([200, 200, 200]);
        const created = bySys.body.data;
        expect(created).toMatchObject({
          priCompanyId: glf,
          repairType: null,
          repairTech: null,
          defectSeverity: null,
          assignment: null,
          statusUpdate: now,
          updateUser: 'sysadmin',
        });
        expect(created.id).toBeGreaterThan(0);
        expect(sortedIds(created.siteAccess)).toEqual(sortedIds([ids.site.CHI, ids.site.DET]));
        const row = (await stored(created.id))!;
        expect(row).toMatchObject({ repairType: null, repairTech: null, defectSeverity: null, assignment: null, statusUpdate: now });
        expect(sortedIds(row.siteAccess)).toEqual(sortedIds([ids.site.CHI, ids.site.DET]));
        expect((await stored(byAdmin.body.data.id))!).toMatchObject({
          priCompanyId: glf,
          updateUser: 'siteadmin',
          siteAccess: [ids.site.TOL],
        });
        expect((await stored(viaRest.body.id))!).toMatchObject({ priCompanyId: sbl, updateUser: 'siteadmin2', siteAccess: [ids.site.DAL] });
        const history = await historyOf(created.id);
        expect(history.map((h) => [h.action, h.auditUser])).toEqual([['create', 'sysadmin']]);
        expect(history[0].assetModelId).toBe(created.assetModelId);
        // It is listed for those who may see it.
        expect(idsOf((await post('/Assets', { siteIds: [ids.site.DET] }, tokens.driver2)).body.data)).toContain(created.id);
      });

      it('when a Dispatch Manager or a Driver creates an asset, then 403 on both surfaces and nothing is stored', async () => {
        const before = await snapshot(app.ctx);
        for (const login of ['dispatcher', 'driver', 'dispatcher2', 'driver3'] as const) {
          const company = (await companyOf(login))!;
          const site = company === glf ? ids.site.CHI : ids.site.ATL;
          const body = assetBody(ids, company, site);
          const answers = [
            await post('/Asset', { ...body, id: 0 }, tokens[login]),
            await post('/Asset', body, tokens[login]),
            await restApi.call('POST', '/assets', { token: tokens[login], body }),
          ];
          expect(
            answers.map((a) => a.status),
            login,
          ).toEqual([403, 403, 403]);
          expect(answers[0].body.error.code).toBe('forbidden');
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it("when a Company Administrator creates an asset of another company or naming another company's site or location, then 404; another company's lookup, 400; nothing is stored", async () => {
        const before = await snapshot(app.ctx);
        const own = () => assetBody(ids, glf, ids.site.CHI);
        const notFound = [
          assetBody(ids, sbl, ids.site.ATL),
          { ...own(), priCompanyId: sbl },
          { ...own(), siteAccess: [ids.site.CHI, ids.site.ATL] },
          { ...own(), assetLocId: ids.location(ids.site.ATL, 'Row A') },
          { ...own(), assignLocId: ids.location(ids.site.DAL, 'Door 01') },
          { ...own(), siteAccess: [NONE] },
        ];
        for (const body of notFound) {
          const r = await post('/Asset', body, tokens.siteadmin);
          expect(r.status, JSON.stringify(body)).toBe(404);
          expect((await restApi.call('POST', '/assets', { token: tokens.siteadmin, body })).status).toBe(404);
        }
        const lookup = await post('/Asset', { ...own(), assetStatus: lk(sbl, 'AssetStatus', 'Available') }, tokens.siteadmin);
        expect(lookup.status).toBe(400);
        expect(details(lookup)).toEqual([{ field: 'assetStatus', message: 'Asset Status is not a valid choice' }]);
        const repairType = await post('/Asset', { ...own(), repairType: lk(sbl, 'AssetRepairType', 'Tank & Valves') }, tokens.siteadmin);
        expect(fields(repairType)).toEqual(['repairType']);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it("when the System Administrator creates an asset naming another company's site, location or lookup, then 400 names the field and nothing is stored", async () => {
        const before = await snapshot(app.ctx);
        const own = () => assetBody(ids, glf, ids.site.CHI);
        const cases: [Rec, string][] = [
          [{ ...own(), siteAccess: [ids.site.CHI, ids.site.ATL] }, 'siteAccess'],
          [{ ...own(), assetLocId: ids.location(ids.site.ATL, 'Row A') }, 'assetLocId'],
          [{ ...own(), assignLocId: ids.location(ids.site.DAL, 'Door 01') }, 'assignLocId'],
          [{ ...own(), custody: lk(sbl, 'AssetCustody', 'Leased') }, 'custody'],
          [{ ...own(), assetType: lk(glf, 'AssetCategory', 'Trailer') }, 'assetType'],
          [{ ...own(), assetStatus: 0 }, 'assetStatus'],
          [{ ...own(), assetModelId: '' }, 'assetModelId'],
        ];
        for (const [body, field] of cases) {
          const r = await post('/Asset', body, tokens.sysadmin);
          expect(r.status, field).toBe(400);
          expect(fields(r), field).toEqual([field]);
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a Unit ID is taken in the company, then a new asset with it answers 409 naming assetModelId; another company may use it', async () => {
        const first = await fresh();
        const before = await snapshot(app.ctx);
        const again = await post('/Asset', assetBody(ids, glf, ids.site.DET, { assetModelId: first.assetModelId }), tokens.siteadmin);
        expect(again.status).toBe(409);
        expect(fields(again)).toContain('assetModelId');
        expect(await snapshot(app.ctx)).toEqual(before);
        const elsewhere = await post('/Asset', assetBody(ids, sbl, ids.site.ATL, { assetModelId: first.assetModelId }), tokens.siteadmin2);
        expect(elsewhere.status).toBe(200);
        expect(elsewhere.body.data.assetModelId).toBe(first.assetModelId);
        expect((await del(`/Asset/${elsewhere.body.data.id}`, tokens.siteadmin2)).status).toBe(200);
      });
    });

    describe('saving', () => {
      it('when a Dispatch Manager saves an asset it may see (POST /Asset, PUT /api/rest/assets/{id}), then the change is stored with its name as Updated By', async () => {
        const asset = await fresh();
        const saved = await post(
          '/Asset',
          { ...(await read(asset.id, 'dispatcher')), statusNotes: 'Moved to the north yard.' },
          tokens.dispatcher,
        );
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({ statusNotes: 'Moved to the north yard.', updateUser: 'dispatcher' });
        expect(await stored(asset.id)).toMatchObject({ statusNotes: 'Moved to the north yard.', updateUser: 'dispatcher' });

        const viaRest = await restApi.call('PUT', `/assets/${asset.id}`, {
          token: tokens.dispatcher,
          body: { ...(await read(asset.id, 'dispatcher')), assetDescription: 'Relabelled by dispatch', hasPayload: true },
        });
        expect(viaRest.status).toBe(200);
        expect(await stored(asset.id)).toMatchObject({
          assetDescription: 'Relabelled by dispatch',
          hasPayload: true,
          updateUser: 'dispatcher',
        });
      });

      it('when a Dispatch Manager changes the Unit ID, then 403 names assetModelId and nothing changes; a System or Company Administrator may change it', async () => {
        const asset = await fresh();
        const before = await snapshot(app.ctx);
        const byDispatch = await post(
          '/Asset',
          { ...(await read(asset.id, 'dispatcher')), assetModelId: unique('UNIT') },
          tokens.dispatcher,
        );
        const byDispatchRest = await restApi.call('PUT', `/assets/${asset.id}`, {
          token: tokens.dispatcher,
          body: { ...(await read(asset.id, 'dispatcher')), assetModelId: unique('UNIT') },
        });
        expect([byDispatch.status, byDispatchRest.status]).toEqual([403, 403]);
        expect(fields(byDispatch)).toEqual(['assetModelId']);
        expect(fields(byDispatchRest)).toEqual(['assetModelId']);
        expect(await snapshot(app.ctx)).toEqual(before);

        for (const login of ['siteadmin', 'sysadmin'] as const) {
          const unit = unique('UNIT');
          const r = await post('/Asset', { ...(await read(asset.id, login)), assetModelId: unit }, tokens[login]);
          expect(r.status, login).toBe(200);
          expect((await stored(asset.id))!.assetModelId, login).toBe(unit);
        }
      });

      it("when anyone changes an asset's Primary Company, then 400 names priCompanyId and nothing changes", async () => {
        const asset = await fresh();
        const before = await snapshot(app.ctx);
        for (const login of ['sysadmin', 'siteadmin', 'dispatcher'] as const) {
          const r = await post('/Asset', { ...(await read(asset.id, login)), priCompanyId: sbl }, tokens[login]);
          expect(r.status, login).toBe(400);
          expect(details(r), login).toEqual([{ field: 'priCompanyId', message: 'Primary Company cannot be changed' }]);
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when the status changes, then the server sets the status date to the time of the save; any other save keeps it, whatever the client sends', async () => {
        const createdAt = tick();
        const asset = await fresh();
        expect(asset.statusUpdate).toBe(createdAt);

        tick();
        const other = await post(
          '/Asset',
          { ...(await read(asset.id, 'dispatcher')), assetDescription: 'No status change', statusUpdate: '2030-01-01T00:00:00.000Z' },
          tokens.dispatcher,
        );
        expect(other.body.data.statusUpdate).toBe(createdAt);
        expect((await stored(asset.id))!.statusUpdate).toBe(createdAt);

        const changedAt = tick();
        const changed = await post(
          '/Asset',
          { ...(await read(asset.id, 'dispatcher')), assetStatus: lk(glf, 'AssetStatus', 'Out of Service') },
          tokens.dispatcher,
        );
        expect(changed.body.data.statusUpdate).toBe(changedAt);
        expect(await stored(asset.id)).toMatchObject({ statusUpdate: changedAt, assetStatus: lk(glf, 'AssetStatus', 'Out of Service') });
      });

      it('when the repairs dialog saves zero repair type, technician and severity, then they are stored as unset', async () => {
        const asset = await fresh({
          repairType: lk(glf, 'AssetRepairType', 'Tires'),
          repairTech: lk(glf, 'AssetRepairTech', 'Mike Kowalski'),
          defectSeverity: lk(glf, 'AssetDefectSeverity', 'Major'),
          defectComplaint: 'Flat tire',
        });
        expect(asset.repairType).toBe(lk(glf, 'AssetRepairType', 'Tires'));
        const r = await post(
          '/Asset',
          { ...(await read(asset.id, 'dispatcher')), repairType: 0, repairTech: 0, defectSeverity: 0, defectComplaint: null },
          tokens.dispatcher,
        );
        expect(r.status).toBe(200);
        expect(r.body.data).toMatchObject({ repairType: null, repairTech: null, defectSeverity: null });
        expect(await stored(asset.id)).toMatchObject({ repairType: null, repairTech: null, defectSeverity: null, defectComplaint: null });
      });

      it('when site ids are saved as a list, then exactly those sites are granted and who may see the asset follows', async () => {
        const asset = await fresh({ siteAccess: [ids.site.CHI] });
        const three = [ids.site.CHI, ids.site.DET, ids.site.TOL];
        const wide = await post('/Asset', { ...(await read(asset.id)), siteAccess: three }, tokens.siteadmin);
        expect(sortedIds(wide.body.data.siteAccess)).toEqual(sortedIds(three));
        expect(sortedIds((await stored(asset.id))!.siteAccess)).toEqual(sortedIds(three));
        expect((await get(`/Asset/${asset.id}`, tokens.driver2)).status).toBe(200);

        const narrow = await post('/Asset', { ...(await read(asset.id)), siteAccess: [ids.site.DET] }, tokens.siteadmin);
        expect(narrow.body.data.siteAccess).toEqual([ids.site.DET]);
        expect((await stored(asset.id))!.siteAccess).toEqual([ids.site.DET]);
        expect((await get(`/Asset/${asset.id}`, tokens.driver)).status).toBe(404);
        expect((await get(`/Asset/${asset.id}`, tokens.driver2)).status).toBe(200);
        expect(idsOf((await post('/Assets', { siteIds: [ALL] }, tokens.driver)).body.data)).not.toContain(asset.id);
      });

      it('when a Dispatch Manager saves an asset also granted to a site he cannot see, then the save succeeds and keeps that grant', async () => {
        // The dispatcher loses Toledo for this test (through the user manager, as in the app).
        const dispatcher = (await get(`/User/${ids.user.dispatcher}`, tokens.siteadmin)).body.data;
        const narrowed = await post('/User', { ...dispatcher, siteAccess: [ids.site.CHI, ids.site.DET] }, tokens.siteadmin);
        expect(narrowed.body.data.isSuccessful).toBe(true);
        try {
          const asset = await fresh({ siteAccess: [ids.site.CHI, ids.site.TOL] });
          const seen = await read(asset.id, 'dispatcher');
          expect(sortedIds(seen.siteAccess)).toEqual(sortedIds([ids.site.CHI, ids.site.TOL]));

          // The repairs dialog echoes the record; the asset manager sends only the sites it lists (his own).
          const echo = await post('/Asset', { ...seen, statusNotes: 'Checked by dispatch' }, tokens.dispatcher);
          expect(echo.status, JSON.stringify(echo.body)).toBe(200);
          expect(sortedIds((await stored(asset.id))!.siteAccess)).toEqual(sortedIds([ids.site.CHI, ids.site.TOL]));
          const mine = await post(
            '/Asset',
            { ...(await read(asset.id, 'dispatcher')), siteAccess: [ids.site.CHI, ids.site.DET] },
            tokens.dispatcher,
          );
          expect(mine.status, JSON.stringify(mine.body)).toBe(200);
          expect(sortedIds((await stored(asset.id))!.siteAccess)).toEqual(sortedIds([ids.site.CHI, ids.site.DET, ids.site.TOL]));
          const fewer = await post('/Asset', { ...(await read(asset.id, 'dispatcher')), siteAccess: [ids.site.DET] }, tokens.dispatcher);
          expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
          expect(sortedIds((await stored(asset.id))!.siteAccess)).toEqual(sortedIds([ids.site.DET, ids.site.TOL]));
        } finally {
          const now = (await get(`/User/${ids.user.dispatcher}`, tokens.siteadmin)).body.data;
          await post('/User', { ...now, siteAccess: dispatcher.siteAccess }, tokens.siteadmin);
        }
      });

      it('when an inactive status or location is newly chosen, then 400 names the field and nothing changes; an asset already on it may still be saved', async () => {
        const status = (
          await post(
            '/Lookup',
            { lookupGroupType: LookupGroup.AssetStatus, description: unique('Parked'), isActive: true },
            tokens.siteadmin,
          )
        ).body.data;
        const location = (await post('/Location', locationBody(ids.site.CHI, lk(glf, 'LocationType', 'Yard')), tokens.siteadmin)).body.data;
        const onThem = await fresh({ assetStatus: status.id, assetLocId: location.id });
        await post('/Lookup', { ...status, isActive: false }, tokens.siteadmin);
        await post(
          '/Location',
          { ...(await get(`/Location/${location.id}`, tokens.siteadmin)).body.data, isActive: false },
          tokens.siteadmin,
        );
        expect((await repo().findById(app.ctx.db, 'lookup', status.id))!.isActive).toBe(false);
        expect((await repo().findById(app.ctx.db, 'location', location.id))!.isActive).toBe(false);

        // Unchanged, they may stay.
        const kept = await post('/Asset', { ...(await read(onThem.id, 'dispatcher')), statusNotes: 'still parked' }, tokens.dispatcher);
        expect(kept.status).toBe(200);
        expect(await stored(onThem.id)).toMatchObject({ assetStatus: status.id, assetLocId: location.id, statusNotes: 'still parked' });

        // Newly chosen, they are refused.
        const other = await fresh();
        const before = await snapshot(app.ctx);
        const cases: [Login, Rec, string, string][] = [
          ['dispatcher', { ...(await read(other.id, 'dispatcher')), assetStatus: status.id }, 'assetStatus', 'Asset Status'],
          ['siteadmin', { ...(await read(other.id)), assetLocId: location.id }, 'assetLocId', 'Current Location'],
          ['siteadmin', { ...(await read(other.id)), assignLocId: location.id }, 'assignLocId', 'Assigned Location'],
          ['sysadmin', assetBody(ids, glf, ids.site.CHI, { assetStatus: status.id }), 'assetStatus', 'Asset Status'],
          ['siteadmin', assetBody(ids, glf, ids.site.CHI, { assetLocId: location.id }), 'assetLocId', 'Current Location'],
        ];
        for (const [login, body, field, label] of cases) {
          const r = await post('/Asset', body, tokens[login]);
          expect(r.status, `${login} ${field}`).toBe(400);
          expect(details(r), `${login} ${field}`).toEqual([{ field, message: `${label} is inactive and cannot be chosen` }]);
        }
        expect(await snapshot(app.ctx)).toEqual(before);

        // Moved off an inactive value, the asset cannot go back to it.
        const moved = await post(
          '/Asset',
          { ...(await read(onThem.id)), assetStatus: lk(glf, 'AssetStatus', 'Available') },
          tokens.siteadmin,
        );
        expect(moved.status).toBe(200);
        const back = await post('/Asset', { ...(await read(onThem.id)), assetStatus: status.id }, tokens.siteadmin);
        expect(fields(back)).toEqual(['assetStatus']);
      });

      it('when a save carries a stale updateDate, then 409 names updateDate and nothing changes', async () => {
        const asset = await fresh();
        const old = await read(asset.id, 'dispatcher');
        tick();
        expect((await post('/Asset', { ...old, statusNotes: 'first' }, tokens.dispatcher)).status).toBe(200);
        const before = await snapshot(app.ctx);
        const stale = await post('/Asset', { ...old, statusNotes: 'second' }, tokens.siteadmin);
        const staleRest = await restApi.call('PUT', `/assets/${asset.id}`, {
          token: tokens.siteadmin,
          body: { ...old, statusNotes: 'third' },
        });
        expect([stale.status, staleRest.status]).toEqual([409, 409]);
        expect(details(stale)[0].field).toBe('updateDate');
        expect(stale.body.error.message).toBe('This Asset was changed by someone else in the meantime. Reload it and try again.');
        expect(await snapshot(app.ctx)).toEqual(before);
        expect((await stored(asset.id))!.statusNotes).toBe('first');
      });

      it('when a Driver saves an asset, then 403; when another tenant saves it or an own asset names a site or location out of reach, then 404; nothing changes', async () => {
        const asset = await fresh({ siteAccess: [ids.site.CHI, ids.site.TOL] });
        const sblAsset = await byUnit('TRL-2001');
        const before = await snapshot(app.ctx);
        const body = await read(asset.id);
        const cases: [Login, string, Rec, number][] = [
          ['driver', `/assets/${asset.id}`, { ...body, statusNotes: 'driver' }, 403],
          ['driver3', `/assets/${asset.id}`, { ...body, statusNotes: 'driver3' }, 403],
          ['siteadmin2', `/assets/${asset.id}`, { ...body, statusNotes: 'siteadmin2' }, 404],
          ['dispatcher2', `/assets/${asset.id}`, { ...body, statusNotes: 'dispatcher2' }, 404],
          ['dispatcher', `/assets/${sblAsset.id}`, { ...(await read(sblAsset.id)), statusNotes: 'dispatcher' }, 404],
          ['dispatcher', `/assets/${asset.id}`, { ...body, siteAccess: [ids.site.CHI, ids.site.ATL] }, 404],
          ['dispatcher', `/assets/${asset.id}`, { ...body, assetLocId: ids.location(ids.site.ATL, 'Row A') }, 404],
          ['siteadmin', `/assets/${asset.id}`, { ...body, assignLocId: ids.location(ids.site.DAL, 'Door 01') }, 404],
          ['siteadmin', `/assets/${asset.id}`, { ...body, siteAccess: [NONE] }, 404],
        ];
        for (const [login, path, b, status] of cases) {
          const viaFleet = await post('/Asset', b, tokens[login]);
          const viaRest = await restApi.call('PUT', path, { token: tokens[login], body: b });
          expect([viaFleet.status, viaRest.status], `${login} ${path} ${JSON.stringify(b).slice(0, 80)}`).toEqual([status, status]);
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a save names an asset id that does not exist, then 404 and nothing is created', async () => {
        const before = await snapshot(app.ctx);
        const body = assetBody(ids, glf, ids.site.CHI);
        expect((await post('/Asset', { ...body, id: NONE }, tokens.sysadmin)).status).toBe(404);
        expect((await restApi.call('PUT', `/assets/${NONE}`, { token: tokens.sysadmin, body })).status).toBe(404);
        expect((await post('/Asset', { ...body, id: 'seven' }, tokens.sysadmin)).status).toBe(400);
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('deleting', () => {
      it('when an asset used by missions and payloads is deleted, then both surfaces answer 409 naming them with their ids and nothing changes', async () => {
        const missions = await repo().findMany(app.ctx.db, 'mission');
        const payloads = await repo().findMany(app.ctx.db, 'payload');
        const usedBy = (id: number) => {
          const m = missions.filter((x) => x.assetId === id).map((x) => x.id as number);
          const p = payloads.filter((x) => x.assetId === id).map((x) => x.id as number);
          return [...(m.length ? [`Mission ${sortedIds(m).join(', ')}`] : []), ...(p.length ? [`Payload ${sortedIds(p).join(', ')}`] : [])];
        };
        const both = await byUnit('TRL-1011');
        const missionOnly = await byUnit('TRL-1001');
        expect(usedBy(both.id)).toHaveLength(2);
        expect(usedBy(missionOnly.id)).toHaveLength(1);
        const before = await snapshot(app.ctx);
        for (const [asset, login] of [
          [both, 'siteadmin'],
          [missionOnly, 'sysadmin'],
        ] as const) {
          const expected = `This Asset cannot be deleted: it is used by ${usedBy(asset.id).join('; ')}`;
          const viaFleet = await del(`/Asset/${asset.id}`, tokens[login]);
          const viaRest = await restApi.call('DELETE', `/assets/${asset.id}`, { token: tokens[login] });
          for (const r of [viaFleet, viaRest]) {
            expect(r.status, asset.assetModelId).toBe(409);
            expect(r.body.error.code, asset.assetModelId).toBe('in_use');
            expect(r.body.error.message, asset.assetModelId).toBe(expected);
          }
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a Dispatch Manager or a Driver deletes an asset, then 403; another company, 404; nothing changes', async () => {
        const asset = await fresh({ siteAccess: [ids.site.CHI, ids.site.TOL] });
        const before = await snapshot(app.ctx);
        const cases: [Login, number][] = [
          ['dispatcher', 403],
          ['driver', 403],
          ['dispatcher2', 403],
          ['driver3', 403],
          ['siteadmin2', 404],
        ];
        for (const [login, status] of cases) {
          const viaFleet = await del(`/Asset/${asset.id}`, tokens[login]);
          const viaRest = await restApi.call('DELETE', `/assets/${asset.id}`, { token: tokens[login] });
          expect([viaFleet.status, viaRest.status], login).toEqual([status, status]);
        }
        expect((await del(`/Asset/${NONE}`, tokens.siteadmin)).status).toBe(404);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when an unused asset is deleted, then it answers its status, GET answers 404, its site grants are gone and its history ends with a Deleted row its administrator can still read', async () => {
        const asset = await fresh({ siteAccess: [ids.site.CHI, ids.site.DET] });
        const other = await fresh();
        tick();
        const gone = await del(`/Asset/${asset.id}`, tokens.siteadmin);
        const goneRest = await restApi.call('DELETE', `/assets/${other.id}`, { token: tokens.sysadmin });

        expect(gone.status).toBe(200);
        expect(gone.body).toEqual({ status: true });
        expect(goneRest.status).toBe(200);
        expect(goneRest.body.id).toBe(other.id);
        for (const id of [asset.id, other.id]) {
          expect((await get(`/Asset/${id}`, tokens.sysadmin)).status).toBe(404);
          expect((await restApi.call('GET', `/assets/${id}`, { token: tokens.siteadmin })).status).toBe(404);
          expect(await stored(id)).toBeUndefined();
        }
        const siteRows = await rawDb(app.ctx)
          .selectFrom('asset_site_access')
          .selectAll()
          .where('asset_id', 'in', [asset.id, other.id])
          .execute();
        expect(siteRows).toEqual([]);
        expect((await historyOf(asset.id)).map((h) => [h.action, h.auditUser])).toEqual([
          ['create', 'sysadmin'],
          ['delete', 'siteadmin'],
        ]);
        const history = await post('/AssetAudits', { assetId: asset.id }, tokens.siteadmin);
        expect(history.status).toBe(200);
        expect(history.body.data.map((h: Rec) => h.action)).toEqual(['delete', 'create']);
        expect((await post('/AssetAudits', { assetId: asset.id }, tokens.siteadmin2)).status).toBe(404);
      });
    });

    describe('history (POST /AssetAudits)', () => {
      it('when an asset is saved, then its history lists a row per save, newest first, with who, the action and the changed fields; a save of only repair fields is a repair', async () => {
        const asset = await fresh();
        tick();
        await post('/Asset', { ...(await read(asset.id, 'dispatcher')), assetDescription: 'Re-decaled' }, tokens.dispatcher);
        tick();
        await post(
          '/Asset',
          {
            ...(await read(asset.id, 'siteadmin')),
            repairType: lk(glf, 'AssetRepairType', 'Brakes'),
            defectSeverity: lk(glf, 'AssetDefectSeverity', 'Critical'),
            defectComplaint: 'Air leak',
          },
          tokens.siteadmin,
        );

        for (const login of ['dispatcher', 'driver', 'siteadmin', 'sysadmin'] as const) {
          const r = await post('/AssetAudits', { assetId: asset.id, filters: [] }, tokens[login]);
          expect(r.status, login).toBe(200);
          expect(
            r.body.data.map((h: Rec) => [h.action, h.auditUser]),
            login,
          ).toEqual([
            ['repair', 'siteadmin'],
            ['update', 'dispatcher'],
            ['create', 'sysadmin'],
          ]);
          expect(r.headers!.get('x-total-count'), login).toBe('3');
        }
        const rows = (await post('/AssetAudits', { assetId: asset.id }, tokens.dispatcher)).body.data;
        expect(rows.every((h: Rec) => h.assetId === asset.id)).toBe(true);
        // Beside the stamps (updateDate, updateUser), each row names exactly the fields its save changed.
        const changed = (row: Rec) => (row.changes as Rec[]).filter((c) => !['updateDate', 'updateUser'].includes(c.field));
        expect(changed(rows[1])).toEqual([{ field: 'assetDescription', old: 'made by a test', new: 'Re-decaled' }]);
        expect(rows[1].changes).toContainEqual({ field: 'updateUser', old: 'sysadmin', new: 'dispatcher' });
        expect(
          changed(rows[0])
            .map((c) => c.field)
            .sort(),
        ).toEqual(['defectComplaint', 'defectSeverity', 'repairType']);
        expect(rows[0]).toMatchObject({ assetDescription: 'Re-decaled', defectComplaint: 'Air leak' });
        expect(rows[2].auditDate < rows[1].auditDate && rows[1].auditDate < rows[0].auditDate).toBe(true);

        // Paged, and filtered like the list.
        const page = await post(`/AssetAudits${restQuery({ range: [1, 1] })}`, { assetId: asset.id }, tokens.dispatcher);
        expect(page.body.data.map((h: Rec) => h.action)).toEqual(['update']);
        expect(page.headers!.get('x-total-count')).toBe('3');
        const described = await post(
          '/AssetAudits',
          { assetId: asset.id, filters: [assetFilter('Description', 'Text', 're-decaled', Exact)] },
          tokens.dispatcher,
        );
        expect(described.body.data.map((h: Rec) => h.action)).toEqual(['repair', 'update']);
        const repaired = await post(
          '/AssetAudits',
          { assetId: asset.id, filters: [assetFilter('RepairType', 'NullableLookup', null, AnyValue)] },
          tokens.dispatcher,
        );
        expect(repaired.body.data.map((h: Rec) => h.action)).toEqual(['repair']);
      });

      it("when the history is asked with the asset screen's own filter set (GET /User/Filters, as the history screen sends it), then it answers like the list does", async () => {
        const asset = await fresh();
        const saved: Rec[] = (await get(`/User/Filters/${ids.user.dispatcher}`, tokens.dispatcher)).body.data.assetFilters;
        expect(saved.map((f) => f.type)).toContain('AssetStatus');
        const off = saved.map((f) => ({ ...f, active: false }));
        const byStatus = saved.map((f) =>
          f.type === 'AssetStatus' ? { ...f, active: true, option: Exact, value: asset.assetStatus } : { ...f, active: false },
        );

        const list = await post('/Assets', { siteIds: [ALL], filters: byStatus }, tokens.dispatcher);
        expect(list.status).toBe(200);
        expect(idsOf(list.body.data)).toContain(asset.id);
        for (const filters of [off, byStatus]) {
          const history = await post('/AssetAudits', { assetId: asset.id, filters }, tokens.dispatcher);
          expect(history.status, JSON.stringify(history.body)).toBe(200);
          expect(history.body.data.map((h: Rec) => h.action)).toEqual(['create']);
        }
      });

      it('when the history is exported (POST /AssetAudits/Export and its /Download), then AssetHistoryReport.csv lists its rows with the chosen column set', async () => {
        const asset = await fresh();
        tick();
        await post('/Asset', { ...(await read(asset.id, 'dispatcher')), statusNotes: 'Looked at' }, tokens.dispatcher);
        const text = await post('/AssetAudits/Export', { assetId: asset.id }, tokens.dispatcher);
        const file = await download(app, '/AssetAudits/Export/Download', { assetId: asset.id }, tokens.dispatcher);

        expect(text.status).toBe(200);
        expect(csvHeader(text.body.data)).toEqual(['Date', 'Updated By', 'Action']);
        expect(csvRecords(text.body.data).map((r) => [r['Updated By'], r.Action])).toEqual([
          ['dispatcher', 'Repaired'],
          ['sysadmin', 'Created'],
        ]);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toBe('attachment; filename="AssetHistoryReport.csv"');
        expect(file.bytes.subarray(0, 3).equals(BOM_BYTES)).toBe(true);
        expect(file.bytes.toString('utf8')).toBe(text.body.data);

        const repairSet = app.ctx.registry.entity('assetAudit').schema['x-column-sets'].find((s: Rec) => s.label === 'Asset Repairs');
        const chosen = await post('/AssetAudits/Export', { assetId: asset.id, columns: repairSet.columns }, tokens.driver);
        expect(chosen.status).toBe(200);
        expect(csvHeader(chosen.body.data)).toHaveLength(repairSet.columns.length);
        expect(csvRecords(chosen.body.data)[0]).toMatchObject({ 'Unit ID': asset.assetModelId, 'Status Notes': 'Looked at' });
      });

      it('when the history of an asset out of reach is asked, listed or exported, then 404 and nothing changes', async () => {
        const detroitOnly = await byUnit('TRL-1005');
        const glfAsset = await byUnit('TRL-1001');
        const sblAsset = await byUnit('TRL-2001');
        const cases: [Login, number][] = [
          ['driver', detroitOnly.id],
          ['driver', sblAsset.id],
          ['driver2', glfAsset.id],
          ['dispatcher', sblAsset.id],
          ['siteadmin2', glfAsset.id],
          ['siteadmin', sblAsset.id],
          ['dispatcher2', glfAsset.id],
          ['driver3', NONE],
          ['sysadmin', NONE],
        ];
        const before = await snapshot(app.ctx);
        for (const [login, assetId] of cases) {
          for (const path of ['/AssetAudits', '/AssetAudits/Export', '/AssetAudits/Export/Download']) {
            const r = await post(path, { assetId }, tokens[login]);
            expect(r.status, `${login} ${path} ${assetId}`).toBe(404);
          }
        }
        expect(await snapshot(app.ctx)).toEqual(before);
        expect((await post('/AssetAudits', { assetId: glfAsset.id }, tokens.driver)).status).toBe(200);
      });
    });
  });
}
