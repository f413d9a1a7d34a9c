// The chosen asset's current payload (GET /Payload/MostRecent/{assetId}): the payload, null when
// the asset has none yet (204), undefined while it loads. Read afresh each time an asset is chosen
// (nothing kept once the asset is let go), so the form never starts from a payload replaced since.
import { useQuery } from '@tanstack/react-query';
import { fleet } from '../../api/fleet';
import type { Payload } from '../../../../schemas/types.generated';

export function useMostRecent(assetId: number | undefined): Payload | null | undefined {
  const { data } = useQuery({
    queryKey: ['payloadMostRecent', assetId],
    queryFn: () => fleet.get<Payload | null>(`/Payload/MostRecent/${assetId}`),
    enabled: assetId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return assetId === undefined ? undefined : data;
}
