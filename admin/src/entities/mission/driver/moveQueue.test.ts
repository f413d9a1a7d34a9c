import { describe, expect, it } from 'vitest';
import { MissionStage as S } from '../shared/stages';
import type { StageMove } from '../shared/sendStage';
import {
  flushMoves,
  judge,
  withPending,
  type MissionNow,
  type MoveOutcome,
  type MoveStore,
  type MoveTransport,
  type QueuedMove,
} from './moveQueue';

const ME = 'driver7';
const USER = 7;

/** The server's side of POST /MissionStage: a compare-and-set on the stage, one stage row per move. */
class FakeServer {
  missions = new Map<number, MissionNow>();
  version = 0;
  /** What the network does to the next call: nothing, drop it before it arrives, or lose its answer. */
  network: 'up' | 'down' | 'loseAnswer' = 'up';
  sends = 0;

  add(id: number, stage: number) {
    this.missions.set(id, {
      id,
      missionStage: stage,
      updateDate: this.stamp(),
      stages: [{ missionStage: stage, createUser: 'dispatcher' }],
    });
  }
  private stamp() {
    return new Date(Date.UTC(2026, 0, 1, 0, 0, ++this.version)).toISOString();
  }
  /** Someone else moves the mission (the dispatcher, another driver). */
  moveAs(id: number, stage: number, who: string) {
    const m = this.missions.get(id)!;
    this.missions.set(id, {
      ...m,
      missionStage: stage,
      updateDate: this.stamp(),
      stages: [...m.stages, { missionStage: stage, createUser: who }],
    });
  }
  private reach() {
    if (this.network === 'down') throw { status: 0, code: 'network' };
  }
  transport(): MoveTransport {
    return {
      send: async (move) => {
        this.reach();
        this.sends++;
        const m = this.missions.get(move.id);
        if (!m) throw { status: 404, code: 'not_found' };
        if (m.missionStage !== move.currentMissionStage) throw { status: 409, code: 'stage_mismatch' };
        this.moveAs(move.id, move.missionStage, ME);
        if (this.network === 'loseAnswer') {
          this.network = 'down';
          throw { status: 0, code: 'network' };
        }
      },
      read: async (id) => {
        this.reach();
        const m = this.missions.get(id);
        return m ? structuredClone(m) : null;
      },
    };
  }
  stagesOf(id: number) {
    return this.missions.get(id)!.stages.map((s) => s.missionStage);
  }
}

function memoryStore(): MoveStore & { entries: QueuedMove[] } {
  let seq = 0;
  const entries: QueuedMove[] = [];
  return {
    entries,
    list: async (userId) => entries.filter((e) => e.userId === userId).map((e) => ({ ...e })),
    add: async (entry) => {
      const saved = { ...entry, seq: ++seq };
      entries.push(saved);
      return saved;
    },
    put: async (entry) => {
      entries[entries.findIndex((e) => e.seq === entry.seq)] = { ...entry };
    },
    remove: async (s) => {
      const at = entries.findIndex((e) => e.seq === s);
      if (at >= 0) entries.splice(at, 1);
    },
  };
}

const move = (id: number, from: number, to: number, notes: string | null = null): StageMove => ({
  id,
  currentMissionStage: from,
  missionStage: to,
  notes,
});
const entry = (m: StageMove, seenVersion: string | null, uncertain = false): QueuedMove => ({
  userId: USER,
  move: m,
  seenVersion,
  uncertain,
  madeAt: 0,
});

async function flush(server: FakeServer, store: MoveStore) {
  const outcomes: [number, MoveOutcome['kind']][] = [];
  const stop = await flushMoves(USER, ME, store, server.transport(), (e, o) => outcomes.push([e.move.missionStage, o.kind]));
  return { stop, outcomes };
}

