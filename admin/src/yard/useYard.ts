// The yard of a site from GET /api/Fleet/Yard/{siteId}, kept current: read again on every change
// of a mission, a payload or a gate visit the live stream reports (a completed mission parks its
// asset, a check-in brings one to the gate, a check-out takes it away), and
// every minute besides (an asset moved by hand is not a live entity).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fleet } from '../api/fleet';
import { useLiveEvent } from '../engine/live/useLiveEvent';
import type { Yard } from '../../../schemas/types.generated';

export type { Yard };
export type YardLocation = Yard['groups'][number]['locations'][number];
export type YardAsset = YardLocation['assets'][number];

/** As the lists: a minute between reads when nothing live says otherwise. */
const REFRESH_MS = 60_000;
/** How often the dwell shown moves on between reads. */
const TICK_MS = 30_000;

export function useYard(siteId: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['yard', siteId],
    queryFn: ({ signal }) => fleet.get<Yard>(`/Yard/${siteId}`, { signal }),
    enabled: siteId !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const reread = useCallback(() => client.invalidateQueries({ queryKey: ['yard'] }), [client]);
  useLiveEvent('mission', reread);
  useLiveEvent('payload', reread);
  // a check-in or check-out at the gate (issue 32): a trailer arrives at the gate or leaves the yard
  useLiveEvent('gateVisit', reread);
  return query;
}

/**
 * The server's time now, moving on every TICK_MS: the dwell counts from the server's clock (its
 * answer's `now`), so a browser whose clock is off still shows the right minutes.
 */
export function useServerNow(yard: Yard | undefined, readAt: number) {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const skew = yard ? Date.parse(yard.now) - readAt : 0;
  return Math.max(local, readAt) + skew;
}
