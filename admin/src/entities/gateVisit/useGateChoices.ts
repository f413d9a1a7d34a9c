// What the gate's forms and the detention report choose from, read through react-admin's cache:
// the company's carriers (the active ones, the current value kept), the active locations of the
// chosen site where a trailer may be parked (not the gate itself), and the loaded payload statuses
// whose seal must be recorded.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { activeChoices, ALL_ROWS } from '../../engine/inputs/choices';
import type { Choice } from '../../engine/inputs/ChoiceSelect';
import { useLookups } from '../../engine/inputs/useLookups';
import { loadedStatusIds } from './gateForms';

/** The location type of the place a trailer stands at between the gate and its park location. */
const GATE_TYPE = 'Gate';

export function useCarrierChoices(companyId: number | null | undefined, current?: unknown): Choice[] | undefined {
  const { data } = useGetList(
    'carriers',
    { pagination: ALL_ROWS, sort: { field: 'name', order: 'ASC' }, filter: { companyId } },
    { enabled: companyId != null },
  );
  return useMemo(() => data && activeChoices(data, (c) => String(c.name), current), [data, current]);
}

export function useParkChoices(companyId: number | null | undefined, siteId: unknown): Choice[] | undefined {
  const types = useLookups('LocationType', companyId);
  const { data } = useGetList(
    'locations',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { siteId } },
    { enabled: typeof siteId === 'number' },
  );
  return useMemo(() => {
    if (!data || !types) return undefined;
    const gates = new Set(types.filter((t) => t.description === GATE_TYPE).map((t) => t.id));
    return activeChoices(
      data.filter((l) => l.siteId === siteId && !gates.has(l.locationType)),
      (l) => String(l.location),
      null,
    );
  }, [data, types, siteId]);
}

export function useLoadedStatuses(companyId: number | null | undefined) {
  const statuses = useLookups('PayloadStatus', companyId);
  return useMemo(() => loadedStatusIds(statuses), [statuses]);
}
