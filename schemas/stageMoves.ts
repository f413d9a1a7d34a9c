// The mission stage moves of operations §4 as one table: who may move a mission from which stages
// to which. The server's stage call (server/entities/mission/stageAction.ts) takes a move only if
// this table has it; the admin derives the driver's stage buttons, the board's Dispatch, Undo and
// De-activate and the offline queue's pending stages from it. One module, so the buttons a screen
// shows and the moves the server takes can never drift apart.
import { MissionStage, UserType } from './enums.js';

export { missionStageLabels as STAGE_LABELS } from './enums.js';

/** Who a move is for: the dispatcher; any driver who reaches the mission; only its computed driver. */
export type Mover = 'dispatcher' | 'driver' | 'owner';

export interface Move {
  from: number[];
  to: number;
  by: Mover;
  /**
   * The stage this move takes back: its stage entry is no longer in force, so the stage date kept
   * from it is cleared (Undo: the board shows no Dispatched time for a mission no longer dispatched).
   */
  takesBack?: number;
  /**
   * The move takes the mission from the driver who activated it and gives it back to its operator:
   * a Dispatch Manager's De-activate for a driver who walked away — left on the mission, he would
   * still be the one it is computed to, whoever the manager then made its operator.
   */
  releasesDriver?: boolean;
}

const S = MissionStage;

export const STAGE_MOVES: readonly Move[] = [
  // Dispatcher: send a Scheduled mission with an operator, or take a Dispatched one back.
  { from: [S.None], to: S.Dispatched, by: 'dispatcher' },
  { from: [S.Dispatched], to: S.None, by: 'dispatcher', takesBack: S.Dispatched },
  // Driver: Activate, or Transfer (the same move by a driver the mission is not computed to).
  { from: [S.Dispatched, S.Deactivate], to: S.Activate, by: 'driver' },
  // The owner of an active mission (Activate, or Resume after a wait, which is active again).
  // De-activate takes nothing back: the work began at the activation (the asset may have left its
  // source) and the mission does not return to Dispatched but pauses in a stage of its own, which
  // its row shows; the Activated time stays the latest activation until the next one replaces it.
  { from: [S.Activate, S.Resume], to: S.Deactivate, by: 'owner' },
  { from: [S.Activate, S.Resume], to: S.Wait, by: 'owner' },
  { from: [S.Activate, S.Resume], to: S.Complete, by: 'owner' },
  { from: [S.Wait], to: S.Resume, by: 'owner' },
  // A Dispatch Manager's way out for a driver who walked away (issue 29 §2): De-activate on his
  // behalf, from any active stage, a wait too. The stage row carries the manager's name; the
  // driver may then take another mission, and any driver can activate this one again (Transfer).
  { from: [S.Activate, S.Wait, S.Resume], to: S.Deactivate, by: 'dispatcher', releasesDriver: true },
];

/** Stages in which the mission is being worked: its driver may not activate another. */
export const ACTIVE_STAGES: number[] = [S.Activate, S.Wait, S.Resume];

export const isActiveStage = (stage: number | null | undefined) => ACTIVE_STAGES.includes(stage ?? -1);

/** Whether a user type makes moves of this kind: the dispatcher's are a Dispatch Manager's, the rest a Driver's. */
export const movesAs = (type: number, by: Mover) => (by === 'dispatcher' ? type === UserType.DispatchManager : type === UserType.Driver);

/**
 * The move from `from` to `to` for a user of `type`: of the table's moves between those stages
 * (De-activate is both the owner's and a Dispatch Manager's) the one his type makes, else the
 * first, whose mover the caller then is not (403). Undefined when no move joins the stages (400).
 */
export function moveOf(from: number, to: number, type: number, moves: readonly Move[] = STAGE_MOVES): Move | undefined {
  const between = moves.filter((m) => m.to === to && m.from.includes(from));
  return between.find((m) => movesAs(type, m.by)) ?? between[0];
}

/**
 * The moves a user of `type` makes from `stage`, in the table's order — the owner's among them
 * whoever he is: a screen shows them to the others disabled, the server refuses them (403).
 */
export const movesFrom = (stage: number, type: number, moves: readonly Move[] = STAGE_MOVES): Move[] =>
  moves.filter((m) => m.from.includes(stage) && movesAs(type, m.by));

/**
 * A move that takes a mission on: from a stage nobody works it in into one its driver works it
 * in (Activate, Transfer). It makes the mover the mission's driver, so he may have no other active
 * mission (the server's driver_busy).
 */
export const takesOn = (move: Move) => isActiveStage(move.to) && !move.from.some(isActiveStage);
