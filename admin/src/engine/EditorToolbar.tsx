import HistoryIcon from '@mui/icons-material/History';
import { Box, Button } from '@mui/material';
import { SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from './DeleteRecord';
import { hasHistory } from './history';
import { backOr, historyPath, useArea } from './paths';
import { useSchemas } from './SchemaProvider';
import type { EditorUi } from './entityUi';
import type { EntitySchema } from './schemaTypes';

interface EditorToolbarProps {
  schema: EntitySchema;
  ui: EditorUi | undefined;
  listPath: string;
  /** The record can no longer be changed: no Save. */
  closed?: boolean;
}

/** Footer: History (a saved record of an audited entity), Delete (an existing record only) and Save (not on a closed record). */
export const EditorToolbar = ({ schema, ui, listPath, closed }: EditorToolbarProps) => {
  const record = useRecordContext();
  const navigate = useNavigate();
  const translate = useTranslate();
  const area = useArea();
  const { schemas } = useSchemas();
  const canWrite = schema['x-can-write'] !== false || (!record?.id && schema['x-can-create'] === true);
  const exists = !!record?.id;
  const canDelete = exists && (schema['x-can-delete'] ?? schema['x-can-write']) !== false && (ui?.canDelete?.(record) ?? true);
  const back = backOr(listPath);
  const history = exists && hasHistory(schema, schemas);
  if (closed && !canDelete && !history) return null; // nothing to offer: no empty footer under a closed record
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end', pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}>
      {history && (
        <Button
          startIcon={<HistoryIcon />}
          onClick={() => navigate(ui?.historyPathOf?.(area, Number(record.id)) ?? historyPath(area, schema, record.id))}
          sx={{ mr: 'auto' }}
        >
          {translate('maintenance.history')}
        </Button>
      )}
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
