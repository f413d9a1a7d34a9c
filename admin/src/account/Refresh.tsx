import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { loadCurrentUser } from './loadCurrentUser';
import { hasSession } from './session';
import { safeReturnPath } from '../routing/guard';
import { LOGIN_ROUTE } from '../routing/paths';
import { useStartRoute } from '../routing/startRoute';
import { PleaseWait } from '../ui/PleaseWait';

/** /{area}/refresh: reloads the session after a page reload, then returns to ?toRoute. */
export const Refresh = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const startRouteFor = useStartRoute();
  const toRoute = safeReturnPath(params.get('toRoute'));

  useEffect(() => {
    if (!hasSession()) {
      logout({}, LOGIN_ROUTE, false);
      return;
    }
    let active = true;
    loadCurrentUser(true)
      .then((user) => active && navigate(toRoute ?? startRouteFor(user), { replace: true }))
      // a 401 has already ended the session; any other failure has shown the error dialog
      .catch(() => active && hasSession() && logout({}, LOGIN_ROUTE, false));
    return () => {
      active = false;
    };
  }, [toRoute, navigate, logout, startRouteFor]);

  return <PleaseWait />;
};
