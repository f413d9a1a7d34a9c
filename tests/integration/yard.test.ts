// The yard view's call (issue 13 §2), GET /api/Fleet/Yard/{siteId}, over HTTP on the real app:
// each tile compared with a computation in memory over the same rows (locations, assets, missions,
// asset history, payloads, lookups, gate visits and carriers) as the issue words it — a trailer that
// left through the gate is not in the yard, one in it carries its open visit (issue 32); dwell from the mission that brought an
// asset and from its history; the company's dwell thresholds (their order, their columns added to
// an existing database); and who may ask for which site.
import { beforeAll, describe, expect, it } from 'vitest';
import { MissionStage, UserType } from '../../schemas/enums.js';
import type { fleet } from '../helpers/api.js';
import { assetBody, assetsVisibleTo } from '../helpers/assets.js';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, siteBody } from '../helpers/maintenance.js';
import { details, missionBody, moveOk, newDriver, signIn } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'siteadmin2', 'dispatcher2'] as const;
type Login = (typeof LOGINS)[number];
/** The rule for a stay's start: a completion this close before the history's arrival is that arrival. */
const SAME_MOVE_MS = 5_000;

/** Tiles without their order inside a location, for comparing with the computation. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * The yard of `siteId` as `login` should see it, computed from every row of the tables involved:
 * the site's locations (inactive ones only while an asset stands there) grouped by location type,
 * the assets the user may read standing at each, their dwell start (the newest completed mission
 * whose target is where the asset stands, unless its history has it arriving later; else the
 * history's arrival: the first row after the last one that had it elsewhere), their newest
 * payload, the temperature of a refrigerated one, and an open repair of red severity (sort > 2).
 */
async function expectedYard(app: TestApp, login: Login, siteId: number) {
  const repo = repoOf(app.ctx);
  const all = (entity: string) => repo.findMany(app.ctx.db, entity);
  const [locations, assets, missions, history, payloads, lookups, visible, visits, carriers, entries, sites, companies] = await Promise.all(
    [
      all('location'),
      all('asset'),
      all('mission'),
      all('assetAudit'),
      all('payload'),
      all('lookup'),
      assetsVisibleTo(app.ctx, login),
      all('gateVisit'),
      all('carrier'),
      all('yardCheckEntry'),
      all('site'),
      all('company'),
    ],
  );
  // the yard check (issue 33): the latest entry at each spot within the company's shift
  const company = companies.find((c) => c.id === sites.find((x) => x.id === siteId)!.companyId)!;
  const shiftStart = app.clock.now().getTime() - company.shiftHours * 3_600_000;
  const confirmedAt = (locationId: number) =>
    entries
      .filter((e) => e.locationId === locationId && Date.parse(e.enteredDate) >= shiftStart)
      .map((e) => e.enteredDate as string)
      .sort()
      .at(-1) ?? null;
  const lookup = new Map(lookups.map((l) => [l.id, l]));
  const here = locations.filter((l) => l.siteId === siteId);
  // A trailer that has left through the gate (issue 32) is not in the yard.
  const standing = assets.filter((a) => visible.has(a.id) && !a.departedDate && here.some((l) => l.id === a.assetLocId));
  const tile = (a: Rec) => {
    const completed = missions
      .filter((m) => m.assetId === a.id && m.missionStage === MissionStage.Complete && m.targetLocationId === a.assetLocId)
      .map((m) => m.completeDate as string)
      .sort()
      .at(-1);
    const rows = history.filter((h) => h.assetId === a.id).sort((x, y) => x.auditId - y.auditId);
    const lastAway = rows.findLastIndex((h) => h.assetLocId !== a.assetLocId);
    const arrived = rows
      .slice(lastAway + 1)
      .map((h) => h.auditDate as string)
      .sort()[0];
    const fromMission = completed && (!arrived || Date.parse(completed) >= Date.parse(arrived) - SAME_MOVE_MS);
    const newest = payloads.filter((p) => p.assetId === a.id).sort((x, y) => y.id - x.id)[0];
    const severity = a.defectSeverity ? lookup.get(a.defectSeverity) : undefined;
    const open = visits.find((v) => v.checkOutDate === null && v.assetId === a.id);
    return {
      id: a.id,
      assetModelId: a.assetModelId,
      companyId: a.priCompanyId,
      hasPayload: a.hasPayload,
      dwellSince: fromMission ? completed : (arrived ?? null),
      dwellFrom: fromMission ? 'mission' : arrived ? 'history' : null,
      payload: newest ? { isComplete: newest.isComplete, status: lookup.get(newest.payloadStatusId)?.description ?? null } : null,
      temperature: newest?.isRefrigerated ? newest.temperature : null,
      severeRepair: severity && (severity.sort ?? 0) > 2 ? severity.description : null,
      visit: open
        ? {
            id: open.id,
            checkInDate: open.checkInDate,
            freeMinutes: open.freeMinutes,
            detentionRate: open.detentionRate,
            carrierId: open.carrierId,
            carrierName: carriers.find((c) => c.id === open.carrierId)!.name,
          }
        : null,
    };
  };
  const shown = here.filter((l) => l.isActive || standing.some((a) => a.assetLocId === l.id));
  const types = [...new Set(shown.map((l) => l.locationType as number))];
  return types
    .map((type) => ({
      locationType: type,
      label: lookup.get(type)?.description ?? '',
      locations: byId(
        shown
          .filter((l) => l.locationType === type)
          .map((l) => ({
            id: l.id,
            location: l.location,
            locId: l.locId ?? null,
            isActive: l.isActive,
            assets: byId(standing.filter((a) => a.assetLocId === l.id).map(tile)),
            confirmedDate: confirmedAt(l.id),
          })),
      ),
    }))
    .sort((x, y) => x.locationType - y.locationType);
}

