import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { PleaseWait } from '../ui/PleaseWait';
import { editorPath, useArea } from './paths';
import { SchemaList } from './SchemaList';
import type { EntityUi } from './entityUi';
import type { EntitySchema } from './schemaTypes';

const noFilter = () => ({});
const always = () => true;
const listColumns = (schema: EntitySchema) => schema['x-list']?.columns ?? [];

/** A list screen of one entity: the generated list with the entity's pieces plugged in. */
export const SchemaListScreen = ({ schema, ui }: { schema: EntitySchema; ui?: EntityUi }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const useFilter = ui?.list?.useFilter ?? noFilter;
  const useColumns = ui?.list?.useColumns ?? listColumns;
  const filter = useFilter();
  const columns = useColumns(schema);
  const Screen = ui?.list?.screen;
  if (Screen) return <Screen schema={schema} />;
  const Toolbar = ui?.list?.toolbar;
  const rest = schema['x-rest']!;

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
          title={translate(ui?.listTitleKey ?? `resources.${rest}.title`)}
          toolbar={Toolbar && <Toolbar schema={schema} filter={filter} />}
          onAdd={() => navigate(editorPath(area, schema, ui, {}))}
          editPathOf={(record) => editorPath(area, schema, ui, record)}
          canDelete={ui?.editor?.canDelete ?? always}
          columnHeaders={ui?.list?.columnHeaders}
        />
      )}
    </Box>
  );
};
