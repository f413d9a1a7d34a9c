import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';

/** A row's History icon: opens the record's change history (an audited entity, x-audit) at `path`. */
export const HistoryButton = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const history = translate('maintenance.history');
  return (
    <Tooltip title={history}>
      <IconButton aria-label={history} size="small" color="primary" onClick={() => navigate(path)}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
