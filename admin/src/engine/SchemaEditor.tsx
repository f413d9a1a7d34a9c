import type { ReactNode } from 'react';
import { CreateBase, EditBase, useEditContext, type HttpError } from 'react-admin';
import { PleaseWait } from '../ui/PleaseWait';
import { useToast } from '../ui/useToast';
import { EditorForm } from './EditorForm';
import type { EditorUi, FormValues } from './entityUi';
import { schemaDefaults, type EntitySchema } from './schemaTypes';

export interface SchemaEditorProps {
  schema: EntitySchema;
  ui: EditorUi | undefined;
  /** 0 creates a record. */
  id: number;
  title: string;
  listPath: string;
  defaults?: FormValues;
}

const WhenLoaded = ({ children }: { children: ReactNode }) => (useEditContext().isPending ? <PleaseWait /> : children);

/**
 * The generated editor: fields from the schema through the type map, Save returning to the list.
 * Errors with field details are shown by the form (FormErrorWatcher); other refusals (404, 409) here.
 */
export const SchemaEditor = ({ schema, ui, id, title, listPath, defaults }: SchemaEditorProps) => {
  const toast = useToast();
  const rest = schema['x-rest']!;
  const redirect = () => listPath;
  const onError = (error: unknown) => {
    const body = (error as HttpError).body;
    if (!body?.errors) toast.saveError((error as Error).message || 'ra.notification.http_error', 'error');
  };
  const form = <EditorForm schema={schema} ui={ui} title={title} isNew={!id} listPath={listPath} />;
  if (!id) {
    return (
      <CreateBase resource={rest} record={{ ...schemaDefaults(schema), ...defaults }} redirect={redirect} mutationOptions={{ onError }}>
        {form}
      </CreateBase>
    );
  }
  return (
    <EditBase resource={rest} id={id} mutationMode="pessimistic" redirect={redirect} mutationOptions={{ onError }}>
      <WhenLoaded>{form}</WhenLoaded>
    </EditBase>
  );
};
