// The mission stage moves of operations §4 and issue 10 (schemas/stageMoves.ts), over
// POST /MissionStage on the real app: every allowed move for its role and every other transition
// refused, Transfer, one active mission per driver, the stage rows and stage dates, the wait
// total on the app's clock, Complete with Park and Payload in one transaction, the repair guard —
// and compare-and-set under 20 parallel calls, on both databases, with no database error leaking
// as a 500. Drivers made for a test (helpers/missions.ts newDriver) start with no mission of their
// own, so the demo data's active missions do not hold them up.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MissionStage } from '../../schemas/enums.js';
import { type ApiResponse, type fleet } from '../helpers/api.js';
import { assetBody } from '../helpers/assets.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, snapshot } from '../helpers/maintenance.js';
import { details, missionBody, moveOk, newDriver, S, sendStage, signIn, stageRows, storedMission } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver2', 'siteadmin2', 'dispatcher2', 'driver3'] as const;
type Login = (typeof LOGINS)[number];

/** An id no record has. */
const NONE = 2_000_000_000;
const MINUTE = 60_000;
const STAGES = [S.None, S.Dispatched, S.Activate, S.Deactivate, S.Wait, S.Resume, S.Complete];
type Mover = 'dispatcher' | 'driver' | 'owner';
/**
 * The moves of operations §4 as the spec lists them (from → to, and who), written out here rather
 * than read from schemas/stageMoves.ts; with issue 29 §2, a Dispatch Manager de-activates an active mission too.
 */
const ALLOWED: [number, number, Mover[]][] = [
  [S.None, S.Dispatched, ['dispatcher']],
  [S.Dispatched, S.None, ['dispatcher']],
  [S.Dispatched, S.Activate, ['driver']],
  [S.Deactivate, S.Activate, ['driver']],
  [S.Activate, S.Deactivate, ['owner', 'dispatcher']],
  [S.Activate, S.Wait, ['owner']],
  [S.Activate, S.Complete, ['owner']],
  [S.Resume, S.Deactivate, ['owner', 'dispatcher']],
  [S.Resume, S.Wait, ['owner']],
  [S.Resume, S.Complete, ['owner']],
  [S.Wait, S.Resume, ['owner']],
  [S.Wait, S.Deactivate, ['dispatcher']],
];
const allowed = (from: number, to: number) => ALLOWED.find(([f, t]) => f === from && t === to);
/** What a move needs besides its stages: a Wait asks for a note. */
const extraFor = (to: number): Rec => (to === S.Wait ? { notes: 'Waiting at the gate' } : {});

