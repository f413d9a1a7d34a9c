// The stage buttons of a driver's mission (operations §4 "Driver actions"), as data: which show,
// what each sends and whether it may be pressed. The server holds the same rules
// (server/entities/mission/rules.ts) and refuses a move whatever a button showed.
import type { EntityRecords, Mission } from '../../../../../schemas/types.generated';
import { isActiveStage, MissionStage } from '../shared/stages';

export type MissionRow = EntityRecords['mission'];

export type StageAction = 'activate' | 'transfer' | 'deactivate' | 'wait' | 'complete' | 'waiting';

export interface StageButton {
  action: StageAction;
  /** The stage the button sends. */
  to: number;
  enabled: boolean;
}

const S = MissionStage;

/** Whether `userId` works another of the loaded missions (Activate, Wait or Resume): he may not take on one more. */
export const hasOtherActive = (missions: MissionRow[], userId: number, id: number) =>
  missions.some((m) => m.id !== id && m.computedDriverId === userId && isActiveStage(m.missionStage));

/** The buttons of `mission` for `userId`; `busy`: he has another active mission (hasOtherActive). */
export function stageButtons(mission: MissionRow, userId: number, busy: boolean): StageButton[] {
  const owner = mission.computedDriverId === userId;
  switch (mission.missionStage) {
    case S.Dispatched:
    case S.Deactivate:
      // Someone else's mission is taken over with the same move: a Transfer (§4).
      return [{ action: owner ? 'activate' : 'transfer', to: S.Activate, enabled: !busy }];
    case S.Activate:
    case S.Resume:
      return [
        { action: 'deactivate', to: S.Deactivate, enabled: owner },
        { action: 'wait', to: S.Wait, enabled: owner },
        { action: 'complete', to: S.Complete, enabled: owner },
      ];
    case S.Wait:
      return [{ action: 'waiting', to: S.Resume, enabled: owner }];
    case S.Complete:
      // Nothing is left to do: the buttons of an active mission stay, all disabled.
      return [
        { action: 'deactivate', to: S.Deactivate, enabled: false },
        { action: 'wait', to: S.Wait, enabled: false },
        { action: 'complete', to: S.Complete, enabled: false },
      ];
    default:
      return [];
  }
}

/**
 * Minutes waited: the finished waits (totalWait, kept by the server) plus, while the mission
 * waits, the time since it entered Wait — rounded like the server rounds it on Resume.
 */
export function waitedMinutes(mission: Pick<Mission, 'missionStage' | 'totalWait' | 'stageDate'>, now: number): number {
  const total = mission.totalWait ?? 0;
  if (mission.missionStage !== S.Wait || !mission.stageDate) return total;
  const since = now - Date.parse(mission.stageDate);
  return total + (Number.isFinite(since) ? Math.max(0, Math.round(since / 60_000)) : 0);
}
