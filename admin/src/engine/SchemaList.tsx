import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { DataTable, ListBase, useTranslate, type RaRecord } from 'react-admin';
import { useIsMobile } from '../layout/useIsMobile';
import { PageBanner } from '../ui/PageBanner';
import { ALL } from '../../../schemas/enums';
import { ExpandableRows } from './ExpandableRows';
import { ListPagination } from './ListPagination';
import { RecordCards } from './RecordCards';
import type { FilteredMeta } from './dataProvider';
import { EmptyList } from './EmptyList';
import { ListExport } from './ExportButton';
import { ImportButton } from './import/ImportDialog';
import type { ImportAbout } from './import/importCall';
import type { ColumnHeaderProps } from './entityUi';
import { fieldFor, formatOf } from './fieldFor';
import { PaginationMemory, useInitialPerPage } from './PaginationMemory';
import { RowActions } from './RowActions';
import { SideScroll } from './SideScroll';
import { useSchemas } from './SchemaProvider';
import { isSortable, nameProp, primaryOf, type EntitySchema } from './schemaTypes';

export interface SchemaListProps {
  schema: EntitySchema;
  /** Key of the remembered pagination in the user's settings. */
  screen: string;
  columns: string[];
  filter?: Record<string, unknown>;
  title?: string;
  toolbar?: ReactNode;
  addLabelKey?: string;
  /** null shows the add button disabled. */
  onAdd: (() => void) | null;
  editPathOf: (record: RaRecord) => string | null;
  canDelete: (record: RaRecord) => boolean;
  columnHeaders?: Record<string, ComponentType<ColumnHeaderProps>>;
  expand?: ReactNode;
  /** Read through a filtered call of /api/Fleet (POST /Assets…) instead of the REST list. */
  meta?: FilteredMeta;
  /** The list's resource when the entity has no REST name (a history). */
  resource?: string;
  /** Replaces the edit and delete icons of each row; null: rows have no actions (a history). */
  rowActions?: ReactNode | null;
  /** Column contents beyond the type map (a history's changes). */
  fields?: Record<string, ReactNode>;
  /** What an empty list says (default: no results). */
  emptyText?: string;
  /** No add button at all (a history; a role that may not create). */
  hideAdd?: boolean;
  /** Where the banner's Back goes (default: one step back). */
  back?: string;
  /** Between the banner and the table (a filter chip bar). */
  subheader?: ReactNode;
  /** Many columns: small cells, each value on one line, the table scrolls sideways (operational lists). */
  dense?: boolean;
  /** Headings wrap, values that allow it too (FITTING), so that the default columns fit the screen (a history). */
  wrap?: boolean;
  /** Reloads the page every so many milliseconds (operational lists: 60 s). */
  refreshEveryMs?: number;
  /** What the list's export is about (a filter screen's sites and company), sent with an import of it. */
  importAbout?: ImportAbout;
}

/**
 * Many columns: values stay on one line, with half the usual side padding (more columns fit); the
 * table scrolls sideways, with a cue at the edge where columns lie beyond (SideScroll), and the row
 * actions stay in view at the right edge.
 */
const ONE_LINE = {
  '& .RaDataTable-rowCell': { whiteSpace: 'nowrap', px: 1 },
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap', px: 1 },
};
/** Fitting: headings and values wrap, with half the usual side padding, so that a history's default columns fit. */
const FITTING = { '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } };
/**
 * The actions stay at the right edge over the columns that scroll beneath them; a shadow on their
 * left says there is more beneath (a 1 px line alone read as the table's end, and a column half
 * under it as cut off). The heading keeps the heading row's own colour (paper: near-black in the dark).
 */
const DENSE = {
  ...ONE_LINE,
  '& .RaDataTable-headerCell:last-of-type, & .RaDataTable-rowCell:last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.default',
    boxShadow: (theme: { palette: { divider: string } }) => `-1px 0 0 ${theme.palette.divider}, -10px 0 10px -8px rgba(0, 0, 0, 0.35)`,
  },
  '& .RaDataTable-headerCell:last-of-type': { bgcolor: 'background.paper', zIndex: 3 },
};

/** The value at a column's path in a record ('payloadContentMap.7': a content type's quantity). */
const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);

/** On a card the record's name comes first, as its title. */
const nameFirst = (schema: EntitySchema, columns: string[]) => {
  const name = nameProp(schema);
  return columns.includes(name) ? [name, ...columns.filter((c) => c !== name)] : columns;
};

