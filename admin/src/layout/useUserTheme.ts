import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';

/** The theme follows the loaded user's isDarkMode, so it comes back with the user after a reload. */
export function useUserTheme() {
  const user = useCurrentUser();
  const [, setTheme] = useTheme();
  const isDarkMode = user?.isDarkMode;
  useEffect(() => {
    if (isDarkMode !== undefined) setTheme(isDarkMode ? 'dark' : 'light');
  }, [isDarkMode, setTheme]);
}
