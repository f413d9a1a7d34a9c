// The driver's missions at /driver/home (operations §2 "Driver mission list", §4, §6): Mission
// Type and Operator filters (the operator starts at the logged-in driver), Refresh, and each
// mission with its stage buttons. Live (the shell's event stream re-reads the 'missions' queries,
// the mark beside the title says whether it is up), else reloaded every minute; a stage change
// reloads its mission. The screen of the installable driver app (issue 13 §5): it registers the
// service worker, and without a network shows the last list under an Offline banner and queues
// the stage changes (Complete's Park and Payload among them: its reads are made in advance).
import { Box } from '@mui/material';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { RefreshButton, ResourceContextProvider, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../../account/currentUser';
import { LiveIndicator } from '../../../engine/live/LiveIndicator';
import { PageBanner } from '../../../ui/PageBanner';
import { PleaseWait } from '../../../ui/PleaseWait';
import { useOperators } from '../shared/useOperators';
import { ANY_TYPE, DriverFilters, type DriverFiltersProps } from './DriverFilters';
import { DriverMissionList } from './DriverMissionList';
import type { MissionRow } from './stageButtons';
import { useDriverMissions } from './useDriverMissions';
import { TOUCH } from '../../../ui/touch';
import { useStageChange } from './useStageChange';
import { useCompleteReady } from './useParkPayloadReads';
import { pendingMoves } from './moveSync';
import { OfflineBanner } from '../../../offline/OfflineBanner';
import { registerDriverApp } from '../../../offline/serviceWorker';
import { keepCopy, requestKey } from '../../../offline/readCopies';
import { FLEET_BASE } from '../../../api/fleet';
import { filterSetsQuery } from '../../../engine/filters/useFilterSet';
import { useQueryClient } from '@tanstack/react-query';

const NONE: MissionRow[] = [];
const MissionList = memo(DriverMissionList);

/**
 * The title, the live mark, the filters and Refresh: kept apart (memo) from the screen's other
 * reads, whose every answer would otherwise render its selects and tooltips again.
 */
const MissionsBanner = memo(function MissionsBanner(filters: DriverFiltersProps) {
  const translate = useTranslate();
  return (
    <PageBanner title={translate('menu.missions')}>
      <LiveIndicator />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
        <DriverFilters {...filters} />
        <RefreshButton sx={TOUCH} />
      </Box>
    </PageBanner>
  );
});

/** Complete's reads made in advance (useCompleteReady), in a part of their own: their answers render nothing. */
const CompleteReady = ({ missions, userId }: { missions: MissionRow[] | undefined; userId: number }) => {
  useCompleteReady(missions, userId);
  return null;
};

const DriverMissions = () => {
  const user = useCurrentUser();
  const [missionType, setMissionType] = useState(ANY_TYPE);
  const [chosen, setOperator] = useState<number | null>(null);
  const operator = chosen ?? user?.id ?? null;
  const { operators, nameOf } = useOperators();
  const { missions, loading, reload, versionOf, updatedAt, fromCopy } = useDriverMissions(operator, user?.id ?? null);
  const change = useStageChange(reload, versionOf);
  const waiting = pendingMoves.useValue().length;
  useEffect(registerDriverApp, []);
  // What a reload asks for as the page starts (bootLoads.ts) must have been asked once, for a reload
  // without a network to find it kept: the user (the login's answer brought him, not a GET) and
  // the filter sets (no driver screen reads them)
  const client = useQueryClient();
  useEffect(() => {
    if (!user) return;
    keepCopy(requestKey('GET', `${FLEET_BASE}/User/${user.id}`), user);
    client.prefetchQuery(filterSetsQuery(user.id)).catch(() => undefined);
  }, [user, client]);
  const shown = useMemo(
    () => (missions ?? []).filter((m) => missionType === ANY_TYPE || m.missionType === missionType),
    [missions, missionType],
  );
  // The list is most of the screen's work: each answer (the missions, the drivers' names) renders it
  // again in the background, in slices the phone's thread can answer a tap between, while the
  // screen keeps showing the last one (a query's answer alone would render it in one go).
  const list = useDeferredValue(
    useMemo(
      () => ({ missions: shown, loaded: missions ?? NONE, loading, userId: user?.id ?? -1, nameOf, change, reload }),
      [shown, missions, loading, user?.id, nameOf, change, reload],
    ),
  );
  if (!user || operator === null) return <PleaseWait />;
  return (
    <ResourceContextProvider value="missions">
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <MissionsBanner
          missionType={missionType}
          onMissionType={setMissionType}
          operator={operator}
          onOperator={setOperator}
          operators={operators}
        />
        <OfflineBanner updatedAt={updatedAt} fromCopy={fromCopy} waiting={waiting} />
        <MissionList {...list} />
        <CompleteReady missions={missions} userId={user.id} />
      </Box>
    </ResourceContextProvider>
  );
};

export default DriverMissions;
