// The row actions of the asset list (operations §2): History, Asset Manager, Repairs (its icon
// coloured by defect severity) and Delete for those who may delete assets.
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from '../../engine/DeleteRecord';
import { useArea } from '../../engine/paths';
import type { EntitySchema } from '../../engine/schemaTypes';
import { assetEditPath, assetHistoryPath } from './assetPaths';
import { RepairIcon } from './RepairIcon';
import { RepairsDialog } from './RepairsDialog';

const Action = ({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} size="small" onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
);

export const AssetRowActions = ({ schema }: { schema: EntitySchema }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const [repairing, setRepairing] = useState(false);
  if (!record) return null;
  const id = Number(record.id);
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Action label={translate('assets.history')} onClick={() => navigate(assetHistoryPath(area, id))}>
        <HistoryIcon fontSize="small" color="primary" />
      </Action>
      <Action label={translate('assets.asset_manager')} onClick={() => navigate(assetEditPath(area, id, record.priCompanyId))}>
        <EditIcon fontSize="small" color="primary" />
      </Action>
      <Action label={translate('assets.repairs')} onClick={() => setRepairing(true)}>
        <RepairIcon severity={record.defectSeverity} />
      </Action>
      {schema['x-can-delete'] !== false && <DeleteRecord schema={schema} record={record} />}
      {repairing && <RepairsDialog schema={schema} asset={record} onClose={() => setRepairing(false)} />}
    </Box>
  );
};
