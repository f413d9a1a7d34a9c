// Sends a driver's stage move and reloads the mission afterwards (operations §4: "Stage changes
// are saved, then the mission is reloaded"), whatever the answer: a move that lost a race shows
// the 'Mission Stage Mismatch' dialog (shared/sendStage) and the list shows the stage that won.
// The server's other refusals (driver_busy, 403…) are shown in its words; a bad field of the
// Park and Payload dialog comes back to the dialog's form. A move the server saved is told by a
// toast ('Mission 42: Completed'): the dialog closes on it, and a driver in a loud yard glances.
// A queued move is marked Pending instead, and the list shows it once sent.
// Without a network (issue 13 §5) the move is queued instead (moveSync.ts) and shown as pending:
// when the browser knows it is offline, when moves are already waiting (they go in order), or
// when the send got no answer — then it may have reached the server, and the queue checks before
// sending it again — or when the server answered that it cannot take it now (503: busy, or its
// disk full; 429), which saved nothing.
import { useCallback } from 'react';
import { FleetError } from '../../../api/fleet';
import { formFieldOf as payloadFieldOf } from '../../payload/payloadForm';
import { sendStage, type StageMove } from '../shared/sendStage';
import { mayHaveArrived, tryAgainLater } from '../../../offline/retry';
import { pendingMoves, queueMove } from './moveSync';
import { detailsOf, showRefusal, type Detail } from './refusal';
import { useToast } from '../../../ui/useToast';
import { stageLabel } from '../shared/stages';

/** 'payload.payloadContents[0].quantity' → the dialog's 'payloadContents.0.quantity'. */
export const formFieldOf = (field: string) => payloadFieldOf(field.replace(/^payload\./, ''));

/** What the server said, by form field, for the fields the form has; undefined when none is. */
function fieldErrors(details: Detail[], fields: string[]): Record<string, string> | undefined {
  const known = details.filter((d) => d.field && fields.some((f) => formFieldOf(d.field!).startsWith(f)));
  return known.length ? Object.fromEntries(known.map((d) => [formFieldOf(d.field!), d.message])) : undefined;
}

/**
 * `versionOf`: the listed mission's updateDate, the version a queued move is checked against;
 * a move made on top of another waiting move of the same mission has none of its own yet.
 */
export function useStageChange(reload: (id: number) => Promise<void>, versionOf: (id: number) => string | null) {
  const toast = useToast();
  return useCallback(
    /** Field errors for the form that sent it (nothing was saved), else undefined once it is over (or queued). */
    async (move: StageMove, formFields: string[] = []): Promise<Record<string, string> | undefined> => {
      const waiting = pendingMoves.get();
      const seen = waiting.some((e) => e.move.id === move.id) ? null : versionOf(move.id);
      if (!navigator.onLine || waiting.length) {
        await queueMove(move, seen, false);
        return undefined;
      }
      try {
        // (a mismatch is told by its own dialog: nothing was saved)
        if ((await sendStage(move)) === 'done')
          toast.bottom('missions.driver.stage_saved', 'success', { id: move.id, stage: stageLabel(move.missionStage) });
      } catch (err) {
        if (!(err instanceof FleetError)) throw err;
        // No answer: it may have been saved, the queue checks before sending it again. The server
        // busy or unable to store it (503, a full disk): nothing was saved, it goes again as it is.
        if (tryAgainLater(err)) {
          await queueMove(move, seen, mayHaveArrived(err));
          return undefined;
        }
        const own = err.status === 400 ? fieldErrors(detailsOf(err), formFields) : undefined;
        if (own) return own;
        showRefusal(err);
      }
      await reload(move.id).catch((err) => console.error('Mission reload failed', err));
      return undefined;
    },
    [reload, versionOf, toast],
  );
}
