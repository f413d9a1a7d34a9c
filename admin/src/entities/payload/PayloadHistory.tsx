// The payload history of an asset (operations §2 "Payload manager": "Payload history per asset has
// its own screen") at /dispatch/payload/history/{assetId} and /driver/payload/history/{assetId}:
// every payload recorded for the asset, newest first (POST /Payload/History over the generated
// payloadHistory view), its contents one column per content type, narrowed by the payload filters
// — the screen's own, starting from the user's set all off, never saved —, exportable
// (PayloadHistoryReport.csv), 'No Payload History' when empty; Back returns to Search Contents.
import { Box } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { Filter } from '../../../../schemas/types.generated';
import { ListExport } from '../../engine/ExportButton';
import { FilterChipBar } from '../../engine/filters/FilterChipBar';
import { useFilterSet } from '../../engine/filters/useFilterSet';
import { useArea } from '../../engine/paths';
import { SchemaList } from '../../engine/SchemaList';
import { useSchemas } from '../../engine/SchemaProvider';
import { PleaseWait } from '../../ui/PleaseWait';
import { CONTENT_MAP } from './contentColumns';
import { useContentColumns } from './useContentColumns';
import { payloadsPath, SEARCH_TAB } from './payloadPaths';
import { ToolbarRefresh } from '../../engine/ToolbarRefresh';

const VIEW = 'payloadHistory';

const PayloadHistory = () => {
  const translate = useTranslate();
  const area = useArea();
  const assetId = Number(useParams().assetId);
  const schemas = useSchemas().schemas;
  const view = schemas?.[VIEW];
  const resource = view?.['x-rest'] ?? VIEW;
  const showColumns = useContentColumns(resource);
  const { filters: saved } = useFilterSet(schemas?.payload?.['x-filters'] ?? { screen: 'Payload', fields: [] });
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const current = filters ?? saved?.map((f) => ({ ...f, active: false }));
  const { data: asset } = useGetOne('assets', { id: assetId }, { enabled: Number.isInteger(assetId), retry: false });
  if (!view || !current || !showColumns) return <PleaseWait />;
  const decl = view['x-filters']!;
  const columns = view['x-list']?.columns ?? [CONTENT_MAP];
  const body = { assetId, filters: current };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <SchemaList
        schema={view}
        resource={resource}
        screen={VIEW}
        columns={showColumns(columns)}
        title={translate('payloads.history_title', { unit: asset?.assetModelId ?? `#${assetId}` })}
        meta={{ call: decl.list!, body }}
        subheader={
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {decl.export && <ListExport call={decl.export.call} file={decl.export.file} body={{ ...body, columns }} />}
              <ToolbarRefresh />
            </Box>
            <FilterChipBar filters={current} onChange={setFilters} />
          </>
        }
        dense
        rowActions={null}
        emptyText={translate('payloads.no_history')}
        hideAdd
        onAdd={null}
        editPathOf={() => null}
        canDelete={() => false}
        back={payloadsPath(area, SEARCH_TAB)}
      />
    </Box>
  );
};

export default PayloadHistory;
