import { useState, type ReactNode } from 'react';
import { CreateBase, EditBase, useEditContext, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useNavigate } from 'react-router';
import { PleaseWait } from '../ui/PleaseWait';
import { wasDeleted } from './DeleteRecord';
import { backOr } from './paths';
import { useToast } from '../ui/useToast';
import type { PendingConfirmation } from './ConfirmSave';
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
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const rest = schema['x-rest']!;
  const back = backOr(listPath);
  const redirect = ui?.returnToPrevious ? false : () => listPath;
  const onSuccess = ui?.returnToPrevious
    ? () => {
        const saved = id ? 'updated' : 'created';
        notify(`resources.${rest}.notifications.${saved}`, {
          type: 'info',
          messageArgs: { smart_count: 1, _: translate(`ra.notification.${saved}`, { smart_count: 1 }) },
        });
        back(navigate);
      }
    : undefined;
  // a refusal the user may confirm past (EditorUi.confirmations) asks instead of failing
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const onError = (error: unknown) => {
    const body = (error as HttpError).body;
    const asked = ui?.confirmations?.[body?.error?.code];
    if (asked) return setPending({ ...asked, message: (error as Error).message });
    if (!body?.errors) toast.saveError((error as Error).message || 'ra.notification.http_error', 'error');
  };
  // A record that cannot be read (deleted elsewhere, or never the caller's) returns to this screen's
  // list, not to react-admin's /<resource> (no such route, "Not Found"). After its own Delete the
  // record is read again while the next screen's code loads: the Delete has already chosen where to go.
  const onReadError = () => {
    if (wasDeleted(rest, id)) return;
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    navigate(listPath, { replace: true });
  };
  const form = (
    <EditorForm
      schema={schema}
      ui={ui}
      title={title}
      isNew={!id}
      listPath={listPath}
      pending={pending}
      onAnswered={() => setPending(null)}
    />
  );
  if (!id) {
    return (
      <CreateBase
        resource={rest}
        record={{ ...schemaDefaults(schema), ...defaults }}
        redirect={redirect}
        mutationOptions={{ onError, ...(onSuccess ? { onSuccess } : {}) }}
      >
        {form}
      </CreateBase>
    );
  }
  return (
    <EditBase
      resource={rest}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      queryOptions={{ onError: onReadError }}
      mutationOptions={{ onError, ...(onSuccess ? { onSuccess } : {}) }}
    >
      <WhenLoaded>{form}</WhenLoaded>
    </EditBase>
  );
};
