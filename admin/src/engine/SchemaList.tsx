import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { DataTable, ListBase, Pagination, useTranslate, type RaRecord } from 'react-admin';
import { EmptyList } from './EmptyList';
import { fieldFor } from './fieldFor';
import { PaginationMemory, useInitialPerPage } from './PaginationMemory';
import { RowActions } from './RowActions';
import { useSchemas } from './SchemaProvider';
import { primaryOf, type EntitySchema } from './schemaTypes';

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
  columnHeaders?: Record<string, ComponentType<{ label: string }>>;
  expand?: ReactNode;
}

/** The generated list: x-list columns and sort, server-side sort and paging, add/edit/delete. */
export const SchemaList = (props: SchemaListProps) => {
  const { schema, screen, columns, filter, title, toolbar, addLabelKey = 'maintenance.add_new', onAdd, columnHeaders, expand } = props;
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const rest = schema['x-rest']!;
  const perPage = useInitialPerPage(screen);
  const list = schema['x-list'];
  const sort = { field: list?.sort ?? primaryOf(schema), order: list?.order ?? 'ASC' };
  const headerOf = (name: string) => {
    const label = translate(`resources.${rest}.columns.${name}`, { _: translate(`resources.${rest}.fields.${name}`) });
    const Header = columnHeaders?.[name];
    return Header ? <Header label={label} /> : label;
  };
  const canWrite = schema['x-can-write'] !== false;

  return (
    <ListBase resource={rest} filter={filter} perPage={perPage} sort={sort} storeKey={false} disableSyncWithLocation>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}>
        {title && (
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
        )}
        {toolbar}
        <Button variant="contained" startIcon={<AddIcon />} disabled={!onAdd || !canWrite} onClick={() => onAdd?.()}>
          {translate(addLabelKey)}
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto', containerType: 'inline-size' }}>
        <DataTable
          rowClick={expand ? 'expand' : false}
          bulkActionButtons={false}
          expand={expand}
          expandSingle={!!expand}
          empty={<EmptyList headings={[...columns.map(headerOf), translate('maintenance.actions')]} />}
          data-testid={`list-${rest}`}
          sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
        >
          {columns.map((name) => (
            <DataTable.Col key={name} source={name} label={headerOf(name)}>
              {schemas && fieldFor(schemas, schema, name, translate)}
            </DataTable.Col>
          ))}
          <DataTable.Col label={translate('maintenance.actions')}>
            <RowActions schema={schema} editPathOf={props.editPathOf} canDelete={(r) => canWrite && props.canDelete(r)} />
          </DataTable.Col>
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[15, 25, 50, 100]} />
      <PaginationMemory screen={screen} initialPerPage={perPage} />
    </ListBase>
  );
};
