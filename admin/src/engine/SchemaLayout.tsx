import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../account/currentUser';
import { readSession } from '../account/session';
import { AppLayout } from '../layout/AppLayout';
import { decideAccess } from '../routing/guard';
import { routeOf } from '../routing/routes';
import { SchemaProvider } from './SchemaProvider';

/**
 * Whether the screen at `path` is about to be left by its guard (a reload on its way to the
 * refresh route, an ended session): the shell is not drawn for it, so a reload does not render
 * the header, the menu and the footer (and ask for the footer and open the live updates) only
 * to take them down at once, and again after the refresh route.
 */
function useLeaving() {
  const location = useLocation();
  const user = useCurrentUser();
  const route = routeOf(location.pathname);
  return !!route && decideAccess(route, readSession(), user, location.pathname + location.search).kind !== 'allow';
}

/** Every shell, with the entity schemas of the logged-in user at hand (x-menu entries, generated screens). */
export const SchemaLayout = ({ children }: { children: ReactNode }) => {
  const leaving = useLeaving();
  return <SchemaProvider>{leaving ? children : <AppLayout>{children}</AppLayout>}</SchemaProvider>;
};
