import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';

interface PageBannerProps {
  title: string;
  /** Where Back goes; without it, one step back in the browser's history. */
  back?: string;
  /** The screen's buttons, beside the title (they wrap under it on small screens). */
  children?: ReactNode;
}

/** The banner of every screen in the shell (operations §2): a back button, the title, the screen's actions. */
export const PageBanner = ({ title, back, children }: PageBannerProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const goBack = () => (back ? navigate(back) : window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}>
      <Tooltip title={translate('app.action.back')}>
        <IconButton aria-label={translate('app.action.back')} onClick={goBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      {/* never narrower than its words: the actions wrap under it instead of running over it */}
      <Typography variant="h5" component="h1" sx={{ flex: '1 0 auto', maxWidth: '100%', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
