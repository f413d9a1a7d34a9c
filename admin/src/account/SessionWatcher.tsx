import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { LOGIN_ROUTE } from '../routing/paths';
import { loginRequests } from './sessionExpiry';

/** Carries out the login requests of sessionExpiry.ts with react-admin's logout (clears its caches too). */
export const SessionWatcher = () => {
  const logout = useLogout();
  const requests = loginRequests.useValue();
  useEffect(() => {
    if (requests > 0) logout({}, LOGIN_ROUTE, false);
  }, [requests, logout]);
  return null;
};
