import { Navigate } from 'react-router';
import { useCurrentUser } from '../account/currentUser';
import { useStartRoute } from '../routing/startRoute';

/** '/' sends each user to their start page (the guard has loaded the user by now). */
export const StartRedirect = () => {
  const user = useCurrentUser();
  const startRouteFor = useStartRoute();
  return user ? <Navigate to={startRouteFor(user)} replace /> : null;
};
