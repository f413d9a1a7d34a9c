// What the Park and Payload dialog reads (operations §2 "Other dialogs"): the locations the driver
// may park at, whether the mission's asset tracks payload, and the payload it carries. The
// driver's home reads all but the payload for his active mission while the network is there
// (useCompleteReady), so that Complete still opens in a yard without signal: react-query holds a
// new read while the browser says it is offline, and the dialog would wait for the network.
import { useGetMany } from 'react-admin';
import { useLocationChoices } from '../../../engine/inputs/useLocationChoices';
import { usePayloadLookups } from '../../payload/PayloadFields';
import { useMostRecent } from '../../payload/useMostRecent';
import { isActiveStage } from '../shared/stages';
import type { MissionRow } from './stageButtons';

type Completing = Pick<MissionRow, 'assetId'>;

/** The asset's own read: sent even offline (its kept copy may answer), and a failure is not retried. */
function useTracksPayload(mission: Completing | undefined): boolean | undefined {
  const { data, isError } = useGetMany(
    'assets',
    { ids: mission ? [mission.assetId] : [] },
    { enabled: !!mission, networkMode: 'offlineFirst', retry: false },
  );
  // A mission's asset tracked payload when the mission was saved; one that cannot be read is taken to.
  if (data) return data[0]?.hasPayload !== false;
  return isError ? true : undefined;
}

export function useParkPayloadReads(mission: Completing) {
  const parkChoices = useLocationChoices();
  const tracksPayload = useTracksPayload(mission);
  // read beside the asset's (one round trip, not two), dropped once the asset is known to track none
  const recent = useMostRecent(tracksPayload === false ? undefined : mission.assetId, { orNone: true });
  const ready = !!parkChoices && tracksPayload !== undefined && (tracksPayload === false || recent !== undefined);
  return { ready, parkChoices, tracksPayload, recent };
}

/**
 * On the driver's home: the reads of Complete for his own active mission (the one he may complete),
 * made now, so they are in the cache (and kept for a reload without signal) when he presses it.
 * The payload itself is read when the dialog opens, as it stands then.
 */
export function useCompleteReady(missions: MissionRow[] | undefined, userId: number): void {
  const active = missions?.find((m) => m.computedDriverId === userId && isActiveStage(m.missionStage));
  useLocationChoices(undefined, { enabled: !!active });
  useTracksPayload(active);
  usePayloadLookups(active?.companyId);
}
