// Sends a driver's stage move and reloads the mission afterwards (operations §4: "Stage changes
// are saved, then the mission is reloaded"), whatever the answer: a move that lost a race shows
// the 'Mission Stage Mismatch' dialog (shared/sendStage) and the list shows the stage that won.
// The server's other refusals (driver_busy, 403…) are shown in its words; a bad field of the
// Park and Payload dialog comes back to the dialog's form.
import { useCallback } from 'react';
import { FleetError } from '../../../api/fleet';
import { showErrorDialog, showSystemMessage } from '../../../dialogs/systemDialogs';
import { formFieldOf as payloadFieldOf } from '../../payload/payloadForm';
import { sendStage, type StageMove } from '../shared/sendStage';

interface Detail {
  field?: string;
  message: string;
}

/** 'payload.payloadContents[0].quantity' → the dialog's 'payloadContents.0.quantity'. */
export const formFieldOf = (field: string) => payloadFieldOf(field.replace(/^payload\./, ''));

/** What the server said, by form field, for the fields the form has; undefined when none is. */
function fieldErrors(details: Detail[], fields: string[]): Record<string, string> | undefined {
  const known = details.filter((d) => d.field && fields.some((f) => formFieldOf(d.field!).startsWith(f)));
  return known.length ? Object.fromEntries(known.map((d) => [formFieldOf(d.field!), d.message])) : undefined;
}

export function useStageChange(reload: (id: number) => Promise<void>) {
  return useCallback(
    /** Field errors for the form that sent it (nothing was saved), else undefined once it is over. */
    async (move: StageMove, formFields: string[] = []): Promise<Record<string, string> | undefined> => {
      try {
        await sendStage(move);
      } catch (err) {
        if (!(err instanceof FleetError)) throw err;
        const details = Array.isArray(err.details) ? (err.details as Detail[]) : [];
        const own = err.status === 400 ? fieldErrors(details, formFields) : undefined;
        if (own) return own;
        if (err.status >= 400 && err.status < 500)
          showSystemMessage('missions.driver.refused_title', [{ text: err.message }, ...details.map((d) => ({ text: d.message }))]);
        else showErrorDialog(err);
      }
      await reload(move.id).catch((err) => console.error('Mission reload failed', err));
      return undefined;
    },
    [reload],
  );
}