/** The generated list: x-list columns and sort, server-side sort and paging, add/edit/delete. */
export const SchemaList = (props: SchemaListProps) => {
  const {
    schema,
    screen,
    columns,
    filter,
    title,
    toolbar,
    addLabelKey = 'maintenance.add_new',
    onAdd,
    columnHeaders,
    expand,
    meta,
  } = props;
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const rest = props.resource ?? schema['x-rest']!;
  const perPage = useInitialPerPage(screen);
  const list = schema['x-list'];
  const sort = { field: list?.sort ?? primaryOf(schema), order: list?.order ?? 'ASC' };
  /** A heading of the module's own sorts by itself in the table (`inTable`); the table's sort label is then off. */
  const headerOf = (name: string, inTable = false) => {
    const Header = columnHeaders?.[name];
    const sortSource = inTable && isSortable(schema, name) ? name : undefined;
    return Header ? <Header label={labelOf(name)} sortSource={sortSource} /> : labelOf(name);
  };
  const canCreate = (schema['x-can-create'] ?? schema['x-can-write']) !== false;
  const canDelete = (schema['x-can-delete'] ?? schema['x-can-write']) !== false;
  const isMobile = useIsMobile();
  const labelOf = (name: string) => translate(`resources.${rest}.columns.${name}`, { _: translate(`resources.${rest}.fields.${name}`) });
  const cardColumns = nameFirst(schema, columns);
  const fieldOf = (name: string) => props.fields?.[name] ?? (schemas && fieldFor(schemas, schema, name, translate));
  const actions =
    props.rowActions === undefined ? (
      <RowActions schema={schema} editPathOf={props.editPathOf} canDelete={(r) => canDelete && props.canDelete(r)} />
    ) : (
      props.rowActions
    );
  const headings = [...columns.map((c) => headerOf(c)), ...(actions ? [translate('maintenance.actions')] : [])];
  const empty = <EmptyList headings={headings} text={props.emptyText} />;
  const add = props.hideAdd ? null : (
    <Button variant="contained" startIcon={<AddIcon />} disabled={!onAdd || !canCreate} onClick={() => onAdd?.()}>
      {translate(addLabelKey)}
    </Button>
  );

  // CSV import (x-import): for whoever may both add and change the records
  const importable = !!schema['x-import'] && !props.hideAdd && canCreate && schema['x-can-write'] !== false;
  // An export with no filter screen (x-filters.export alone: locations, carriers), the file its
  // import reads back: the rows the list shows — its filter's company and sites (the Locations
  // list names its company's sites; with none, every row the caller reaches) — in the columns shown.
  const exported = schema['x-filters']?.list ? undefined : schema['x-filters']?.export;
  const listed = (filter ?? {}) as { companyId?: unknown; siteId?: unknown };
  const exportBody = {
    companyId: typeof listed.companyId === 'number' ? listed.companyId : null,
    siteIds: Array.isArray(listed.siteId) ? listed.siteId : [ALL],
    filters: [],
    columns,
  };
  const exportButton = exported && <ListExport call={exported.call} file={exported.file} body={exportBody} />;
  // what the import reads back: the list's company (its filter's, a System Administrator's choice) unless the screen says
  const importAbout = { companyId: exportBody.companyId, ...props.importAbout };
  const importButton = importable && <ImportButton schema={schema} labelOf={labelOf} about={importAbout} />;

  return (
    <ListBase
      resource={rest}
      filter={filter}
      perPage={perPage}
      sort={sort}
      storeKey={false}
      disableSyncWithLocation
      queryOptions={meta || props.refreshEveryMs ? { meta, refetchInterval: props.refreshEveryMs } : undefined}
    >
      {title ? (
        <PageBanner title={title} back={props.back}>
          {toolbar}
          {exportButton}
          {importButton}
          {add}
        </PageBanner>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}>
          {toolbar}
          {exportButton}
          {importButton}
          {add}
        </Box>
      )}
      {props.subheader}
      {isMobile ? (
        <>
          {columnHeaders && (
            // the column filters, which live in the table's headings on wide screens
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1 }}>
              {columns
                .filter((c) => columnHeaders[c])
                .map((c) => (
                  <Box key={c}>{headerOf(c)}</Box>
                ))}
            </Box>
          )}
          <RecordCards
            columns={cardColumns}
            // a date is no name: a card titled by one (a history's update date) says what it is
            titleLabel={formatOf(schema.properties[cardColumns[0]]?.format) ? labelOf(cardColumns[0]) : undefined}
            labelOf={labelOf}
            fieldOf={fieldOf}
            // every column is a path of the record (a content type's: payloadContentMap.<id>)
            lineValue={valueAt}
            actions={actions}
            expand={expand}
            empty={empty}
          />
        </>
      ) : (
        <SideScroll>
          <DataTable
            rowClick={expand ? 'expand' : false}
            bulkActionButtons={false}
            expand={expand}
            expandSingle={!!expand}
            body={expand ? ExpandableRows : undefined}
            empty={empty}
            data-testid={`list-${rest}`}
            sx={
              props.wrap ? FITTING : props.dense ? (actions ? DENSE : ONE_LINE) : { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }
            }
          >
            {columns.map((name) => (
              <DataTable.Col
                key={name}
                source={name}
                label={headerOf(name, true)}
                disableSort={!isSortable(schema, name) || !!columnHeaders?.[name]}
              >
                {fieldOf(name)}
              </DataTable.Col>
            ))}
            {actions && <DataTable.Col label={translate('maintenance.actions')}>{actions}</DataTable.Col>}
          </DataTable>
        </SideScroll>
      )}
      <ListPagination />
      <PaginationMemory screen={screen} initialPerPage={perPage} />
    </ListBase>
  );
};
