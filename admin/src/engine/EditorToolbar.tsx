import { Box } from '@mui/material';
import { SaveButton, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from './DeleteRecord';
import type { EditorUi } from './entityUi';
import type { EntitySchema } from './schemaTypes';

interface EditorToolbarProps {
  schema: EntitySchema;
  ui: EditorUi | undefined;
  listPath: string;
}

/** Footer: Delete (an existing record only) and Save. */
export const EditorToolbar = ({ schema, ui, listPath }: EditorToolbarProps) => {
  const record = useRecordContext();
  const navigate = useNavigate();
  const canWrite = schema['x-can-write'] !== false;
  const exists = !!record?.id;
  const canDelete = exists && canWrite && (ui?.canDelete?.(record) ?? true);
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}>
      {canDelete && <DeleteRecord schema={schema} record={record} variant="button" onDeleted={() => navigate(listPath)} />}
      <SaveButton alwaysEnable={canWrite} disabled={!canWrite} />
    </Box>
  );
};
