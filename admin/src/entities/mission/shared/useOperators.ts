// The drivers of the user's company (GET /Missions/Operators) for the mission form's Operator
// choice, the Driver filter and the operator names of the lists: a Dispatch Manager or a Driver
// cannot read users otherwise. Loaded once per screen.
import { useMemo } from 'react';
import { useFleetGet } from '../../../api/useFleetGet';

export interface Operator {
  id: number;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  status: number;
  /** The sites granted to the driver: a mission is his to work only at one of them. */
  siteAccess?: number[];
}

const NONE: Operator[] = [];

export function useOperators() {
  const { data, ...rest } = useFleetGet<Operator[]>('/Missions/Operators');
  // one function per answer: the lists given it re-render only when the names change
  const nameOf = useMemo(() => {
    const byId = new Map((data ?? []).map((o) => [o.id, o]));
    return (id: number | null | undefined) => (id ? (byId.get(id)?.displayName ?? '') : '');
  }, [data]);
  return { operators: data ?? NONE, nameOf, ...rest };
}
