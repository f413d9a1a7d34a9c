import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { listPath, useArea } from './paths';
import { SchemaEditor } from './SchemaEditor';
import type { EntityUi } from './entityUi';
import { companyProp, labelOf, type EntitySchema } from './schemaTypes';
import { useWorkingCompany } from './workingCompany';

const noDefaults = () => ({});

/** An editor screen of one entity (route parameter id; 0 for a new record). */
export const SchemaEditorScreen = ({ schema, ui }: { schema: EntitySchema; ui?: EntityUi }) => {
  const translate = useTranslate();
  const area = useArea();
  const { id } = useParams();
  const useDefaults = ui?.editor?.useDefaults ?? noDefaults;
  const working = useWorkingCompany();
  const ownCompany = companyProp(schema);
  // a new record of a company starts in the working company (the SysAdmin's choice, or one's own)
  const defaults = { ...(ownCompany && working ? { [ownCompany]: working } : {}), ...useDefaults() };
  const recordId = Number(id);
  // the entity's label in the active language (a schema-only entity's through its x-i18n)
  const label = translate(`resources.${schema['x-rest']}.label`, { _: labelOf(schema) });
  const title = translate(ui?.editorTitleKey ?? 'maintenance.manager', { label });
  return (
    <SchemaEditor
      key={`${schema.$id}:${id}`}
      schema={schema}
      ui={ui?.editor}
      id={Number.isInteger(recordId) && recordId > 0 ? recordId : 0}
      title={title}
      listPath={listPath(area, schema)}
      defaults={defaults}
    />
  );
};
