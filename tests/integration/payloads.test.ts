// The payload calls of operations §2 "Payload manager", §4 "Payload", §5, §7 "Payloads" and §8,
// over HTTP on the real app, for every role: GET /Payload/MostRecent/{assetId}, POST /Payload,
// POST /Payloads (the current payload of each asset, for Search Contents), POST /Payload/History,
// DELETE /Payload/{id} and the exports. Who sees what is computed from the data (helpers/
// payloads.ts); every refused call leaves the database as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterOption, LookupGroup } from '../../schemas/enums.js';
import type { ApiResponse, fleet } from '../helpers/api.js';
import { assetsVisibleTo, BOM_BYTES, csvHeader, csvRecords, download } from '../helpers/assets.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { details, signIn } from '../helpers/missions.js';
import { demoIds, type DemoIds, snapshot } from '../helpers/maintenance.js';
import { allPayloads, currentOf, payloadBody, payloadFilter, payloadsVisibleTo } from '../helpers/payloads.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'driver2', 'siteadmin2', 'dispatcher2', 'driver3'] as const;
type Login = (typeof LOGINS)[number];
const SAVERS: Login[] = ['dispatcher', 'driver', 'driver2', 'dispatcher2', 'driver3'];
const DELETERS: Login[] = ['sysadmin', 'siteadmin', 'dispatcher', 'siteadmin2', 'dispatcher2'];
const NONE = 2_000_000_000;

const sortedIds = (rows: Rec[]) => rows.map((r) => r.id as number).sort((a, b) => a - b);

