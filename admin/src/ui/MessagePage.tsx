import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';

interface MessagePageProps {
  titleKey: string;
  messageKey: string;
  titleColor?: 'error' | 'inherit';
}

/** A full-page notice with a Return button; '/' resolves to the user's own start page. */
export const MessagePage = ({ titleKey, messageKey, titleColor = 'inherit' }: MessagePageProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" color={titleColor}>
        {translate(titleKey)}
      </Typography>
      <Typography>{translate(messageKey)}</Typography>
      <Button variant="contained" onClick={() => navigate('/', { replace: true })}>
        {translate('app.action.return')}
      </Button>
    </Box>
  );
};
