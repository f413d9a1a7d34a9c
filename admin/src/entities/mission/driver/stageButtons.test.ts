import { describe, expect, it } from 'vitest';
import { STAGE_MOVES as SHARED_MOVES } from '../../../../../schemas/stageMoves';
import { MissionStage, STAGE_MOVES, type Move } from '../shared/stages';
import { hasOtherActive, stageButtons, waitedMinutes, type MissionRow } from './stageButtons';

const S = MissionStage;
const ME = 7;
const OTHER = 8;
const mission = (over: Partial<MissionRow> = {}): MissionRow =>
  ({ id: 1, missionStage: S.Dispatched, computedDriverId: ME, totalWait: 0, ...over }) as MissionRow;
const shown = (m: MissionRow, busy = false) => stageButtons(m, ME, busy).map((b) => [b.action, b.to, b.enabled]);

describe('the stage buttons of a driver (operations §4)', () => {
  it('when a mission is Dispatched or Deactivated, then its own driver gets Activate and another driver Transfer, both sending Activate', () => {
    for (const stage of [S.Dispatched, S.Deactivate]) {
      expect(shown(mission({ missionStage: stage }))).toEqual([['activate', S.Activate, true]]);
      expect(shown(mission({ missionStage: stage, computedDriverId: OTHER }))).toEqual([['transfer', S.Activate, true]]);
      expect(shown(mission({ missionStage: stage, computedDriverId: null }))).toEqual([['transfer', S.Activate, true]]);
    }
  });

  it('when the driver works another mission, then Activate and Transfer are disabled', () => {
    expect(shown(mission(), true)).toEqual([['activate', S.Activate, false]]);
    expect(shown(mission({ computedDriverId: OTHER }), true)).toEqual([['transfer', S.Activate, false]]);
  });

  it('when a mission is active (Activate or Resumed), then De-activate, Wait and Complete are enabled for its owner only', () => {
    for (const stage of [S.Activate, S.Resume]) {
      expect(shown(mission({ missionStage: stage }))).toEqual([
        ['deactivate', S.Deactivate, true],
        ['wait', S.Wait, true],
        ['complete', S.Complete, true],
      ]);
      expect(shown(mission({ missionStage: stage, computedDriverId: OTHER })).map(([, , on]) => on)).toEqual([false, false, false]);
    }
  });

  it('when a mission waits, then Waiting sends Resume, for its owner only', () => {
    expect(shown(mission({ missionStage: S.Wait }))).toEqual([['waiting', S.Resume, true]]);
    expect(shown(mission({ missionStage: S.Wait, computedDriverId: OTHER }))).toEqual([['waiting', S.Resume, false]]);
  });

  it('when a mission is Completed, then every button is disabled', () => {
    const buttons = stageButtons(mission({ missionStage: S.Complete }), ME, false);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((b) => !b.enabled)).toBe(true);
  });

  it('when another loaded mission of the driver is in Activate, Wait or Resume, then he is busy; his other stages and other drivers do not count', () => {
    const rows = (stage: number, driver = ME) => [mission({ id: 1 }), mission({ id: 2, missionStage: stage, computedDriverId: driver })];
    for (const stage of [S.Activate, S.Wait, S.Resume]) {
      expect(hasOtherActive(rows(stage), ME, 1)).toBe(true);
      expect(hasOtherActive(rows(stage), ME, 2)).toBe(false);
      expect(hasOtherActive(rows(stage, OTHER), ME, 1)).toBe(false);
    }
    for (const stage of [S.Dispatched, S.Deactivate, S.Complete]) expect(hasOtherActive(rows(stage), ME, 1)).toBe(false);
  });
});

describe('total wait (min)', () => {
  const at = Date.parse('2026-03-02T10:00:00Z');
  it('when the mission waits, then the minutes since it entered Wait are added to the finished waits', () => {
    const m = { missionStage: S.Wait, totalWait: 12, stageDate: '2026-03-02T09:50:00Z' };
    expect(waitedMinutes(m, at)).toBe(22);
    expect(waitedMinutes(m, at + 29_000)).toBe(22);
    expect(waitedMinutes(m, at + 31_000)).toBe(23);
  });

  it('when the mission does not wait, then it is the finished waits alone; a clock behind the server adds nothing', () => {
    expect(waitedMinutes({ missionStage: S.Resume, totalWait: 12, stageDate: '2026-03-02T09:00:00Z' }, at)).toBe(12);
    expect(waitedMinutes({ missionStage: S.Wait, totalWait: 3, stageDate: '2026-03-02T10:05:00Z' }, at)).toBe(3);
    expect(waitedMinutes({ missionStage: S.Wait, totalWait: undefined, stageDate: null }, at)).toBe(0);
  });
});

describe("the driver's buttons, derived from the table of stage moves", () => {
  it('when the admin reads the table, then it is the one the server checks moves against (schemas/stageMoves.ts)', () => {
    expect(STAGE_MOVES).toBe(SHARED_MOVES);
  });

  it('when the table gains a move, then its button shows with no other change: an owner completing from a wait', () => {
    const moves: Move[] = [...STAGE_MOVES, { from: [S.Wait], to: S.Complete, by: 'owner' }];
    const waiting = mission({ missionStage: S.Wait });
    expect(stageButtons(waiting, ME, false, moves).map((b) => [b.action, b.to, b.enabled])).toEqual([
      ['waiting', S.Resume, true],
      ['complete', S.Complete, true],
    ]);
    expect(stageButtons(waiting, OTHER, false, moves).map((b) => b.enabled)).toEqual([false, false]);
  });

  it('when the table loses a move, then its button goes: no Wait from an active mission', () => {
    const moves = STAGE_MOVES.filter((m) => m.to !== S.Wait);
    expect(stageButtons(mission({ missionStage: S.Activate }), ME, false, moves).map((b) => b.action)).toEqual(['deactivate', 'complete']);
  });
});
