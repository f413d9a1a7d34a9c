// The generated screens behind the routes (loaded on demand, see screens.tsx): the entity comes
// from its module's routes, or from the URL segment for an entity added as a schema file only.
import { useParams } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { PleaseWait } from '../ui/PleaseWait';
import { SchemaEditorScreen } from './SchemaEditorScreen';
import { SchemaListScreen } from './SchemaListScreen';
import { SchemaHistory } from './SchemaHistory';
import { listPath, useArea } from './paths';
import { useSchemas } from './SchemaProvider';
import type { EntityUi } from './entityUi';
import { schemaBySegment, type EntitySchema } from './schemaTypes';

function useScreenSchema(entity: string | undefined, kind: 'list' | 'one'): EntitySchema | null | undefined {
  const { schemas, error } = useSchemas();
  const { entity: segment } = useParams();
  if (!schemas) return error ? null : undefined;
  return (entity ? schemas[entity] : schemaBySegment(schemas, segment ?? '', kind)) ?? null;
}

interface ScreenProps {
  entity?: string;
  ui?: EntityUi;
}

export const EntityListScreen = ({ entity, ui }: ScreenProps) => {
  const schema = useScreenSchema(entity, 'list');
  if (schema === undefined) return <PleaseWait />;
  return schema ? <SchemaListScreen key={schema.$id} schema={schema} ui={ui} /> : <NotFound />;
};

export const EntityEditorScreen = ({ entity, ui }: ScreenProps) => {
  const schema = useScreenSchema(entity, 'one');
  if (schema === undefined) return <PleaseWait />;
  return schema ? <SchemaEditorScreen key={schema.$id} schema={schema} ui={ui} /> : <NotFound />;
};

/** The change history of a record (route parameter id), for an audited entity only. */
export const EntityHistoryScreen = ({ entity }: ScreenProps) => {
  const schema = useScreenSchema(entity, 'one');
  const area = useArea();
  const { id } = useParams();
  if (schema === undefined) return <PleaseWait />;
  if (!schema?.['x-audit']) return <NotFound />;
  return <SchemaHistory key={`${schema.$id}:${id}`} schema={schema} id={Number(id)} back={listPath(area, schema)} />;
};
