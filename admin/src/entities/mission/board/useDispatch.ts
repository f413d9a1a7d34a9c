// Dispatch and Undo from the board (operations §4 "Dispatcher actions") through the shared stage
// call. Dispatching an asset with an open repair of red severity comes back as 409
// repair_override (issue 10 §8): the board asks the dispatcher to confirm, with a note, and sends
// the move again with overrideRepair, which the server records in the stage note. The board
// reloads after every answer, so it shows what the server holds.
import { useState } from 'react';
import { FleetError } from '../../../api/fleet';
import { showErrorDialog } from '../../../dialogs/systemDialogs';
import { sendStage, type StageMove } from '../shared/sendStage';

export interface RepairOverride {
  move: StageMove;
  /** What the server says is wrong ("TRL-1006 has an open Critical repair: …"). */
  message: string;
}

export function useDispatch(reload: () => Promise<unknown>) {
  const [override, setOverride] = useState<RepairOverride | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (move: StageMove) => {
    setSending(true);
    try {
      await sendStage(move);
    } catch (error) {
      if (error instanceof FleetError && error.code === 'repair_override') setOverride({ move, message: error.message });
      else showErrorDialog(error as Error);
    } finally {
      await reload();
      setSending(false);
    }
  };

  /** The dispatcher confirmed the override: the same move, with the note and the override. */
  const confirmOverride = async (note: string) => {
    if (!override) return;
    setOverride(null);
    await send({ ...override.move, notes: note || null, overrideRepair: true });
  };

  return { send, sending, override, confirmOverride, cancelOverride: () => setOverride(null) };
}
