// What the first screen after a page load needs, asked for at once as the page starts instead of
// one after the other as the screens mount: the stored user (GET /User/{id}, taken by the refresh
// route), the schemas, the user's filter sets, the code of the screen the URL opens and, once the
// user's company is known, the sites the lists choose from (and, for a user who reads Spanish,
// its catalogue). Each is the same request or query its screen makes, so nothing is asked twice;
// a session that must change its password first asks nothing (the shell only sends it to the reset).
// After a login on the login page's own first load, the same for the start page it goes to.
import { UserType } from '../../schemas/enums';
import { earlyAnswer } from './api/earlyCalls';
import type { User } from './api/types';
import { currentUser } from './account/currentUser';
import { startUserLoad } from './account/loadCurrentUser';
import { readSession } from './account/session';
import { filterSetsQuery } from './engine/filters/useFilterSet';
import { loadSpanish } from './i18n/i18nProvider';
import { languageFor } from './i18n/locale';
import { queryClient } from './engine/queryClient';
import { startSchemasLoad } from './engine/SchemaProvider';
import { prefetchSites } from './engine/SiteSelector';
import { routeOf, startRouteFor } from './routing/routes';
import { safeReturnPath } from './routing/guard';

/** The path whose screen will show: the URL's, or where its refresh route returns to. */
function screenPath(): string | null {
  const route = routeOf(location.pathname);
  if (route?.access === 'refresh') return safeReturnPath(new URLSearchParams(location.search).get('toRoute'));
  return location.pathname;
}

export function startBootLoads() {
  const session = readSession();
  if (session.userId === null || session.accessToken === null || session.isRedirectToPasswordReset) return;
  // After a login on the login page's own first load (account/login/loginStart.tsx) the user is
  // known already, and the page goes to their start page: its screen is the one to fetch.
  const current = currentUser.get();
  const signedIn = current?.id === session.userId ? current : null;
  const path = signedIn ? startRouteFor(signedIn) : screenPath();
  const screen = path ? routeOf(path)?.screen : undefined;
  if (screen && 'preload' in screen && typeof screen.preload === 'function') screen.preload().catch(() => undefined);
  const quiet = () => undefined; // each screen reports its own failure when it asks
  startSchemasLoad(session.userId).catch(quiet);
  queryClient.prefetchQuery(filterSetsQuery(session.userId)).catch(quiet);
  // A System Administrator's lists wait for the company chosen in the selector.
  const sitesOf = (user: User) =>
    user.type !== UserType.SysAdmin && user.priCompanyId != null ? prefetchSites(queryClient, user.priCompanyId) : undefined;
  if (signedIn) {
    sitesOf(signedIn)?.catch(quiet);
    if (languageFor(signedIn) === 'es') loadSpanish().catch(quiet);
    return;
  }
  // the page's first script may already have the user (api/earlyCalls.ts): the sites leave now
  const early = earlyAnswer<User>(`/User/${session.userId}`);
  const known = early?.id === session.userId ? early : undefined;
  if (known) sitesOf(known)?.catch(quiet);
  startUserLoad()
    ?.then((user) => {
      if (languageFor(user) === 'es') loadSpanish().catch(quiet);
      return known ? undefined : sitesOf(user);
    })
    .catch(quiet);
}
