import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { PleaseWait } from '../ui/PleaseWait';
import { editorPath, historyPath, useArea } from './paths';
import { FilterScreenList } from './FilterScreenList';
import { hasHistory } from './history';
import { RowActions } from './RowActions';
import { useSchemas } from './SchemaProvider';
import { SchemaList } from './SchemaList';
import type { EntityUi, FormValues } from './entityUi';
import { useIsSysAdmin } from './workingCompany';
import { companyProp, type EntitySchema } from './schemaTypes';

const noFilter = () => ({});
const always = () => true;

/**
 * The list's columns; a System Administrator's list of a company's records (carriers) mixes every
 * company's, so it starts with the company — which its export then writes, and its import reads.
 */
function useListColumns(schema: EntitySchema): string[] {
  const columns = schema['x-list']?.columns ?? [];
  const company = companyProp(schema);
  return useIsSysAdmin() && company && !columns.includes(company) ? [company, ...columns] : columns;
}
const listMayDelete = (schema: EntitySchema) => (schema['x-can-delete'] ?? schema['x-can-write']) !== false;

/** A list screen of one entity: the generated list with the entity's pieces plugged in. */
export const SchemaListScreen = ({ schema, ui }: { schema: EntitySchema; ui?: EntityUi }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const useFilter = ui?.list?.useFilter ?? noFilter;
  const useColumns = ui?.list?.useColumns ?? useListColumns;
  const filter = useFilter();
  const columns = useColumns(schema);
  const { schemas } = useSchemas();
  const Screen = ui?.list?.screen;
  if (Screen) return <Screen schema={schema} />;
  const Toolbar = ui?.list?.toolbar;
  const rest = schema['x-rest']!;
  const title = translate(ui?.listTitleKey ?? `resources.${rest}.title`);
  const canDelete = ui?.editor?.canDelete ?? always;
  const historyPathOf = hasHistory(schema, schemas) ? (r: { id: unknown }) => historyPath(area, schema, r.id) : undefined;
  const editPathOf = (record: FormValues) => editorPath(area, schema, ui, record);
  const onAdd = () => navigate(editorPath(area, schema, ui, {}));

  // a filter screen (x-filters with its filtered call): company and site pickers, filter chips,
  // column chooser, export, cards on a phone — no module needed
  if (schema['x-filters']?.list) {
    const canCreate = (schema['x-can-create'] ?? schema['x-can-write']) !== false;
    return (
      <FilterScreenList
        schema={schema}
        screen={rest}
        title={title}
        rowActions={
          <RowActions
            schema={schema}
            editPathOf={editPathOf}
            canDelete={(r) => listMayDelete(schema) && canDelete(r)}
            historyPathOf={historyPathOf}
          />
        }
        hideAdd={!canCreate}
        onAdd={onAdd}
        editPathOf={editPathOf}
      />
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {filter === null ? (
        <>
          {Toolbar && <Toolbar schema={schema} filter={{}} />}
          <PleaseWait />
        </>
      ) : (
        <SchemaList
          schema={schema}
          screen={rest}
          columns={columns}
          filter={filter}
          title={title}
          toolbar={Toolbar && <Toolbar schema={schema} filter={filter} />}
          onAdd={onAdd}
          editPathOf={editPathOf}
          canDelete={canDelete}
          rowActions={
            historyPathOf ? (
              <RowActions
                schema={schema}
                editPathOf={editPathOf}
                canDelete={(r) => listMayDelete(schema) && canDelete(r)}
                historyPathOf={historyPathOf}
              />
            ) : undefined
          }
          columnHeaders={ui?.list?.columnHeaders}
        />
      )}
    </Box>
  );
};
