// The chosen asset's current payload (GET /Payload/MostRecent/{assetId}): the payload, null when
// the asset has none yet (204), undefined while it loads. Read afresh each time an asset is chosen
// (nothing kept once the asset is let go), so a form starts from the payload as it stands.
import { useQuery } from '@tanstack/react-query';
import { fleet } from '../../api/fleet';
import type { Payload } from '../../../../schemas/types.generated';

/**
 * `orNone`, for a form the payload only helps (Park and Payload): a read that fails counts as no
 * payload (null) and shows no error dialog over the form, and the read is sent even offline (where
 * react-query would hold it until the network returns), so the driver's kept copy may answer.
 * Without it a failed read stays undefined: the payload manager, whose editing waits for the
 * payload (operations §2), stays disabled.
 */
export function useMostRecent(assetId: number | undefined, { orNone = false } = {}): Payload | null | undefined {
  const { data, isError } = useQuery({
    queryKey: ['payloadMostRecent', assetId, orNone],
    queryFn: () => fleet.get<Payload | null>(`/Payload/MostRecent/${assetId}`, orNone ? { quiet: true } : undefined),
    enabled: assetId !== undefined,
    networkMode: orNone ? 'always' : 'online',
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (assetId === undefined) return undefined;
  // a payload read once stands, whatever a later read does
  if (data !== undefined) return data;
  return isError && orNone ? null : undefined;
}
