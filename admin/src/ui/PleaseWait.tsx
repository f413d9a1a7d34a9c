import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PleaseWait = () => {
  const translate = useTranslate();
  const text = translate('app.please_wait');
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      {/* a progress bar needs a name of its own (axe: aria-progressbar-name) */}
      <CircularProgress aria-label={text} />
      <Typography>{text}</Typography>
    </Box>
  );
};
