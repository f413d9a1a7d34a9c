// The language follows the loaded user: their choice in Profile once they are known (after a
// login or a reload), the browser's before login and after logout. react-admin keeps the shown
// locale in its store ('locale', see useLocaleState); setting it there re-renders every text.
// The page's lang attribute follows, so screen readers pronounce the texts in their language.
import type { Store } from 'react-admin';
import { currentUser } from '../account/currentUser';
import { activeLanguage, languageFor } from './locale';

export function followUserLanguage(store: Store) {
  const apply = () => {
    const language = languageFor(currentUser.get());
    if (store.getItem('locale') !== language) store.setItem('locale', language);
  };
  currentUser.subscribe(apply);
  apply();
  const tagPage = () => document.documentElement.setAttribute('lang', activeLanguage.get());
  activeLanguage.subscribe(tagPage);
  tagPage();
}
