// How the driver's screen shows a stage move the server refused for a reason other than a
// mismatch (driver_busy, 403, a missing mission…): in the server's words, under 'Stage Not
// Changed'; an answer that is no refusal (a 500) gets the generic error dialog. Shared by the
// moves sent at once (useStageChange) and the ones sent later from the queue (moveSync).
import { FleetError } from '../../../api/fleet';
import { showErrorDialog, showSystemMessage } from '../../../dialogs/systemDialogs';

export interface Detail {
  field?: string;
  message: string;
}

export const detailsOf = (err: FleetError): Detail[] => (Array.isArray(err.details) ? (err.details as Detail[]) : []);

export function showRefusal(err: unknown) {
  if (!(err instanceof FleetError)) {
    showErrorDialog(err instanceof Error ? err : new Error(String(err)));
    return;
  }
  if (err.status >= 400 && err.status < 500)
    showSystemMessage('missions.driver.refused_title', [{ text: err.message }, ...detailsOf(err).map((d) => ({ text: d.message }))]);
  else showErrorDialog(err);
}
