// POST /MissionStage from any screen: the move is sent with the stage the screen shows, so a
// change by someone else meanwhile comes back as 409 stage_mismatch and the 'Mission Stage
// Mismatch' dialog (operations §8) asks to refresh. Other refusals come back to the caller.
import type { MissionStageRequest } from '../../../../../schemas/types.generated';
import { fleet, FleetError } from '../../../api/fleet';
import { showSystemMessage } from '../../../dialogs/systemDialogs';
import { claimOwnChange } from '../../../engine/live/ownChanges';

/** The body of POST /MissionStage, as its schema (missionStageRequest) types it. */
export type StageMove = MissionStageRequest;

/** The spec's 'Mission Stage Mismatch' dialog (operations §8). */
export const showMismatch = () =>
  showSystemMessage('missions.mismatch_title', [{ key: 'missions.mismatch_line1' }, { key: 'missions.mismatch_line2' }]);

/**
 * 'done', 'mismatch' (the dialog is shown) — or the FleetError of another refusal, thrown. Every
 * screen reads the mission back after a move, so the move's own live event need not read its list
 * again (ownChanges.ts): the mission is claimed while the move is on its way, released if it fails.
 */
export async function sendStage(move: StageMove): Promise<'done' | 'mismatch'> {
  const release = claimOwnChange('mission', [move.id]);
  try {
    await fleet.post('/MissionStage', move, { quiet: true });
    return 'done';
  } catch (err) {
    release();
    if (err instanceof FleetError && err.code === 'stage_mismatch') {
      showMismatch();
      return 'mismatch';
    }
    throw err;
  }
}
