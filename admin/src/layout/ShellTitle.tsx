import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';
import { shellFor } from './shells';
import { useIsMobile } from './useIsMobile';

export const ShellTitle = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const shell = shellFor(user?.type);
  const title = translate(shell.titleKey);
  const text = shell.showsDisplayName && user && !isMobile ? translate('shell.title_with_name', { title, name: user.displayName }) : title;
  return (
    <Typography variant="h6" component="div" noWrap sx={{ flex: 1 }} data-testid="shell-title">
      {text}
    </Typography>
  );
};