describe('the queue of stage moves made offline', () => {
  it('when moves were queued offline, then they wait while the network is down and are sent in order, once each, when it returns', async () => {
    const server = new FakeServer();
    server.add(1, S.Dispatched);
    const store = memoryStore();
    await store.add(entry(move(1, S.Dispatched, S.Activate), server.missions.get(1)!.updateDate));
    await store.add(entry(move(1, S.Activate, S.Wait, 'Blocked'), null));
    await store.add(entry(move(1, S.Wait, S.Resume), null));

    server.network = 'down';
    expect(await flush(server, store)).toEqual({ stop: 'offline', outcomes: [] });
    expect(store.entries).toHaveLength(3);
    // a send that never left is now uncertain: the next try checks first
    expect(store.entries[0].uncertain).toBe(true);

    server.network = 'up';
    const { stop, outcomes } = await flush(server, store);
    expect(stop).toBe('done');
    expect(outcomes).toEqual([
      [S.Activate, 'saved'],
      [S.Wait, 'saved'],
      [S.Resume, 'saved'],
    ]);
    expect(server.stagesOf(1)).toEqual([S.Dispatched, S.Activate, S.Wait, S.Resume]);
    expect(store.entries).toEqual([]);
    expect(server.sends).toBe(3);
  });

  it('when the answer of a send is lost after the server saved it, then the retry finds it saved and does not send it again', async () => {
    const server = new FakeServer();
    server.add(1, S.Dispatched);
    const store = memoryStore();
    await store.add(entry(move(1, S.Dispatched, S.Activate), server.missions.get(1)!.updateDate));
    await store.add(entry(move(1, S.Activate, S.Deactivate), null));

    server.network = 'loseAnswer';
    expect((await flush(server, store)).stop).toBe('offline');
    expect(server.stagesOf(1)).toEqual([S.Dispatched, S.Activate]);
    expect(store.entries.map((e) => e.uncertain)).toEqual([true, false]);

    server.network = 'up';
    const { outcomes } = await flush(server, store);
    expect(outcomes).toEqual([
      [S.Activate, 'saved'],
      [S.Deactivate, 'saved'],
    ]);
    expect(server.stagesOf(1)).toEqual([S.Dispatched, S.Activate, S.Deactivate]);
    expect(server.sends).toBe(2);
  });

  it('when a send of unknown fate finds the mission untouched, then it is sent (once)', async () => {
    const server = new FakeServer();
    server.add(1, S.Dispatched);
    const store = memoryStore();
    await store.add(entry(move(1, S.Dispatched, S.Activate), server.missions.get(1)!.updateDate, true));
    expect((await flush(server, store)).outcomes).toEqual([[S.Activate, 'saved']]);
    expect(server.stagesOf(1)).toEqual([S.Dispatched, S.Activate]);
    expect(server.sends).toBe(1);
  });

  it('when the dispatcher moved the mission meanwhile, then the queued move ends as a mismatch with nothing written, takes its later moves along, and the next mission’s move still goes', async () => {
    const server = new FakeServer();
    server.add(1, S.Dispatched);
    server.add(2, S.Dispatched);
    const store = memoryStore();
    await store.add(entry(move(1, S.Dispatched, S.Activate), server.missions.get(1)!.updateDate));
    await store.add(entry(move(1, S.Activate, S.Wait, 'x'), null));
    await store.add(entry(move(2, S.Dispatched, S.Activate), server.missions.get(2)!.updateDate));
    server.moveAs(1, S.None, 'dispatcher');

    const { stop, outcomes } = await flush(server, store);
    expect(stop).toBe('done');
    expect(outcomes).toEqual([
      [S.Activate, 'mismatch'],
      [S.Activate, 'saved'],
    ]);
    expect(server.stagesOf(1)).toEqual([S.Dispatched, S.None]);
    expect(server.stagesOf(2)).toEqual([S.Dispatched, S.Activate]);
    expect(store.entries).toEqual([]);
  });

  it('when an uncertain move finds the mission moved back to its stage by someone else, then it is a mismatch, never a second send', async () => {
    const server = new FakeServer();
    server.add(1, S.Activate);
    const seen = server.missions.get(1)!.updateDate;
    const store = memoryStore();
    await store.add(entry(move(1, S.Activate, S.Deactivate), seen));
    server.network = 'loseAnswer';
    await flush(server, store);
    // saved, then another driver takes it over and de-activates it again... and activates it
    server.moveAs(1, S.Activate, 'driver9');
    server.network = 'up';
    expect((await flush(server, store)).outcomes).toEqual([[S.Deactivate, 'mismatch']]);
    expect(server.sends).toBe(1);
  });

  it('when the server refuses a move for a rule, then it leaves the queue as refused', async () => {
    const server = new FakeServer();
    const store = memoryStore();
    await store.add(entry(move(5, S.Dispatched, S.Activate), null));
    expect((await flush(server, store)).outcomes).toEqual([[S.Activate, 'refused']]);
    expect(store.entries).toEqual([]);
  });

  it('when the session has ended, then the moves stay for the next login', async () => {
    const server = new FakeServer();
    server.add(1, S.Dispatched);
    const store = memoryStore();
    await store.add(entry(move(1, S.Dispatched, S.Activate), null));
    const transport: MoveTransport = {
      ...server.transport(),
      send: async () => {
        throw { status: 401, code: 'unauthorized' };
      },
    };
    expect(await flushMoves(USER, ME, store, transport, () => undefined)).toBe('unauthorized');
    expect(store.entries).toHaveLength(1);
  });
});

describe('judging a move whose answer was lost', () => {
  const now = (stage: number, version: string, last: [number, string]): MissionNow => ({
    id: 1,
    missionStage: stage,
    updateDate: version,
    stages: [{ missionStage: last[0], createUser: last[1] }],
  });
  const e = entry(move(1, S.Dispatched, S.Activate), 'v1', true);

  it('when the last stage row is the move by this driver, then it was saved', () => {
    expect(judge(e, now(S.Activate, 'v2', [S.Activate, ME]), ME)).toBe('saved');
  });
  it('when another driver made that same move, then the mission moved on', () => {
    expect(judge(e, now(S.Activate, 'v2', [S.Activate, 'driver9']), ME)).toBe('moved');
  });
  it('when the mission is as seen, then the move is still to send', () => {
    expect(judge(e, now(S.Dispatched, 'v1', [S.Dispatched, 'dispatcher']), ME)).toBe('unsent');
  });
  it('when the mission is in the stage seen but changed since, then it moved on', () => {
    expect(judge(e, now(S.Dispatched, 'v3', [S.Dispatched, 'dispatcher']), ME)).toBe('moved');
  });
  it('when the mission was deleted, then it moved on', () => {
    expect(judge(e, null, ME)).toBe('moved');
  });
});

describe('the list with its waiting moves', () => {
  it('when moves wait, then their missions show the stage they will have, an Activate making the driver its operator', () => {
    const rows = [
      { id: 1, missionStage: S.Dispatched, computedDriverId: 3, activeDriverId: null, stageDate: null },
      { id: 2, missionStage: S.Dispatched, computedDriverId: USER, activeDriverId: null, stageDate: null },
    ];
    const pending = [entry(move(1, S.Dispatched, S.Activate), 'v'), entry(move(1, S.Activate, S.Wait, 'n'), null)];
    const shown = withPending(rows, pending, USER);
    expect(shown[0]).toMatchObject({ missionStage: S.Wait, computedDriverId: USER, activeDriverId: USER });
    expect(shown[1]).toBe(rows[1]);
    expect(withPending(rows, [], USER)).toBe(rows);
  });
});
