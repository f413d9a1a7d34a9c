// The stage buttons of a driver's mission (operations §4 "Driver actions"), as data: which show,
// what each sends and whether it may be pressed — derived from the table of stage moves the server
// checks (schemas/stageMoves.ts): a Driver's moves from the mission's stage, one button each.
import { UserType } from '../../../../../schemas/enums';
import type { EntityRecords, Mission } from '../../../../../schemas/types.generated';
import { isActiveStage, MissionStage, movesAs, movesFrom, STAGE_MOVES, takesOn, type Move } from '../shared/stages';

export type MissionRow = EntityRecords['mission'];

export type StageAction = 'activate' | 'transfer' | 'deactivate' | 'wait' | 'complete' | 'waiting';

export interface StageButton {
  action: StageAction;
  /** The stage the button sends. */
  to: number;
  enabled: boolean;
  /** Disabled because he works another mission: the move would take this one on (Activate, Transfer). */
  held: boolean;
}

const S = MissionStage;

/**
 * A button's name by the stage it sends (its label and question: missions.driver.<action>). A
 * move to a stage the driver's screen has no words for shows no button; the spec has none.
 */
const ACTIONS: Partial<Record<number, StageAction>> = {
  [S.Activate]: 'activate',
  [S.Deactivate]: 'deactivate',
  [S.Wait]: 'wait',
  [S.Complete]: 'complete',
  // the driver presses 'Waiting' to end his wait
  [S.Resume]: 'waiting',
};

/** A move open to any driver, made by one the mission is not computed to, is a Transfer (§4). */
const actionOf = (move: Move, owner: boolean) => (move.by === 'driver' && !owner ? 'transfer' : ACTIONS[move.to]);

/** Whether `userId` works another of the loaded missions (Activate, Wait or Resume): he may not take on one more. */
export const hasOtherActive = (missions: MissionRow[], userId: number, id: number) =>
  missions.some((m) => m.id !== id && m.computedDriverId === userId && isActiveStage(m.missionStage));

/**
 * A Driver's moves from `stage`. A stage no move leaves (Completed) keeps the buttons of the stage
 * that led to it, all disabled: nothing is left to do, and the row does not change its shape.
 */
function shownMoves(stage: number, moves: readonly Move[]): { shown: Move[]; final: boolean } {
  if (moves.some((m) => m.from.includes(stage))) return { shown: movesFrom(stage, UserType.Driver, moves), final: false };
  const into = moves.find((m) => m.to === stage && movesAs(UserType.Driver, m.by));
  return { shown: into ? movesFrom(into.from[0], UserType.Driver, moves) : [], final: true };
}

/**
 * The buttons of `mission` for `userId`; `busy`: he has another active mission (hasOtherActive).
 * The owner's moves show to every driver, enabled for the mission's own; a move that takes the
 * mission on (Activate, Transfer) waits until he works no other. `moves`: the table (a test's own).
 */
export function stageButtons(mission: MissionRow, userId: number, busy: boolean, moves: readonly Move[] = STAGE_MOVES): StageButton[] {
  const owner = mission.computedDriverId === userId;
  const { shown, final } = shownMoves(mission.missionStage ?? S.None, moves);
  return shown.flatMap((move) => {
    const action = actionOf(move, owner);
    if (!action) return [];
    const held = !final && busy && takesOn(move);
    return [{ action, to: move.to, enabled: !final && (move.by !== 'owner' || owner) && !held, held }];
  });
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
