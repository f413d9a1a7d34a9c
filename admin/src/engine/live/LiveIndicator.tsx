import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveStatus } from './useLiveEvent';

/** A small dot beside a list's title: green while changes arrive as they happen. */
export const LiveIndicator = () => {
  const translate = useTranslate();
  const live = useLiveStatus() === 'live';
  const label = translate(live ? 'live.on' : 'live.off');
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        sx={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', bgcolor: live ? 'success.main' : 'action.disabled' }}
      />
    </Tooltip>
  );
};
