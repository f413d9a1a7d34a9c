import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, HttpError, useDelete, useTranslate, type RaRecord } from 'react-admin';
import { useToast } from '../ui/useToast';
import { labelOf, type EntitySchema } from './schemaTypes';

/** Records deleted in this page's life ("resource/id"): their editor, still shown while the next screen loads, reads them again and gets a 404. */
const deleted = new Set<string>();
export const wasDeleted = (resource: string, id: unknown) => deleted.has(`${resource}/${String(id)}`);

interface DeleteRecordProps {
  schema: EntitySchema;
  record: RaRecord;
  disabled?: boolean;
  /** A labelled button (editor footer) instead of the row icon. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/**
 * Delete with the spec's confirmation and toasts (maintenance §8): 'Deleting a {label} cannot be
 * undone, are you sure?', then '{label} Delete Completed' or '{label} Delete Failure, Please see
 * logs', followed by the server's reason when it gave one.
 */
export const DeleteRecord = ({ schema, record, disabled, variant = 'icon', onDeleted }: DeleteRecordProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const label = labelOf(schema);
  const args = { label };

  const confirm = () =>
    deleteOne(
      schema['x-rest']!,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          deleted.add(`${schema['x-rest']!}/${String(record.id)}`);
          setOpen(false);
          toast.bottom('maintenance.delete_completed', 'success', args);
          onDeleted?.();
        },
        onError: (error) => {
          console.error(`${label} delete failed:`, (error as Error).message);
          setOpen(false);
          // A refusal the server explains (which records use this one, 'You cannot delete your own
          // user'; in the user's language) follows the spec's words, 4 s at the top to be read;
          // a failure without an answer (no network) says the spec's words alone.
          const reason = error instanceof HttpError ? error.message : '';
          if (reason) toast.top('maintenance.delete_refused', 'error', { ...args, reason });
          else toast.bottom('maintenance.delete_failure', 'error', args);
        },
      },
    );

  const text = translate('maintenance.delete');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={text}>
          <span>
            <IconButton aria-label={text} size="small" color="error" disabled={disabled} onClick={() => setOpen(true)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={disabled} onClick={() => setOpen(true)}>
          {text}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title="maintenance.delete_title"
        content="maintenance.delete_confirm"
        titleTranslateOptions={args}
        contentTranslateOptions={args}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
