import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fleet, FleetError } from '../api/fleet';
import type { SaveResult } from '../api/types';
import { updateCurrentUser, useCurrentUser } from '../account/currentUser';
import { useToast } from '../ui/useToast';

/** Switches the theme at once and saves it with POST /User/DarkMode. */
export const DarkModeToggle = () => {
  const translate = useTranslate();
  const toast = useToast();
  const user = useCurrentUser();
  if (!user) return null;
  const label = translate('shell.toggle_dark_mode');

  const toggle = async () => {
    const isDarkMode = !user.isDarkMode;
    updateCurrentUser({ isDarkMode });
    try {
      const result = await fleet.post<SaveResult>('/User/DarkMode', { userId: user.id, isDarkMode }, { quiet: true });
      if (result && result.isSuccessful === false) throw new Error('Dark mode not saved');
    } catch (error) {
      // the choice stays for this visit; only saving it failed (a 401 has its own dialog)
      if (!(error instanceof FleetError && error.status === 401)) toast.bottom('shell.dark_mode_failed', 'error');
    }
  };

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={user.isDarkMode} data-testid="dark-mode-toggle">
        {user.isDarkMode ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
};
