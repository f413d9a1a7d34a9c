import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from '../../offline/useOnline';
import { useLiveStatus } from './useLiveEvent';

/**
 * A small dot beside a list's title: green while changes arrive as they happen. Never while the
 * browser is offline: a stream's socket may still look open then, yet nothing can arrive.
 */
export const LiveIndicator = () => {
  const translate = useTranslate();
  const online = useOnline();
  const live = useLiveStatus() === 'live' && online;
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
