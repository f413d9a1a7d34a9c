import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';

/** 'Welcome, {display name}' for the loaded user. */
export function useWelcome() {
  const translate = useTranslate();
  const user = useCurrentUser();
  return translate('home.welcome', { name: user?.displayName ?? '' });
}
