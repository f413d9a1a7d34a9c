// The list of a filter screen (x-filters: assets now, missions and payloads next): the company
// picker (System Administrator), the site picker, the filter chip bar and manager, the column
// chooser, Export, Refresh and Add New around the generated list, which reads its rows through
// the screen's filtered call (POST /Assets…) with the scope and the filters as its body.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { RefreshButton, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { CompanySelector } from './CompanySelector';
import { ColumnChooser } from './ColumnChooser';
import { ExportButton } from './ExportButton';
import { FilterChipBar } from './filters/FilterChipBar';
import { useFilterSet } from './filters/useFilterSet';
import { SchemaList } from './SchemaList';
import { SiteSelector, useSiteChoice } from './SiteSelector';
import type { EntitySchema } from './schemaTypes';
import { useChosenColumns } from './useChosenColumns';
import { useWorkingCompany } from './workingCompany';
import { PleaseWait } from '../ui/PleaseWait';

/** Operational lists reload every minute (operations §9). */
export const AUTO_REFRESH_MS = 60_000;

interface FilterScreenListProps {
  schema: EntitySchema;
  /** Key of the remembered pagination and columns in the user's settings. */
  screen: string;
  title: string;
  rowActions: ReactNode;
  onAdd: (() => void) | null;
  hideAdd?: boolean;
  /** A column the screen may show (e.g. not the company column to other companies' users). */
  allowColumn?: (column: string) => boolean;
  editPathOf?: (record: RaRecord) => string | null;
}

/** Export with the list's total, for progress. */
const ListExport = ({ call, file, body }: { call: string; file: string; body: Record<string, unknown> }) => {
  const { total, meta } = useListContext();
  const exact = (meta as { totalExact?: boolean } | undefined)?.totalExact !== false;
  return <ExportButton call={call} file={file} body={body} total={exact ? total : undefined} disabled={!total} />;
};

export const FilterScreenList = ({ schema, screen, title, rowActions, onAdd, hideAdd, allowColumn, editPathOf }: FilterScreenListProps) => {
  const translate = useTranslate();
  const decl = schema['x-filters']!;
  const { filters, save } = useFilterSet(decl);
  const company = useWorkingCompany();
  const { siteIds } = useSiteChoice();
  const { columns, offered, defaults, choose } = useChosenColumns(schema, screen, allowColumn);
  const rest = schema['x-rest']!;
  const labelOf = (c: string) => translate(`resources.${rest}.columns.${c}`, { _: translate(`resources.${rest}.fields.${c}`) });
  const ready = filters && siteIds && company !== null;
  const body = { companyId: company, siteIds, filters: filters ?? [] };
  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pb: 0.5 }}>
      <CompanySelector />
      <SiteSelector />
      <ColumnChooser offered={offered} chosen={columns} defaults={defaults} labelOf={labelOf} onChange={choose} />
      {decl.export && ready && <ListExport call={decl.export.call} file={decl.export.file} body={{ ...body, columns }} />}
      <RefreshButton />
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {!ready ? (
        <>
          {toolbar}
          <PleaseWait />
        </>
      ) : (
        <SchemaList
          schema={schema}
          screen={screen}
          columns={columns}
          title={title}
          meta={{ call: decl.list!, body }}
          subheader={
            <>
              {toolbar}
              <FilterChipBar filters={filters} onChange={save} />
            </>
          }
          dense
          rowActions={rowActions}
          onAdd={onAdd}
          hideAdd={hideAdd}
          editPathOf={editPathOf ?? (() => null)}
          canDelete={() => false}
          refreshEveryMs={AUTO_REFRESH_MS}
        />
      )}
    </Box>
  );
};
