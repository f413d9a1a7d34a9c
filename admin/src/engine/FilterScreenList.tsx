// The list of a filter screen (x-filters: assets, missions, the mission history, payloads next):
// the company picker (System Administrator), the site picker, the filter chip bar and manager, the
// column chooser, Export, Refresh and Add New around the generated list, which reads its rows
// through the screen's filtered call (POST /Assets…) with the scope and the filters as its body.
// A screen over a view (x-views: the mission history) brings its own filter set, which it does not
// save, and its own resource name.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ALL } from '../../../schemas/enums';
import type { Filter } from '../../../schemas/types.generated';
import { CompanySelector } from './CompanySelector';
import { ColumnChooser } from './ColumnChooser';
import { ListExport } from './ExportButton';
import { FilterChipBar } from './filters/FilterChipBar';
import { useLinkedFilters } from './filters/linkedFilters';
import { useFilterSet } from './filters/useFilterSet';
import { prefetchOf } from './prefetchReferences';
import { SchemaList } from './SchemaList';
import { useSchemas } from './SchemaProvider';
import { SiteSelector, useSiteChoice } from './SiteSelector';
import { bySite, type EntitySchema } from './schemaTypes';
import { useChosenColumns } from './useChosenColumns';
import { useWorkingCompany } from './workingCompany';
import { PleaseWait } from '../ui/PleaseWait';
import { ToolbarRefresh } from './ToolbarRefresh';
import { AUTO_REFRESH_MS } from './autoRefresh';

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
  /** The screen's own filters instead of the user's saved set (a view's: changed here, never saved). */
  filterSet?: { filters: Filter[] | undefined; onChange: (filters: Filter[]) => void };
  /** The list's resource when the entity has no REST name (a view). */
  resource?: string;
  /** Column contents beyond the type map. */
  fields?: Record<string, ReactNode>;
  /** What an expanded row (a card's expand button on a phone) shows. */
  expand?: ReactNode;
  /** Headings and values may break onto more lines (SchemaList `wrap`). */
  wrap?: boolean;
  /** How the chosen columns show when one stands for several (a payload's contents: one per content type). */
  showColumns?: (chosen: string[]) => string[];
  /** The screen's own buttons, first in its toolbar (the gate's Check In and Check Out). */
  actions?: ReactNode;
  /** What the screen shows under its title, above the list's toolbar (the yard check's Start). */
  intro?: ReactNode;
}

export const FilterScreenList = (props: FilterScreenListProps) => {
  const { schema, screen, title, rowActions, onAdd, hideAdd, allowColumn, editPathOf, filterSet } = props;
  const translate = useTranslate();
  const decl = schema['x-filters']!;
  const saved = useFilterSet(decl);
  const { filters, onChange } = useLinkedFilters(filterSet ?? { filters: saved.filters, onChange: saved.save });
  const company = useWorkingCompany();
  const { siteIds } = useSiteChoice();
  const { columns, offered, defaults, choose } = useChosenColumns(schema, screen, allowColumn);
  const rest = props.resource ?? schema['x-rest']!;
  const labelOf = (c: string) => translate(`resources.${rest}.columns.${c}`, { _: translate(`resources.${rest}.fields.${c}`) });
  const { schemas } = useSchemas();
  const shown = props.showColumns ? props.showColumns(columns) : columns;
  const ready = filters && siteIds && company !== null;
  const body = { companyId: company, siteIds, filters: filters ?? [] };
  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pb: 0.5 }}>
      {props.actions}
      <CompanySelector />
      {bySite(schema) && <SiteSelector />}
      <ColumnChooser offered={offered} chosen={columns} defaults={defaults} labelOf={labelOf} onChange={choose} />
      {decl.export && ready && <ListExport call={decl.export.call} file={decl.export.file} body={{ ...body, columns }} />}
      <ToolbarRefresh />
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {!ready ? (
        <>
          {props.intro}
          {toolbar}
          <PleaseWait />
        </>
      ) : (
        <SchemaList
          schema={schema}
          resource={props.resource}
          screen={screen}
          columns={shown}
          title={title}
          meta={{ call: decl.list!, body, prefetch: prefetchOf(schemas, schema, shown) }}
          subheader={
            <>
              {props.intro}
              {toolbar}
              <FilterChipBar filters={filters} onChange={onChange} />
            </>
          }
          dense
          wrap={props.wrap}
          rowActions={rowActions}
          fields={props.fields}
          expand={props.expand}
          onAdd={onAdd}
          hideAdd={hideAdd}
          editPathOf={editPathOf ?? (() => null)}
          canDelete={() => false}
          refreshEveryMs={AUTO_REFRESH_MS}
          // the sites the list's export is about, whose names it writes without their site, and its company
          importAbout={{ siteIds: siteIds.filter((s) => s !== ALL), companyId: company }}
        />
      )}
    </Box>
  );
};
