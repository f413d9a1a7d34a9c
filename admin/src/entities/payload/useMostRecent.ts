// The chosen asset's current payload (GET /Payload/MostRecent/{assetId}): the payload, null when
// the asset has none yet (204), undefined while it loads. Read afresh each time an asset is chosen
// (nothing kept once the asset is let go), so the form never starts from a payload replaced since.
import { useQuery } from '@tanstack/react-query';
import { fleet } from '../../api/fleet';
import type { Payload } from '../../../../schemas/types.generated';

/**
 * `orNone`: a failed read counts as no payload (null), for a form that is only helped by the
 * payload (Park and Payload), told by no error dialog; without it a failed read stays undefined, and the payload manager,
 * whose editing waits for the payload (operations §2), stays disabled.
 */
export function useMostRecent(assetId: number | undefined, { orNone = false } = {}): Payload | null | undefined {
  const { data, isError } = useQuery({
    queryKey: ['payloadMostRecent', assetId],
    // (quiet: the form it helps opens anyway, so no error dialog over it)
    queryFn: () => fleet.get<Payload | null>(`/Payload/MostRecent/${assetId}`, orNone ? { quiet: true } : undefined),
    enabled: assetId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (assetId === undefined) return undefined;
  return isError && orNone ? null : data;
}
