import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** /site/lookupgrp/edit/{id}: the spec shows only 'Under-Construction'. */
const LookupGroupManager = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1">
        {translate('maintenance.under_construction')}
      </Typography>
    </Box>
  );
};
export default LookupGroupManager;
