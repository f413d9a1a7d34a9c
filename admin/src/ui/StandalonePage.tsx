import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Footer } from '../layout/Footer';

/** The frame of the screens outside the shell: login and the two password resets. */
export const StandalonePage = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h5" component="h1" align="center">
              {translate('app.title')}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <Footer />
    </Box>
  );
};
