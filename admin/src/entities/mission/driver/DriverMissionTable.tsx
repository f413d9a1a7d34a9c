// The driver's missions as a table on wide screens (operations §2 "Driver mission list"), loaded
// only there (DriverMissionList.tsx): react-admin's DataTable over the missions as one page.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { COLUMNS, sourceOf, type Column } from './missionColumns';
import type { MissionRow } from './stageButtons';

/**
 * Twelve columns beside the menu at 1400 px: names may wrap, dates and the stage buttons stay on
 * one line, cells are narrow-padded so the whole row — its buttons above all — is in view. The
 * list's order is the server's (the mission being worked, the open ones by priority, the completed
 * ones last: listOrder.ts); there is nothing to sort by hand.
 */
const TABLE = {
  '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1 },
  '& .column-ship, & .column-assetId': { whiteSpace: 'nowrap' },
  '& .column-notes': { minWidth: 100, maxWidth: 280 },
  '& [data-testid=stage-buttons]': { flexWrap: 'nowrap' },
};

/** Every mission loaded, in the list's order (listOrder.ts); the list is bounded, one page. */
const ONE_PAGE = 1000;

interface MissionTableProps {
  missions: MissionRow[];
  loading: boolean;
  fields: Record<Column, ReactNode>;
  labelOf: (c: string) => string;
  empty: ReactNode;
}

const DriverMissionTable = ({ missions, loading, fields, labelOf, empty }: MissionTableProps) => {
  const list = useList({ data: missions, isPending: loading, perPage: ONE_PAGE, resource: 'missions' });
  return (
    <ListContextProvider value={list}>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty} data-testid="driver-missions" sx={TABLE}>
          {COLUMNS.map((c) => (
            <DataTable.Col key={c} source={sourceOf(c)} label={labelOf(c)} disableSort>
              {fields[c]}
            </DataTable.Col>
          ))}
        </DataTable>
      </Box>
    </ListContextProvider>
  );
};

export default DriverMissionTable;
