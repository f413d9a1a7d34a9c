import { useEffect, type ReactNode } from 'react';
import { useLogout } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../account/currentUser';
import { readSession } from '../account/session';
import { PleaseWait } from '../ui/PleaseWait';
import { decideAccess } from './guard';
import { type AppRoute } from './routes';
import { LOGIN_ROUTE } from './paths';

/** Applies the session rules to one route of the table, then shows its screen (the children). */
export const Guarded = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const location = useLocation();
  const user = useCurrentUser();
  const logout = useLogout();
  const decision = decideAccess(route, readSession(), user, location.pathname + location.search);
  const endSession = decision.kind === 'endSession';

  useEffect(() => {
    if (endSession) logout({}, LOGIN_ROUTE, false);
  }, [endSession, logout]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (endSession) return <PleaseWait />;
  return children;
};
