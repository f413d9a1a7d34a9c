// Sends one of the gate's calls (POST /Gate/CheckIn, /Gate/CheckOut) for a form: the toast of
// success, and on a refusal the server's words on the fields it names (the form's onSubmit
// answer), anything else in a toast; a failure that is no refusal (the network, a 500) with its
// cause in the console.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FleetError, fleet } from '../../api/fleet';
import { useToast } from '../../ui/useToast';
import { refusalsOnFields } from './gateForms';

/** A visit as the gate's calls answer it (the fields the screens use). */
export interface GateVisitAnswer {
  id: number;
  unitId: string;
  missionId?: number | null;
  parkLocationId?: number | null;
}

interface GateCall<V> {
  path: '/Gate/CheckIn' | '/Gate/CheckOut';
  body: (values: V) => unknown;
  fields: readonly string[];
  aliases?: Record<string, string>;
  onDone: (visit: GateVisitAnswer) => void;
}

export function useGateCall<V>({ path, body, fields, aliases, onDone }: GateCall<V>) {
  const toast = useToast();
  const client = useQueryClient();
  return useCallback(
    async (values: V): Promise<Record<string, string> | undefined> => {
      let visit: GateVisitAnswer;
      try {
        visit = await fleet.post<GateVisitAnswer>(path, body(values), { quiet: true });
      } catch (error) {
        if (!(error instanceof FleetError) || error.status < 400 || error.status >= 500) {
          console.error(`${path} failed`, error);
          toast.saveError('gate.failed', 'error');
          return undefined;
        }
        const { onForm, elsewhere } = refusalsOnFields(error.details, fields, aliases);
        const shown = Object.keys(onForm).length > 0;
        if (elsewhere.length || !shown) toast.saveError('gate.refused', 'error', { reason: elsewhere.join('; ') || error.message });
        return shown ? onForm : undefined;
      }
      // the visits, the yard and the board follow the live stream too; this screen need not wait for it
      void client.invalidateQueries({ predicate: (q) => ['gatevisits', 'gateVisit', 'yard'].includes(String(q.queryKey[0])) });
      onDone(visit);
      return undefined;
    },
    [path, body, fields, aliases, onDone, toast, client],
  );
}
