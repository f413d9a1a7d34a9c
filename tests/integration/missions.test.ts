// The mission calls of operations §2 (Dispatcher mission list, Driver mission list, Mission form,
// Mission history), §5–§7 and issue 10, over HTTP on the real app, for every role: GET /Missions,
// POST /Missions/Filtered, GET /Mission/{id} (with its stages; 204 once deleted), POST
// /Missions/Drivers, GET /Missions/Operators, POST /Mission, DELETE /Mission/{id}, POST
// /Mission/Note, POST /Missions/Export (+ /Download), POST /MissionHistory/Filtered, GET
// /MissionHistory/Stages/{id} and POST /MissionHistories/Export (+ /Download). Who sees what is
// computed from the data (helpers/missions.ts); every refused call leaves the database as it was.
// The stage moves are in missionStages.test.ts, the priorities in missionPriority.test.ts.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL, FilterOption, UserStatus, UserType } from '../../schemas/enums.js';
import { type ApiResponse, type fleet } from '../helpers/api.js';
import { assetBody, BOM_BYTES, csvHeader, csvRecords, download } from '../helpers/assets.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, locationBody, rest, restQuery, snapshot } from '../helpers/maintenance.js';
import {
  details,
  MISSION_HISTORY_HEADER,
  MISSION_LIST_HEADER,
  missionBody,
  missionFilter,
  missionsVisibleTo,
  moveOk,
  newDriver,
  S,
  sendStage,
  shipDay,
  signIn,
  stageRows,
  storedMission,
} from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'driver2', 'siteadmin2', 'dispatcher2', 'driver3'] as const;
type Login = (typeof LOGINS)[number];
/** The stages a mission can be in (operations §4), Scheduled first. */
const STAGES = [S.None, S.Dispatched, S.Activate, S.Deactivate, S.Wait, S.Resume, S.Complete];

/** An id no record has. */
const NONE = 2_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const { Exact, Range, Contains } = FilterOption;

const byNumber = (a: number, b: number) => a - b;
const sortedIds = (ids: Iterable<number>) => [...ids].sort(byNumber);
const idsOf = (rows: Rec[]) => sortedIds(rows.map((r) => r.id as number));
const fields = (r: ApiResponse) => details(r).map((d) => d.field);
/** A driver's list (POST /Missions/Drivers): the missions being worked, then the open ones by priority, then the completed ones, the latest first. */
const listPart = (m: Rec) => ([S.Activate, S.Wait, S.Resume].includes(m.missionStage) ? 0 : m.missionStage === S.Complete ? 2 : 1);
const driverListOrder = (a: Rec, b: Rec) =>
  listPart(a) - listPart(b) ||
  (listPart(a) === 2 ? Date.parse(b.completeDate) - Date.parse(a.completeDate) : b.priority - a.priority) ||
  b.id - a.id;
/** The history's required filter, on for the days given (a Range). */
const shipBetween = (from: string, to: string) => missionFilter('ShipDate', 'Date', Range, [from, to]);

