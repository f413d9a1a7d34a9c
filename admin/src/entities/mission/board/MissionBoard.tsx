// The dispatcher board (operations §2 "Dispatcher mission list", §4, §9) at /dispatch/mission:
// the missions of the chosen sites through POST /Missions/Filtered with the user's saved mission
// filters, highest priority first, reloaded every minute; a table (cards under 850 px) whose rows
// are selected for the priority arrows or dragged to a new rank.
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ListBase, useTranslate } from 'react-admin';
import { AUTO_REFRESH_MS } from '../../../engine/autoRefresh';
import { useFilterSet } from '../../../engine/filters/useFilterSet';
import { useLinkedFilters } from '../../../engine/filters/linkedFilters';
import { ListPagination } from '../../../engine/ListPagination';
import { PaginationMemory, useInitialPerPage } from '../../../engine/PaginationMemory';
import { useSchemas } from '../../../engine/SchemaProvider';
import { prefetchOf } from '../../../engine/prefetchReferences';
import { useSiteChoice } from '../../../engine/SiteSelector';
import type { EntitySchema } from '../../../engine/schemaTypes';
import { useChosenColumns } from '../../../engine/useChosenColumns';
import { useWorkingCompany } from '../../../engine/workingCompany';
import { PageBanner } from '../../../ui/PageBanner';
import { PleaseWait } from '../../../ui/PleaseWait';
import { BoardDashboard } from '../../../dashboard/BoardDashboard';
import { BoardBody } from './BoardBody';

/** Key of the board's remembered pagination and columns in the user's settings. */
export const BOARD_SCREEN = 'missions';

const Board = ({ schema }: { schema: EntitySchema }) => {
  const translate = useTranslate();
  const client = useQueryClient();
  const decl = schema['x-filters']!;
  const saved = useFilterSet(decl);
  // A dashboard bar opens the board already filtered (?filters=…, engine/filters/linkedFilters.ts).
  const { filters, onChange: save } = useLinkedFilters({ filters: saved.filters, onChange: saved.save });
  const company = useWorkingCompany();
  const { siteIds } = useSiteChoice();
  const chosen = useChosenColumns(schema, BOARD_SCREEN);
  const perPage = useInitialPerPage(BOARD_SCREEN);
  const ready = !!filters && !!siteIds && company !== null;
  const site = siteIds?.[0];
  const { schemas } = useSchemas();
  const shown = chosen.columns.join(',');
  const meta = useMemo(
    () => ({
      call: decl.list!,
      body: { companyId: company, siteIds: site === undefined ? [] : [site as number], filters: filters ?? [] },
      prefetch: prefetchOf(schemas, schema, shown.split(',')),
    }),
    [decl.list, company, site, filters, schemas, schema, shown],
  );
  const labelOf = useCallback(
    (c: string) => translate(`resources.missions.columns.${c}`, { _: translate(`resources.missions.fields.${c}`) }),
    [translate],
  );
  /** Every mission query (this list, a neighbour's page, the form's record) reads the server again. */
  const reload = useCallback(() => client.invalidateQueries({ queryKey: ['missions'] }), [client]);
  const title = translate('menu.missions');
  if (!ready) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <PageBanner title={title} />
        <PleaseWait />
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <BoardDashboard />
      <ListBase
        resource="missions"
        perPage={perPage}
        sort={{ field: schema['x-list']?.sort ?? 'priority', order: schema['x-list']?.order ?? 'DESC' }}
        storeKey={false}
        disableSyncWithLocation
        // the route's guard (routing/Guarded.tsx) has already checked the session: react-admin's own
        // check (checkAuth, then canAccess, each a query of its own) would hold the board's call back
        // by two rounds of rendering on a first load
        disableAuthentication
        queryOptions={{ meta, refetchInterval: AUTO_REFRESH_MS }}
      >
        <BoardBody
          schema={schema}
          decl={decl}
          title={title}
          meta={meta}
          reload={reload}
          labelOf={labelOf}
          chosen={chosen}
          filters={filters}
          onFilters={save}
        />
        <ListPagination />
        <PaginationMemory screen={BOARD_SCREEN} initialPerPage={perPage} />
      </ListBase>
    </Box>
  );
};

const MissionBoard = () => {
  const schema = useSchemas().schemas?.mission;
  return schema ? <Board schema={schema} /> : <PleaseWait />;
};

export default MissionBoard;
