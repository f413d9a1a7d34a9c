import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import { useLocation } from 'react-router';
import type { Credentials, LoginResult } from './signIn';
import { LoginScreen } from './LoginScreen';
import { useGraceNotice } from './useGraceNotice';

/** /user/login inside the shell (after a logout, a session's end, a deep link without one). */
export const LoginPage = () => {
  const login = useLogin();
  const showGrace = useGraceNotice();
  const location = useLocation();
  const signIn = useCallback(
    async (credentials: Credentials) => {
      const result = (await login(credentials)) as LoginResult;
      if (result.grace) showGrace(result.grace);
      return result;
    },
    [login, showGrace],
  );
  return <LoginScreen signIn={signIn} username={(location.state as { username?: string } | null)?.username} />;
};
