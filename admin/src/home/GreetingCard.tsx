import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The greeting the home screens open with. */
export const GreetingCard = ({ greeting, children }: { greeting: string; children?: ReactNode }) => (
  <Box sx={{ p: 2 }}>
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" data-testid="greeting">
          {greeting}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