/** The answer's groups in the computation's order (the answer's own order is checked on its own). */
const comparable = (groups: Rec[]) =>
  groups
    .map((g): Rec => ({ ...g, locations: byId(g.locations.map((l: Rec) => ({ ...l, assets: byId(l.assets) }))) }))
    .sort((x, y) => x.locationType - y.locationType);

for (const dialect of DIALECTS) {
  describe(`yard view on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let glf: number;
    let tokens: Record<Login, string>;

    const get = (path: string, token?: string) => api.call('GET', path, { token });
    const post = (path: string, body: unknown, token: string) => api.call('POST', path, { body, token });
    const yard = async (siteId: number, login: Login = 'sysadmin') => {
      const r = await get(`/Yard/${siteId}`, tokens[login]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as Rec;
    };
    const tileOf = (y: Rec, assetId: number) =>
      (y.groups as Rec[])
        .flatMap((g) => g.locations as Rec[])
        .flatMap((l) => (l.assets as Rec[]).map((a): Rec => ({ ...a, at: l.id })))
        .find((a) => a.id === assetId);
    const companyRecord = async (id: number) => (await get(`/Company/${id}`, tokens.sysadmin)).body.data as Rec;

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      tokens = await signIn(api, LOGINS);
    });

    it('when each administrator and dispatcher opens each site it reaches, then every tile matches the rows: assets, dwell, payload, temperature, severe repair', async () => {
      const reach: [Login, (keyof DemoIds['site'])[]][] = [
        ['sysadmin', ['CHI', 'DET', 'TOL', 'ATL', 'DAL']],
        ['siteadmin', ['CHI', 'DET', 'TOL']],
        ['dispatcher', ['CHI', 'DET', 'TOL']],
        ['siteadmin2', ['ATL', 'DAL']],
        ['dispatcher2', ['ATL', 'DAL']],
      ];
      let tiles = 0;
      const seen = { mission: 0, history: 0, payload: 0, temperature: 0, severe: 0, visit: 0 };
      for (const [login, sites] of reach) {
        for (const code of sites) {
          const y = await yard(ids.site[code], login);
          expect(comparable(y.groups), `${login} ${code}`).toEqual(await expectedYard(app, login, ids.site[code]));
          expect(y.site.id).toBe(ids.site[code]);
          expect(y.truncated).toBe(false);
          // locations in their sort order within each group
          for (const g of y.groups as Rec[]) {
            const orders = (await repoOf(app.ctx).findMany(app.ctx.db, 'location', {
              where: [{ prop: 'id', op: 'in', value: g.locations.map((l: Rec) => l.id) }],
            })) as Rec[];
            const sortOf = new Map(orders.map((l) => [l.id, l.sort as number]));
            const sorts = g.locations.map((l: Rec) => sortOf.get(l.id));
            expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
          }
          for (const t of (y.groups as Rec[]).flatMap((g) => g.locations).flatMap((l: Rec) => l.assets) as Rec[]) {
            tiles++;
            if (t.dwellFrom === 'mission') seen.mission++;
            if (t.dwellFrom === 'history') seen.history++;
            if (t.payload) seen.payload++;
            if (t.temperature !== null) seen.temperature++;
            if (t.severeRepair) seen.severe++;
            if (t.visit) seen.visit++;
          }
        }
      }
      // the demo data exercises every part of a tile, so the comparison above compared something
      expect(tiles).toBeGreaterThan(20);
      expect(seen.history).toBeGreaterThan(0);
      expect(seen.payload).toBeGreaterThan(0);
      expect(seen.temperature).toBeGreaterThan(0);
      expect(seen.severe).toBeGreaterThan(0);
      expect(seen.visit).toBeGreaterThan(0);
    });

    it('when a mission brings an asset and later someone moves it by hand, then dwell counts from the completion, then from the history', async () => {
      const chi = ids.site.CHI;
      const created = await post('/Asset', assetBody(ids, glf, chi, { hasPayload: true }), tokens.sysadmin);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const asset = created.body.data as Rec;
      const driver = await newDriver(app.ctx, glf, [chi]);
      const saved = await post('/Mission', missionBody(app, ids, glf, chi, asset.id, { assignedDriverId: driver.id }), tokens.dispatcher);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const missionId = saved.body.data.id as number;
      await moveOk(api, tokens.dispatcher, missionId, MissionStage.None, MissionStage.Dispatched);
      await moveOk(api, driver.token, missionId, MissionStage.Dispatched, MissionStage.Activate);
      app.clock.advance(60_000);
      await moveOk(api, driver.token, missionId, MissionStage.Activate, MissionStage.Complete);
      const completed = (await repoOf(app.ctx).findById(app.ctx.db, 'mission', missionId))!.completeDate as string;
      app.clock.advance(3 * 60 * 60_000);
      tokens = await signIn(api, LOGINS); // the sessions went idle meanwhile

      const door = ids.location(chi, 'Door 03');
      const afterMission = tileOf(await yard(chi, 'dispatcher'), asset.id)!;
      expect(afterMission).toMatchObject({ at: door, dwellFrom: 'mission', dwellSince: completed });

      // moved by hand (an asset save): the stay at Row B starts at that save's history row
      const moved = await post(
        '/Asset',
        { ...(await get(`/Asset/${asset.id}`, tokens.sysadmin)).body.data, assetLocId: ids.location(chi, 'Row B') },
        tokens.sysadmin,
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const movedAt = app.clock.now().toISOString();
      const afterHand = tileOf(await yard(chi, 'siteadmin'), asset.id)!;
      expect(afterHand).toMatchObject({ at: ids.location(chi, 'Row B'), dwellFrom: 'history', dwellSince: movedAt });
      // and back to the door by hand: the old mission to the door no longer counts, the new arrival does
      app.clock.advance(60_000);
      const back = await post(
        '/Asset',
        { ...(await get(`/Asset/${asset.id}`, tokens.sysadmin)).body.data, assetLocId: door },
        tokens.sysadmin,
      );
      expect(back.status).toBe(200);
      const backAt = app.clock.now().toISOString();
      expect(tileOf(await yard(chi), asset.id)).toMatchObject({ at: door, dwellFrom: 'history', dwellSince: backAt });
      expect(comparable((await yard(chi, 'dispatcher')).groups)).toEqual(await expectedYard(app, 'dispatcher', chi));
    });

    it('when a company saves dwell thresholds, then amber must stay below red (400 naming the field) and the yard answers the saved ones', async () => {
      const company = await companyRecord(glf);
      expect(company).toMatchObject({ dwellAmberMinutes: 240, dwellRedMinutes: 480 });
      for (const [amber, red] of [
        [300, 300],
        [500, 480],
      ]) {
        const r = await post('/Company', { ...company, dwellAmberMinutes: amber, dwellRedMinutes: red }, tokens.sysadmin);
        expect(r.status).toBe(400);
        expect(details(r)).toEqual([{ field: 'dwellRedMinutes', message: 'Dwell Red (minutes) must be more than Dwell Amber (minutes)' }]);
      }
      const zero = await post('/Company', { ...company, dwellAmberMinutes: 0 }, tokens.sysadmin);
      expect(zero.status).toBe(400);
      expect(details(zero).map((d) => d.field)).toEqual(['dwellAmberMinutes']);
      expect(await companyRecord(glf)).toMatchObject({ dwellAmberMinutes: 240, dwellRedMinutes: 480 });

      const ok = await post('/Company', { ...company, dwellAmberMinutes: 30, dwellRedMinutes: 90 }, tokens.sysadmin);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await yard(ids.site.DET, 'dispatcher')).thresholds).toEqual({ amberMinutes: 30, redMinutes: 90 });
      expect((await yard(ids.site.ATL, 'dispatcher2')).thresholds).toEqual({ amberMinutes: 240, redMinutes: 480 });
    });

    it('when the yard is asked outside the caller’s reach or badly, then 404, 403, 401 or 400 and nothing else', async () => {
      // another company's site, a missing one: the same 404
      for (const [login, site] of [
        ['siteadmin', ids.site.ATL],
        ['dispatcher', ids.site.DAL],
        ['dispatcher2', ids.site.CHI],
        ['sysadmin', 2_000_000_000],
      ] as [Login, number][]) {
        const r = await get(`/Yard/${site}`, tokens[login]);
        expect(r.status, `${login} ${site}`).toBe(404);
      }
      // a site of the dispatcher's company outside its site access
      const added = await post('/Site', siteBody(glf), tokens.siteadmin);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await get(`/Yard/${added.body.data.id}`, tokens.dispatcher)).status).toBe(404);
      expect((await get(`/Yard/${added.body.data.id}`, tokens.siteadmin)).status).toBe(200);
      // never a Driver, never without a session
      const driver = await get(`/Yard/${ids.site.CHI}`, tokens.driver);
      expect(driver.status).toBe(403);
      expect((await get(`/Yard/${ids.site.CHI}`)).status).toBe(401);
      for (const bad of ['abc', '1.5', '99999999999']) {
        const r = await get(`/Yard/${bad}`, tokens.sysadmin);
        expect(r.status, bad).toBe(400);
        expect(details(r).map((d) => d.field)).toEqual(['siteId']);
      }
      expect(UserType.Driver).toBe((await repoOf(app.ctx).findById(app.ctx.db, 'user', ids.user.driver))!.type);
    });

    it('when a database made before the thresholds is started, then the columns are added with their defaults', async () => {
      const db = rawDb(app.ctx);
      await db.schema.alterTable('company').dropColumn('dwell_amber_minutes').execute();
      await db.schema.alterTable('company').dropColumn('dwell_red_minutes').execute();
      await app.restart();
      const rows = await repoOf(app.ctx).findMany(app.ctx.db, 'company');
      expect(rows.length).toBeGreaterThan(1);
      for (const c of rows) expect(c).toMatchObject({ dwellAmberMinutes: 240, dwellRedMinutes: 480 });
      tokens = await signIn(api, LOGINS);
      expect((await yard(ids.site.CHI, 'dispatcher')).thresholds).toEqual({ amberMinutes: 240, redMinutes: 480 });
    });
  });
}
