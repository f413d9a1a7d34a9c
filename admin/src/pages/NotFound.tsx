import { useEffect } from 'react';
import { loadCurrentUser } from '../account/loadCurrentUser';
import { hasSession } from '../account/session';
import { MessagePage } from '../ui/MessagePage';

/** The catch-all screen (operations §2), inside the shell of the user when there is one. */
export const NotFound = () => {
  useEffect(() => {
    // after a reload nobody has loaded the user yet; the shell needs it for its title and menu
    if (hasSession()) loadCurrentUser().catch(() => undefined);
  }, []);
  return <MessagePage titleKey="app.not_found.title" messageKey="app.not_found.message" />;
};
