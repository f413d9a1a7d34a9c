// The asset change history (operations §2 "Asset change history") at /…/asset/audit/{id}: every
// write of the asset with who and when, in one of three column sets (All Columns, General
// Information, Asset Repairs), narrowed by the asset filters, exportable, 'No Asset History' when
// empty; each row also says which fields changed, old → new.
import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { FunctionField, useGetOne, useListContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { auditActionLabel } from '../../../../schemas/enums';
import { localize } from '../../../../schemas/i18n/translate';
import type { Filter } from '../../../../schemas/types.generated';
import { ExportButton } from '../../engine/ExportButton';
import { FilterChipBar } from '../../engine/filters/FilterChipBar';
import { useFilterSet } from '../../engine/filters/useFilterSet';
import { useArea } from '../../engine/paths';
import { SchemaList } from '../../engine/SchemaList';
import { useSchemas } from '../../engine/SchemaProvider';
import { activeLanguage } from '../../i18n/locale';
import { PleaseWait } from '../../ui/PleaseWait';
import { assetListPath } from './assetPaths';
import { ChangesField } from './ChangesField';
import { ToolbarRefresh } from '../../engine/ToolbarRefresh';

const HistoryExport = ({ call, file, body }: { call: string; file: string; body: Record<string, unknown> }) => {
  const { total } = useListContext();
  return <ExportButton call={call} file={file} body={body} total={total} disabled={!total} />;
};

const AssetHistory = () => {
  const translate = useTranslate();
  const area = useArea();
  const assetId = Number(useParams().id);
  const schemas = useSchemas().schemas;
  const history = schemas?.assetAudit;
  const { filters: saved } = useFilterSet(schemas?.asset?.['x-filters'] ?? { screen: 'Asset', fields: [] });
  // The history starts from the asset filters, all off: its own choices are not the list's.
  const offered = new Set(history?.['x-filters']?.fields.map((f) => f.type));
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const current = filters ?? saved?.filter((f) => offered.has(f.type)).map((f) => ({ ...f, active: false }));
  const sets = history?.['x-column-sets'] ?? [];
  const [setId, setSetId] = useState(1);
  const { data: asset } = useGetOne('assets', { id: assetId }, { enabled: Number.isInteger(assetId), retry: false });
  if (!history || !current) return <PleaseWait />;
  const decl = history['x-filters']!;
  const columns = [...(sets.find((s) => s.id === setId)?.columns ?? history['x-list']?.columns ?? [])];
  const body = { assetId, filters: current };
  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('assets.column_set')}
        value={setId}
        onChange={(e) => setSetId(Number(e.target.value))}
        fullWidth={false}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'column-set' } } }}
      >
        {sets.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {localize(s.label, activeLanguage.get())}
          </MenuItem>
        ))}
      </TextField>
      {decl.export && <HistoryExport call={decl.export.call} file={decl.export.file} body={{ ...body, columns }} />}
      <ToolbarRefresh />
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <SchemaList
        key={setId}
        schema={history}
        resource="assetAudit"
        screen="assetHistory"
        columns={[...columns, 'changes']}
        title={translate('assets.history_title', { unit: asset?.assetModelId ?? `#${assetId}` })}
        meta={{ call: decl.list!, body, key: 'auditId' }}
        subheader={
          <>
            {toolbar}
            <FilterChipBar filters={current} onChange={setFilters} />
          </>
        }
        dense
        rowActions={null}
        fields={{
          action: <FunctionField source="action" render={(r) => localize(auditActionLabel(String(r.action)), activeLanguage.get())} />,
          changes: <ChangesField schema={schemas!.asset} />,
        }}
        emptyText={translate('assets.no_history')}
        hideAdd
        onAdd={null}
        editPathOf={() => null}
        canDelete={() => false}
        back={assetListPath(area)}
      />
    </Box>
  );
};

export default AssetHistory;
