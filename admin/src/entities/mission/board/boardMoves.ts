// The board's stage moves of a mission (operations §4 "Dispatcher actions", issue 29 §2), derived
// from the table of stage moves the server checks (schemas/stageMoves.ts): a Dispatch Manager's
// moves from the mission's stage. One that hands the mission to a driver or takes it back is a
// button (Dispatch, Undo); one made on a driver's behalf, De-activate, the icon with its question.
import { UserType } from '../../../../../schemas/enums';
import { MissionStage, movesFrom, STAGE_MOVES, type Move } from '../shared/stages';

const S = MissionStage;

/**
 * A button's label by the stage it sends. A move to a stage the board has no words for shows no
 * button; the spec has none.
 */
const LABELS: Partial<Record<number, string>> = {
  [S.Dispatched]: 'missions.board_dispatch',
  [S.None]: 'missions.board_undo',
};

export interface BoardButton {
  move: Move;
  /** Its label's i18n key. */
  label: string;
  /** A move that takes a stage back (Undo) is the quieter, outlined button. */
  outlined: boolean;
}

export interface BoardMoves {
  /** Dispatch or Undo; none once drivers have the mission: the board then shows its stage. */
  buttons: BoardButton[];
  /** De-activate on the driver's behalf, while he works the mission. */
  forDriver?: Move;
}

/** The board's moves of a mission in `stage`; `moves`: the table (a test's own). */
export function boardMoves(stage: number, moves: readonly Move[] = STAGE_MOVES): BoardMoves {
  const mine = movesFrom(stage, UserType.DispatchManager, moves);
  const buttons = mine.flatMap((move) => {
    const label = move.releasesDriver ? undefined : LABELS[move.to];
    return label ? [{ move, label, outlined: move.takesBack !== undefined }] : [];
  });
  return { buttons, forDriver: mine.find((m) => m.releasesDriver) };
}
