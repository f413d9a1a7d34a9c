// The door schedule's writes: POST /Appointment (a booking, an edit, a move or resize, a status)
// and DELETE /Appointment/{id}. A refusal — 409 when the door is booked then, naming the other
// appointment; 400 with the fields at fault — comes back in the user's language (the server reads
// Accept-Language) and is shown in a toast; the caller gets its words by field for the dialog,
// and a drag knows to snap back. The day's query is updated with the saved record at once, so a
// second keyboard move sends the version just saved, and is read again for everyone else's.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FleetError, fleet } from '../../api/fleet';
import { claimOwnChange } from '../../engine/live/ownChanges';
import { useToast } from '../../ui/useToast';
import type { Appointment } from './useScheduleData';

/** What a person may send; the rest (names, arrival, gate visit) is the server's. The update stamp is the version read. */
const WRITABLE = [
  'id',
  'siteId',
  'doorId',
  'carrierId',
  'reference',
  'payloadAssignId',
  'startDate',
  'endDate',
  'notes',
  'updateDate',
] as const;

export type Outcome = { saved: Appointment } | { refused: Record<string, string>; message: string } | null;

/** The server's details ({ field, message }[]) by field. */
const byField = (details: unknown): Record<string, string> =>
  Object.fromEntries(
    (Array.isArray(details) ? (details as { field?: string; message: string }[]) : [])
      .filter((d) => d.field)
      .map((d) => [d.field!, d.message]),
  );

export function useAppointmentSave() {
  const client = useQueryClient();
  const toast = useToast();

  const refused = useCallback(
    (error: unknown, what: string): Outcome => {
      if (!(error instanceof FleetError) || error.status < 400 || error.status >= 500) {
        console.error(`${what} failed`, error);
        toast.saveError('schedule.failed', 'error');
        return null;
      }
      toast.saveError('schedule.refused', 'error', { reason: error.message });
      return { refused: byField(error.details), message: error.message };
    },
    [toast],
  );

  const save = useCallback(
    async (record: Partial<Appointment>, changes: Partial<Appointment> = {}): Promise<Outcome> => {
      const body: Record<string, unknown> = Object.fromEntries(WRITABLE.filter((k) => k in record).map((k) => [k, record[k]]));
      Object.assign(body, changes);
      // the live event of this change is this screen's own: it reads the answer back itself
      const release = typeof body.id === 'number' ? claimOwnChange('appointment', [body.id]) : () => undefined;
      try {
        const saved = await fleet.post<Appointment>('/Appointment', body, { quiet: true });
        client.setQueriesData<Appointment[]>({ queryKey: ['appointments', 'schedule'] }, (rows) =>
          rows?.some((r) => r.id === saved.id) ? rows.map((r) => (r.id === saved.id ? { ...r, ...saved } : r)) : rows,
        );
        void client.invalidateQueries({ predicate: (q) => ['appointments', 'appointment'].includes(String(q.queryKey[0])) });
        return { saved };
      } catch (error) {
        release();
        return refused(error, 'POST /Appointment');
      }
    },
    [client, refused],
  );

  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await fleet.del(`/Appointment/${id}`, { quiet: true });
        void client.invalidateQueries({ predicate: (q) => ['appointments', 'appointment'].includes(String(q.queryKey[0])) });
        return true;
      } catch (error) {
        refused(error, 'DELETE /Appointment');
        return false;
      }
    },
    [client, refused],
  );

  return { save, remove };
}
