import { AppBar } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';
import { DarkModeToggle } from './DarkModeToggle';
import { ShellDialogs } from './ShellDialogs';
import { ShellTitle } from './ShellTitle';
import { TOUCH } from '../ui/touch';
import { UserOptionsMenu } from './UserOptionsMenu';

/**
 * Menu button, title, dark/light toggle and user options (operations §2 'Layout'). Its icon
 * buttons are touch targets (react-admin's are 40 px): the header is what a driver's thumb
 * reaches for on a phone.
 */
export const AppHeader = () => {
  const user = useCurrentUser();
  return (
    <AppBar
      toolbar={user ? <DarkModeToggle /> : null}
      userMenu={user ? <UserOptionsMenu /> : false}
      sx={{ '& .MuiIconButton-root': TOUCH }}
    >
      <ShellTitle />
      <ShellDialogs />
    </AppBar>
  );
};
