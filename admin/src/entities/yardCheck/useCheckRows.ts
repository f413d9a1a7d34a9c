// A check's rows for its walk (GET /YardCheck/{id}/Rows), read again every half minute while it is
// open (another checker's entries), with the phone's queued entries shown on their spots until the
// server has them: each entry's answer puts its spot (and the check's counts) in place at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { YardCheckRows } from '../../../../schemas/types.generated';
import { FLEET_BASE } from '../../api/earlyCalls';
import { fleet } from '../../api/fleet';
import { lastAnswerOf, requestKey } from '../../offline/readCopies';
import { useReadAgainOnline } from '../../offline/useReadAgainOnline';
import { withPendingEntries } from './entryQueue';
import { onEntrySettled, pendingEntries, startEntrySync } from './entrySync';

const REREAD_MS = 30_000;

export const rowsKey = (id: number) => ['yardCheck', id, 'rows'];

/** The rows with one spot's answer in place: the spot itself and the check as the entry left it. */
export function withSpot(rows: YardCheckRows, answer: YardCheckRows): YardCheckRows {
  const spot = answer.spots[0];
  return {
    ...rows,
    check: answer.check,
    spots: spot ? rows.spots.map((s) => (s.locationId === spot.locationId ? spot : s)) : rows.spots,
  };
}

export function useCheckRows(id: number) {
  const client = useQueryClient();
  const path = `/YardCheck/${id}/Rows`;
  const query = useQuery({
    queryKey: rowsKey(id),
    queryFn: async () => {
      const rows = await fleet.get<YardCheckRows>(path, { quiet: true });
      const answer = lastAnswerOf(requestKey('GET', `${FLEET_BASE}${path}`));
      return { rows, fromCopy: answer?.copy ?? false, at: answer?.at ?? Date.now() };
    },
    refetchInterval: (q) => (q.state.data?.rows.check.status === 'Open' ? REREAD_MS : false),
    retry: false,
  });
  useEffect(() => startEntrySync(), []);
  useEffect(
    () =>
      onEntrySettled((entry, outcome) => {
        if (entry.checkId !== id || outcome.kind !== 'saved') return;
        client.setQueryData<{ rows: YardCheckRows; fromCopy: boolean; at: number }>(rowsKey(id), (old) =>
          old ? { ...old, rows: withSpot(old.rows, outcome.rows) } : old,
        );
      }),
    [client, id],
  );
  useReadAgainOnline(query.data?.fromCopy ?? false, query.refetch);
  const queued = pendingEntries.useValue();
  const pending = useMemo(() => queued.filter((e) => e.checkId === id), [queued, id]);
  const rows = query.data?.rows;
  const spots = useMemo(() => (rows ? withPendingEntries(rows.spots, pending) : undefined), [rows, pending]);
  return { ...query, rows, spots, pending, fromCopy: query.data?.fromCopy ?? false, at: query.data?.at ?? null };
}
