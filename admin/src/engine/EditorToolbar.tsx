import { Box } from '@mui/material';
import { SaveButton, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from './DeleteRecord';
import { backOr } from './paths';
import type { EditorUi } from './entityUi';
import type { EntitySchema } from './schemaTypes';

interface EditorToolbarProps {
  schema: EntitySchema;
  ui: EditorUi | undefined;
  listPath: string;
  /** The record can no longer be changed: no Save. */
  closed?: boolean;
}

/** Footer: Delete (an existing record only) and Save (not on a closed record). */
export const EditorToolbar = ({ schema, ui, listPath, closed }: EditorToolbarProps) => {
  const record = useRecordContext();
  const navigate = useNavigate();
  const canWrite = schema['x-can-write'] !== false || (!record?.id && schema['x-can-create'] === true);
  const exists = !!record?.id;
  const canDelete = exists && (schema['x-can-delete'] ?? schema['x-can-write']) !== false && (ui?.canDelete?.(record) ?? true);
  const back = backOr(listPath);
  if (closed && !canDelete) return null; // nothing to offer: no empty footer under a closed record
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}>
      {canDelete && (
        <DeleteRecord
          schema={schema}
          record={record}
          variant="button"
          onDeleted={() => (ui?.returnToPrevious ? back(navigate) : navigate(listPath))}
        />
      )}
      {!closed && <SaveButton alwaysEnable={canWrite} disabled={!canWrite} />}
    </Box>
  );
};
