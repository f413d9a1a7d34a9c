// The driver's missions at /driver/home (operations §2 "Driver mission list", §4, §6): Mission
// Type and Operator filters (the operator starts at the logged-in driver), Refresh, and each
// mission with its stage buttons. Live (the shell's event stream re-reads the 'missions' queries,
// the mark beside the title says whether it is up), else reloaded every minute; a stage change
// reloads its mission. The screen of the installable driver app (issue 13 §5): it registers the
// service worker, and without a network shows the last list under an Offline banner and queues
// the stage changes (Complete's Park and Payload among them: its reads are made in advance).
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { RefreshButton, ResourceContextProvider, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../../account/currentUser';
import { LiveIndicator } from '../../../engine/live/LiveIndicator';
import { PageBanner } from '../../../ui/PageBanner';
import { PleaseWait } from '../../../ui/PleaseWait';
import { useOperators } from '../shared/useOperators';
import { ANY_TYPE, DriverFilters } from './DriverFilters';
import { DriverMissionList } from './DriverMissionList';
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

const DriverMissions = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [missionType, setMissionType] = useState(ANY_TYPE);
  const [chosen, setOperator] = useState<number | null>(null);
  const operator = chosen ?? user?.id ?? null;
  const { operators, nameOf } = useOperators();
  const { missions, loading, reload, versionOf, updatedAt, fromCopy } = useDriverMissions(operator, user?.id ?? null);
  const change = useStageChange(reload, versionOf);
  useCompleteReady(missions, user?.id ?? -1);
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
  if (!user || operator === null) return <PleaseWait />;
  const shown = (missions ?? []).filter((m) => missionType === ANY_TYPE || m.missionType === missionType);
  return (
    <ResourceContextProvider value="missions">
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <PageBanner title={translate('menu.missions')}>
          <LiveIndicator />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
            <DriverFilters
              missionType={missionType}
              onMissionType={setMissionType}
              operator={operator}
              onOperator={setOperator}
              operators={operators}
            />
            <RefreshButton sx={TOUCH} />
          </Box>
        </PageBanner>
        <OfflineBanner updatedAt={updatedAt} fromCopy={fromCopy} waiting={waiting} />
        <DriverMissionList
          missions={shown}
          loaded={missions ?? []}
          loading={loading}
          userId={user.id}
          nameOf={nameOf}
          change={change}
          reload={reload}
        />
      </Box>
    </ResourceContextProvider>
  );
};

export default DriverMissions;
