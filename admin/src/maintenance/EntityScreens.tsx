// The maintenance screens behind the routes (loaded on demand, see maintenanceScreens.tsx): the
// entity comes from the route table (spec screens) or from the URL segment (entities added later).
import { useParams } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { PleaseWait } from '../ui/PleaseWait';
import { SchemaEditorScreen } from './SchemaEditorScreen';
import { SchemaListScreen } from './SchemaListScreen';
import { useSchemas } from './SchemaProvider';
import { schemaBySegment, type EntitySchema } from './schemaTypes';

function useScreenSchema(entity: string | undefined, kind: 'list' | 'one'): EntitySchema | null | undefined {
  const { schemas, error } = useSchemas();
  const { entity: segment } = useParams();
  if (!schemas) return error ? null : undefined;
  return (entity ? schemas[entity] : schemaBySegment(schemas, segment ?? '', kind)) ?? null;
}

export const EntityListScreen = ({ entity }: { entity?: string }) => {
  const schema = useScreenSchema(entity, 'list');
  if (schema === undefined) return <PleaseWait />;
  return schema ? <SchemaListScreen key={schema.$id} schema={schema} /> : <NotFound />;
};

export const EntityEditorScreen = ({ entity }: { entity?: string }) => {
  const schema = useScreenSchema(entity, 'one');
  if (schema === undefined) return <PleaseWait />;
  return schema ? <SchemaEditorScreen key={schema.$id} schema={schema} /> : <NotFound />;
};
