// The home dashboards' figures (issue 13 §1) over HTTP on the real app: GET /Dashboard/MovesPerDay,
// Waits, MissionStages, AssetStatuses, Repairs and DriverMoves. The demo data plus a month and a
// half of completed missions with Wait → Resume periods in both companies are read back from the
// database, and every figure is computed here in memory (days and weeks in the user's zone, a move
// at its target location's site, the nearest-rank 90th percentile) and compared with the answer,
// for each kind of caller and site choice. Then the refusals: a Driver, nobody, another company or
// site, and malformed parameters (400 naming the field).
import { beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { dayStart, nextDay, today, zoneOf } from '../../schemas/dates.js';
import { MissionStage, UserStatus, UserType } from '../../schemas/enums.js';
import { openSession } from '../../server/account/sessions.js';
import { policyFor } from '../../server/account/securityPolicy.js';
import type { fleet } from '../helpers/api.js';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { demoUser } from '../helpers/demo.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { details, signIn } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

dayjs.extend(utc);

const S = MissionStage;
const OPEN = [S.None, S.Dispatched, S.Activate, S.Deactivate, S.Wait, S.Resume];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CARDS = ['MovesPerDay', 'Waits', 'MissionStages', 'AssetStatuses', 'Repairs', 'DriverMoves'];

interface Rows {
  missions: Rec[];
  stages: Rec[];
  locations: Rec[];
  sites: Rec[];
  assets: Rec[];
  lookups: Rec[];
  users: Rec[];
}

/** What a caller's figures are about: the company, the sites, and whether the asset figures are bound to sites at all. */
interface Case {
  companyId: number;
  siteIds: number[];
  /** Assets: null = every asset of the company (a Company Administrator, All Sites), else those granted to one of these sites. */
  assetSites: number[] | null;
  zone: string;
}

/** Every figure, computed from the stored rows. */
function expected(rows: Rows, c: Case, now: Date) {
  const siteOfLocation = new Map(rows.locations.map((l) => [l.id, l.siteId]));
  const mine = (m: Rec) => m.companyId === c.companyId && c.siteIds.includes(siteOfLocation.get(m.targetLocationId));
  const completed = rows.missions.filter((m) => mine(m) && m.missionStage === S.Complete && m.completeDate);
  const dayOf = (iso: string) => today(c.zone, new Date(iso));
  const last = today(c.zone, now);
  const days = Array.from({ length: 30 }, (_, i) =>
    dayjs
      .utc(last)
      .subtract(29 - i, 'day')
      .format('YYYY-MM-DD'),
  );
  const siteName = (id: number) => rows.sites.find((s) => s.id === id)!.siteName as string;
  const series = [...c.siteIds]
    .sort((a, b) => siteName(a).localeCompare(siteName(b)) || a - b)
    .map((siteId) => ({
      siteId,
      site: siteName(siteId),
      counts: days.map(
        (d) => completed.filter((m) => siteOfLocation.get(m.targetLocationId) === siteId && dayOf(m.completeDate) === d).length,
      ),
    }));

  const from = Date.parse(dayStart(days[0], c.zone));
  const to = Date.parse(dayStart(nextDay(last), c.zone));
  const waits = new Map<number, number[]>();
  for (const w of rows.stages) {
    const m = rows.missions.find((x) => x.id === w.missionId);
    const at = Date.parse(w.createDate);
    if (w.missionStage !== S.Wait || !m || !mine(m) || at < from || at >= to) continue;
    const next = rows.stages.filter((r) => r.missionId === w.missionId && r.id > w.id).sort((a, b) => a.id - b.id)[0];
    if (next?.missionStage !== S.Resume) continue;
    const list = waits.get(m.targetLocationId) ?? [];
    list.push((Date.parse(next.createDate) - at) / MINUTE);
    waits.set(m.targetLocationId, list);
  }
  const locations = [...waits.entries()]
    .map(([locationId, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        locationId,
        location: rows.locations.find((l) => l.id === locationId)!.location,
        siteId: siteOfLocation.get(locationId),
        waits: list.length,
        averageMinutes: list.reduce((a, b) => a + b, 0) / list.length,
        p90Minutes: sorted[Math.ceil(0.9 * sorted.length) - 1],
      };
    })
    .sort((a, b) => b.averageMinutes - a.averageMinutes || a.locationId - b.locationId)
    .slice(0, 20);

  const stages = OPEN.map((stage) => ({ stage, count: rows.missions.filter((m) => mine(m) && m.missionStage === stage).length }));

  const assets = rows.assets.filter(
    (a) => a.priCompanyId === c.companyId && (c.assetSites === null || (a.siteAccess as number[]).some((s) => c.assetSites!.includes(s))),
  );
  const byLookup = (prop: string) => {
    const counts = new Map<number, number>();
    for (const a of assets) if (a[prop] != null) counts.set(a[prop], (counts.get(a[prop]) ?? 0) + 1);
    return [...counts.entries()]
      .map(([id, count]) => ({ id, count, lookup: rows.lookups.find((l) => l.id === id)! }))
      .sort((a, b) => a.lookup.sort - b.lookup.sort || a.id - b.id);
  };

  const d = dayjs.utc(last);
  const monday = d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
  const weekFrom = Date.parse(dayStart(monday, c.zone));
  const perDriver = new Map<number | null, number>();
  for (const m of completed)
    if (Date.parse(m.completeDate) >= weekFrom) perDriver.set(m.computedDriverId, (perDriver.get(m.computedDriverId) ?? 0) + 1);
  const drivers = [...perDriver.entries()]
    .map(([driverId, count]) => ({ driverId, driver: rows.users.find((u) => u.id === driverId)?.displayName ?? '', count }))
    .sort((a, b) => b.count - a.count || (a.driverId ?? 0) - (b.driverId ?? 0));

  return {
    MovesPerDay: { days, series },
    Waits: locations,
    MissionStages: { stages },
    AssetStatuses: { statuses: byLookup('assetStatus').map((x) => ({ statusId: x.id, status: x.lookup.description, count: x.count })) },
    Repairs: {
      severities: byLookup('defectSeverity').map((x) => ({
        severityId: x.id,
        severity: x.lookup.description,
        sort: x.lookup.sort,
        count: x.count,
      })),
    },
    DriverMoves: { weekStart: monday, drivers },
  };
}

for (const dialect of DIALECTS) {
  describe(`dashboard figures on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let tokens: Record<'sysadmin' | 'siteadmin' | 'siteadmin2' | 'driver' | 'dispatcher', string>;
    /** A Dispatch Manager of Great Lakes who reaches Chicago only. */
    let chicagoDispatcher: string;
    let rows: Rows;

    const get = (path: string, token?: string) => api.call('GET', `/Dashboard/${path}`, { token });
    const zoneOfLogin = (login: string) => zoneOf(rows.users.find((u) => u.loginName === login)!.timeZone);

    /** Inserts a mission as the stage call would have left it, with its stage rows ([stage, ms before `end`]). */
    async function addMission(m: Rec, stage: number, stages: [number, number][], end: number) {
      const at = (t: number) => app.ctx.adapter.toDb('timestamp', new Date(t).toISOString());
      const db = rawDb(app.ctx);
      const last = stages.at(-1) ?? [stage, DAY];
      const { id } = await db
        .insertInto('mission')
        .values({
          company_id: m.companyId,
          mission_type: m.missionType,
          asset_id: m.assetId,
          assigned_driver_id: m.driver,
          computed_driver_id: m.driver,
          source_location_id: m.source,
          target_location_id: m.target,
          mission_stage: stage,
          ship: new Date(end).toISOString().slice(0, 10),
          priority: m.priority,
          total_wait: 0,
          stage_date: at(end - last[1]),
          complete_date: stage === S.Complete ? at(end) : null,
          notes: 'dashboard test',
          create_date: at(end - DAY),
          update_date: at(end),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [stage, before] of stages)
        await db
          .insertInto('mission_stage')
          .values({ company_id: m.companyId, mission_id: id, mission_stage: stage, create_date: at(end - before), create_user: 'test' })
          .execute();
    }

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      const repo = repoOf(app.ctx);
      const now = app.clock.now().getTime();
      const locations = await repo.findMany(app.ctx.db, 'location');
      const assets = await repo.findMany(app.ctx.db, 'asset');
      const arrange = async (companyId: number, siteIds: number[], drivers: number[], count: number, base: number) => {
        const missionType = ids.lookup(companyId, 'MissionType', 'Move');
        const assetId = assets.find((a) => a.priCompanyId === companyId)!.id;
        for (let i = 0; i < count; i++) {
          const here = locations.filter((l) => l.siteId === siteIds[i % siteIds.length]);
          const m = {
            companyId,
            missionType,
            assetId,
            driver: drivers[i % drivers.length],
            source: here[(i + 1) % here.length].id,
            target: here[(i * 7) % here.length].id,
            priority: base + i,
          };
          const end = now - Math.round(i * 0.6 * DAY) - (i % 5) * HOUR - 7 * MINUTE;
          const waited = (3 + ((i * 37) % 53)) * MINUTE + (i % 7) * 1000;
          const waits: [number, number][] =
            i % 3 === 2
              ? []
              : [
                  [S.Wait, 2 * HOUR],
                  [S.Resume, 2 * HOUR - waited],
                ];
          const start: [number, number][] = [
            [S.Dispatched, 3 * HOUR],
            [S.Activate, 150 * MINUTE],
          ];
          // every eighth mission is open, in each open stage in turn (a wait still going on has no period)
          const open = i % 8 === 7 ? OPEN[(i >> 3) % OPEN.length] : null;
          const plans: Record<number, [number, number][]> = {
            [S.None]: [],
            [S.Dispatched]: start.slice(0, 1),
            [S.Activate]: start,
            [S.Deactivate]: [...start, [S.Deactivate, 0]],
            [S.Wait]: [...start, [S.Wait, 0]],
            [S.Resume]: [...start, [S.Wait, 2 * HOUR], [S.Resume, 2 * HOUR - waited]],
          };
          await addMission(m, open ?? S.Complete, open !== null ? plans[open] : [...start, ...waits, [S.Complete, 0]], end);
        }
      };
      const glfDrivers = [ids.user.driver, ids.user.driver2];
      await arrange(ids.company.glf, [ids.site.CHI, ids.site.DET, ids.site.TOL], glfDrivers, 72, 100_000);
      await arrange(ids.company.sbl, [ids.site.ATL, ids.site.DAL], [ids.user.driver3], 30, 200_000);

      // A Dispatch Manager of Great Lakes with Chicago only, signed in as a login would.
      const template = await demoUser(app.ctx, 'dispatcher');
      const { id: _id, displayName: _d, companyName: _c, site: _s, ...rest } = template;
      const row = await repo.insert(app.ctx.db, 'user', {
        ...rest,
        loginName: 'chicago-dispatch',
        email: 'chicago-dispatch@example.com',
        lastName: 'Chicago',
        type: UserType.DispatchManager,
        status: UserStatus.Active,
        siteAccess: [ids.site.CHI],
      });
      chicagoDispatcher = await openSession(
        app.ctx,
        app.ctx.db,
        row,
        await policyFor(app.ctx, ids.company.glf, UserType.DispatchManager),
        false,
      );
      tokens = await signIn(api, ['sysadmin', 'siteadmin', 'siteadmin2', 'driver', 'dispatcher'] as const);

      const all = (id: string) => repo.findMany(app.ctx.db, id);
      const [missions, stages, sites, assetRows, lookups, users] = await Promise.all(
        ['mission', 'missionStage', 'site', 'asset', 'lookup', 'user'].map(all),
      );
      rows = { missions, stages, locations, sites, assets: assetRows, lookups, users };
    });

    const glfSites = () => rows.sites.filter((s) => s.companyId === ids.company.glf).map((s) => s.id as number);

    /** Reads every card as `token` with `query` and compares it with the figures computed for `c`. */
    async function expectFigures(token: string, query: string, c: Case) {
      const want = expected(rows, c, app.clock.now());
      const got: Record<string, Rec> = {};
      for (const card of CARDS) {
        const r = await get(`${card}${query}`, token);
        expect(r.status, `${card}${query}: ${JSON.stringify(r.body)}`).toBe(200);
        got[card] = r.body.data;
      }
      expect(got.MovesPerDay).toEqual(want.MovesPerDay);
      expect(got.MissionStages).toEqual(want.MissionStages);
      expect(got.AssetStatuses).toEqual(want.AssetStatuses);
      expect(got.Repairs).toEqual(want.Repairs);
      expect(got.DriverMoves).toEqual(want.DriverMoves);
      const waits = got.Waits.locations as Rec[];
      expect(waits.map((w) => w.locationId)).toEqual(want.Waits.map((w) => w.locationId));
      waits.forEach((w, i) => {
        const e = want.Waits[i];
        expect({ ...w, averageMinutes: 0, p90Minutes: 0 }).toEqual({ ...e, averageMinutes: 0, p90Minutes: 0 });
        // the answer rounds to a tenth of a minute
        expect(Math.abs(w.averageMinutes - e.averageMinutes)).toBeLessThanOrEqual(0.051);
        expect(Math.abs(w.p90Minutes - e.p90Minutes)).toBeLessThanOrEqual(0.051);
      });
      return { got, want };
    }

    it('when a System Administrator names a company, then every figure is that company’s, as computed from its rows', async () => {
      const { got } = await expectFigures(tokens.sysadmin, `?companyId=${ids.company.glf}`, {
        companyId: ids.company.glf,
        siteIds: glfSites(),
        assetSites: null,
        zone: zoneOfLogin('sysadmin'),
      });
      // the arranged data shows in every card: not a comparison of empty answers
      expect(got.MovesPerDay.series.flatMap((s: Rec) => s.counts).reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(30);
      expect(got.Waits.locations.length).toBeGreaterThan(3);
      expect(got.MissionStages.stages.filter((s: Rec) => s.count > 0).length).toBeGreaterThan(3);
      expect(got.AssetStatuses.statuses.length).toBeGreaterThan(1);
      expect(got.Repairs.severities.length).toBeGreaterThan(0);
      expect(got.DriverMoves.drivers.length).toBeGreaterThan(0);
    });

    it('when a Company Administrator reads its dashboard, then it is its company’s alone, all sites or the one chosen', async () => {
      const zone = zoneOfLogin('siteadmin');
      await expectFigures(tokens.siteadmin, '', { companyId: ids.company.glf, siteIds: glfSites(), assetSites: null, zone });
      await expectFigures(tokens.siteadmin, `?siteId=${ids.site.DET}&days=30`, {
        companyId: ids.company.glf,
        siteIds: [ids.site.DET],
        assetSites: [ids.site.DET],
        zone,
      });
      const other = await expectFigures(tokens.siteadmin2, '?siteId=-1', {
        companyId: ids.company.sbl,
        siteIds: rows.sites.filter((s) => s.companyId === ids.company.sbl).map((s) => s.id),
        assetSites: null,
        zone: zoneOfLogin('siteadmin2'),
      });
      const glfLocations = new Set(rows.locations.filter((l) => glfSites().includes(l.siteId)).map((l) => l.id));
      expect(other.got.Waits.locations.some((w: Rec) => glfLocations.has(w.locationId))).toBe(false);
      expect(other.got.MovesPerDay.series.some((s: Rec) => glfSites().includes(s.siteId))).toBe(false);
    });

    it('when a Dispatch Manager reaches some sites, then only missions and assets of those sites count', async () => {
      const { got } = await expectFigures(chicagoDispatcher, '', {
        companyId: ids.company.glf,
        siteIds: [ids.site.CHI],
        assetSites: [ids.site.CHI],
        zone: zoneOfLogin('dispatcher'),
      });
      expect(got.MovesPerDay.series.map((s: Rec) => s.siteId)).toEqual([ids.site.CHI]);
      const r = await get(`MissionStages?siteId=${ids.site.DET}`, chicagoDispatcher);
      expect(r.status).toBe(404);
    });

    it('when a Driver or nobody asks, then 403 and 401', async () => {
      for (const card of CARDS) {
        expect((await get(card, tokens.driver)).status).toBe(403);
        expect((await get(card)).status).toBe(401);
      }
    });

    it('when another company or its site is named, then 404 as for a missing one', async () => {
      expect((await get(`Waits?companyId=${ids.company.sbl}`, tokens.siteadmin)).status).toBe(404);
      expect((await get(`AssetStatuses?siteId=${ids.site.ATL}`, tokens.dispatcher)).status).toBe(404);
      expect((await get(`Repairs?companyId=${ids.company.glf}&siteId=${ids.site.ATL}`, tokens.sysadmin)).status).toBe(404);
      expect((await get('Repairs?companyId=2000000000', tokens.sysadmin)).status).toBe(404);
    });

    it('when a parameter is malformed or missing, then 400 naming the field', async () => {
      const cases: [string, string, string][] = [
        ['MovesPerDay?days=0', 'siteadmin', 'days'],
        ['MovesPerDay?days=91', 'siteadmin', 'days'],
        ['Waits?days=abc', 'siteadmin', 'days'],
        ['MissionStages?siteId=x', 'siteadmin', 'siteId'],
        ['MissionStages?siteId=0', 'siteadmin', 'siteId'],
        ['AssetStatuses?companyId=-3', 'sysadmin', 'companyId'],
        ['Repairs', 'sysadmin', 'companyId'],
        ['DriverMoves?siteId=1&siteId=2', 'siteadmin', 'siteId'],
        ['DriverMoves?sites=1', 'siteadmin', 'sites'],
      ];
      for (const [path, login, field] of cases) {
        const r = await get(path, tokens[login as keyof typeof tokens]);
        expect(r.status, path).toBe(400);
        expect(
          details(r).map((d) => d.field),
          path,
        ).toContain(field);
      }
    });
  });
}
