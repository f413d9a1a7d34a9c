import { AppBar } from 'react-admin';
import { useCurrentUser } from '../auth/currentUser';
import { DarkModeToggle } from './DarkModeToggle';
import { ShellDialogs } from './ShellDialogs';
import { ShellTitle } from './ShellTitle';
import { UserOptionsMenu } from './UserOptionsMenu';

/** Menu button, title, dark/light toggle and user options (operations §2 'Layout'). */
export const AppHeader = () => {
  const user = useCurrentUser();
  return (
    <AppBar toolbar={user ? <DarkModeToggle /> : null} userMenu={user ? <UserOptionsMenu /> : false}>
      <ShellTitle />
      <ShellDialogs />
    </AppBar>
  );
};
