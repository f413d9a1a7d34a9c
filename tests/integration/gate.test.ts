// Issue 32, the gate (POST /Gate/CheckIn, POST /Gate/CheckOut): a trailer checked in writes its
// asset, payload, visit and yard move in one transaction, each through its own entity's save; a
// check-out closes the visit and marks the asset departed. Every refusal names its field and
// writes nothing (a snapshot of every table before and after), whichever step refuses; two guards
// checking in one trailer at once give one visit. Detention is gateDetention.test.ts's.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL, FilterOption, MissionStage } from '../../schemas/enums.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';
import { demoIds, type DemoIds, siteBody, snapshot } from '../helpers/maintenance.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { type Change, openStream } from '../helpers/liveStream.js';

for (const dialect of DIALECTS) {
  describe(`the gate on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let glf: number;
    let tokens: Record<'dispatcher' | 'siteadmin' | 'siteadmin2' | 'dispatcher2' | 'driver' | 'sysadmin', string>;
    let carrier: { glf: number; sbl: number };
    const find = (entity: string, where: Rec) =>
      repoOf(suite.app.ctx).findMany(suite.app.ctx.db, entity, {
        where: Object.entries(where).map(([prop, value]) => ({ prop, op: 'eq' as const, value })),
      });
    const lk = (group: Parameters<DemoIds['lookup']>[1], description: string, company = glf) => ids.lookup(company, group, description);
    const call = (path: string, token: string, body: unknown) => suite.api.call('POST', path, { token, body });
    /** A check-in body at Chicago: an empty dry van's payload, inbound. */
    const checkIn = (over: Rec = {}): Rec => ({
      siteId: ids.site.CHI,
      carrierId: carrier.glf,
      payloadStatusId: lk('PayloadStatus', 'Empty'),
      payloadAssignId: lk('PayloadAssignment', 'Inbound'),
      tractor: 'TR-77',
      driverName: 'Sam Ortiz',
      ...over,
    });
    let unitSeq = 0;
    const newUnit = () => `GATE-${dialect.slice(0, 2).toUpperCase()}-${++unitSeq}`;

    /** Logs everyone in (again: after the clock moves past the sessions' idle timeout). */
    const logIn = async () => {
      const logins = ['dispatcher', 'siteadmin', 'siteadmin2', 'dispatcher2', 'driver', 'sysadmin'] as const;
      tokens = Object.fromEntries(await Promise.all(logins.map(async (l) => [l, (await suite.api.login(l)).token]))) as typeof tokens;
    };

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      glf = ids.company.glf;
      await logIn();
      const [lakeshore] = await find('carrier', { scac: 'LKSH' });
      const [peach] = await find('carrier', { scac: 'PSLN' });
      carrier = { glf: lakeshore.id, sbl: peach.id };
    });

    it('when a new trailer checks in with a park location, then its asset, payload, yard move and visit are written; it cannot check in twice, nor out while its move is open; once out it has left the yard and may come again', async () => {
      const unitId = newUnit();
      const park = ids.location(ids.site.CHI, 'Row B');
      const gate = ids.location(ids.site.CHI, 'Main Gate');
      const inAt = suite.app.clock.now().toISOString();
      const body = checkIn({
        unitId,
        assetType: lk('AssetType', 'Reefer'),
        assetCategory: lk('AssetCategory', 'Trailer'),
        payloadStatusId: lk('PayloadStatus', 'Loaded'),
        sealNumber: 'SL-1001',
        isRefrigerated: true,
        setPoint: 34,
        temperature: 36.5,
        parkLocationId: park,
        notes: 'Dented rear door',
      });
      const res = await call('/Gate/CheckIn', tokens.dispatcher, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const visit = res.body.data;
      expect(visit).toMatchObject({
        companyId: glf,
        siteId: ids.site.CHI,
        carrierId: carrier.glf,
        carrierName: 'Lakeshore Logistics',
        unitId,
        openAssetId: visit.assetId,
        inYard: true,
        checkInDate: inAt,
        inTractor: 'TR-77',
        inDriverName: 'Sam Ortiz',
        inSealNumber: 'SL-1001',
        isRefrigerated: true,
        setPoint: 34,
        gateTemperature: 36.5,
        parkLocationId: park,
        freeMinutes: 120,
        detentionRate: 75,
        checkOutDate: null,
      });
      // The asset: created at the gate, a carrier's trailer, granted to the site.
      const asset = (await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'asset', visit.assetId))!;
      expect(asset).toMatchObject({
        assetModelId: unitId,
        priCompanyId: glf,
        custody: lk('AssetCustody', 'Carrier Interchange'),
        assetStatus: lk('AssetStatus', 'Available'),
        assetType: lk('AssetType', 'Reefer'),
        assetLocId: gate,
        siteAccess: [ids.site.CHI],
        hasPayload: true,
        departedDate: null,
      });
      // Its payload, at the gate, and the yard move queued on the board from the gate to Row B.
      const [payload] = await find('payload', { assetId: asset.id });
      expect(payload).toMatchObject({
        locId: gate,
        payloadStatusId: lk('PayloadStatus', 'Loaded'),
        isRefrigerated: true,
        temperature: 36.5,
      });
      const mission = (await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'mission', visit.missionId))!;
      expect(mission).toMatchObject({
        assetId: asset.id,
        sourceLocationId: gate,
        targetLocationId: park,
        missionStage: MissionStage.None,
        missionType: lk('MissionType', 'Move'),
      });
      const history = await call('/GateVisitAudits', tokens.siteadmin, { gateVisitId: visit.id, filters: [] });
      expect(history.body.data.map((h: Rec) => [h.action, h.auditUser])).toEqual([['create', 'dispatcher']]);

      // The same trailer again, typed or picked, at any gate: it is in the yard.
      const twice = await call('/Gate/CheckIn', tokens.siteadmin, checkIn({ unitId }));
      expect(twice.status).toBe(409);
      expect(twice.body.error.details).toEqual([
        { field: 'unitId', message: expect.stringMatching(/is already in the yard at Chicago Cross-Dock since/) },
      ]);
      expect(twice.body.error.message).toContain(unitId);
      const picked = await call('/Gate/CheckIn', tokens.dispatcher, checkIn({ assetId: asset.id, siteId: ids.site.TOL }));
      expect([picked.status, picked.body.error.details[0].field]).toEqual([409, 'assetId']);
      const spanish = await suite.api.call('POST', '/Gate/CheckIn', {
        token: tokens.dispatcher,
        body: checkIn({ unitId }),
        headers: { 'accept-language': 'es' },
      });
      expect(spanish.body.error.message).toMatch(new RegExp(`^${unitId} ya está en el patio de Chicago Cross-Dock desde`));

      // Out: refused while its yard move is open, naming the move.
      const out = { visitId: visit.id, payloadStatusId: lk('PayloadStatus', 'Empty'), tractor: 'TR-88', driverName: 'Lee Park' };
      const blocked = await call('/Gate/CheckOut', tokens.dispatcher, out);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.details).toEqual([{ field: 'visitId', message: expect.stringContaining('Main Gate → Row B') }]);
      expect((await suite.api.call('DELETE', `/Mission/${mission.id}`, { token: tokens.dispatcher })).status).toBe(200);
      // Loaded on the way out: its seal too.
      const unsealed = await call('/Gate/CheckOut', tokens.dispatcher, { ...out, payloadStatusId: lk('PayloadStatus', 'Sealed') });
      expect([unsealed.status, unsealed.body.error.details]).toEqual([400, [{ field: 'sealNumber', message: expect.any(String) }]]);
      suite.app.clock.advance(3 * 3_600_000);
      await logIn();
      const outAt = suite.app.clock.now().toISOString();
      const left = await call('/Gate/CheckOut', tokens.siteadmin, { ...out, notes: 'Empty, swept' });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(left.body.data).toMatchObject({
        checkOutDate: outAt,
        openAssetId: null,
        inYard: false,
        outTractor: 'TR-88',
        outDriverName: 'Lee Park',
        outPayloadStatusId: lk('PayloadStatus', 'Empty'),
        outNotes: 'Empty, swept',
      });
      expect((await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'asset', asset.id))!.departedDate).toBe(outAt);
      const again = await call('/Gate/CheckOut', tokens.siteadmin, out);
      expect([again.status, again.body.error.details[0].field]).toEqual([409, 'visitId']);

      // It comes back, picked from the list this time: a second visit, and it is in the yard again.
      const back = await call(
        '/Gate/CheckIn',
        tokens.dispatcher,
        checkIn({ assetId: asset.id, siteId: ids.site.TOL, carrierId: carrier.glf }),
      );
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.data).toMatchObject({ unitId, siteId: ids.site.TOL, missionId: null, openAssetId: asset.id });
      const returned = (await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'asset', asset.id))!;
      expect([returned.departedDate, returned.assetLocId, [...returned.siteAccess].sort()]).toEqual([
        null,
        ids.location(ids.site.TOL, 'Main Gate'),
        [ids.site.CHI, ids.site.TOL].sort(),
      ]);
      expect((await find('gateVisit', { assetId: asset.id })).length).toBe(2);
    });

    it('when a check-in or check-out is refused — its role, another company’s site, carrier, trailer or park location, a missing seal, type or temperature, a site without a gate — then the answer names the field and nothing is written', async () => {
      const sblAsset = (await find('asset', { assetModelId: 'TRL-2001' }))[0].id;
      const glfAsset = (await find('asset', { assetModelId: 'TRL-1003' }))[0].id;
      // A trailer on an open mission (the demo's TRL-1001, Row A → Door 03): no yard move can be queued for it.
      const promised = (await find('asset', { assetModelId: 'TRL-1001' }))[0].id;
      // A site of the company with no gate location.
      const bare = await call('/Site', tokens.siteadmin, siteBody(glf));
      expect(bare.status).toBe(200);
      const [sblVisit] = await find('gateVisit', { companyId: ids.company.sbl });
      const cases: [string, string, Rec, number, string | null][] = [
        ['a driver', 'driver', checkIn({ assetId: glfAsset }), 403, null],
        ['a System Administrator', 'sysadmin', checkIn({ assetId: glfAsset }), 403, null],
        ['another company’s site', 'dispatcher2', checkIn({ assetId: glfAsset }), 404, 'siteId'],
        ['another company’s carrier', 'dispatcher', checkIn({ assetId: glfAsset, carrierId: carrier.sbl }), 404, 'carrierId'],
        ['another company’s trailer', 'dispatcher', checkIn({ assetId: sblAsset }), 404, 'assetId'],
        [
          'another company’s park location',
          'dispatcher',
          checkIn({ assetId: glfAsset, parkLocationId: ids.location(ids.site.ATL, 'Row A') }),
          404,
          'parkLocationId',
        ],
        [
          'another site’s park location',
          'dispatcher',
          checkIn({ assetId: glfAsset, parkLocationId: ids.location(ids.site.DET, 'Row A') }),
          404,
          'parkLocationId',
        ],
        ['no trailer', 'dispatcher', checkIn(), 400, 'assetId'],
        [
          'a new unit without its type',
          'dispatcher',
          checkIn({ unitId: newUnit(), assetCategory: lk('AssetCategory', 'Trailer') }),
          400,
          'assetType',
        ],
        [
          'loaded without a seal',
          'dispatcher',
          checkIn({ assetId: glfAsset, payloadStatusId: lk('PayloadStatus', 'Loaded') }),
          400,
          'sealNumber',
        ],
        ['refrigerated without a temperature', 'dispatcher', checkIn({ assetId: glfAsset, isRefrigerated: true }), 400, 'temperature'],
        ['a site without a gate', 'siteadmin', checkIn({ assetId: glfAsset, siteId: bare.body.data.id }), 409, 'siteId'],
        [
          'a yard move for a trailer on an open mission',
          'dispatcher',
          checkIn({ assetId: promised, parkLocationId: ids.location(ids.site.CHI, 'Row B') }),
          409,
          'parkLocationId',
        ],
      ];
      const before = await snapshot(suite.app.ctx);
      for (const [what, who, body, status, field] of cases) {
        const res = await call('/Gate/CheckIn', tokens[who as keyof typeof tokens], body);
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
        if (field)
          expect(
            res.body.error.details.map((d: Rec) => d.field),
            what,
          ).toContain(field);
      }
      const out = { visitId: sblVisit?.id ?? 2_000_000_000, payloadStatusId: lk('PayloadStatus', 'Empty') };
      expect((await call('/Gate/CheckOut', tokens.driver, out)).status).toBe(403);
      const foreign = await call('/Gate/CheckOut', tokens.dispatcher, out);
      expect([foreign.status, foreign.body.error.details]).toEqual([404, [{ field: 'visitId', message: 'Gate Visit not found' }]]);
      // No generic write: only the gate writes a visit.
      expect((await call('/GateVisit', tokens.siteadmin, { siteId: ids.site.CHI })).status).toBe(404);
      expect((await suite.api.call('DELETE', `/GateVisit/${sblVisit?.id ?? 1}`, { token: tokens.siteadmin })).status).toBe(404);
      expect(await snapshot(suite.app.ctx)).toEqual(before);
    });

    it('when each step of a check-in refuses by its own entity’s rule in turn — the asset, the payload, the yard move, the visit — then nothing of the steps before it is left', async () => {
      const asset = (await find('asset', { assetModelId: 'TRL-1004' }))[0];
      const gate = ids.location(ids.site.CHI, 'Main Gate');
      const steps: [string, Rec, string][] = [
        // The asset's save: a type of another group (its reference check).
        [
          'asset',
          checkIn({ unitId: newUnit(), assetType: lk('AssetCategory', 'Trailer'), assetCategory: lk('AssetCategory', 'Trailer') }),
          'assetType',
        ],
        // The payload's save, after the asset was moved to the gate: an assignment of another group.
        ['payload', checkIn({ assetId: asset.id, payloadAssignId: lk('AssetType', 'Dry Van') }), 'payloadAssignId'],
        // The mission's save, after the asset and the payload: its target may not be its source (x-rules).
        ['mission', checkIn({ assetId: asset.id, parkLocationId: gate }), 'parkLocationId'],
        // The visit's save, after the asset, the payload and the mission: its set point's bounds (the visit's schema).
        ['visit', checkIn({ assetId: asset.id, parkLocationId: ids.location(ids.site.CHI, 'Row A'), setPoint: 500 }), 'setPoint'],
      ];
      for (const [step, body, field] of steps) {
        const before = await snapshot(suite.app.ctx);
        const res = await call('/Gate/CheckIn', tokens.dispatcher, body);
        expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(
          res.body.error.details.map((d: Rec) => d.field),
          step,
        ).toEqual([field]);
        expect(await snapshot(suite.app.ctx), step).toEqual(before);
      }
      // And the same body, corrected, goes through.
      const fine = await call(
        '/Gate/CheckIn',
        tokens.dispatcher,
        checkIn({ assetId: asset.id, parkLocationId: ids.location(ids.site.CHI, 'Row A'), setPoint: 35 }),
      );
      expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    });

    it('when two guards check in the same trailer at once — picked from the list, or typed as a new Unit ID — then exactly one visit opens and the other is told where it is (409)', async () => {
      const known = (await find('asset', { assetModelId: 'TRL-1006' }))[0].id;
      const typed = newUnit();
      const fresh = { assetType: lk('AssetType', 'Dry Van'), assetCategory: lk('AssetCategory', 'Trailer') };
      for (const [field, body] of [
        ['assetId', checkIn({ assetId: known })],
        ['unitId', checkIn({ unitId: typed, ...fresh })],
      ] as const) {
        const answers = await Promise.all([
          call('/Gate/CheckIn', tokens.dispatcher, body),
          call('/Gate/CheckIn', tokens.siteadmin, { ...body, siteId: ids.site.TOL }),
          call('/Gate/CheckIn', tokens.dispatcher, { ...body, siteId: ids.site.DET }),
        ]);
        expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409, 409]);
        for (const refused of answers.filter((a) => a.status === 409))
          expect(refused.body.error.details).toEqual([{ field, message: expect.stringMatching(/is already in the yard at .+ since/) }]);
        const assetId = answers.find((a) => a.status === 200)!.body.data.assetId;
        expect((await find('gateVisit', { assetId, inYard: true })).length).toBe(1);
      }
      expect((await find('asset', { assetModelId: typed })).length).toBe(1);
    });

    it('when the visits are listed and exported (POST /GateVisits, /GateVisits/Export, GET /GateVisit/{id}), then In The Yard, Carrier and Unit ID filter them under the caller’s company and sites', async () => {
      const f = (type: string, filterType: string, value: unknown, option: number = FilterOption.Exact) => ({
        type,
        filterType,
        option,
        value,
        active: true,
      });
      const list = async (filters: Rec[], token = tokens.dispatcher, siteIds = [ALL]) => {
        const res = await call('/GateVisits', token, { companyId: glf, siteIds, filters });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data as Rec[];
      };
      const all = await find('gateVisit', { companyId: glf });
      const ids_ = (rows: Rec[]) => rows.map((r) => r.id).sort((a, b) => a - b);
      const expected = (keep: (v: Rec) => boolean) => ids_(all.filter(keep));
      expect(ids_(await list([f('InTheYard', 'Boolean', true)]))).toEqual(expected((v) => v.inYard));
      expect(ids_(await list([f('InTheYard', 'Boolean', false)]))).toEqual(expected((v) => !v.inYard));
      expect(ids_(await list([f('Carrier', 'Record', carrier.glf)]))).toEqual(expected((v) => v.carrierId === carrier.glf));
      expect(ids_(await list([f('Carrier', 'Record', carrier.glf, FilterOption.Exclude)]))).toEqual(
        expected((v) => v.carrierId !== carrier.glf),
      );
      expect(ids_(await list([f('UnitId', 'Text', 'lksh', FilterOption.Contains)]))).toEqual(expected((v) => /lksh/i.test(v.unitId)));
      expect(ids_(await list([], tokens.dispatcher, [ids.site.DET]))).toEqual(expected((v) => v.siteId === ids.site.DET));
      expect(all.some((v) => v.inYard) && all.some((v) => !v.inYard)).toBe(true);
      // Another company's: its sites 404, its visit 404; a driver: 403.
      expect((await call('/GateVisits', tokens.dispatcher2, { companyId: glf, siteIds: [ALL], filters: [] })).status).toBe(404);
      expect((await suite.api.call('GET', `/GateVisit/${all[0].id}`, { token: tokens.dispatcher2 })).status).toBe(404);
      expect((await suite.api.call('GET', `/GateVisit/${all[0].id}`, { token: tokens.dispatcher })).body.data.unitId).toBe(all[0].unitId);
      expect((await call('/GateVisits', tokens.driver, { companyId: glf, siteIds: [ALL], filters: [] })).status).toBe(403);
      const file = await call('/GateVisits/Export', tokens.siteadmin, {
        companyId: glf,
        siteIds: [ids.site.CHI],
        filters: [f('InTheYard', 'Boolean', true)],
      });
      expect(file.status).toBe(200);
      const [header, ...lines] = (file.body.data as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe('Checked In,Unit ID,Checked Out,Carrier,Site,Payload Status,Seal Number,Park Location');
      expect(lines).toHaveLength(all.filter((v) => v.inYard && v.siteId === ids.site.CHI).length);
      expect(lines.join()).toContain('Lakeshore Logistics');
    });

    it('when a trailer checks in and out, then the streams of the site’s users have the visit, its payload and its yard move within a second, and another company’s do not', async () => {
      const [mine, theirs] = await Promise.all([openStream(suite.app, tokens.dispatcher), openStream(suite.app, tokens.dispatcher2)]);
      try {
        const unitId = newUnit();
        const fresh = { unitId, assetType: lk('AssetType', 'Dry Van'), assetCategory: lk('AssetCategory', 'Trailer') };
        const started = Date.now();
        const res = await call(
          '/Gate/CheckIn',
          tokens.siteadmin,
          checkIn({ ...fresh, parkLocationId: ids.location(ids.site.CHI, 'Row A') }),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const visit = res.body.data;
        const about = (entity: string, id: number) => (c: Change) => c.entity === entity && (c.ids ?? []).includes(id);
        const seen = await Promise.all([
          mine.next(about('gateVisit', visit.id)),
          mine.next(about('mission', visit.missionId)),
          mine.next((c) => c.entity === 'payload'),
        ]);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(seen[0]).toMatchObject({ event: 'change', action: 'create' });
        await suite.api.call('DELETE', `/Mission/${visit.missionId}`, { token: tokens.dispatcher });
        const out = await call('/Gate/CheckOut', tokens.siteadmin, { visitId: visit.id, payloadStatusId: lk('PayloadStatus', 'Empty') });
        expect(out.status, JSON.stringify(out.body)).toBe(200);
        expect(await mine.next((c) => about('gateVisit', visit.id)(c) && c.action === 'checkout')).toBeTruthy();
        expect(theirs.events.some((c) => c.entity === 'gateVisit')).toBe(false);
      } finally {
        mine.close();
        theirs.close();
      }
    });
  });
}
