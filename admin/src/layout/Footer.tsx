import { Box, Typography } from '@mui/material';
import { useFleetGet } from '../api/useFleetGet';

/** The footer text of the system settings (GET /Footer). */
export const Footer = () => {
  const { data } = useFleetGet<{ footer: string }>('/Footer', { anonymous: true, quiet: true });
  if (!data?.footer) return null;
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 1, px: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" data-testid="footer">
        {data.footer}
      </Typography>
    </Box>
  );
};
