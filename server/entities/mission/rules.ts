// The mission stage rules of operations §4 as data: who may move a mission from which stages to
// which, read by the stage call (stageAction.ts) and answered to the screens through the same
// names, so the buttons a screen shows and the moves the server takes are one table.
import { MissionStage, UserType } from '../../../schemas/enums.js';

export { missionStageLabels as STAGE_LABELS } from '../../../schemas/enums.js';

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

export const MOVES: Move[] = [
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

/**
 * The move from `from` to `to` for a user of `type`: of the table's moves between those stages
 * (De-activate is both the owner's and a Dispatch Manager's) the one his type makes, else the
 * first, whose mover the caller then is not (403). Undefined when no move joins the stages (400).
 */
export function moveOf(from: number, to: number, type: number): Move | undefined {
  const moves = MOVES.filter((m) => m.to === to && m.from.includes(from));
  return moves.find((m) => movesAs(type, m.by)) ?? moves[0];
}

/** Whether a user type makes moves of this kind: the dispatcher's are a Dispatch Manager's, the rest a Driver's. */
export const movesAs = (type: number, by: Mover) => (by === 'dispatcher' ? type === UserType.DispatchManager : type === UserType.Driver);
