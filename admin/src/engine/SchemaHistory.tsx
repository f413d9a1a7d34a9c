// The change history of one record of an audited entity (x-audit; operations §2 "Asset change
// history" made generic): every write of the record with who and when, in one of the history's
// column sets (x-column-sets of the generated <entity>Audit schema), narrowed by the record's
// filters (starting from the user's saved set of the record's screen, all off, never saved),
// exportable, saying so when empty; each row also says which fields changed, old → new. Read with
// POST /api/Fleet/<one>Audits, body { <entity>Id, filters } (historyCalls).
import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { FunctionField, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { auditActionLabel } from '../../../schemas/enums';
import { localize } from '../../../schemas/i18n/translate';
import type { Filter } from '../../../schemas/types.generated';
import { activeLanguage } from '../i18n/locale';
import { NotFound } from '../pages/NotFound';
import { PleaseWait } from '../ui/PleaseWait';
import { ChangesField } from './ChangesField';
import { ListExport } from './ExportButton';
import { FilterChipBar } from './filters/FilterChipBar';
import { useFilterSet } from './filters/useFilterSet';
import { historyCalls, historyColumnSets } from './history';
import { SchemaList } from './SchemaList';
import { useSchemas } from './SchemaProvider';
import { labelOf, nameProp, primaryOf, type EntitySchema } from './schemaTypes';
import { ToolbarRefresh } from './ToolbarRefresh';

export interface SchemaHistoryProps {
  /** The audited entity's schema (not its history's). */
  schema: EntitySchema;
  id: number;
  /** Where the banner's Back goes. */
  back: string;
  /** The heading, given the record when it could be read (default: '<Label> History - <name>'). */
  titleOf?: (record: RaRecord | undefined, id: number) => string;
  /** What an empty history says (default: 'No <Label> History'). */
  emptyText?: string;
  /** Key of the remembered pagination (default: '<entity>History'). */
  screen?: string;
}

const NO_FILTERS = { screen: '', fields: [] };

export const SchemaHistory = ({ schema, id, back, titleOf, emptyText, screen }: SchemaHistoryProps) => {
  const translate = useTranslate();
  const schemas = useSchemas().schemas;
  const calls = historyCalls(schema, schemas ?? {});
  const history = schemas?.[calls.historyId];
  const recordFilters = schema['x-filters'];
  // a record without a filter screen (none, or an export alone: a location's) has no saved set
  const { filters: saved } = useFilterSet(recordFilters?.screen ? recordFilters : NO_FILTERS);
  // The history starts from the record's filters, all off: its own choices are not the list's.
  const offered = new Set(history?.['x-filters']?.fields.map((f) => f.type));
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const start = offered.size ? saved?.filter((f) => offered.has(f.type)).map((f) => ({ ...f, active: false })) : [];
  const current = filters ?? start;
  const sets = historyColumnSets(schema, history);
  const [setId, setSetId] = useState(sets[0]?.id ?? 1);
  const rest = schema['x-rest'] ?? schema.$id;
  const { data: record } = useGetOne(rest, { id }, { enabled: Number.isInteger(id) && id > 0, retry: false });
  // a history the user may not read (or none: not audited) is not found, as an unknown record's is
  if (schemas && !history) return <NotFound />;
  if (!history || !current) return <PleaseWait />;
  const label = translate(`resources.${rest}.label`, { _: labelOf(schema) });
  const name = record?.[nameProp(schema)];
  const title = titleOf
    ? titleOf(record, id)
    : translate('maintenance.history_title', { label, name: name !== undefined && name !== null ? String(name) : `#${id}` });
  const columns = [...(sets.find((s) => s.id === setId)?.columns ?? sets[0]?.columns ?? [])];
  const body = { [calls.key]: id, filters: current };
  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {sets.length > 1 && (
        <TextField
          select
          size="small"
          label={translate('maintenance.column_set')}
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
      )}
      <ListExport call={calls.export.call} file={calls.export.file} body={{ ...body, columns }} />
      <ToolbarRefresh />
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <SchemaList
        key={setId}
        schema={history}
        resource={history.$id}
        screen={screen ?? `${schema.$id}History`}
        columns={[...columns.filter((c) => c !== 'changes'), 'changes']}
        title={title}
        meta={{ call: calls.list, body, key: primaryOf(history) }}
        subheader={
          <>
            {toolbar}
            {offered.size > 0 && <FilterChipBar filters={current} onChange={setFilters} />}
          </>
        }
        dense
        rowActions={null}
        fields={{
          action: <FunctionField source="action" render={(r) => localize(auditActionLabel(String(r.action)), activeLanguage.get())} />,
          changes: <ChangesField schema={schema} />,
        }}
        emptyText={emptyText ?? translate('maintenance.no_history', { label })}
        hideAdd
        onAdd={null}
        editPathOf={() => null}
        canDelete={() => false}
        back={back}
      />
    </Box>
  );
};