const fields = (r: ApiResponse) => details(r).map((d) => d.field);
const statuses = (rs: ApiResponse[]) =>
  rs.reduce<Record<string, number>>((acc, r) => {
    const key = `${r.status} ${r.body?.error?.code ?? ''}`.trim();
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

interface Driver {
  id: number;
  login: string;
  token: string;
}

for (const dialect of DIALECTS) {
  describe(`mission stages on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let glf: number;
    let tokens: Record<Login, string>;
    let chiAsset: number;

    const repo = () => repoOf(app.ctx);
    const post = (path: string, body: unknown, token?: string) => api.call('POST', path, { body, token });
    const lk = (group: Parameters<DemoIds['lookup']>[1], description: string) => ids.lookup(glf, group, description);
    const loc = (name: string, site: keyof DemoIds['site'] = 'CHI') => ids.location(ids.site[site], name);
    /** A Chicago driver of Great Lakes with no mission yet, logged in. */
    const driver = (sites = [ids.site.CHI]): Promise<Driver> => newDriver(app.ctx, glf, sites);
    /** A new mission (Chicago, Row A → Door 03) for `owner`, moved by the dispatcher and the owner to `stage`. */
    const missionAt = async (stage: number, owner: Driver | null, over: Rec = {}): Promise<Rec> => {
      const body = missionBody(app, ids, glf, ids.site.CHI, over.assetId ?? chiAsset, { assignedDriverId: owner?.id ?? null, ...over });
      const r = await post('/Mission', body, tokens.dispatcher);
      if (r.status !== 200) throw new Error(`cannot create a mission: ${r.status} ${JSON.stringify(r.body)}`);
      const id = r.body.data.id as number;
      const path: Record<number, number[]> = {
        [S.None]: [],
        [S.Dispatched]: [S.Dispatched],
        [S.Activate]: [S.Dispatched, S.Activate],
        [S.Deactivate]: [S.Dispatched, S.Activate, S.Deactivate],
        [S.Wait]: [S.Dispatched, S.Activate, S.Wait],
        [S.Resume]: [S.Dispatched, S.Activate, S.Wait, S.Resume],
        [S.Complete]: [S.Dispatched, S.Activate, S.Complete],
      };
      let from: number = S.None;
      for (const to of path[stage]) {
        await moveOk(api, to === S.Dispatched ? tokens.dispatcher : owner!.token, id, from, to, extraFor(to));
        from = to;
      }
      return storedMission(app.ctx, id);
    };

    let loggedInAt = -Infinity;

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      chiAsset = (await repo().findMany(app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1001' }] }))[0].id;
    });

    // The tests move the app's clock on (stage dates, wait minutes): sessions that a policy's idle
    // timeout has ended meanwhile are opened again.
    beforeEach(async () => {
      if (app.clock.now().getTime() - loggedInAt < 5 * MINUTE) return;
      tokens = await signIn(api, LOGINS);
      loggedInAt = app.clock.now().getTime();
    });

    describe('the moves', () => {
      it('when a mission goes Scheduled → Dispatched → Activate → Wait → Resume → Wait → Resume → Deactivate → Activate → Complete, then each move writes a stage row, the stage dates are the latest matching rows and the wait total sums the waits in minutes', async () => {
        const a = await driver();
        const m = await missionAt(S.None, a);
        const at: string[] = [];
        const step = async (token: string, from: number, to: number, minutes: number, notes: string | null = null) => {
          app.clock.advance(minutes * MINUTE);
          at.push(app.clock.now().toISOString());
          const r = await sendStage(api, token, m.id, from, to, { notes });
          expect(r.status, `${from} → ${to}: ${JSON.stringify(r.body)}`).toBe(200);
          expect(r.body.data).toEqual({ isSuccessful: true, errorMessage: null });
          return storedMission(app.ctx, m.id);
        };

        let now = await step(tokens.dispatcher, S.None, S.Dispatched, 1, 'Door 03 is free');
        expect(now).toMatchObject({ missionStage: S.Dispatched, stageDate: at[0], dispatchDate: at[0], activateDate: null });
        now = await step(a.token, S.Dispatched, S.Activate, 2);
        expect(now).toMatchObject({ missionStage: S.Activate, activateDate: at[1], activeDriverId: a.id, computedDriverId: a.id });
        now = await step(a.token, S.Activate, S.Wait, 3, 'Gate closed');
        expect(now).toMatchObject({ missionStage: S.Wait, stageDate: at[2], totalWait: 0 });
        now = await step(a.token, S.Wait, S.Resume, 7);
        // After a wait the mission reads Resumed, and counts as active.
        expect(now).toMatchObject({ missionStage: S.Resume, stageDate: at[3], totalWait: 7 });
        now = await step(a.token, S.Resume, S.Wait, 1, 'Seal check');
        now = await step(a.token, S.Wait, S.Resume, 3);
        expect(now.totalWait).toBe(10);
        now = await step(a.token, S.Resume, S.Deactivate, 2, 'Break');
        expect(now).toMatchObject({ missionStage: S.Deactivate, activateDate: at[1], totalWait: 10 });
        now = await step(a.token, S.Deactivate, S.Activate, 15);
        expect(now).toMatchObject({ missionStage: S.Activate, activateDate: at[7], dispatchDate: at[0], completeDate: null });
        now = await step(a.token, S.Activate, S.Complete, 4, 'Parked');
        expect(now).toMatchObject({ missionStage: S.Complete, completeDate: at[8], stageDate: at[8], totalWait: 10 });

        const rows = await stageRows(app.ctx, m.id);
        expect(rows.map((s) => [s.missionStage, s.createUser, s.notes, new Date(s.createDate).toISOString()])).toEqual([
          [S.Dispatched, 'dispatcher', 'Door 03 is free', at[0]],
          [S.Activate, a.login, null, at[1]],
          [S.Wait, a.login, 'Gate closed', at[2]],
          [S.Resume, a.login, null, at[3]],
          [S.Wait, a.login, 'Seal check', at[4]],
          [S.Resume, a.login, null, at[5]],
          [S.Deactivate, a.login, 'Break', at[6]],
          [S.Activate, a.login, null, at[7]],
          [S.Complete, a.login, 'Parked', at[8]],
        ]);
        expect(rows.every((s) => s.companyId === glf)).toBe(true);
        // The stage dates are those of the latest matching rows.
        const latest = (stage: number) => rows.filter((s) => s.missionStage === stage).at(-1)!;
        expect(new Date(latest(S.Activate).createDate).toISOString()).toBe(now.activateDate);
        const read = (await api.call('GET', `/Mission/${m.id}`, { token: tokens.dispatcher })).body.data;
        expect(read.stages).toHaveLength(9);
        expect(read).toMatchObject({ missionStage: S.Complete, totalWait: 10 });
      });

      it('when the dispatcher takes a mission back (Undo) and sends it again later, then it has no dispatch date in between and the later one after; the stage rows keep both', async () => {
        const a = await driver();
        const m = await missionAt(S.None, a);
        await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);
        const first = (await storedMission(app.ctx, m.id)).dispatchDate;
        app.clock.advance(5 * MINUTE);
        await moveOk(api, tokens.dispatcher, m.id, S.Dispatched, S.None, { notes: 'Wrong door' });
        // The undone dispatch is no longer in force: the board's row shows no Dispatched time.
        expect(await storedMission(app.ctx, m.id)).toMatchObject({ missionStage: S.None, dispatchDate: null });
        const board = await post('/Missions/Filtered', {}, tokens.dispatcher);
        expect(board.body.data.find((x: Rec) => x.id === m.id)).toMatchObject({ missionStage: S.None, dispatchDate: null });
        app.clock.advance(5 * MINUTE);
        await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched);

        const now = await storedMission(app.ctx, m.id);
        expect(now.dispatchDate).toBe(app.clock.now().toISOString());
        expect(Date.parse(now.dispatchDate) - Date.parse(first)).toBe(10 * MINUTE);
        expect((await stageRows(app.ctx, m.id)).map((s) => [s.missionStage, s.notes])).toEqual([
          [S.Dispatched, null],
          [S.None, 'Wrong door'],
          [S.Dispatched, null],
        ]);
      });

      it('when any transition outside the table is sent, by the owner or by the dispatcher, then 400 names missionStage and nothing changes', async () => {
        // One mission in each stage, each active one with its own driver (a driver holds one active mission).
        const missions = new Map<number, { m: Rec; owner: Driver }>();
        for (const stage of STAGES) {
          const owner = await driver();
          missions.set(stage, { m: await missionAt(stage, owner), owner });
        }
        const before = await snapshot(app.ctx);
        const refusals: string[] = [];
        let sent = 0;
        // Every call is refused, so none can see another's effect: the stages run side by side.
        await Promise.all(
          STAGES.map(async (from) => {
            const { m, owner } = missions.get(from)!;
            for (const to of [...STAGES, MissionStage.Deleted]) {
              if (allowed(from, to)) continue;
              for (const token of [owner.token, tokens.dispatcher]) {
                const r = await sendStage(api, token, m.id, from, to, { notes: 'a note' });
                sent++;
                if (r.status !== 400 || fields(r).join() !== 'missionStage')
                  refusals.push(`${from} → ${to}: ${r.status} ${JSON.stringify(r.body)}`);
              }
            }
          }),
        );
        // Values that are no stage at all.
        for (const to of [7, -1, 99998]) {
          const r = await sendStage(api, tokens.dispatcher, missions.get(S.None)!.m.id, S.None, to);
          if (r.status !== 400 || !fields(r).includes('missionStage')) refusals.push(`0 → ${to}: ${r.status} ${JSON.stringify(r.body)}`);
        }
        expect(refusals).toEqual([]);
        expect(sent).toBe(2 * (STAGES.length * (STAGES.length + 1) - ALLOWED.length));
        const message = await sendStage(api, tokens.dispatcher, missions.get(S.Complete)!.m.id, S.Complete, S.Activate);
        expect(message.body.error.details).toEqual([{ field: 'missionStage', message: 'A Mission cannot go from Completed to Activate' }]);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when an allowed move is sent by a role it is not for, then 403; by another tenant or a driver of other sites, 404; nothing changes', async () => {
        const ownerOf = new Map<number, Driver>();
        const missions = new Map<number, Rec>();
        for (const stage of [S.None, S.Dispatched, S.Activate, S.Deactivate, S.Wait, S.Resume]) {
          const owner = await driver();
          ownerOf.set(stage, owner);
          missions.set(stage, await missionAt(stage, owner));
        }
        const bystander = await driver(); // a Chicago driver who does not own these missions
        const before = await snapshot(app.ctx);
        const failures: string[] = [];
        for (const [from, to, by] of ALLOWED) {
          const m = missions.get(from)!;
          const refused: [string, string, number][] = [
            ['sysadmin', tokens.sysadmin, 403],
            ['siteadmin', tokens.siteadmin, 403],
            ['siteadmin2', tokens.siteadmin2, 404],
            ['dispatcher2', tokens.dispatcher2, 404],
            ['driver3', tokens.driver3, 404],
            // driver2 works in Detroit only: a Chicago mission is out of reach.
            ['driver2', tokens.driver2, 404],
          ];
          if (!by.includes('owner') && !by.includes('driver')) refused.push(['owner', ownerOf.get(from)!.token, 403]);
          if (!by.includes('driver')) refused.push(['bystander', bystander.token, 403]);
          if (!by.includes('dispatcher')) refused.push(['dispatcher', tokens.dispatcher, 403]);
          for (const [who, token, status] of refused) {
            const r = await sendStage(api, token, m.id, from, to, extraFor(to));
            if (r.status !== status) failures.push(`${from} → ${to} by ${who}: ${r.status}, expected ${status}`);
          }
        }
        expect(failures).toEqual([]);
        const absent = await sendStage(api, tokens.dispatcher, NONE, S.None, S.Dispatched);
        expect(absent.status).toBe(404);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when a mission without an operator is dispatched, or a wait has no note, then 400 names the field and nothing changes', async () => {
        const a = await driver();
        const bare = await missionAt(S.None, null);
        const active = await missionAt(S.Activate, a);
        const before = await snapshot(app.ctx);

        const noOperator = await sendStage(api, tokens.dispatcher, bare.id, S.None, S.Dispatched);
        const noNote = await sendStage(api, a.token, active.id, S.Activate, S.Wait, { notes: '   ' });
        const nullNote = await sendStage(api, a.token, active.id, S.Activate, S.Wait, { notes: null });
        const parkOnWait = await sendStage(api, a.token, active.id, S.Activate, S.Deactivate, { parkLocationId: loc('Row B') });

        expect(noOperator.status).toBe(400);
        expect(details(noOperator)).toEqual([{ field: 'assignedDriverId', message: 'Mission has no Operator' }]);
        expect([noNote.status, nullNote.status]).toEqual([400, 400]);
        expect(details(noNote)).toEqual([{ field: 'notes', message: 'A note is required to wait' }]);
        expect(parkOnWait.status).toBe(400);
        expect(fields(parkOnWait)).toEqual(['parkLocationId']);
        expect(await snapshot(app.ctx)).toEqual(before);
      });

      it('when the stage sent is not the mission’s current stage, then 409 stage_mismatch with the spec’s words and nothing changes', async () => {
        const a = await driver();
        const m = await missionAt(S.Dispatched, a);
        const before = await snapshot(app.ctx);
        for (const [from, to, token] of [
          [S.None, S.Dispatched, tokens.dispatcher],
          [S.Activate, S.Wait, a.token],
          [S.Deactivate, S.Activate, a.token],
        ] as const) {
          const r = await sendStage(api, token, m.id, from, to, extraFor(to));
          expect(r.status, `${from} → ${to}`).toBe(409);
          expect(r.body.error).toMatchObject({ code: 'stage_mismatch', message: 'Mission was updated by another User.' });
        }
        expect(await snapshot(app.ctx)).toEqual(before);
      });
    });

    describe('drivers', () => {
      it('when another driver activates a mission computed to someone else (Transfer), then he becomes its active and computed driver and the first one’s moves are refused', async () => {
        const [a, b] = [await driver(), await driver()];
        const m = await missionAt(S.Dispatched, a);

        await moveOk(api, b.token, m.id, S.Dispatched, S.Activate, { notes: 'Taking it over' });
        expect(await storedMission(app.ctx, m.id)).toMatchObject({
          missionStage: S.Activate,
          assignedDriverId: a.id,
          activeDriverId: b.id,
          computedDriverId: b.id,
        });
        const ofB = await post('/Missions/Drivers', [b.id], tokens.dispatcher);
        const ofA = await post('/Missions/Drivers', [a.id], tokens.dispatcher);
        expect(ofB.body.data.map((x: Rec) => x.id)).toContain(m.id);
        expect(ofA.body.data.map((x: Rec) => x.id)).not.toContain(m.id);
        const byA = await sendStage(api, a.token, m.id, S.Activate, S.Complete);
        expect(byA.status).toBe(403);

        // Deactivated by B, it can be taken back by A (a Transfer again).
        await moveOk(api, b.token, m.id, S.Activate, S.Deactivate);
        await moveOk(api, a.token, m.id, S.Deactivate, S.Activate);
        expect(await storedMission(app.ctx, m.id)).toMatchObject({ activeDriverId: a.id, computedDriverId: a.id });
        expect((await stageRows(app.ctx, m.id)).map((s) => [s.missionStage, s.createUser])).toEqual([
          [S.Dispatched, 'dispatcher'],
          [S.Activate, b.login],
          [S.Deactivate, b.login],
          [S.Activate, a.login],
        ]);
      });

      it('when a driver walks away from a mission in Activate, Waiting or Resumed, then a Dispatch Manager de-activates it for him: a stage row in the manager’s name, the wait counted until then, the driver free to activate another, and the mission open to a Transfer', async () => {
        for (const stage of [S.Activate, S.Wait, S.Resume]) {
          const [a, b] = [await driver(), await driver()];
          const m = await missionAt(stage, a);
          const next = await missionAt(S.Dispatched, a);
          expect((await sendStage(api, a.token, next.id, S.Dispatched, S.Activate)).body.error?.code).toBe('driver_busy');
          const waitedBefore = (await storedMission(app.ctx, m.id)).totalWait;
          app.clock.advance(12 * MINUTE);

          await moveOk(api, tokens.dispatcher, m.id, stage, S.Deactivate, { notes: 'Driver went home' });

          // The driver who walked away no longer holds it: it is its operator's again (him, here)...
          expect(await storedMission(app.ctx, m.id)).toMatchObject({
            missionStage: S.Deactivate,
            stageDate: app.clock.now().toISOString(),
            activeDriverId: null,
            computedDriverId: a.id,
            totalWait: waitedBefore + (stage === S.Wait ? 12 : 0),
          });
          expect((await stageRows(app.ctx, m.id)).at(-1)).toMatchObject({
            missionStage: S.Deactivate,
            createUser: 'dispatcher',
            notes: 'Driver went home',
          });
          await moveOk(api, a.token, next.id, S.Dispatched, S.Activate);
          // ...and the manager may give it to another operator, whose mission it then is.
          const read = (await api.call('GET', `/Mission/${m.id}`, { token: tokens.dispatcher })).body.data;
          expect((await post('/Mission', { ...read, assignedDriverId: b.id }, tokens.dispatcher)).status).toBe(200);
          expect(await storedMission(app.ctx, m.id)).toMatchObject({ assignedDriverId: b.id, computedDriverId: b.id });
          await moveOk(api, b.token, m.id, S.Deactivate, S.Activate, { notes: 'Taking it over' });
          expect(await storedMission(app.ctx, m.id)).toMatchObject({
            missionStage: S.Activate,
            activeDriverId: b.id,
            computedDriverId: b.id,
          });
        }
      });

      it('when a mission a driver works was moved to sites he cannot reach (before the form kept them), then he cannot move it and is busy; a Dispatch Manager’s De-activate frees him', async () => {
        const a = await driver();
        const m = await missionAt(S.Activate, a);
        const next = await missionAt(S.Dispatched, a);
        // As the form let a dispatcher leave it: both locations in Detroit, no operator.
        await repo().update(app.ctx.db, 'mission', m.id, {
          sourceLocationId: loc('Row A', 'DET'),
          targetLocationId: loc('Door 03', 'DET'),
          assignedDriverId: null,
        });
        expect((await sendStage(api, a.token, m.id, S.Activate, S.Deactivate)).status).toBe(404);
        expect((await sendStage(api, a.token, next.id, S.Dispatched, S.Activate)).body.error?.code).toBe('driver_busy');

        await moveOk(api, tokens.dispatcher, m.id, S.Activate, S.Deactivate);

        await moveOk(api, a.token, next.id, S.Dispatched, S.Activate);
      });

      it('when a driver with a mission in Activate, Wait or Resumed activates or takes over another, then 409 driver_busy and nothing changes; once it is deactivated or completed he may', async () => {
        const [a, b] = [await driver(), await driver()];
        const first = await missionAt(S.Activate, a);
        const second = await missionAt(S.Dispatched, a);
        const others = await missionAt(S.Dispatched, b);
        const tryBoth = async () => [
          await sendStage(api, a.token, second.id, S.Dispatched, S.Activate),
          await sendStage(api, a.token, others.id, S.Dispatched, S.Activate),
        ];

        for (const [from, to] of [
          [null, null],
          [S.Activate, S.Wait],
          [S.Wait, S.Resume],
        ] as const) {
          if (from !== null) await moveOk(api, a.token, first.id, from, to, extraFor(to));
          const before = await snapshot(app.ctx);
          const answers = await tryBoth();
          for (const r of answers) {
            expect(r.status, `busy in ${to ?? S.Activate}`).toBe(409);
            expect(r.body.error.code).toBe('driver_busy');
          }
          expect(await snapshot(app.ctx)).toEqual(before);
        }

        await moveOk(api, a.token, first.id, S.Resume, S.Deactivate);
        await moveOk(api, a.token, second.id, S.Dispatched, S.Activate);
        await moveOk(api, a.token, second.id, S.Activate, S.Complete);
        await moveOk(api, a.token, others.id, S.Dispatched, S.Activate);
        expect((await storedMission(app.ctx, others.id)).computedDriverId).toBe(a.id);
      });
    });

    describe('Complete with Park and Payload', () => {
      const payloadOf = (over: Rec = {}): Rec => ({
        payloadStatusId: lk('PayloadStatus', 'Loaded'),
        payloadAssignId: lk('PayloadAssignment', 'Outbound'),
        isRefrigerated: true,
        temperature: 36.5,
        payloadNotes: 'Sealed at door 3',
        payloadContents: [
          { contentTypeId: lk('PayloadContent', 'Pallets'), quantity: 22 },
          { contentTypeId: lk('PayloadContent', 'Cases'), quantity: 140 },
        ],
        ...over,
      });
      const payloadsOf = (missionId: number) =>
        repo().findMany(app.ctx.db, 'payload', { where: [{ prop: 'missionId', op: 'eq', value: missionId }] });
      const assetOf = async (id: number) => (await repo().findById(app.ctx.db, 'asset', id))!;

      it('when the owner completes with a payload, then the stage, the payload (complete, of the mission, at the park location) and the parked asset are saved together', async () => {
        const a = await driver();
        const m = await missionAt(S.Activate, a);
        const parked = loc('Row B');

        await moveOk(api, a.token, m.id, S.Activate, S.Complete, { parkLocationId: parked, payload: payloadOf(), notes: 'Done' });

        const [payload] = await payloadsOf(m.id);
        expect(payload).toMatchObject({
          assetId: chiAsset,
          missionId: m.id,
          locId: parked,
          companyId: glf,
          isComplete: true,
          isRefrigerated: true,
          temperature: 36.5,
          payloadNotes: 'Sealed at door 3',
        });
        expect((payload.payloadContents as Rec[]).map((c) => [c.contentTypeId, c.quantity]).sort((x, y) => x[0] - y[0])).toEqual(
          [
            [lk('PayloadContent', 'Pallets'), 22],
            [lk('PayloadContent', 'Cases'), 140],
          ].sort((x, y) => x[0] - y[0]),
        );
        expect((await assetOf(chiAsset)).assetLocId).toBe(parked);
        expect(await storedMission(app.ctx, m.id)).toMatchObject({ missionStage: S.Complete });
        expect((await stageRows(app.ctx, m.id)).at(-1)).toMatchObject({ missionStage: S.Complete, notes: 'Done', createUser: a.login });
        // The board shows the refrigerated payload's temperature beside the mission.
        const read = await api.call('GET', `/Mission/${m.id}`, { token: tokens.dispatcher });
        expect(read.body.data.payloadTemperature).toBe(36.5);
      });

      it('when the mission’s asset does not track payloads (a rule of the payload’s own save, not of the stage call), then Complete with a payload answers 400 naming payload.assetId and writes nothing: the mission stays active, the asset where it was', async () => {
        const a = await driver();
        const m = await missionAt(S.Activate, a);
        const at = (await assetOf(chiAsset)).assetLocId;
        await repo().update(app.ctx.db, 'asset', chiAsset, { hasPayload: false });
        try {
          const r = await sendStage(api, a.token, m.id, S.Activate, S.Complete, { parkLocationId: loc('Row B'), payload: payloadOf() });
          expect(r.status).toBe(400);
          expect(details(r)).toEqual([{ field: 'payload.assetId', message: 'TRL-1001 does not track payloads' }]);
        } finally {
          await repo().update(app.ctx.db, 'asset', chiAsset, { hasPayload: true });
        }
        expect(await storedMission(app.ctx, m.id)).toMatchObject({ missionStage: S.Activate });
        expect((await assetOf(chiAsset)).assetLocId).toBe(at);
        expect(await payloadsOf(m.id)).toEqual([]);
      });

      it('when Completes with a payload and a park location race a De-activate, then the losers leave nothing behind: one payload at most, the asset parked only by a winning Complete', async () => {
        const a = await driver();
        const parks = [loc('Row B'), loc('Door 02'), loc('South Yard')];
        for (let round = 0; round < 4; round++) {
          const m = await missionAt(S.Activate, a);
          const from = (await assetOf(chiAsset)).assetLocId;
          // Round by round a different move goes first; on PostgreSQL the 20 transactions overlap,
          // and every Complete has parked and recorded its payload before its compare-and-set fails.
          const sends = Array.from({ length: 20 }, (_, i) => (i + round) % 4);
          const answers = await Promise.all(
            sends.map((k) =>
              k === 3
                ? sendStage(api, a.token, m.id, S.Activate, S.Deactivate)
                : sendStage(api, a.token, m.id, S.Activate, S.Complete, {
                    parkLocationId: parks[k],
                    payload: payloadOf({ payloadNotes: `Parked at ${parks[k]}` }),
                  }),
            ),
          );
          expect(statuses(answers)).toEqual({ 200: 1, '409 stage_mismatch': 19 });
          const won = sends[answers.findIndex((r) => r.status === 200)];
          const payloads = await payloadsOf(m.id);
          const where = (await assetOf(chiAsset)).assetLocId;
          if (won === 3) {
            expect(payloads).toEqual([]);
            expect(where).toBe(from);
            await moveOk(api, a.token, m.id, S.Deactivate, S.Activate);
            await moveOk(api, a.token, m.id, S.Activate, S.Complete);
          } else {
            expect(payloads.map((p) => [p.locId, p.payloadNotes])).toEqual([[parks[won], `Parked at ${parks[won]}`]]);
            expect(where).toBe(parks[won]);
          }
          const path = won === 3 ? [S.Deactivate, S.Activate, S.Complete] : [S.Complete];
          expect((await stageRows(app.ctx, m.id)).map((s) => s.missionStage)).toEqual([S.Dispatched, S.Activate, ...path]);
        }
      });

      it('when the owner completes without a park location, then the asset is parked at the target; without a payload, none is recorded', async () => {
        const a = await driver();
        const m = await missionAt(S.Activate, a);
        await moveOk(api, a.token, m.id, S.Activate, S.Complete);
        expect((await assetOf(chiAsset)).assetLocId).toBe(m.targetLocationId);
        expect(await payloadsOf(m.id)).toEqual([]);
      });

      it('when the mission’s asset is granted only to other sites than the driver’s, then he still completes it with its payload', async () => {
        const a = await driver();
        const detroitOnly = await post('/Asset', assetBody(ids, glf, ids.site.DET, { hasPayload: true }), tokens.sysadmin);
        expect(detroitOnly.status).toBe(200);
        const m = await missionAt(S.Activate, a, { assetId: detroitOnly.body.data.id });
        await moveOk(api, a.token, m.id, S.Activate, S.Complete, { payload: payloadOf({ isRefrigerated: false, temperature: null }) });
        expect((await payloadsOf(m.id))[0]).toMatchObject({
          assetId: detroitOnly.body.data.id,
          locId: m.targetLocationId,
          isComplete: true,
        });
        expect((await assetOf(detroitOnly.body.data.id)).assetLocId).toBe(m.targetLocationId);
      });

      it('when the payload or the park location is bad, then 400 names payload.… or parkLocationId and nothing is written: no stage row, no payload, the asset where it was', async () => {
        const a = await driver();
        const m = await missionAt(S.Resume, a);
        const spur = loc('Rail Spur 1');
        await repo().update(app.ctx.db, 'location', spur, { isActive: false });
        try {
          const cases: [Rec, string][] = [
            [{ payload: payloadOf({ temperature: null }) }, 'payload.temperature'],
            [{ payload: payloadOf({ temperature: undefined }) }, 'payload.temperature'],
            [
              { payload: payloadOf({ payloadContents: [{ contentTypeId: lk('PayloadContent', 'Pallets'), quantity: 0 }] }) },
              'payload.payloadContents',
            ],
            [{ payload: payloadOf({ payloadStatusId: undefined }) }, 'payload.payloadStatusId'],
            [{ payload: payloadOf({ payloadStatusId: lk('AssetStatus', 'Available') }) }, 'payload.payloadStatusId'],
            [
              { payload: payloadOf({ payloadAssignId: ids.lookup(ids.company.sbl, 'PayloadAssignment', 'Outbound') }) },
              'payload.payloadAssignId',
            ],
            [{ payload: payloadOf({ color: 'red' }) }, 'payload'],
            [{ parkLocationId: loc('Row A', 'DET') }, 'parkLocationId'],
            [{ parkLocationId: loc('Row A', 'ATL') }, 'parkLocationId'],
            [{ parkLocationId: NONE }, 'parkLocationId'],
            [{ parkLocationId: spur }, 'parkLocationId'],
          ];
          const before = await snapshot(app.ctx);
          const where = (await assetOf(chiAsset)).assetLocId;
          for (const [extra, field] of cases) {
            const r = await sendStage(api, a.token, m.id, S.Resume, S.Complete, extra);
            const label = JSON.stringify(extra).slice(0, 120);
            expect(r.status, label).toBe(400);
            expect(fields(r).length, label).toBeGreaterThan(0);
            expect(
              fields(r).every((f) => f === field || f.startsWith(`${field}.`) || f.startsWith(`${field}[`)),
              `${label}: ${JSON.stringify(details(r))}`,
            ).toBe(true);
          }
          expect(await snapshot(app.ctx)).toEqual(before);
          expect((await assetOf(chiAsset)).assetLocId).toBe(where);
          expect(await storedMission(app.ctx, m.id)).toMatchObject({ missionStage: S.Resume });
        } finally {
          await repo().update(app.ctx.db, 'location', spur, { isActive: true });
        }
        // The spec's words for a refrigerated payload without a temperature and an empty content row.
        const temperature = await sendStage(api, a.token, m.id, S.Resume, S.Complete, { payload: payloadOf({ temperature: undefined }) });
        expect(details(temperature)).toEqual([{ field: 'payload.temperature', message: 'Temperature is required' }]);
        const quantity = await sendStage(api, a.token, m.id, S.Resume, S.Complete, {
          payload: payloadOf({ payloadContents: [{ contentTypeId: lk('PayloadContent', 'Pallets'), quantity: 0 }] }),
        });
        expect(details(quantity).map((d) => d.message)).toContain('Qty must be greater than 0');
        const pallets = { contentTypeId: lk('PayloadContent', 'Pallets'), quantity: 2 };
        const twice = await sendStage(api, a.token, m.id, S.Resume, S.Complete, {
          payload: payloadOf({ payloadContents: [pallets, pallets] }),
        });
        expect(twice.status).toBe(400);
        expect(details(twice)).toEqual([
          { field: 'payload.payloadContents[1].contentTypeId', message: 'Each content type can be chosen only once' },
        ]);
      });
    });

    describe('the repair guard', () => {
      it('when the asset has an open repair of red severity, then dispatching answers 409 repair_override until sent with overrideRepair, and the stage note records the override', async () => {
        const a = await driver();
        const severe = await post(
          '/Asset',
          assetBody(ids, glf, ids.site.CHI, {
            hasPayload: true,
            repairType: lk('AssetRepairType', 'Brakes'),
            defectSeverity: lk('AssetDefectSeverity', 'Critical'),
            defectComplaint: 'Air leak',
          }),
          tokens.sysadmin,
        );
        const minor = await post(
          '/Asset',
          assetBody(ids, glf, ids.site.CHI, {
            hasPayload: true,
            repairType: lk('AssetRepairType', 'Tires'),
            defectSeverity: lk('AssetDefectSeverity', 'Major'),
            defectComplaint: 'Worn tread',
          }),
          tokens.sysadmin,
        );
        expect([severe.status, minor.status]).toEqual([200, 200]);
        const m = await missionAt(S.None, a, { assetId: severe.body.data.id });
        const n = await missionAt(S.None, a, { assetId: minor.body.data.id });
        const before = await snapshot(app.ctx);

        const refused = await sendStage(api, tokens.dispatcher, m.id, S.None, S.Dispatched, { notes: 'Go' });
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('repair_override');
        expect(refused.body.error.message).toContain(severe.body.data.assetModelId);
        expect(await snapshot(app.ctx)).toEqual(before);

        await moveOk(api, tokens.dispatcher, m.id, S.None, S.Dispatched, { notes: 'Shop says it holds', overrideRepair: true });
        await moveOk(api, tokens.dispatcher, n.id, S.None, S.Dispatched);
        const [row] = await stageRows(app.ctx, m.id);
        expect(row.notes).toBe(
          `Dispatched with override: ${severe.body.data.assetModelId} has an open Critical repair. Shop says it holds`,
        );
        expect((await stageRows(app.ctx, n.id))[0].notes).toBeNull();
      });
    });

    describe('compare-and-set', () => {
      /** Fires the calls at once and answers them; none may be a 500. */
      const race = async (calls: (() => Promise<ApiResponse>)[]) => {
        const answers = await Promise.all(calls.map((c) => c()));
        expect(answers.filter((r) => r.status >= 500).map((r) => JSON.stringify(r.body))).toEqual([]);
        return answers;
      };

      it('when 20 dispatches of one Scheduled mission are sent at once, then exactly one wins, the others 409 stage_mismatch, and one stage row is written', async () => {
        const a = await driver();
        for (let round = 0; round < 3; round++) {
          const m = await missionAt(S.None, a);
          const answers = await race(Array.from({ length: 20 }, () => () => sendStage(api, tokens.dispatcher, m.id, S.None, S.Dispatched)));
          expect(statuses(answers)).toEqual({ 200: 1, '409 stage_mismatch': 19 });
          expect((await stageRows(app.ctx, m.id)).map((s) => s.missionStage)).toEqual([S.Dispatched]);
          expect((await storedMission(app.ctx, m.id)).missionStage).toBe(S.Dispatched);
        }
      });

      it('when the owner sends 20 different moves from Activate at once (Deactivate, Wait, Complete), then exactly one wins and the mission reads its stage, with one new stage row', async () => {
        const a = await driver();
        for (let round = 0; round < 3; round++) {
          const m = await missionAt(S.Activate, a);
          const targets = Array.from({ length: 20 }, (_, i) => [S.Deactivate, S.Wait, S.Complete][i % 3]);
          const answers = await race(targets.map((to) => () => sendStage(api, a.token, m.id, S.Activate, to, extraFor(to))));
          expect(statuses(answers)).toEqual({ 200: 1, '409 stage_mismatch': 19 });
          const won = targets[answers.findIndex((r) => r.status === 200)];
          const rows = await stageRows(app.ctx, m.id);
          expect(rows.map((s) => s.missionStage)).toEqual([S.Dispatched, S.Activate, won]);
          expect((await storedMission(app.ctx, m.id)).missionStage).toBe(won);
          // Free the driver for the next round.
          if (won !== S.Complete) await moveOk(api, a.token, m.id, won, won === S.Wait ? S.Resume : S.Activate);
          const now = (await storedMission(app.ctx, m.id)).missionStage;
          if (now !== S.Complete) await moveOk(api, a.token, m.id, now, S.Complete);
        }
      });

      it('when 20 drivers activate one dispatched mission at once, then exactly one becomes its driver and the others get 409 stage_mismatch', async () => {
        const owner = await driver();
        const drivers = await Promise.all(Array.from({ length: 20 }, () => driver()));
        const m = await missionAt(S.Dispatched, owner);
        const answers = await race(drivers.map((d) => () => sendStage(api, d.token, m.id, S.Dispatched, S.Activate)));
        expect(statuses(answers)).toEqual({ 200: 1, '409 stage_mismatch': 19 });
        const winner = drivers[answers.findIndex((r) => r.status === 200)];
        expect(await storedMission(app.ctx, m.id)).toMatchObject({
          missionStage: S.Activate,
          activeDriverId: winner.id,
          computedDriverId: winner.id,
        });
        expect((await stageRows(app.ctx, m.id)).map((s) => [s.missionStage, s.createUser])).toEqual([
          [S.Dispatched, 'dispatcher'],
          [S.Activate, winner.login],
        ]);
      });

      it('when one driver activates 20 different dispatched missions at once, then exactly one is activated and the others get 409 driver_busy', async () => {
        const a = await driver();
        const missions: Rec[] = [];
        for (let i = 0; i < 20; i++) missions.push(await missionAt(S.Dispatched, a));
        const answers = await race(missions.map((m) => () => sendStage(api, a.token, m.id, S.Dispatched, S.Activate)));
        expect(statuses(answers)).toEqual({ 200: 1, '409 driver_busy': 19 });
        const stored = await Promise.all(missions.map((m) => storedMission(app.ctx, m.id)));
        expect(stored.filter((m) => m.missionStage === S.Activate).map((m) => m.id)).toEqual([
          missions[answers.findIndex((r) => r.status === 200)].id,
        ]);
        const rows = await Promise.all(missions.map((m) => stageRows(app.ctx, m.id)));
        expect(rows.map((r) => r.length).sort()).toEqual([...Array(19).fill(1), 2]);
      });
    });
  });
}
