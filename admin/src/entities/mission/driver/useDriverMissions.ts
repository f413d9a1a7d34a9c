// The missions of the driver's list (operations §2 "Driver mission list", §4): POST
// /Missions/Drivers for the chosen operator (-1: all drivers), reloaded every minute (§9) and
// whenever anything invalidates the 'missions' queries (Refresh, live updates). After a stage
// change only that mission is fetched again (GET /Mission/{id}); a 204 means it was deleted and
// it leaves the list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fleet } from '../../../api/fleet';
import { AUTO_REFRESH_MS } from '../../../engine/FilterScreenList';
import type { MissionRow } from './stageButtons';

const keyOf = (operator: number) => ['missions', 'drivers', operator];

export function useDriverMissions(operator: number | null) {
  const client = useQueryClient();
  const { data, isPending, isFetching } = useQuery({
    queryKey: keyOf(operator ?? 0),
    queryFn: ({ signal }) => fleet.post<MissionRow[]>('/Missions/Drivers', [operator], { signal }),
    enabled: operator !== null,
    refetchInterval: AUTO_REFRESH_MS,
  });

  /** Fetches one mission again and puts it in place of the listed one (or drops it once deleted). */
  const reload = useCallback(
    async (id: number) => {
      const fresh = await fleet.get<MissionRow | null>(`/Mission/${id}`);
      client.setQueriesData<MissionRow[]>(
        { queryKey: ['missions', 'drivers'] },
        (rows) => rows && (fresh ? rows.map((m) => (m.id === id ? { ...m, ...fresh } : m)) : rows.filter((m) => m.id !== id)),
      );
    },
    [client],
  );

  return { missions: data, loading: operator === null || isPending, fetching: isFetching, reload };
}
