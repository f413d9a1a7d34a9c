// The missions of the driver's list (operations §2 "Driver mission list", §4): POST
// /Missions/Drivers for the chosen operator (-1: all drivers), reloaded every minute (§9) and
// whenever anything invalidates the 'missions' queries (Refresh, live updates). After a stage
// change only that mission is fetched again (GET /Mission/{id}); a 204 means it was deleted and
// it leaves the list.
// With a bad signal (issue 13 §5) the list is its last answer, kept per driver (offline/readCopies),
// with the time it came for the Offline banner; stage moves waiting to be sent show on it as they
// will be once saved (moveSync.ts), and each one that ends puts its mission in place.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { fleet, FLEET_BASE } from '../../../api/fleet';
import { AUTO_REFRESH_MS } from '../../../engine/autoRefresh';
import { lastAnswerOf, requestKey } from '../../../offline/readCopies';
import { useReadAgainOnline } from '../../../offline/useReadAgainOnline';
import { byDriverListOrder } from './listOrder';
import { withPending } from './moveQueue';
import { onMoveSettled, pendingMoves, startMoveSync } from './moveSync';
import type { MissionRow } from './stageButtons';

const keyOf = (operator: number) => ['missions', 'drivers', operator];

interface Listed {
  rows: MissionRow[];
  /** When the server gave this list (ms). */
  at: number;
  /** The list is the last one kept: the network failed. */
  fromCopy: boolean;
}

export function useDriverMissions(operator: number | null, userId: number | null) {
  const client = useQueryClient();
  const { data, isPending, isFetching, refetch } = useQuery({
    queryKey: keyOf(operator ?? 0),
    queryFn: async ({ signal }): Promise<Listed> => {
      const rows = await fleet.post<MissionRow[]>('/Missions/Drivers', [operator], { signal, keep: true });
      const answer = lastAnswerOf(requestKey('POST', `${FLEET_BASE}/Missions/Drivers`, [operator]));
      return { rows, at: answer?.at ?? Date.now(), fromCopy: answer?.copy ?? false };
    },
    enabled: operator !== null,
    refetchInterval: AUTO_REFRESH_MS,
  });

  /** Puts a mission as read in place of the listed one (or drops it once deleted: null). */
  const place = useCallback(
    (id: number, fresh: MissionRow | null) =>
      client.setQueriesData<Listed>({ queryKey: ['missions', 'drivers'] }, (listed) => {
        if (!listed) return listed;
        const rows = fresh ? listed.rows.map((m) => (m.id === id ? { ...m, ...fresh } : m)) : listed.rows.filter((m) => m.id !== id);
        return { ...listed, rows };
      }),
    [client],
  );

  /** Fetches one mission again and puts it in place of the listed one (or drops it once deleted). */
  const reload = useCallback(
    async (id: number) => {
      place(id, await fleet.get<MissionRow | null>(`/Mission/${id}`));
    },
    [place],
  );

  // the queue: sent now if it can be, and each move that ends shows on the list
  useEffect(() => {
    startMoveSync();
    return onMoveSettled((entry, outcome) => {
      if (outcome.kind === 'saved' && outcome.mission) place(entry.move.id, outcome.mission as unknown as MissionRow);
      else reload(entry.move.id).catch((err) => console.error('Mission reload failed', err));
    });
  }, [place, reload]);

  const fromCopy = data?.fromCopy ?? false;
  useReadAgainOnline(fromCopy, refetch);

  const pending = pendingMoves.useValue();
  // in the list's order (listOrder.ts): a mission he has just activated goes to the top at once
  const missions = useMemo(() => {
    const rows = data && userId !== null ? withPending(data.rows, pending, userId) : data?.rows;
    return rows && [...rows].sort(byDriverListOrder);
  }, [data, pending, userId]);
  /** The listed mission's version: what a queued move is checked against. */
  const versionOf = useCallback((id: number) => data?.rows.find((m) => m.id === id)?.updateDate ?? null, [data]);

  return {
    missions,
    pendingIds: useMemo(() => new Set(pending.map((e) => e.move.id)), [pending]),
    updatedAt: data?.at ?? null,
    fromCopy,
    loading: operator === null || isPending,
    fetching: isFetching,
    reload,
    versionOf,
  };
}
