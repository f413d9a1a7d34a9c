// Mission priorities (operations §2 "Dispatcher mission list", §4; issue 10): POST /Mission/Priority
// swaps neighbours (the arrows) and reorders dragged rows (a permutation of their values), all or
// nothing; priorities of a company stay unique and complete under concurrent moves computed from
// stale boards; a new mission takes the top. Checked on the stored rows, on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type fleet } from '../helpers/api.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, snapshot } from '../helpers/maintenance.js';
import { details, missionBody, S, sendPriorities, signIn, swap } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';

const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'dispatcher2'] as const;
type Login = (typeof LOGINS)[number];

/** An id no record has. */
const NONE = 2_000_000_000;

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

for (const dialect of DIALECTS) {
  describe(`mission priorities on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let glf: number;
    let tokens: Record<Login, string>;
    let chiAsset: number;

    const repo = () => repoOf(app.ctx);
    /** The company's missions by priority, highest first (the board's order). */
    const board = async (company = glf) =>
      (await repo().findMany(app.ctx.db, 'mission', { where: [{ prop: 'companyId', op: 'eq', value: company }] })).sort(
        (a, b) => b.priority - a.priority,
      );
    const priorities = async (company = glf) => (await board(company)).map((m) => m.priority as number).sort((a, b) => a - b);
    const create = async () => {
      const r = await api.call('POST', '/Mission', {
        token: tokens.dispatcher,
        body: missionBody(app, ids, glf, ids.site.CHI, chiAsset),
      });
      if (r.status !== 200) throw new Error(`cannot create a mission: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data as Rec;
    };
    const unique = (xs: number[]) => new Set(xs).size === xs.length;

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      ids = await demoIds(app.ctx);
      glf = ids.company.glf;
      tokens = await signIn(api, LOGINS);
      chiAsset = (await repo().findMany(app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1001' }] }))[0].id;
    });

    it('when missions are created, then each takes the company’s top priority plus one, whatever the other company holds', async () => {
      const top = (await priorities()).at(-1)!;
      const sblBefore = await priorities(ids.company.sbl);
      const made = [await create(), await create(), await create()];
      expect(made.map((m) => m.priority)).toEqual([top + 1, top + 2, top + 3]);
      expect(await priorities(ids.company.sbl)).toEqual(sblBefore);
      // The board lists the newest first.
      const list = await api.call('POST', '/Missions/Filtered', { token: tokens.dispatcher, body: {} });
      expect(list.body.data[0].id).toBe(made[2].id);
    });

    it('when the dispatcher swaps neighbours with the arrows, then their priorities are exchanged and the set stays unique and complete', async () => {
      const before = await priorities();
      const rows = await board();
      const [first, second] = rows;

      const down = await sendPriorities(api, tokens.dispatcher, swap(first, second));

      expect(down.status).toBe(200);
      expect(down.body.data).toEqual({ isSuccessful: true, errorMessage: null });
      const after = await board();
      expect(after.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]);
      expect(await priorities()).toEqual(before);
      // Moved back up: the board is as it was.
      await sendPriorities(api, tokens.dispatcher, [
        { id: first.id, priority: first.priority },
        { id: second.id, priority: second.priority },
      ]);
      expect((await board()).map((m) => m.id)).toEqual(rows.map((m) => m.id));
    });

    it('when the dispatcher drags a row to a new rank, then the dragged range takes its values in the new order, all at once', async () => {
      const before = await priorities();
      const rows = await board();
      // Drag the 5th row to the top: rows 0..4 become [4, 0, 1, 2, 3] over the same values.
      const range = rows.slice(0, 5);
      const order = [range[4], ...range.slice(0, 4)];
      const moves = order.map((m, i) => ({ id: m.id, priority: range[i].priority }));

      const r = await sendPriorities(api, tokens.dispatcher, moves);

      expect(r.status).toBe(200);
      expect((await board()).slice(0, 5).map((m) => m.id)).toEqual(order.map((m) => m.id));
      expect((await board()).slice(5).map((m) => m.id)).toEqual(rows.slice(5).map((m) => m.id));
      expect(await priorities()).toEqual(before);
      // Each moved mission has a history row of the move.
      const audits = await repo().findMany(app.ctx.db, 'missionAudit', { where: [{ prop: 'missionId', op: 'eq', value: range[4].id }] });
      expect(audits.map((a) => a.action)).toContain('priority');
    });

    it('when the board is reordered, then no moved mission’s update date changes (a completed one’s neither), the move still leaves history rows and a live event, and a form opened before it saves and keeps the new priority', async () => {
      const open = await create();
      const done = (await board()).find((m) => m.missionStage === S.Complete)!;
      const form = (await api.call('GET', `/Mission/${open.id}`, { token: tokens.dispatcher })).body.data as Rec;
      app.clock.advance(60_000);

      expect((await sendPriorities(api, tokens.dispatcher, swap(open, done))).status).toBe(200);

      const [openNow, doneNow] = [
        await repo().findById(app.ctx.db, 'mission', open.id),
        await repo().findById(app.ctx.db, 'mission', done.id),
      ];
      expect([openNow!.priority, doneNow!.priority]).toEqual([done.priority, open.priority]);
      // The history (sorted by update date) and "Last Updated" stay as they were.
      expect([openNow!.updateDate, doneNow!.updateDate]).toEqual([open.updateDate, done.updateDate]);
      const audits = await repo().findMany(app.ctx.db, 'missionAudit', {
        where: [{ prop: 'missionId', op: 'in', value: [open.id, done.id] }],
      });
      expect(
        audits
          .filter((a) => a.action === 'priority')
          .map((a) => a.missionId)
          .sort(),
      ).toEqual([open.id, done.id].sort());
      const events = await repo().findMany(app.ctx.db, 'appEvent', { where: [{ prop: 'action', op: 'eq', value: 'priority' }] });
      expect(events.flatMap((e) => e.ids)).toEqual(expect.arrayContaining([open.id, done.id]));

      // The form's save carries the version it read: it is taken, and the priority is the move's.
      const { id, ship, missionType, assetId, assignedDriverId, sourceLocationId, targetLocationId, updateDate } = form;
      const body = {
        id,
        ship,
        missionType,
        assetId,
        assignedDriverId,
        sourceLocationId,
        targetLocationId,
        updateDate,
        notes: 'After the move',
      };
      const saved = await api.call('POST', '/Mission', { token: tokens.dispatcher, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ notes: 'After the move', priority: done.priority });
      // A save is an update: its stamp moves, and a second save from the same read is now stale.
      expect(Date.parse(saved.body.data.updateDate)).toBeGreaterThan(Date.parse(open.updateDate));
      const again = await api.call('POST', '/Mission', { token: tokens.dispatcher, body: { ...body, notes: 'Stale' } });
      expect(again.status).toBe(409);
    });

    it('when a move is not a permutation of the values the missions hold, lists a mission twice, or names a mission out of reach, then it is refused and nothing changes', async () => {
      const rows = await board();
      const [a, b, c] = rows;
      const sblMission = (await board(ids.company.sbl))[0];
      const before = await snapshot(app.ctx);
      const cases: [Login, { id: number; priority: number }[], number, string?][] = [
        // A value the missions do not hold (a stale board, or a made-up rank).
        [
          'dispatcher',
          [
            { id: a.id, priority: b.priority },
            { id: b.id, priority: c.priority },
          ],
          409,
          'priority_stale',
        ],
        ['dispatcher', [{ id: a.id, priority: a.priority + 1000 }], 409, 'priority_stale'],
        [
          'dispatcher',
          [
            { id: a.id, priority: b.priority },
            { id: b.id, priority: b.priority },
          ],
          409,
          'priority_stale',
        ],
        [
          'dispatcher',
          [
            { id: a.id, priority: b.priority },
            { id: a.id, priority: a.priority },
          ],
          400,
        ],
        ['dispatcher', swap(a, sblMission), 404],
        ['dispatcher', [{ id: NONE, priority: 1 }], 404],
        ['dispatcher2', swap(a, b), 404],
        ['sysadmin', swap(a, b), 403],
        ['siteadmin', swap(a, b), 403],
        ['driver', swap(a, b), 403],
        ['dispatcher', [], 400],
        ['dispatcher', [{ id: a.id, priority: 1.5 }], 400],
      ];
      const answers: ApiResponse[] = [];
      for (const [login, moves, status, code] of cases) {
        const r = await sendPriorities(api, tokens[login], moves);
        answers.push(r);
        expect(r.status, `${login} ${JSON.stringify(moves)}`).toBe(status);
        if (code) expect(r.body.error).toMatchObject({ code, message: 'Failed to change Mission Priority' });
      }
      expect(details(answers[3])).toEqual([{ field: 'missionPriorities', message: 'Each Mission may be listed once' }]);
      // Another tenant's mission is refused like one that never existed.
      expect(answers[4].body).toEqual(answers[5].body);
      expect(await snapshot(app.ctx)).toEqual(before);
    });

    it('when 20 moves computed from possibly stale boards (neighbour swaps and multi-row drags) and 5 new missions run at once, then the priorities stay unique: the original set plus the new tops', async () => {
      const next = random(20_261_123);
      const before = await priorities();
      const stale = await board();
      const moves = Array.from({ length: 20 }, (_, n) => {
        // Half from the board as read before anything ran, half from a fresh read when it fires.
        const useStale = n % 2 === 0;
        return async (): Promise<ApiResponse> => {
          const rows = useStale ? stale : await board();
          const at = Math.floor(next() * (rows.length - 1));
          if (next() < 0.5) {
            const [x, y] = [rows[at], rows[at + 1]];
            return sendPriorities(api, tokens.dispatcher, swap(x, y));
          }
          const size = Math.min(rows.length - at, 2 + Math.floor(next() * 5));
          const range = rows.slice(at, at + size);
          const shuffled = [...range].sort(() => next() - 0.5);
          return sendPriorities(
            api,
            tokens.dispatcher,
            shuffled.map((m, i) => ({ id: m.id, priority: range[i].priority })),
          );
        };
      });
      const creates = Array.from({ length: 5 }, () => () => create().then((m) => ({ status: 200, body: m }) as ApiResponse));

      const answers = await Promise.all([...moves, ...creates].map((f) => f()));

      const statuses = answers.map((r) => `${r.status} ${r.body?.error?.code ?? ''}`.trim());
      expect(statuses.filter((s) => s !== '200' && s !== '409 priority_stale')).toEqual([]);
      expect(statuses.filter((s) => s === '200').length).toBeGreaterThan(5);
      const after = await priorities();
      expect(unique(after)).toBe(true);
      const top = before.at(-1)!;
      expect(after).toEqual([...before, top + 1, top + 2, top + 3, top + 4, top + 5]);
    });
  });
}
