import { describe, expect, it } from 'vitest';
import { MissionStage, STAGE_MOVES, type Move } from '../shared/stages';
import { boardMoves } from './boardMoves';

const S = MissionStage;
const shown = (stage: number, moves?: Move[]) => {
  const { buttons, forDriver } = boardMoves(stage, moves);
  return { buttons: buttons.map((b) => [b.label, b.move.to, b.outlined]), forDriver: forDriver?.to };
};

describe("the board's stage moves, derived from the table of stage moves", () => {
  it('when a mission is Scheduled, then Dispatch sends it; when Dispatched, then the outlined Undo takes it back', () => {
    expect(shown(S.None)).toEqual({ buttons: [['missions.board_dispatch', S.Dispatched, false]], forDriver: undefined });
    expect(shown(S.Dispatched)).toEqual({ buttons: [['missions.board_undo', S.None, true]], forDriver: undefined });
  });

  it('when a driver works the mission, then there is no button but De-activate on his behalf', () => {
    for (const stage of [S.Activate, S.Wait, S.Resume]) expect(shown(stage)).toEqual({ buttons: [], forDriver: S.Deactivate });
  });

  it('when the mission is Deactivated or Completed, then the board offers no move', () => {
    for (const stage of [S.Deactivate, S.Complete]) expect(shown(stage)).toEqual({ buttons: [], forDriver: undefined });
  });

  it('when the table gains a move, then the board offers it with no other change: a Deactivated mission dispatched again', () => {
    const moves: Move[] = [...STAGE_MOVES, { from: [S.Deactivate], to: S.Dispatched, by: 'dispatcher' }];
    expect(shown(S.Deactivate, moves)).toEqual({ buttons: [['missions.board_dispatch', S.Dispatched, false]], forDriver: undefined });
  });
});
