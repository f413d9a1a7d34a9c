import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The greeting the home screens open with, above the dashboard. */
export const Greeting = ({ greeting, children }: { greeting: string; children?: ReactNode }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="h5" component="h1" data-testid="greeting">
      {greeting}
    </Typography>
    {children}
  </Box>
);
