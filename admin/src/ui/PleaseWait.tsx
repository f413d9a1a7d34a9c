import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PleaseWait = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <CircularProgress />
      <Typography>{translate('app.please_wait')}</Typography>
    </Box>
  );
};
