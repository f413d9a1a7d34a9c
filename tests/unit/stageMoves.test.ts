// The one table of stage moves (schemas/stageMoves.ts) and its helpers: the server's stage call
// checks a move against it, the admin derives its buttons from it (the admin's own tests show it).
import { describe, expect, it } from 'vitest';
import { MissionStage as S, UserType } from '../../schemas/enums.js';
import { moveOf, movesFrom, STAGE_MOVES, takesOn } from '../../schemas/stageMoves.js';

const { Driver, DispatchManager, SysAdmin } = UserType;
const targets = (stage: number, type: number) => movesFrom(stage, type, STAGE_MOVES).map((m) => [m.to, m.by]);

describe('the table of stage moves', () => {
  it("when De-activate is asked for, then a driver's is the owner's move and a Dispatch Manager's his own, releasing the driver", () => {
    expect(moveOf(S.Activate, S.Deactivate, Driver)).toMatchObject({ by: 'owner' });
    expect(moveOf(S.Wait, S.Deactivate, DispatchManager)).toMatchObject({ by: 'dispatcher', releasesDriver: true });
    // no move of his kind: the first between the stages, whose mover he is not (the server's 403)
    expect(moveOf(S.None, S.Dispatched, Driver)).toMatchObject({ by: 'dispatcher' });
    expect(moveOf(S.None, S.Complete, DispatchManager)).toBeUndefined();
  });

  it("when a stage's moves are asked for, then each user type gets its own, in the table's order", () => {
    expect(targets(S.Activate, Driver)).toEqual([
      [S.Deactivate, 'owner'],
      [S.Wait, 'owner'],
      [S.Complete, 'owner'],
    ]);
    expect(targets(S.Activate, DispatchManager)).toEqual([[S.Deactivate, 'dispatcher']]);
    expect(targets(S.Dispatched, Driver)).toEqual([[S.Activate, 'driver']]);
    expect(targets(S.Dispatched, DispatchManager)).toEqual([[S.None, 'dispatcher']]);
    expect(targets(S.Complete, Driver)).toEqual([]);
    expect(targets(S.None, SysAdmin)).toEqual([]);
  });

  it('when a move goes from a stage nobody works the mission in into one its driver works it in, then it takes the mission on', () => {
    expect(STAGE_MOVES.filter(takesOn).map((m) => m.to)).toEqual([S.Activate]);
  });
});
