// The history icon of a Search Contents row (operations §2 "Payload manager"): the payload
// history of the row's asset.
import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useArea } from '../../engine/paths';
import { payloadHistoryPath } from './payloadPaths';

export const HistoryAction = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  if (!record) return null;
  const label = translate('payloads.history');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={() => navigate(payloadHistoryPath(area, Number(record.assetId)))}>
        <HistoryIcon fontSize="small" color="primary" />
      </IconButton>
    </Tooltip>
  );
};