for (const dialect of DIALECTS) {
  describe(`payloads on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let glf: number;
    let sbl: number;
    let tokens: Record<Login, string>;

    const get = (path: string, token: string) => api.call('GET', path, { token });
    const post = (path: string, body: unknown, token: string) => api.call('POST', path, { body, token });
    const del = (path: string, token: string) => api.call('DELETE', path, { token });
    const repo = () => repoOf(app.ctx);
    const assetOf = async (unit: string) => {
      const [a] = await repo().findMany(app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: unit }] });
      if (!a) throw new Error(`no asset ${unit}`);
      return a;
    };
    /** The whole list of a filtered call (one page of up to 1,000). */
    const listAll = (path: string, body: unknown, token: string) => post(`${path}?range=${encodeURIComponent('[0,999]')}`, body, token);
    /** A valid body for a glf asset standing at Chicago (TRL-1002 unless told). */
    const chicagoBody = async (contents: Record<string, number> = { Pallets: 10 }, over: Rec = {}, unit = 'TRL-1002') =>
      payloadBody(ids, glf, (await assetOf(unit)).id, ids.location(ids.site.CHI, 'Door 02'), contents, over);
    /** Asserts a call was refused with a 4xx and changed nothing. */
    const refusedUnchanged = async (call: () => Promise<ApiResponse>, status: number) => {
      const before = await snapshot(app.ctx);
      const r = await call();
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(await snapshot(app.ctx)).toEqual(before);
      return r;
    };

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      sbl = ids.company.sbl;
      tokens = await signIn(api, LOGINS);
    });

    describe('reading', () => {
      it('when each role searches contents (POST /Payloads), then it gets the current payload of each asset it may see, newest first, with its contents by type', async () => {
        for (const login of LOGINS) {
          const expected = currentOf(await payloadsVisibleTo(app.ctx, login));
          const r = await listAll('/Payloads', {}, tokens[login]);
          expect(r.status, login).toBe(200);
          expect(sortedIds(r.body.data), login).toEqual(sortedIds(expected));
          expect(r.headers!.get('x-total-count'), login).toBe(String(expected.length));
          const dates = r.body.data.map((p: Rec) => p.updateDate);
          expect(dates, login).toEqual([...dates].sort().reverse());
          for (const p of r.body.data as Rec[]) {
            const stored = expected.find((x) => x.id === p.id)!;
            const map = Object.fromEntries((stored.payloadContents as Rec[]).map((c) => [String(c.contentTypeId), c.quantity]));
            expect(p.payloadContentMap, `${login} payload ${p.id}`).toEqual(map);
            expect(p.assetModelId).toBe((await repo().findById(app.ctx.db, 'asset', p.assetId))!.assetModelId);
          }
        }
        // The demo data has an asset with two payloads: only its newest is current.
        const twice = (await assetOf('TRL-1011')).id;
        const trl1011 = (await allPayloads(app.ctx)).filter((p) => p.assetId === twice);
        expect(trl1011.length).toBeGreaterThan(currentOf(trl1011).length);
      });

      it('when a list names its assets (assetIds), then only their current payloads come back, and an asset out of reach is a 404', async () => {
        const unit = await assetOf('TRL-1011');
        const r = await post('/Payloads', { assetIds: [unit.id] }, tokens.dispatcher);
        expect(r.status).toBe(200);
        expect(r.body.data).toHaveLength(1);
        const newest = currentOf((await allPayloads(app.ctx)).filter((p) => p.assetId === unit.id))[0];
        expect(r.body.data[0].id).toBe(newest.id);
        expect((await post('/Payloads', { assetIds: [unit.id] }, tokens.dispatcher2)).status).toBe(404);
        expect((await post('/Payloads', { assetIds: [NONE] }, tokens.dispatcher)).status).toBe(404);
      });

      it('when a content filter is set (PayloadContentLookup, PayloadContentQuantity), then only payloads holding that content in that amount come back', async () => {
        const drums = ids.lookup(glf, 'PayloadContent', 'Drums');
        const pallets = ids.lookup(glf, 'PayloadContent', 'Pallets');
        const visible = currentOf(await payloadsVisibleTo(app.ctx, 'siteadmin'));
        const has = (p: Rec, type: number) => (p.payloadContents as Rec[]).find((c) => c.contentTypeId === type);

        const byType = await listAll(
          '/Payloads',
          { filters: [payloadFilter('PayloadContent', 'PayloadContentLookup', drums)] },
          tokens.siteadmin,
        );
        expect(byType.status).toBe(200);
        const withDrums = visible.filter((p) => has(p, drums));
        expect(withDrums.length).toBeGreaterThan(0);
        expect(sortedIds(byType.body.data)).toEqual(sortedIds(withDrums));

        const over = await listAll(
          '/Payloads',
          { filters: [payloadFilter('ContentQuantity', 'PayloadContentQuantity', [pallets, 10], FilterOption.Greater)] },
          tokens.siteadmin,
        );
        expect(over.status).toBe(200);
        const manyPallets = visible.filter((p) => (has(p, pallets)?.quantity ?? 0) > 10);
        expect(manyPallets.length).toBeGreaterThan(0);
        expect(manyPallets.length).toBeLessThan(visible.filter((p) => has(p, pallets)).length);
        expect(sortedIds(over.body.data)).toEqual(sortedIds(manyPallets));

        const bad = await post(
          '/Payloads',
          { filters: [payloadFilter('ContentQuantity', 'PayloadContentQuantity', [pallets], FilterOption.Greater)] },
          tokens.siteadmin,
        );
        expect(bad.status).toBe(400);
        expect(details(bad)[0].field).toMatch(/^filters\[0\]/);
      });

      it('when each role asks for the most recent payload of every asset (GET /Payload/MostRecent/{assetId}), then it gets the newest of those it may see, 204 for one without payloads, and 404 for the others', async () => {
        const assets = await repo().findMany(app.ctx.db, 'asset');
        const payloads = await allPayloads(app.ctx);
        for (const login of LOGINS) {
          const visible = new Set((await payloadsVisibleTo(app.ctx, login)).map((p) => p.assetId));
          const seen = await assetsVisibleTo(app.ctx, login);
          for (const a of assets) {
            const r = await get(`/Payload/MostRecent/${a.id}`, tokens[login]);
            const label = `${login} ${a.assetModelId}`;
            if (!seen.has(a.id)) expect(r.status, label).toBe(404);
            else if (!visible.has(a.id)) expect(r.status, label).toBe(204);
            else {
              expect(r.status, label).toBe(200);
              const newest = currentOf(payloads.filter((p) => p.assetId === a.id))[0];
              expect(r.body.data.id, label).toBe(newest.id);
              expect(r.body.data.assetModelId, label).toBe(a.assetModelId);
              expect(r.body.data.payloadContents.length, label).toBe((newest.payloadContents as Rec[]).length);
            }
          }
        }
        expect((await get(`/Payload/MostRecent/${NONE}`, tokens.dispatcher)).status).toBe(404);
      });

      it("when each role reads an asset's payload history (POST /Payload/History), then it gets every payload of the asset, newest first, or 404 for an asset out of reach", async () => {
        const unit = await assetOf('TRL-1011');
        const every = (await allPayloads(app.ctx)).filter((p) => p.assetId === unit.id);
        expect(every.length).toBe(2);
        for (const login of LOGINS) {
          const r = await post('/Payload/History', { assetId: unit.id }, tokens[login]);
          const seen = (await payloadsVisibleTo(app.ctx, login)).some((p) => p.assetId === unit.id);
          expect(r.status, login).toBe(seen ? 200 : 404);
          if (!seen) continue;
          expect(
            r.body.data.map((p: Rec) => p.id),
            login,
          ).toEqual(every.map((p) => p.id).sort((a, b) => b - a));
          expect(r.body.data[0].payloadContentMap, login).toBeTypeOf('object');
        }
        const missing = await post('/Payload/History', {}, tokens.dispatcher);
        expect(missing.status).toBe(400);
        expect(details(missing)[0].field).toBe('assetId');
      });
    });

    describe('saving', () => {
      it('when a Driver and a Dispatch Manager save a payload (POST /Payload), then each is a new current payload of the asset with its contents, complete only when a Driver saved it, and the history grows', async () => {
        const asset = await assetOf('TRL-1002');
        const before = (await allPayloads(app.ctx)).filter((p) => p.assetId === asset.id).length;
        for (const [login, complete] of [
          ['driver', true],
          ['dispatcher', false],
        ] as const) {
          const body = await chicagoBody({ Pallets: 12, Cases: 30 }, { isRefrigerated: true, temperature: 35 });
          const r = await post('/Payload', body, tokens[login]);
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          expect(r.body.data).toMatchObject({ isSuccessful: true, errorMessage: null });
          const stored = await repo().findById(app.ctx.db, 'payload', r.body.data.id);
          expect(stored, login).toMatchObject({
            assetId: asset.id,
            companyId: glf,
            isComplete: complete,
            temperature: 35,
            isRefrigerated: true,
          });
          expect((stored!.payloadContents as Rec[]).map((c) => [c.contentTypeId, c.quantity])).toEqual([
            [ids.lookup(glf, 'PayloadContent', 'Pallets'), 12],
            [ids.lookup(glf, 'PayloadContent', 'Cases'), 30],
          ]);
          const recent = await get(`/Payload/MostRecent/${asset.id}`, tokens[login]);
          expect(recent.body.data.id, login).toBe(r.body.data.id);
        }
        expect((await allPayloads(app.ctx)).filter((p) => p.assetId === asset.id).length).toBe(before + 2);
        const history = await post('/Payload/History', { assetId: asset.id }, tokens.dispatcher);
        expect(history.body.data).toHaveLength(before + 2);
      });

      it("when a payload breaks a rule of §5, then 400 names the field in the spec's words and nothing is written", async () => {
        const cases: [string, Rec | (() => Promise<Rec>), string, string][] = [
          ['no asset', { assetId: undefined }, 'assetId', 'Asset is required'],
          ['no status', { payloadStatusId: undefined }, 'payloadStatusId', 'Payload Status is required'],
          ['no assignment', { payloadAssignId: 0 }, 'payloadAssignId', 'Payload Assignment is required'],
          ['no location', { locId: null }, 'locId', 'Location is required'],
          ['refrigerated without a temperature', { isRefrigerated: true, temperature: null }, 'temperature', 'Temperature is required'],
          [
            'a content row without a type',
            { payloadContents: [{ contentTypeId: null, quantity: 3 }] },
            'payloadContents[0].contentTypeId',
            'Must select an item',
          ],
          [
            'a content row without a quantity above 0',
            { payloadContents: [{ contentTypeId: ids.lookup(glf, 'PayloadContent', 'Pallets'), quantity: 0 }] },
            'payloadContents[0].quantity',
            'Qty must be greater than 0',
          ],
          // The bounds of a real trailer (issue 29 §7): 1.7e308 °F and 1.7e308 pallets were stored.
          [
            'a temperature no trailer reads',
            { isRefrigerated: true, temperature: 1.7e308 },
            'temperature',
            'Temperature (°F) must be at most 150',
          ],
          [
            'a temperature below any set point',
            { isRefrigerated: true, temperature: -101 },
            'temperature',
            'Temperature (°F) must be at least -100',
          ],
          [
            'a quantity no trailer holds',
            { payloadContents: [{ contentTypeId: ids.lookup(glf, 'PayloadContent', 'Pallets'), quantity: 1.7e308 }] },
            'payloadContents[0].quantity',
            'Qty must be at most 1,000,000',
          ],
          [
            'a content type twice',
            {
              payloadContents: [
                { contentTypeId: ids.lookup(glf, 'PayloadContent', 'Pallets'), quantity: 1 },
                { contentTypeId: ids.lookup(glf, 'PayloadContent', 'Cases'), quantity: 2 },
                { contentTypeId: ids.lookup(glf, 'PayloadContent', 'Pallets'), quantity: 3 },
              ],
            },
            'payloadContents[2].contentTypeId',
            'Each content type can be chosen only once',
          ],
        ];
        for (const [name, over, field, message] of cases) {
          const body = { ...(await chicagoBody()), ...(over as Rec) };
          const r = await refusedUnchanged(() => post('/Payload', body, tokens.driver), 400);
          expect(details(r), name).toContainEqual({ field, message });
        }
      });

      it("when a payload names what the author may not use — another company's asset, lookup or location, a location of another site, an asset without payload tracking — then nothing is written, contents included", async () => {
        const sblAsset = await assetOf('TRL-2002');
        const untracked = await assetOf('TRL-1005');
        const detOnly = await assetOf('TRL-1009');
        const foreignContent = ids.lookup(sbl, 'PayloadContent', 'Bags');
        await refusedUnchanged(async () => post('/Payload', await chicagoBody({}, { assetId: sblAsset.id }), tokens.dispatcher), 404);
        // The Driver reaches Chicago and Toledo, not Detroit.
        await refusedUnchanged(async () => post('/Payload', await chicagoBody({}, { assetId: detOnly.id }), tokens.driver), 404);
        const other = await refusedUnchanged(
          async () =>
            post(
              '/Payload',
              await chicagoBody({ Pallets: 2 }, { payloadContents: [{ contentTypeId: foreignContent, quantity: 5 }] }),
              tokens.dispatcher,
            ),
          400,
        );
        expect(details(other)[0].field).toBe('payloadContents[0].contentTypeId');
        const status = await refusedUnchanged(
          async () =>
            post('/Payload', await chicagoBody({}, { payloadStatusId: ids.lookup(sbl, 'PayloadStatus', 'Loaded') }), tokens.dispatcher),
          400,
        );
        expect(details(status)[0].field).toBe('payloadStatusId');
        // A location the author does not reach — another company's, or a site not in its access — is one that does not exist.
        for (const [login, locId] of [
          ['dispatcher', ids.location(ids.site.ATL, 'Row A')],
          ['driver', ids.location(ids.site.DET, 'Row A')],
        ] as const) {
          const r = await refusedUnchanged(async () => post('/Payload', await chicagoBody({}, { locId }), tokens[login]), 404);
          expect(r.body.error.message, login).toBe('Location not found');
        }
        const notTracked = await refusedUnchanged(
          async () => post('/Payload', payloadBody(ids, glf, untracked.id, ids.location(ids.site.DET, 'Row A')), tokens.dispatcher),
          400,
        );
        expect(details(notTracked)).toEqual([{ field: 'assetId', message: 'TRL-1005 does not track payloads' }]);
      });

      it('when roles without the right save or delete a payload, then 403 and nothing changes', async () => {
        const body = await chicagoBody();
        for (const login of LOGINS.filter((l) => !SAVERS.includes(l)))
          await refusedUnchanged(() => post('/Payload', body, tokens[login]), 403);
        const [any] = await allPayloads(app.ctx);
        for (const login of LOGINS.filter((l) => !DELETERS.includes(l)))
          await refusedUnchanged(() => del(`/Payload/${any.id}`, tokens[login]), 403);
      });

      it("when a Dispatch Manager deletes the current payload (DELETE /Payload/{id}), then its contents go with it and the one before becomes current; another company's is a 404", async () => {
        const asset = await assetOf('TRL-1010');
        const first = await post('/Payload', await chicagoBody({ Totes: 3 }, {}, 'TRL-1010'), tokens.dispatcher);
        const second = await post('/Payload', await chicagoBody({ Rolls: 4 }, {}, 'TRL-1010'), tokens.dispatcher);
        expect((await get(`/Payload/MostRecent/${asset.id}`, tokens.dispatcher)).body.data.id).toBe(second.body.data.id);
        await refusedUnchanged(() => del(`/Payload/${second.body.data.id}`, tokens.dispatcher2), 404);
        const gone = await del(`/Payload/${second.body.data.id}`, tokens.dispatcher);
        expect(gone.status).toBe(200);
        expect(await repo().findById(app.ctx.db, 'payload', second.body.data.id)).toBeUndefined();
        expect((await get(`/Payload/MostRecent/${asset.id}`, tokens.dispatcher)).body.data.id).toBe(first.body.data.id);
        const rows = await (app.ctx.db as any)
          .selectFrom('payload_content')
          .selectAll()
          .where('payload_id', '=', second.body.data.id)
          .execute();
        expect(rows).toHaveLength(0);
      });
    });

    describe('exports', () => {
      it('when Search Contents is exported with the contents column (POST /Payloads/Export), then each content type of the company is a column of its own with the quantity or empty', async () => {
        const r = await post(
          '/Payloads/Export',
          { columns: ['assetId', 'payloadStatusId', 'payloadContentMap', 'updateDate'] },
          tokens.dispatcher2,
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const types = (await repo().findMany(app.ctx.db, 'lookup', { where: [{ prop: 'companyId', op: 'eq', value: sbl }] }))
          .filter((l) => l.lookupGroupType === LookupGroup.PayloadContent)
          .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
        expect(types.map((t) => t.description)).toContain('Bags');
        expect(csvHeader(r.body.data)).toEqual(['Asset', 'Payload Status', ...types.map((t) => t.description), 'Last Updated']);
        const rows = csvRecords(r.body.data);
        const expected = currentOf(await payloadsVisibleTo(app.ctx, 'dispatcher2'));
        expect(rows).toHaveLength(expected.length);
        const assets = new Map((await repo().findMany(app.ctx.db, 'asset')).map((a) => [a.id, a.assetModelId]));
        for (const p of expected) {
          const row = rows.find((x) => x.Asset === assets.get(p.assetId))!;
          for (const t of types) {
            const q = (p.payloadContents as Rec[]).find((c) => c.contentTypeId === t.id)?.quantity;
            expect(row[t.description], `${assets.get(p.assetId)} ${t.description}`).toBe(q === undefined ? '' : String(q));
          }
        }
      });

      it("when a System Administrator exports every company's payloads, then a content type both companies name (Pallets) is two columns told apart by id, each payload filling only its own company's", async () => {
        const r = await post('/Payloads/Export', { columns: ['assetId', 'payloadContentMap'] }, tokens.sysadmin);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const pallets = [ids.lookup(glf, 'PayloadContent', 'Pallets'), ids.lookup(sbl, 'PayloadContent', 'Pallets')];
        const header = csvHeader(r.body.data);
        for (const id of pallets) expect(header).toContain(`Pallets (${id})`);
        expect(header).not.toContain('Pallets');
        expect(header).toContain('Bags'); // one company's own type keeps its plain name
        const rows = csvRecords(r.body.data);
        const assets = new Map((await repo().findMany(app.ctx.db, 'asset')).map((a) => [a.id, a]));
        const current = currentOf(await allPayloads(app.ctx));
        expect(rows).toHaveLength(current.length);
        for (const p of current) {
          const asset = assets.get(p.assetId)!;
          const row = rows.find((x) => x.Asset === asset.assetModelId)!;
          const own = pallets[asset.priCompanyId === glf ? 0 : 1];
          const other = pallets[asset.priCompanyId === glf ? 1 : 0];
          const q = (p.payloadContents as Rec[]).find((c) => c.contentTypeId === own)?.quantity;
          expect(row[`Pallets (${own})`], asset.assetModelId).toBe(q === undefined ? '' : String(q));
          expect(row[`Pallets (${other})`], asset.assetModelId).toBe('');
        }
      });

      it("when an asset's payload history is downloaded (POST /Payload/History/Export/Download), then the file has a row per payload of the asset, with its contents", async () => {
        const unit = await assetOf('TRL-1011');
        const file = await download(app, '/Payload/History/Export/Download', { assetId: unit.id }, tokens.driver2);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toContain('PayloadHistoryReport.csv');
        expect(file.bytes.subarray(0, 3)).toEqual(BOM_BYTES);
        const rows = csvRecords(file.bytes.toString('utf8'));
        expect(rows).toHaveLength(2);
        expect(rows.map((r) => r.Cartons)).toEqual(['320', '640']);
        expect((await download(app, '/Payload/History/Export/Download', { assetId: unit.id }, tokens.driver3)).status).toBe(404);
      });
    });
  });
}
