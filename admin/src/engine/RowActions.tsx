import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from './DeleteRecord';
import { HistoryButton } from './HistoryButton';
import type { EntitySchema } from './schemaTypes';

export interface RowActionsProps {
  schema: EntitySchema;
  /** The editor path of a row; null disables the edit icon. */
  editPathOf: (record: RaRecord) => string | null;
  canDelete: (record: RaRecord) => boolean;
  /** The history path of a row (an audited entity, x-audit): a History icon before Edit. */
  historyPathOf?: (record: RaRecord) => string;
}

/** The per-row history (an audited entity), edit and delete icons of every list screen. */
export const RowActions = ({ schema, editPathOf, canDelete, historyPathOf }: RowActionsProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  const path = editPathOf(record);
  const edit = translate('maintenance.edit');
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {historyPathOf && <HistoryButton path={historyPathOf(record)} />}
      <Tooltip title={edit}>
        <span>
          <IconButton aria-label={edit} size="small" color="primary" disabled={!path} onClick={() => path && navigate(path)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <DeleteRecord schema={schema} record={record} disabled={!canDelete(record)} />
    </Box>
  );
};