for (const dialect of DIALECTS) {
  describe(`missions on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let glf: number;
    let sbl: number;
    let tokens: Record<Login, string>;
    let asset: { chi: number; det: number; sbl: number; noPayload: number };

    const get = (path: string, token?: string) => api.call('GET', path, { token });
    const post = (path: string, body: unknown, token?: string) => api.call('POST', path, { body, token });
    const del = (path: string, token?: string) => api.call('DELETE', path, { token });
    const repo = () => repoOf(app.ctx);
    const allMissions = () => repo().findMany(app.ctx.db, 'mission');
    const unit = async (assetModelId: string) =>
      (await repo().findMany(app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: assetModelId }] }))[0].id as number;
    /** A new Scheduled mission made by the Great Lakes dispatcher (Chicago unless told). */
    const fresh = async (over: Rec = {}, site: 'CHI' | 'DET' = 'CHI') => {
      const r = await post(
        '/Mission',
        missionBody(app, ids, glf, ids.site[site], site === 'CHI' ? asset.chi : asset.det, over),
        tokens.dispatcher,
      );
      if (r.status !== 200) throw new Error(`cannot create a mission: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data as Rec;
    };
    /** A mission of `over` moved by the dispatcher to Dispatched. */
    const dispatched = async (over: Rec = {}, site: 'CHI' | 'DET' = 'CHI') => {
      const m = await fresh({ assignedDriverId: ids.user.driver, ...over }, site);
      await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);
      return m;
    };

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      sbl = ids.company.sbl;
      tokens = await signIn(api, LOGINS);
      asset = { chi: await unit('TRL-1001'), det: await unit('TRL-1011'), sbl: await unit('TRL-2002'), noPayload: await unit('TRL-1004') };
    });

    describe('reading', () => {
      it('when each role lists missions (GET /Missions), then exactly the missions it may see come back, highest priority first, with their total', async () => {
        for (const login of LOGINS) {
          const expected = await missionsVisibleTo(app.ctx, login);
          const list = await get('/Missions', tokens[login]);

          expect(list.status, login).toBe(200);
          expect(idsOf(list.body.data), login).toEqual(sortedIds(expected));
          const priorities = list.body.data.map((m: Rec) => m.priority);
          expect(priorities, login).toEqual([...priorities].sort((a, b) => b - a));
          expect(list.headers!.get('x-total-count'), login).toBe(String(expected.size));
          expect(expected.size, login).toBeGreaterThan(0);
        }
        // The rule cuts somewhere: a Driver sees the missions of its sites, not all of its company.
        const ofGlf = (await allMissions()).filter((m) => m.companyId === glf).length;
        expect((await missionsVisibleTo(app.ctx, 'driver')).size).toBeLessThan(ofGlf);
        expect((await missionsVisibleTo(app.ctx, 'dispatcher')).size).toBe(ofGlf);
      });

      it("when the board is read a mission a page, then each shows its own asset's latest payload temperature, read with its row", async () => {
        const latest = new Map<number, number | null>();
        for (const p of (await repo().findMany(app.ctx.db, 'payload', { children: false })).sort((a, b) => a.id - b.id))
          latest.set(p.assetId as number, p.isRefrigerated ? ((p.temperature as number | null) ?? null) : null);
        const missions = await allMissions();
        const shown: (number | null)[] = [];
        for (let i = 0; i < missions.length; i++) {
          const query = `range=${encodeURIComponent(`[${i},${i}]`)}&sort=${encodeURIComponent('["id","ASC"]')}`;
          const page = await post(`/Missions/Filtered?${query}`, { companyId: ALL, siteIds: [ALL], filters: [] }, tokens.sysadmin);
          expect(page.status).toBe(200);
          if (!page.body.data.length) break;
          const [m] = page.body.data as Rec[];
          expect(m.payloadTemperature ?? null, `mission ${m.id}`).toBe(latest.get(m.assetId as number) ?? null);
          shown.push(m.payloadTemperature ?? null);
        }
        // the pages differ: two assets with temperatures of their own, and one without
        expect(new Set(shown.filter((t) => t !== null)).size).toBeGreaterThan(1);
        expect(shown).toContain(null);
      });

      it('when a mission runs from a site its reader cannot open to one it can, then every read of it names both locations, while the far location itself stays out of reach', async () => {
        // two names no other of its locations has, so a mix-up of the two shows
        const chicago = { id: ids.location(ids.site.CHI, 'Row A'), location: 'Row A' };
        const detroit = { id: ids.location(ids.site.DET, 'East Yard'), location: 'East Yard' };
        // driver2 works Detroit only: he reaches this mission through its target
        const m = await dispatched({ sourceLocationId: chicago.id, targetLocationId: detroit.id, assignedDriverId: ids.user.driver2 });
        const named = { sourceLocationName: chicago.location, targetLocationName: detroit.location };
        const one = await get(`/Mission/${m.id}`, tokens.driver2);
        expect(one.status).toBe(200);
        expect(one.body.data).toMatchObject(named);
        const list = await get('/Missions', tokens.driver2);
        expect((list.body.data as Rec[]).find((r) => r.id === m.id)).toMatchObject(named);
        const board = await post('/Missions/Filtered', { siteIds: [ids.site.DET] }, tokens.driver2);
        expect((board.body.data as Rec[]).find((r) => r.id === m.id)).toMatchObject(named);
        const mine = await post('/Missions/Drivers', [ids.user.driver2], tokens.driver2);
        expect((mine.body.data as Rec[]).find((r) => r.id === m.id)).toMatchObject(named);
        const day = String(m.ship);
        const history = await post('/MissionHistory/Filtered', { siteIds: [ALL], filters: [shipBetween(day, day)] }, tokens.driver2);
        expect((history.body.data as Rec[]).find((r) => r.id === m.id)).toMatchObject(named);
        // the name comes with the mission, not through a read of a location of another site
        const far = await rest(app).call('GET', `/locations/${chicago.id}`, { token: tokens.driver2 });
        expect(far.status).toBe(404);
        const saved = await post('/Mission', { ...one.body.data, sourceLocationName: 'Elsewhere' }, tokens.dispatcher);
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.data).toMatchObject({ sourceLocationName: chicago.location });
      });

      it('when each role reads every mission by id (GET /Mission/{id}), then those it may see answer with their stage rows oldest first and the others 404', async () => {
        const rows = await allMissions();
        for (const login of LOGINS) {
          const visible = await missionsVisibleTo(app.ctx, login);
          await Promise.all(
            rows.map(async (row) => {
              const [one, stages] = await Promise.all([
                get(`/Mission/${row.id}`, tokens[login]),
                get(`/MissionHistory/Stages/${row.id}`, tokens[login]),
              ]);
              const label = `${login} mission ${row.id}`;
              if (!visible.has(row.id)) {
                expect([one.status, stages.status], label).toEqual([404, 404]);
                expect(one.body.error.code, label).toBe('not_found');
                return;
              }
              const stored = (await stageRows(app.ctx, row.id)).map((s) => ({
                missionStage: s.missionStage,
                createUser: s.createUser,
                notes: s.notes,
                createDate: new Date(s.createDate).toISOString(),
              }));
              expect(one.status, label).toBe(200);
              expect(one.body.data, label).toMatchObject({ id: row.id, missionStage: row.missionStage, priority: row.priority });
              const answered = (list: Rec[]) =>
                list.map((s) => ({
                  missionStage: s.missionStage,
                  createUser: s.createUser,
                  notes: s.notes,
                  createDate: new Date(s.createDate).toISOString(),
                }));
              expect(answered(one.body.data.stages), label).toEqual(stored);
              expect(stages.status, label).toBe(200);
              expect(answered(stages.body.data), label).toEqual(stored);
            }),
          );
        }
        // The demo data has a mission with its whole history: Dispatched, Activate, Wait (with a note), Resume, Complete.
        const full = rows.find((m) => m.companyId === glf && m.missionStage === S.Complete && m.totalWait > 0)!;
        const history = (await get(`/Mission/${full.id}`, tokens.dispatcher)).body.data.stages as Rec[];
        expect(history.map((s) => s.missionStage)).toEqual([S.Dispatched, S.Activate, S.Wait, S.Resume, S.Complete]);
        expect(history[2].notes).toBeTruthy();
        expect((await get(`/Mission/${NONE}`, tokens.sysadmin)).status).toBe(404);
        expect((await get(`/MissionHistory/Stages/${NONE}`, tokens.sysadmin)).status).toBe(404);
      });

      it('when each role asks for the missions of drivers (POST /Missions/Drivers), then it gets the dispatched-or-later ones computed to them that it may see, open or completed in the last day, the ones being worked first', async () => {
        const now = app.clock.now().getTime();
        const current = (m: Rec) =>
          m.missionStage !== S.None && (m.missionStage !== S.Complete || Date.parse(m.completeDate) >= now - DAY_MS);
        const all = await allMissions();
        for (const login of LOGINS) {
          const visible = await missionsVisibleTo(app.ctx, login);
          const mine = all.filter((m) => visible.has(m.id) && current(m));
          for (const drivers of [[ALL], [ids.user.driver], [ids.user.driver2, ids.user.driver3], [NONE]]) {
            const r = await post('/Missions/Drivers', drivers, tokens[login]);
            const expected = mine.filter((m) => drivers.includes(ALL) || drivers.includes(m.computedDriverId));
            expect(r.status, `${login} ${drivers}`).toBe(200);
            expect(idsOf(r.body.data), `${login} ${drivers}`).toEqual(idsOf(expected));
            expect(r.body.data.map((m: Rec) => m.id)).toEqual([...expected].sort(driverListOrder).map((m) => m.id));
          }
        }
        // A completion of yesterday is off the list, one of today on it.
        const glfDone = all.filter((m) => m.companyId === glf && m.missionStage === S.Complete);
        expect(glfDone.length).toBeGreaterThan(0);
        const driverList = await post('/Missions/Drivers', [ALL], tokens.dispatcher);
        expect(idsOf(driverList.body.data).filter((id) => glfDone.some((m) => m.id === id))).toEqual([]);
        expect((await post('/Missions/Drivers', { drivers: [1] }, tokens.dispatcher)).status).toBe(400);
      });

      it('when a driver has worked, is working and has yet to work missions, then his list starts with the one he is working, then the dispatched ones by priority, and the completed ones last, the latest first — whatever their priorities', async () => {
        const d = await newDriver(app.ctx, glf, [ids.site.CHI]);
        // made in this order, each new one above the others on the board: the completed ones end highest
        const [earlier, working, next, later, done] = [
          await fresh({ assignedDriverId: d.id }),
          await fresh({ assignedDriverId: d.id }),
          await fresh({ assignedDriverId: d.id }),
          await fresh({ assignedDriverId: d.id }),
          await fresh({ assignedDriverId: d.id }),
        ];
        for (const m of [done, earlier]) {
          await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);
          await moveOk(api, d.token, m.id, S.Dispatched, S.Activate);
          app.clock.advance(60_000);
          await moveOk(api, d.token, m.id, S.Activate, S.Complete);
        }
        for (const m of [working, next, later]) await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);
        await moveOk(api, d.token, working.id, S.Dispatched, S.Activate);

        const list = await post('/Missions/Drivers', [d.id], d.token);
        expect(list.body.data.map((m: Rec) => m.id)).toEqual([working.id, later.id, next.id, earlier.id, done.id]);
        expect(list.body.data.map((m: Rec) => m.missionStage)).toEqual([S.Activate, S.Dispatched, S.Dispatched, S.Complete, S.Complete]);
      });

      it('when each role asks for the operators (GET /Missions/Operators), then it gets the drivers of its company that are not deleted, by name; the System Administrator every driver', async () => {
        const gone = await newDriver(app.ctx, glf, [ids.site.CHI]);
        await repo().update(app.ctx.db, 'user', gone.id, { status: UserStatus.Deleted });
        const locked = await newDriver(app.ctx, glf, [ids.site.CHI]);
        await repo().update(app.ctx.db, 'user', locked.id, { status: UserStatus.Locked });
        const users = await repo().findMany(app.ctx.db, 'user');
        for (const login of LOGINS) {
          const me = users.find((u) => u.loginName === login)!;
          const expected = users
            .filter((u) => u.type === UserType.Driver && u.status !== UserStatus.Deleted)
            .filter((u) => me.type === UserType.SysAdmin || u.priCompanyId === me.priCompanyId);
          const r = await get('/Missions/Operators', tokens[login]);
          expect(r.status, login).toBe(200);
          expect(idsOf(r.body.data), login).toEqual(idsOf(expected));
          const names = r.body.data.map((u: Rec) => u.displayName);
          expect(names, login).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
          for (const key of ['id', 'displayName', 'firstName', 'lastName', 'status', 'priCompanyId'])
            expect(r.body.data[0], `${login} ${key}`).toHaveProperty(key);
        }
        const glfOperators = (await get('/Missions/Operators', tokens.dispatcher)).body.data as Rec[];
        expect(glfOperators.find((u) => u.id === locked.id)).toMatchObject({ status: UserStatus.Locked, isActive: true });
        expect(glfOperators.some((u) => u.id === gone.id)).toBe(false);
      });

      it('when nobody is logged in, then every mission call answers 401 and nothing changes', async () => {
        const m = (await allMissions())[0];
        const before = await snapshot(app.ctx);
        const answers = await Promise.all([
          get('/Missions'),
          post('/Missions/Filtered', { siteIds: [ALL] }),
          get(`/Mission/${m.id}`),
          post('/Missions/Drivers', [ALL]),
          get('/Missions/Operators'),
          post('/Mission', missionBody(app, ids, glf, ids.site.CHI, asset.chi)),
          del(`/Mission/${m.id}`),
          post('/Mission/Note', { missionId: m.id, notes: 'anonymous' }),
          post('/MissionStage', { id: m.id, currentMissionStage: m.missionStage, missionStage: S.Dispatched }),
          post('/Mission/Priority', { missionPriorities: [{ id: m.id, priority: 1 }] }),
          post('/Missions/Export', {}),
          post('/Missions/Export/Download', {}),
          post('/MissionHistory/Filtered', { filters: [shipBetween('2000-01-01', '2100-01-01')] }),
          get(`/MissionHistory/Stages/${m.id}`),
          post('/MissionHistories/Export', { filters: [shipBetween('2000-01-01', '2100-01-01')] }),
          post('/MissionHistories/Export/Download', { filters: [shipBetween('2000-01-01', '2100-01-01')] }),
        ]);
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('the board (POST /Missions/Filtered)', () => {
      it('when each dispatcher opens his board on the demo data, then it shows a busy day: every stage, every open one worked by a driver of its own, and over the demo every stage at two sites or more', async () => {
        const sitesByStage = new Map<number, Set<number>>();
        const locations = await repo().findMany(app.ctx.db, 'location');
        const siteOf = (id: number) => locations.find((l) => l.id === id)!.siteId;
        for (const login of ['dispatcher', 'dispatcher2'] as const) {
          const board = (await post('/Missions/Filtered', { siteIds: [ALL], filters: [] }, tokens[login])).body.data as Rec[];
          expect(new Set(board.map((m) => m.missionStage)), login).toEqual(new Set(STAGES));
          const active = board.filter((m) => [S.Activate, S.Wait, S.Resume].includes(m.missionStage));
          expect(new Set(active.map((m) => m.computedDriverId)).size, login).toBe(active.length);
          for (const m of board)
            sitesByStage.set(m.missionStage, (sitesByStage.get(m.missionStage) ?? new Set()).add(siteOf(m.sourceLocationId)));
        }
        for (const stage of STAGES) expect(sitesByStage.get(stage)!.size, `stage ${stage}`).toBeGreaterThanOrEqual(2);
      });

      it('when each role asks for All Sites, for no scope or for its own company, then exactly the missions it may see come back, highest priority first', async () => {
        for (const login of LOGINS) {
          const expected = sortedIds(await missionsVisibleTo(app.ctx, login));
          const own = (await repo().findById(app.ctx.db, 'user', ids.user[login]))!.priCompanyId ?? null;
          for (const body of [{ siteIds: [ALL], filters: [] }, {}, { companyId: own, siteIds: [ALL] }]) {
            const r = await post('/Missions/Filtered', body, tokens[login]);
            const label = `${login} ${JSON.stringify(body)}`;
            expect(r.status, label).toBe(200);
            expect(idsOf(r.body.data), label).toEqual(expected);
            expect(r.headers!.get('x-total-count'), label).toBe(String(expected.length));
            const priorities = r.body.data.map((m: Rec) => m.priority);
            expect(priorities, label).toEqual([...priorities].sort((a, b) => b - a));
          }
        }
      });

      it('when a role narrows by sites it reaches, then only missions with a location at one of those sites come back', async () => {
        const siteOf = new Map((await repo().findMany(app.ctx.db, 'location')).map((l) => [l.id as number, l.siteId as number]));
        const all = new Map((await allMissions()).map((m) => [m.id as number, m]));
        const atSites = (sites: number[]) => (id: number) =>
          [all.get(id)!.sourceLocationId, all.get(id)!.targetLocationId].some((l) => sites.includes(siteOf.get(l)!));
        const cases: [Login, Rec, number[]][] = [
          ['sysadmin', { siteIds: [ids.site.DET] }, [ids.site.DET]],
          ['siteadmin', { companyId: glf, siteIds: [ids.site.CHI] }, [ids.site.CHI]],
          ['dispatcher', { siteIds: [ids.site.DET] }, [ids.site.DET]],
          ['driver', { siteIds: [ids.site.CHI, ids.site.TOL] }, [ids.site.CHI, ids.site.TOL]],
          ['dispatcher2', { companyId: sbl, siteIds: [ids.site.DAL] }, [ids.site.DAL]],
        ];
        for (const [login, body, sites] of cases) {
          const visible = await missionsVisibleTo(app.ctx, login);
          const expected = sortedIds([...visible].filter(atSites(sites)));
          const r = await post('/Missions/Filtered', body, tokens[login]);
          expect(r.status, `${login} ${JSON.stringify(body)}`).toBe(200);
          expect(idsOf(r.body.data), `${login} ${JSON.stringify(body)}`).toEqual(expected);
          expect(expected.length, `${login} ${JSON.stringify(body)}`).toBeGreaterThan(0);
        }
      });

      it('when the board is filtered by ship date, mission type and operator, then exactly the matching missions come back; All Drivers (-1) matches every one', async () => {
        const tomorrow = shipDay(app, 1);
        const later = shipDay(app, 3);
        const hook = ids.lookup(glf, 'MissionType', 'Hook');
        const a = await fresh({ ship: later, missionType: hook, assignedDriverId: ids.user.driver });
        const b = await fresh({ ship: later, assignedDriverId: ids.user.driver2 }, 'DET');
        const visible = await missionsVisibleTo(app.ctx, 'dispatcher');
        const all = (await allMissions()).filter((m) => visible.has(m.id));
        const cases: [Rec[], (m: Rec) => boolean][] = [
          [[missionFilter('ShipDate', 'Date', Exact, later)], (m) => m.ship === later],
          [[missionFilter('ShipDate', 'Date', Range, [tomorrow, later])], (m) => m.ship >= tomorrow && m.ship <= later],
          [[missionFilter('MissionType', 'Lookup', Exact, hook)], (m) => m.missionType === hook],
          [[missionFilter('Driver', 'Driver', Exact, ids.user.driver2)], (m) => m.computedDriverId === ids.user.driver2],
          [[missionFilter('Driver', 'Driver', Exact, ALL)], () => true],
          [
            [missionFilter('ShipDate', 'Date', Exact, later), missionFilter('Driver', 'Driver', Exact, ids.user.driver)],
            (m) => m.ship === later && m.computedDriverId === ids.user.driver,
          ],
          // A filter that is off narrows nothing.
          [[missionFilter('MissionType', 'Lookup', Exact, hook, false)], () => true],
        ];
        for (const [filters, keep] of cases) {
          const r = await post('/Missions/Filtered', { siteIds: [ALL], filters }, tokens.dispatcher);
          expect(r.status, JSON.stringify(filters)).toBe(200);
          expect(idsOf(r.body.data), JSON.stringify(filters)).toEqual(idsOf(all.filter(keep)));
        }
        const both = await post('/Missions/Filtered', { filters: [missionFilter('ShipDate', 'Date', Exact, later)] }, tokens.dispatcher);
        expect(idsOf(both.body.data)).toEqual(sortedIds([a.id, b.id]));
        // Sorted and paged as asked.
        const page = await post(`/Missions/Filtered${restQuery({ sort: ['ship', 'ASC'], range: [0, 1] })}`, {}, tokens.dispatcher);
        expect(page.body.data).toHaveLength(2);
        expect(page.body.data[0].ship <= page.body.data[1].ship).toBe(true);
        expect(page.headers!.get('x-total-count')).toBe(String(visible.size));
      });

      it('when the board gets a bad filter, then 400 names filters[i] and what is wrong; a sort on no column is refused', async () => {
        const cases: [Rec, string][] = [
          [missionFilter('Nope', 'Date', Exact, '2026-01-01'), 'filters[0].type'],
          [missionFilter('ShipDate', 'Text', Exact, '2026-01-01'), 'filters[0].filterType'],
          [missionFilter('ShipDate', 'Date', Contains, '2026-01-01'), 'filters[0].option'],
          [missionFilter('ShipDate', 'Date', Exact, 'tomorrow'), 'filters[0].value'],
          [missionFilter('ShipDate', 'Date', Range, ['2026-02-01', '2026-01-01']), 'filters[0].value'],
          [missionFilter('Driver', 'Driver', Exact, 0), 'filters[0].value'],
          [missionFilter('MissionType', 'Lookup', Exact, 'Move'), 'filters[0].value'],
        ];
        const before = await snapshot(app.ctx);
        for (const [filter, field] of cases) {
          for (const path of ['/Missions/Filtered', '/Missions/Export', '/Missions/Export/Download']) {
            const r = await post(path, { siteIds: [ALL], filters: [filter] }, tokens.dispatcher);
            expect(r.status, `${path} ${JSON.stringify(filter)}`).toBe(400);
            expect(fields(r), `${path} ${JSON.stringify(filter)}`).toEqual([field]);
          }
        }
        const second = await post(
          '/Missions/Filtered',
          { filters: [missionFilter('Priority', 'Numeric', Exact, 1), missionFilter('Priority', 'Numeric', Exact, 2)] },
          tokens.dispatcher,
        );
        expect(fields(second)).toEqual(['filters[1].type']);
        const sort = await post(`/Missions/Filtered${restQuery({ sort: ['stages', 'ASC'] })}`, {}, tokens.dispatcher);
        expect(sort.status).toBe(400);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when the board, its export or its download names another company, a site out of reach or an id that never existed, then 404 and nothing changes', async () => {
        const cases: [Login, Rec][] = [
          ['sysadmin', { companyId: glf, siteIds: [ids.site.ATL] }],
          ['sysadmin', { companyId: NONE }],
          ['sysadmin', { siteIds: [NONE] }],
          ['siteadmin', { companyId: sbl }],
          ['siteadmin', { siteIds: [ids.site.ATL] }],
          ['dispatcher', { companyId: sbl, siteIds: [ALL] }],
          ['dispatcher', { siteIds: [ids.site.CHI, ids.site.DAL] }],
          ['driver', { siteIds: [ids.site.DET] }],
          ['driver2', { siteIds: [ids.site.CHI] }],
          ['dispatcher2', { companyId: glf }],
          ['driver3', { siteIds: [ids.site.DAL] }],
        ];
        const before = await snapshot(app.ctx);
        for (const [login, body] of cases) {
          for (const path of ['/Missions/Filtered', '/Missions/Export', '/Missions/Export/Download']) {
            const r = await post(path, body, tokens[login]);
            expect(r.status, `${login} ${path} ${JSON.stringify(body)}`).toBe(404);
          }
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('saving (POST /Mission)', () => {
      it('when a Dispatch Manager creates a mission, then it is Scheduled, of the asset’s company, at the top of the board, with notes never null, operator 0 unset and the server’s fields its own', async () => {
        const top = Math.max(...(await allMissions()).filter((m) => m.companyId === glf).map((m) => m.priority));
        const first = await post(
          '/Mission',
          missionBody(app, ids, glf, ids.site.CHI, asset.chi, { notes: null, assignedDriverId: 0 }),
          tokens.dispatcher,
        );
        const second = await post(
          '/Mission',
          missionBody(app, ids, glf, ids.site.CHI, asset.chi, { notes: undefined, assignedDriverId: ids.user.driver }),
          tokens.dispatcher,
        );

        expect(first.status).toBe(200);
        expect(second.status).toBe(200);
        const [a, b] = [await storedMission(app.ctx, first.body.data.id), await storedMission(app.ctx, second.body.data.id)];
        expect(a).toMatchObject({
          companyId: glf,
          missionStage: S.None,
          priority: top + 1,
          notes: '',
          assignedDriverId: null,
          computedDriverId: null,
          activeDriverId: null,
          totalWait: 0,
          dispatchDate: null,
        });
        expect(b).toMatchObject({ priority: top + 2, notes: '', assignedDriverId: ids.user.driver, computedDriverId: ids.user.driver });
        expect(first.body.data).toMatchObject({ id: a.id, priority: top + 1, notes: '', missionStage: S.None });
        // The server's fields are the server's: a body that names them does not set them.
        const forged = await post(
          '/Mission',
          missionBody(app, ids, glf, ids.site.CHI, asset.chi, {
            missionStage: S.Complete,
            priority: 1,
            totalWait: 9,
            companyId: sbl,
            computedDriverId: ids.user.driver2,
            dispatchDate: app.clock.now().toISOString(),
          }),
          tokens.dispatcher,
        );
        expect(forged.status).toBe(200);
        expect(await storedMission(app.ctx, forged.body.data.id)).toMatchObject({
          missionStage: S.None,
          priority: top + 3,
          totalWait: 0,
          companyId: glf,
          computedDriverId: null,
          dispatchDate: null,
        });
      });

      it('when a mission body is bad, then 400 names each field with the spec’s words and nothing is saved', async () => {
        const body = missionBody(app, ids, glf, ids.site.CHI, asset.chi);
        const inactive = await newDriver(app.ctx, glf, [ids.site.CHI]);
        await repo().update(app.ctx.db, 'user', inactive.id, { status: UserStatus.Inactive });
        // An asset and a location that are no longer active cannot be newly chosen.
        const retired = await post('/Asset', assetBody(ids, glf, ids.site.CHI, { hasPayload: true, isActive: false }), tokens.sysadmin);
        expect(retired.status).toBe(200);
        const closed = (await post('/Location', locationBody(ids.site.CHI, ids.lookup(glf, 'LocationType', 'Yard')), tokens.sysadmin)).body
          .data;
        await repo().update(app.ctx.db, 'location', closed.id, { isActive: false });
        const cases: [Rec, { field: string; message: string }[]][] = [
          [{ ...body, assetId: retired.body.data.id }, [{ field: 'assetId', message: 'Asset is inactive and cannot be chosen' }]],
          [
            { ...body, targetLocationId: closed.id },
            [{ field: 'targetLocationId', message: 'Target Location is inactive and cannot be chosen' }],
          ],
          [
            {
              ...body,
              ship: undefined,
              missionType: undefined,
              assetId: undefined,
              sourceLocationId: undefined,
              targetLocationId: undefined,
            },
            [
              { field: 'ship', message: 'Ship is required' },
              { field: 'missionType', message: 'Type is required' },
              { field: 'assetId', message: 'Asset is required' },
              { field: 'sourceLocationId', message: 'Source Location is required' },
              { field: 'targetLocationId', message: 'Target Location is required' },
            ],
          ],
          [
            { ...body, targetLocationId: body.sourceLocationId },
            [{ field: 'targetLocationId', message: 'Target Location can equal Source Location' }],
          ],
          [{ ...body, ship: shipDay(app, -2) }, [{ field: 'ship', message: 'Ship date cannot be before today' }]],
          [{ ...body, ship: '2026-02-30' }, [{ field: 'ship', message: expect.any(String) }]],
          [{ ...body, assetId: asset.noPayload }, [{ field: 'assetId', message: 'Asset must be one that tracks payload' }]],
          ...[ids.user.dispatcher, ids.user.siteadmin, inactive.id].map((id): [Rec, { field: string; message: string }[]] => [
            { ...body, assignedDriverId: id },
            [{ field: 'assignedDriverId', message: 'Operator must be an Active or Locked driver of the company' }],
          ]),
          [{ ...body, missionType: ids.lookup(glf, 'AssetType', 'Dry Van') }, [{ field: 'missionType', message: expect.any(String) }]],
          [{ ...body, missionType: ids.lookup(sbl, 'MissionType', 'Move') }, [{ field: 'missionType', message: expect.any(String) }]],
          [{ ...body, notes: 'x'.repeat(2001) }, [{ field: 'notes', message: expect.any(String) }]],
          [{ ...body, id: 'seven' }, [{ field: 'id', message: expect.any(String) }]],
        ];
        const before = await snapshot(app.ctx);
        for (const [b, expected] of cases) {
          const r = await post('/Mission', b, tokens.dispatcher);
          expect(r.status, JSON.stringify(b)).toBe(400);
          expect(details(r), JSON.stringify(b)).toEqual(expected);
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a Dispatch Manager changes a Scheduled mission, then it is saved; a completed one answers 409; an inactive operator already assigned stays', async () => {
        const m = await fresh({ assignedDriverId: ids.user.driver });
        const later = shipDay(app, 4);
        // Angela Brooks reaches Detroit only: a Chicago mission would never reach her list
        const untouched = await snapshot(app.ctx);
        const unreachable = await post('/Mission', { ...m, assignedDriverId: ids.user.driver2 }, tokens.dispatcher);
        expect(unreachable.status).toBe(400);
        expect(details(unreachable)).toEqual([
          { field: 'assignedDriverId', message: 'Operator has no access to the site of the Source or Target Location' },
        ]);
        expect(await snapshot(app.ctx)).toEqual(untouched);
        const chicago = await newDriver(app.ctx, glf, [ids.site.CHI]);
        const changed = await post(
          '/Mission',
          { ...m, ship: later, notes: 'moved to Friday', assignedDriverId: chicago.id },
          tokens.dispatcher,
        );
        expect(changed.status).toBe(200);
        expect(await storedMission(app.ctx, m.id)).toMatchObject({
          ship: later,
          notes: 'moved to Friday',
          assignedDriverId: chicago.id,
          computedDriverId: chicago.id,
          priority: m.priority,
        });

        // An operator who became inactive stays on the missions that have him.
        const leaving = await newDriver(app.ctx, glf, [ids.site.CHI]);
        const kept = await fresh({ assignedDriverId: leaving.id });
        await repo().update(app.ctx.db, 'user', leaving.id, { status: UserStatus.Inactive });
        const resaved = await post('/Mission', { ...kept, notes: 'still his' }, tokens.dispatcher);
        expect(resaved.status).toBe(200);
        expect(resaved.body.data.assignedDriverId).toBe(leaving.id);

        // A stale body is a 409.
        const stale = await post('/Mission', { ...m, notes: 'stale' }, tokens.dispatcher);
        expect(stale.status).toBe(409);

        // A completed mission is history.
        const done = (await allMissions()).find((x) => x.companyId === glf && x.missionStage === S.Complete)!;
        const body = (await get(`/Mission/${done.id}`, tokens.dispatcher)).body.data;
        const before = await snapshot(app.ctx);
        const refused = await post('/Mission', { ...body, stages: undefined, notes: 'rewritten' }, tokens.dispatcher);
        expect(refused.status).toBe(409);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a driver works a mission (Activate, Waiting, Resumed), then a save that changes its asset, a location or its operator answers 409 naming each, and nothing changes; notes, ship date and type still save; de-activated, it changes again', async () => {
        const d = await newDriver(app.ctx, glf, [ids.site.CHI]);
        const m = await dispatched({ assignedDriverId: d.id });
        const body = async () => {
          const { stages: _s, ...read } = (await get(`/Mission/${m.id}`, tokens.dispatcher)).body.data;
          return read as Rec;
        };
        const detroit = { sourceLocationId: ids.location(ids.site.DET, 'Row A'), targetLocationId: ids.location(ids.site.DET, 'Door 03') };
        const changes: [Rec, string[]][] = [
          [{ assetId: asset.det }, ['assetId']],
          [{ sourceLocationId: ids.location(ids.site.CHI, 'Row B') }, ['sourceLocationId']],
          [{ targetLocationId: detroit.targetLocationId }, ['targetLocationId']],
          [{ assignedDriverId: null }, ['assignedDriverId']],
          [{ assignedDriverId: 0 }, ['assignedDriverId']],
          // the issue's stranded mission: a new asset, both locations where its driver cannot go, no operator
          [
            { assetId: asset.det, ...detroit, assignedDriverId: null },
            ['assetId', 'sourceLocationId', 'targetLocationId', 'assignedDriverId'],
          ],
        ];
        const steps: [number, number, Rec][] = [
          [S.Dispatched, S.Activate, {}],
          [S.Activate, S.Wait, { notes: 'Gate closed' }],
          [S.Wait, S.Resume, {}],
        ];
        for (const [from, to, extra] of steps) {
          await moveOk(api, d.token, m.id, from, to, extra);
          const before = await snapshot(app.ctx);
          for (const [change, locked] of changes) {
            const r = await post('/Mission', { ...(await body()), ...change }, tokens.dispatcher);
            expect(r.status, `${to} ${JSON.stringify(change)}`).toBe(409);
            expect(r.body.error.code).toBe('mission_active');
            expect(fields(r)).toEqual(locked);
          }
          expect(await snapshot(app.ctx)).toEqual(before);
          const ship = shipDay(app, 2 + to);
          const edited = await post('/Mission', { ...(await body()), notes: `Stage ${to}`, ship }, tokens.dispatcher);
          expect(edited.status, JSON.stringify(edited.body)).toBe(200);
          expect(edited.body.data).toMatchObject({ notes: `Stage ${to}`, ship, missionStage: to, assetId: asset.chi });
        }
        // The Spanish of the refusal, for the form's dialog and fields.
        const es = await api.call('POST', '/Mission', {
          token: tokens.dispatcher,
          body: { ...(await body()), assetId: asset.det },
          headers: { 'Accept-Language': 'es' },
        });
        expect(details(es)).toEqual([{ field: 'assetId', message: 'Activo no puede cambiar mientras un conductor trabaja la misión' }]);

        await moveOk(api, tokens.dispatcher, m.id, S.Resume, S.Deactivate);
        const moved = await post('/Mission', { ...(await body()), ...detroit, assignedDriverId: null }, tokens.dispatcher);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body.data).toMatchObject({ ...detroit, assignedDriverId: null, missionStage: S.Deactivate });
      });

      it('when a driver activates a mission while a save without its version changes its asset, then the asset never changes under him: the save is refused, or it came first and the activation meets a stage mismatch or takes the mission as saved', async () => {
        const d = await newDriver(app.ctx, glf, [ids.site.CHI]);
        for (let round = 0; round < 8; round++) {
          const m = await dispatched({ assignedDriverId: d.id });
          const { stages: _s, updateDate: _v, ...body } = (await get(`/Mission/${m.id}`, tokens.dispatcher)).body.data;
          const [activation, save] = await Promise.all([
            sendStage(api, d.token, m.id, S.Dispatched, S.Activate),
            post('/Mission', { ...body, assetId: asset.det, overrideAssetInUse: true }, tokens.dispatcher),
          ]);
          const now = await storedMission(app.ctx, m.id);
          if (save.status === 200) {
            // the save's history row is the mission as the save left it: not yet worked by anyone
            const [saved] = await repo().findMany(app.ctx.db, 'missionAudit', {
              where: [
                { prop: 'missionId', op: 'eq', value: m.id },
                { prop: 'action', op: 'eq', value: 'update' },
              ],
            });
            expect([saved.missionStage, saved.assetId]).toEqual([S.Dispatched, asset.det]);
            expect([200, 409]).toContain(activation.status);
            if (activation.status === 409) expect(activation.body.error.code).toBe('stage_mismatch');
          } else {
            expect([save.status, save.body.error?.code, activation.status, now.assetId]).toEqual([409, 'mission_active', 200, asset.chi]);
          }
          if (now.missionStage === S.Activate) await moveOk(api, d.token, m.id, S.Activate, S.Complete);
        }
      });

      it('when a mission is saved with an asset already on another open mission, then 409 asset_in_use names that mission and nothing is saved, until the dispatcher confirms; a completed mission does not count, nor a save that keeps the asset', async () => {
        const made = await post('/Asset', assetBody(ids, glf, ids.site.CHI, { hasPayload: true }), tokens.sysadmin);
        expect(made.status).toBe(200);
        const unit = made.body.data as Rec;
        const plain = (over: Rec = {}) => ({ ...missionBody(app, ids, glf, ids.site.CHI, unit.id, over), overrideAssetInUse: undefined });
        const first = await post('/Mission', plain({ assignedDriverId: ids.user.driver }), tokens.dispatcher);
        expect(first.status, JSON.stringify(first.body)).toBe(200);

        const before = await snapshot(app.ctx);
        const second = plain({ targetLocationId: ids.location(ids.site.CHI, 'Door 02') });
        const refused = await post('/Mission', second, tokens.dispatcher);
        expect(refused.status).toBe(409);
        expect(refused.body.error).toMatchObject({
          code: 'asset_in_use',
          message: `${unit.assetModelId} is already on an open Mission, Row A → Door 03 (Scheduled): confirm to save it anyway`,
        });
        expect(await snapshot(app.ctx)).toEqual(before);
        await moveOk(api, tokens.dispatcher, first.body.data.id, S.None, S.Dispatched);
        const es = await api.call('POST', '/Mission', { token: tokens.dispatcher, body: second, headers: { 'Accept-Language': 'es' } });
        expect(es.body.error.message).toBe(
          `${unit.assetModelId} ya está en una misión abierta, Row A → Door 03 (Despachada): confirme para guardarla de todos modos`,
        );
        // an existing mission given the asset is asked the same
        const other = await fresh();
        const untouched = await snapshot(app.ctx);
        const moved = await post('/Mission', { ...other, assetId: unit.id }, tokens.dispatcher);
        expect([moved.status, moved.body.error?.code]).toEqual([409, 'asset_in_use']);
        expect(await snapshot(app.ctx)).toEqual(untouched);

        const confirmed = await post('/Mission', { ...second, overrideAssetInUse: true }, tokens.dispatcher);
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
        expect(confirmed.body.data.overrideAssetInUse).toBeUndefined();
        // a save that keeps the asset asks nothing
        const kept = await post('/Mission', { ...confirmed.body.data, notes: 'Second trip' }, tokens.dispatcher);
        expect(kept.status, JSON.stringify(kept.body)).toBe(200);

        // completed, a mission no longer holds its asset
        await repo().update(app.ctx.db, 'mission', first.body.data.id, { missionStage: S.Complete });
        await repo().update(app.ctx.db, 'mission', confirmed.body.data.id, { missionStage: S.Complete });
        expect((await post('/Mission', plain(), tokens.dispatcher)).status).toBe(200);
      });

      it('when a role other than Dispatch Manager saves a mission, then 403; another tenant’s mission, asset, location or operator, then 404; nothing changes', async () => {
        const m = await fresh();
        const sblMission = (await allMissions()).find((x) => x.companyId === sbl)!;
        const sblBody = (await get(`/Mission/${sblMission.id}`, tokens.dispatcher2)).body.data;
        const body = missionBody(app, ids, glf, ids.site.CHI, asset.chi);
        const before = await snapshot(app.ctx);
        const cases: [Login, Rec, number][] = [
          ['sysadmin', body, 403],
          ['siteadmin', body, 403],
          ['driver', body, 403],
          ['siteadmin', { ...m, notes: 'admin' }, 403],
          ['driver', { ...m, notes: 'driver' }, 403],
          ['dispatcher2', { ...m, notes: 'dispatcher2' }, 404],
          ['dispatcher', { ...sblBody, stages: undefined, notes: 'dispatcher' }, 404],
          ['dispatcher', { ...body, assetId: asset.sbl }, 404],
          ['dispatcher', { ...body, assetId: NONE }, 404],
          ['dispatcher', { ...body, sourceLocationId: ids.location(ids.site.ATL, 'Row A') }, 404],
          ['dispatcher', { ...m, targetLocationId: ids.location(ids.site.DAL, 'Door 01') }, 404],
          ['dispatcher', { ...body, assignedDriverId: ids.user.driver3 }, 404],
          ['dispatcher', { ...body, assignedDriverId: NONE }, 404],
          ['dispatcher', { ...body, id: NONE }, 404],
        ];
        const answers: Record<string, ApiResponse> = {};
        for (const [login, b, status] of cases) {
          const r = await post('/Mission', b, tokens[login]);
          answers[`${login} ${JSON.stringify(b).slice(0, 60)}`] = r;
          expect(r.status, `${login} ${JSON.stringify(b)}`).toBe(status);
        }
        expect(await snapshot(app.ctx)).toEqual(before);
        // Another tenant's asset or operator is refused exactly as one that never existed.
        const [foreignAsset, absentAsset] = [
          await post('/Mission', { ...body, assetId: asset.sbl }, tokens.dispatcher),
          await post('/Mission', { ...body, assetId: NONE }, tokens.dispatcher),
        ];
        expect(foreignAsset.body).toEqual(absentAsset.body);
        const [foreignDriver, absentDriver] = [
          await post('/Mission', { ...body, assignedDriverId: ids.user.driver3 }, tokens.dispatcher),
          await post('/Mission', { ...body, assignedDriverId: NONE }, tokens.dispatcher),
        ];
        expect(foreignDriver.body).toEqual(absentDriver.body);
      });
    });

    describe('deleting (DELETE /Mission/{id})', () => {
      it('when a Scheduled mission is deleted, then it answers its status, GET /Mission answers 204 to those who reached it and 404 to the others, and its stage rows are gone', async () => {
        const m = await dispatched();
        await moveOk(api, tokens.dispatcher, m.id, S.Dispatched, S.None);
        expect(await stageRows(app.ctx, m.id)).toHaveLength(2);

        const gone = await del(`/Mission/${m.id}`, tokens.dispatcher);

        expect(gone.status).toBe(200);
        expect(gone.body).toEqual({ status: true });
        expect(await storedMission(app.ctx, m.id)).toBeUndefined();
        expect(await stageRows(app.ctx, m.id)).toEqual([]);
        for (const login of ['dispatcher', 'siteadmin', 'sysadmin', 'driver'] as const) {
          const r = await get(`/Mission/${m.id}`, tokens[login]);
          expect(r.status, login).toBe(204);
          expect(r.body, login).toBeNull();
        }
        for (const login of ['driver2', 'siteadmin2', 'dispatcher2', 'driver3'] as const)
          expect((await get(`/Mission/${m.id}`, tokens[login])).status, login).toBe(404);
        expect((await get(`/MissionHistory/Stages/${m.id}`, tokens.dispatcher)).status).toBe(404);
        expect((await del(`/Mission/${m.id}`, tokens.dispatcher)).status).toBe(404);
      });

      it('when a mission at Dispatched or later is deleted, then 409 and nothing changes', async () => {
        const d = await dispatched();
        const others = (await allMissions()).filter((x) => x.companyId === glf && x.missionStage !== S.None);
        expect(new Set(others.map((x) => x.missionStage)).size).toBeGreaterThanOrEqual(5);
        const before = await snapshot(app.ctx);
        for (const x of [d, ...others]) {
          const r = await del(`/Mission/${x.id}`, tokens.dispatcher);
          expect(r.status, `stage ${x.missionStage}`).toBe(409);
          expect(r.body.error.message).toBe('A Mission at Dispatched or later cannot be deleted');
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a role other than Dispatch Manager deletes a mission, then 403; another tenant, 404; nothing changes', async () => {
        const m = await fresh();
        const before = await snapshot(app.ctx);
        const cases: [Login, number][] = [
          ['sysadmin', 403],
          ['siteadmin', 403],
          ['driver', 403],
          ['siteadmin2', 403],
          ['dispatcher2', 404],
        ];
        for (const [login, status] of cases) expect((await del(`/Mission/${m.id}`, tokens[login])).status, login).toBe(status);
        expect((await del(`/Mission/${NONE}`, tokens.dispatcher)).status).toBe(404);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a Scheduled mission is dispatched and deleted at the same time, then never both: a dispatched mission is never deleted, and no call answers 500', async () => {
        for (let round = 0; round < 12; round++) {
          const m = await fresh({ assignedDriverId: ids.user.driver });
          const [dispatch, remove] = await Promise.all([
            sendStage(api, tokens.dispatcher, m.id, S.None, S.Dispatched),
            del(`/Mission/${m.id}`, tokens.dispatcher),
          ]);
          const stored = await storedMission(app.ctx, m.id);
          const label = `round ${round}: dispatch ${dispatch.status}, delete ${remove.status}`;
          expect(
            [dispatch.status, remove.status].filter((s) => s === 200),
            label,
          ).toHaveLength(1);
          if (dispatch.status === 200) {
            expect(remove.status, label).toBe(409);
            // The delete lost to the dispatch: its own refusal, not a foreign key naming the new stage row.
            expect(remove.body.error.code, label).toBe('conflict');
            expect(stored?.missionStage, label).toBe(S.Dispatched);
            expect(await stageRows(app.ctx, m.id), label).toHaveLength(1);
          } else {
            expect([404, 409], label).toContain(dispatch.status);
            expect(stored, label).toBeUndefined();
            expect(await stageRows(app.ctx, m.id), label).toEqual([]);
          }
        }
      });
    });

    describe('notes (POST /Mission/Note)', () => {
      it('when the dispatcher or the mission’s own operator changes its notes, then they are saved (empty when cleared); anyone else is refused and nothing changes', async () => {
        const m = await dispatched({ assignedDriverId: ids.user.driver });
        const byDispatcher = await post('/Mission/Note', { missionId: m.id, notes: '  Trailer sealed  ' }, tokens.dispatcher);
        expect(byDispatcher.status).toBe(200);
        expect(byDispatcher.body.data).toMatchObject({ isSuccessful: true });
        expect((await storedMission(app.ctx, m.id)).notes).toBe('Trailer sealed');
        const byOperator = await post('/Mission/Note', { missionId: m.id, notes: null }, tokens.driver);
        expect(byOperator.status).toBe(200);
        expect((await storedMission(app.ctx, m.id)).notes).toBe('');

        const { token: otherToken } = await newDriver(app.ctx, glf, [ids.site.CHI]);
        const before = await snapshot(app.ctx);
        const sblMission = (await allMissions()).find((x) => x.companyId === sbl)!;
        const cases: [Login, Rec, number, string?][] = [
          ['sysadmin', { missionId: m.id, notes: 'sysadmin' }, 403],
          ['siteadmin', { missionId: m.id, notes: 'siteadmin' }, 403],
          ['dispatcher2', { missionId: m.id, notes: 'dispatcher2' }, 404],
          ['driver3', { missionId: m.id, notes: 'driver3' }, 404],
          ['driver2', { missionId: m.id, notes: 'driver2' }, 404],
          ['dispatcher', { missionId: sblMission.id, notes: 'dispatcher' }, 404],
          ['dispatcher', { missionId: NONE, notes: 'none' }, 404],
          ['dispatcher', { missionId: m.id, notes: 'x'.repeat(2001) }, 400, 'notes'],
          ['dispatcher', { missionId: m.id }, 400, 'notes'],
          ['dispatcher', { notes: 'no mission' }, 400, 'missionId'],
        ];
        for (const [login, body, status, field] of cases) {
          const r = await post('/Mission/Note', body, tokens[login]);
          expect(r.status, `${login} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
          if (field) expect(fields(r)).toEqual([field]);
        }
        // A driver of the mission's site who is not its operator may not write on it.
        const notHis = await post('/Mission/Note', { missionId: m.id, notes: 'not mine' }, otherToken);
        expect(notHis.status).toBe(403);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a completed mission’s notes are changed, by the dispatcher or its own operator, then 409 and its notes stay as they were done', async () => {
        const loginOf = (id: unknown) => LOGINS.find((l) => ids.user[l] === id);
        const done = (await allMissions()).find(
          (x) => x.companyId === glf && x.missionStage === S.Complete && loginOf(x.computedDriverId),
        )!;
        const before = await snapshot(app.ctx);
        for (const token of [tokens.dispatcher, tokens[loginOf(done.computedDriverId)!]]) {
          const r = await post('/Mission/Note', { missionId: done.id, notes: 'rewritten' }, token);
          expect(r.status).toBe(409);
          expect(r.body.error.message).toBe('A completed Mission cannot be changed');
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('malformed requests', () => {
      it('when any mission call gets a malformed body or path, then it answers 400 (or 404 for an id that cannot exist), never a 500, and nothing changes', async () => {
        const m = (await allMissions()).find((x) => x.companyId === glf && x.missionStage === S.None)!;
        const huge = 2 ** 40;
        const cases: [string, string, unknown][] = [
          ['GET', '/Mission/abc', undefined],
          ['GET', '/Mission/1.5', undefined],
          ['GET', `/Mission/${huge}`, undefined],
          ['GET', '/Mission/-1', undefined],
          ['DELETE', '/Mission/abc', undefined],
          ['GET', '/MissionHistory/Stages/abc', undefined],
          ['POST', '/Mission', 'not json'],
          ['POST', '/Mission', []],
          ['POST', '/Mission', { ...missionBody(app, ids, glf, ids.site.CHI, asset.chi), assetId: 'TRL-1001' }],
          ['POST', '/Mission', { ...missionBody(app, ids, glf, ids.site.CHI, asset.chi), assetId: huge }],
          ['POST', '/Mission', { ...missionBody(app, ids, glf, ids.site.CHI, asset.chi), ship: 20260101 }],
          ['POST', '/Mission', { ...missionBody(app, ids, glf, ids.site.CHI, asset.chi), sourceLocationId: -5 }],
          ['POST', '/Mission/Note', { missionId: 'x', notes: 'x' }],
          ['POST', '/Mission/Note', { missionId: m.id, notes: 5 }],
          ['POST', '/MissionStage', {}],
          ['POST', '/MissionStage', { id: 'x', currentMissionStage: 0, missionStage: 1 }],
          ['POST', '/MissionStage', { id: huge, currentMissionStage: 0, missionStage: 1 }],
          ['POST', '/MissionStage', { id: m.id, currentMissionStage: '0', missionStage: 1 }],
          ['POST', '/MissionStage', { id: m.id, currentMissionStage: 0, missionStage: 1, overrideRepair: 'yes' }],
          ['POST', '/MissionStage', { id: m.id, currentMissionStage: 0, missionStage: 1, payload: 'full' }],
          ['POST', '/MissionStage', { id: m.id, currentMissionStage: 0, missionStage: 1, parkLocationId: 'dock' }],
          ['POST', '/MissionStage', { id: m.id, currentMissionStage: 0, missionStage: 1, extra: true }],
          ['POST', '/Mission/Priority', { missionPriorities: 'x' }],
          ['POST', '/Mission/Priority', { missionPriorities: [{ id: null, priority: 1 }] }],
          ['POST', '/Mission/Priority', { missionPriorities: [{ id: m.id, priority: huge }] }],
          ['POST', '/Mission/Priority', [{ id: m.id, priority: 1 }]],
          ['POST', '/Missions/Drivers', 'x'],
          ['POST', '/Missions/Drivers', [1.5]],
          ['POST', '/Missions/Drivers', [huge]],
          ['POST', '/Missions/Filtered', { siteIds: 'x' }],
          ['POST', '/Missions/Filtered', { companyId: 'x' }],
          ['POST', '/Missions/Filtered', { filters: 'x' }],
          ['POST', '/Missions/Filtered', { filters: [null] }],
          ['POST', '/Missions/Filtered', { filters: [{ type: 'ShipDate' }] }],
          ['POST', '/Missions/Export', { columns: 'ship' }],
          ['POST', '/MissionHistory/Filtered', { filters: [{ ...shipBetween('2026-01-01', '2026-12-31'), value: '2026' }] }],
          ['POST', '/MissionHistories/Export', { filters: [shipBetween('2026-01-01', '2026-12-31')], columns: ['priority'] }],
        ];
        const before = await snapshot(app.ctx);
        const failures: string[] = [];
        for (const [method, path, body] of cases) {
          const r = await api.call(method, path, {
            token: tokens.dispatcher,
            ...(typeof body === 'string' && method === 'POST' && !path.endsWith('Drivers') ? { raw: body } : { body }),
          });
          if (r.status !== 400 && r.status !== 404) failures.push(`${method} ${path} ${JSON.stringify(body)} → ${r.status}`);
          if (r.status === 400 && !r.body?.error?.code) failures.push(`${method} ${path} → 400 without an error body`);
        }
        expect(failures).toEqual([]);
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('export (POST /Missions/Export and /Download)', () => {
      it('when the board is exported, then MissionsReport.csv starts with a byte-order mark, heads the chosen columns and shows names and MM-DD-YYYY hh:mm A dates in the user’s zone', async () => {
        const tag = `export ${Date.now().toString(36)}`;
        const m = await fresh({ notes: `${tag} first`, assignedDriverId: ids.user.driver });
        const n = await fresh({ notes: `${tag} second`, assignedDriverId: null }, 'DET');
        app.clock.advance(60_000);
        await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);
        const dispatchedAt = (await storedMission(app.ctx, m.id)).dispatchDate;
        const filters = [missionFilter('Notes', 'Text', Contains, tag)];
        const columns = [
          'ship',
          'priority',
          'assignedDriverId',
          'missionType',
          'assetId',
          'sourceLocationId',
          'targetLocationId',
          'notes',
          'dispatchDate',
        ];

        const text = await post('/Missions/Export', { siteIds: [ALL], filters, columns }, tokens.dispatcher);
        const file = await download(app, '/Missions/Export/Download', { siteIds: [ALL], filters, columns }, tokens.dispatcher);

        expect(text.status).toBe(200);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toBe('attachment; filename="MissionsReport.csv"');
        expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(file.bytes.subarray(0, 3).equals(BOM_BYTES)).toBe(true);
        expect(file.bytes.toString('utf8')).toBe(text.body.data);
        expect(csvHeader(text.body.data)).toEqual([
          'Ship Date',
          'Priority',
          'Operator',
          'Mission Type',
          'Asset',
          'Source Location',
          'Target Location',
          'Notes',
          'Dispatched',
        ]);
        const ship = dayjs.utc(m.ship).format('MM-DD-YYYY');
        // Highest priority first, as the board.
        expect(csvRecords(text.body.data)).toEqual([
          {
            'Ship Date': ship,
            Priority: String(n.priority),
            Operator: '',
            'Mission Type': 'Move',
            Asset: 'TRL-1011',
            // Over All Sites each location names its site: both sites have a Row A and a Door 03.
            'Source Location': 'Row A (Detroit Terminal)',
            'Target Location': 'Door 03 (Detroit Terminal)',
            Notes: `${tag} second`,
            Dispatched: '',
          },
          {
            'Ship Date': ship,
            Priority: String(m.priority),
            Operator: 'Tony Russo',
            'Mission Type': 'Move',
            Asset: 'TRL-1001',
            'Source Location': 'Row A (Chicago Cross-Dock)',
            'Target Location': 'Door 03 (Chicago Cross-Dock)',
            Notes: `${tag} first`,
            Dispatched: dayjs(dispatchedAt).tz('America/Chicago').format('MM-DD-YYYY hh:mm A'),
          },
        ]);
        expect(text.body.data).toContain('\r\n');

        // The default columns are the board's; a Driver of Chicago exports only what it sees.
        const byDefault = await post('/Missions/Export', { filters }, tokens.driver);
        expect(csvHeader(byDefault.body.data)).toEqual(MISSION_LIST_HEADER);
        expect(csvRecords(byDefault.body.data).map((r) => r.Notes)).toEqual([`${tag} first`]);
        const badColumn = await post('/Missions/Export', { columns: ['stages'] }, tokens.dispatcher);
        expect(badColumn.status).toBe(400);
        expect(fields(badColumn)).toEqual(['columns[0]']);
      });
    });

    describe('history (POST /MissionHistory/Filtered, GET /MissionHistory/Stages/{id}, POST /MissionHistories/Export)', () => {
      it('when the history is asked without its ship-date filter, or with it switched off, then 400 names the filter; the list, export and download alike', async () => {
        const day = shipDay(app, 1);
        const cases: [Rec, string][] = [
          [{}, 'filters'],
          [{ filters: [] }, 'filters'],
          [{ filters: [missionFilter('MissionType', 'Lookup', Exact, ids.lookup(glf, 'MissionType', 'Move'))] }, 'filters'],
          [{ filters: [missionFilter('ShipDate', 'Date', Exact, day, false)] }, 'filters[0].active'],
          [{ filters: [missionFilter('ShipDate', 'Date', Exact, null)] }, 'filters[0].value'],
        ];
        for (const [body, field] of cases) {
          for (const path of ['/MissionHistory/Filtered', '/MissionHistories/Export', '/MissionHistories/Export/Download']) {
            const r = await post(path, body, tokens.dispatcher);
            expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
            expect(details(r), `${path} ${JSON.stringify(body)}`).toEqual([
              { field, message: field === 'filters[0].value' ? expect.any(String) : 'Ship Date filter is required' },
            ]);
          }
        }
        // Sent as the screen sends it (required, on), it answers.
        const required = { ...missionFilter('ShipDate', 'Date', Exact, day), required: true };
        expect((await post('/MissionHistory/Filtered', { filters: [required] }, tokens.dispatcher)).status).toBe(200);
      });

      it('when each role asks the history for some ship days, then exactly the missions it may see shipping then come back, last updated first', async () => {
        const from = shipDay(app, -1);
        const to = shipDay(app, 1);
        const all = await allMissions();
        for (const login of LOGINS) {
          const visible = await missionsVisibleTo(app.ctx, login);
          const expected = all.filter((m) => visible.has(m.id) && m.ship >= from && m.ship <= to);
          const r = await post('/MissionHistory/Filtered', { siteIds: [ALL], filters: [shipBetween(from, to)] }, tokens[login]);
          expect(r.status, login).toBe(200);
          expect(idsOf(r.body.data), login).toEqual(idsOf(expected));
          expect(expected.length, login).toBeGreaterThan(0);
          const updated = r.body.data.map((m: Rec) => Date.parse(m.updateDate));
          expect(updated, login).toEqual([...updated].sort((a, b) => b - a));
          expect(r.headers!.get('x-total-count'), login).toBe(String(expected.length));
          // done missions: their asset's payload now is not theirs (x-omit), unlike the board's rows
          expect(
            r.body.data.filter((m: Rec) => 'payloadTemperature' in m).map((m: Rec) => m.id),
            login,
          ).toEqual([]);
        }
        const foreign = await post('/MissionHistory/Filtered', { companyId: sbl, filters: [shipBetween(from, to)] }, tokens.dispatcher);
        expect(foreign.status).toBe(404);
        const site = await post('/MissionHistory/Filtered', { siteIds: [ids.site.DET], filters: [shipBetween(from, to)] }, tokens.driver);
        expect(site.status).toBe(404);
      });

      it('when the history of several ship days is read two rows a page, last updated first, then the pages join up into every such mission in that order, for each role', async () => {
        // Missions shipping on three days, written in turn across them, and the first one written
        // again last: each day's newest rows interleave with the others' (the page is read day by
        // day and merged, filteredCalls.ts), and a page past the first needs more than its own
        // rows from each day.
        const days = [shipDay(app, 40), shipDay(app, 41), shipDay(app, 42)];
        const made: Rec[] = [];
        for (let i = 0; i < 7; i++) {
          made.push(await fresh({ ship: days[i % 3], notes: `history page ${i}` }, i % 2 ? 'DET' : 'CHI'));
          app.clock.advance(1000);
        }
        expect((await post('/Mission/Note', { missionId: made[0].id, notes: 'written again' }, tokens.dispatcher)).status).toBe(200);
        const newest = (a: Rec, b: Rec) => Date.parse(b.updateDate) - Date.parse(a.updateDate) || b.id - a.id;
        const all = (await allMissions()).filter((m) => m.ship >= days[0] && m.ship <= days[2]).sort(newest);
        expect(all[0].id).toBe(made[0].id);
        expect(new Set(all.slice(0, 4).map((m) => m.ship)).size).toBe(3);
        const pages = async (body: Rec, token: string, order = 'DESC') => {
          const got: number[] = [];
          for (let start = 0; ; start += 2) {
            const query = new URLSearchParams({ range: `[${start},${start + 1}]`, sort: JSON.stringify(['updateDate', order]) });
            const r = await post(`/MissionHistory/Filtered?${query}`, body, token);
            expect(r.status).toBe(200);
            got.push(...r.body.data.map((m: Rec) => m.id as number));
            if (r.body.data.length < 2) return got;
          }
        };
        const filters = [shipBetween(days[0], days[2])];
        for (const login of LOGINS) {
          const visible = await missionsVisibleTo(app.ctx, login);
          const expected = all.filter((m) => visible.has(m.id)).map((m) => m.id);
          expect(await pages({ siteIds: [ALL], filters }, tokens[login]), login).toEqual(expected);
        }
        // A System Administrator who names the company (its column then held equal) reads it too.
        const ofGlf = all.filter((m) => m.companyId === glf).map((m) => m.id);
        expect(ofGlf.length).toBeGreaterThan(4);
        expect(await pages({ companyId: glf, siteIds: [ALL], filters }, tokens.sysadmin)).toEqual(ofGlf);
        // Oldest update first: the days' walks and their merge turn the other way.
        const seen = await missionsVisibleTo(app.ctx, 'dispatcher');
        const oldest = all.filter((m) => seen.has(m.id)).reverse();
        expect(await pages({ siteIds: [ALL], filters }, tokens.dispatcher, 'ASC')).toEqual(oldest.map((m) => m.id));
      });

      it('when a mission goes through its stages, then GET /MissionHistory/Stages/{id} lists a row per change with stage, time, user and note, oldest first', async () => {
        const m = await dispatched({ assignedDriverId: ids.user.driver2 }, 'DET');
        const t0 = app.clock.now().toISOString();
        app.clock.advance(60_000);
        const driver2 = tokens.driver2;
        // driver2 has a mission of the demo data in Wait: it ends that wait first.
        const busy = (await allMissions()).filter(
          (x) => x.computedDriverId === ids.user.driver2 && [S.Activate, S.Wait, S.Resume].includes(x.missionStage),
        );
        for (const b of busy) {
          if (b.missionStage === S.Wait) await moveOk(api, driver2, b.id, S.Wait, S.Resume);
          await moveOk(api, driver2, b.id, S.Resume, S.Deactivate, { notes: 'later' });
        }
        await moveOk(api, driver2, m.id, S.Dispatched, S.Activate);
        app.clock.advance(60_000);
        await moveOk(api, driver2, m.id, S.Activate, S.Wait, { notes: 'Gate closed' });

        const r = await get(`/MissionHistory/Stages/${m.id}`, tokens.dispatcher);
        expect(r.status).toBe(200);
        expect(r.body.data.map((s: Rec) => [s.missionStage, s.createUser, s.notes])).toEqual([
          [S.Dispatched, 'dispatcher', null],
          [S.Activate, 'driver2', null],
          [S.Wait, 'driver2', 'Gate closed'],
        ]);
        const times = r.body.data.map((s: Rec) => s.createDate);
        expect(times[0]).toBe(t0);
        expect(Date.parse(times[2]) - Date.parse(times[1])).toBe(60_000);
        for (const login of ['driver', 'siteadmin2', 'dispatcher2', 'driver3'] as const)
          expect((await get(`/MissionHistory/Stages/${m.id}`, tokens[login])).status, login).toBe(404);
        expect((await get(`/MissionHistory/Stages/${m.id}`, tokens.driver2)).status).toBe(200);
      });

      it('when the history is exported, then MissionHistoryReport.csv lists its rows with names, and the download is the same bytes', async () => {
        const day = shipDay(app, 5);
        const m = await fresh({ ship: day, assignedDriverId: ids.user.driver, notes: 'history export' });
        const body = { filters: [missionFilter('ShipDate', 'Date', Exact, day)] };
        const columns = [
          'ship',
          'assetId',
          'computedDriverId',
          'sourceLocationId',
          'targetLocationId',
          'missionStage',
          'totalWait',
          'completeDate',
          'notes',
        ];

        const text = await post('/MissionHistories/Export', { ...body, columns }, tokens.dispatcher);
        const file = await download(app, '/MissionHistories/Export/Download', { ...body, columns }, tokens.dispatcher);
        const byDefault = await post('/MissionHistories/Export', body, tokens.dispatcher);

        expect(text.status).toBe(200);
        expect(file.headers.get('content-disposition')).toBe('attachment; filename="MissionHistoryReport.csv"');
        expect(file.bytes.subarray(0, 3).equals(BOM_BYTES)).toBe(true);
        expect(file.bytes.toString('utf8')).toBe(text.body.data);
        expect(csvRecords(text.body.data)).toEqual([
          {
            'Ship Date': dayjs.utc(day).format('MM-DD-YYYY'),
            Asset: 'TRL-1001',
            Operator: 'Tony Russo',
            'Source Location': 'Row A (Chicago Cross-Dock)',
            'Target Location': 'Door 03 (Chicago Cross-Dock)',
            Stage: 'Scheduled',
            'Total Wait (min)': '0',
            Completed: '',
            Notes: 'history export',
          },
        ]);
        expect(csvHeader(byDefault.body.data)).toEqual(MISSION_HISTORY_HEADER);
        expect(csvRecords(byDefault.body.data)).toHaveLength(1);
        expect(m.id).toBeGreaterThan(0);
      });
    });
  });
}
