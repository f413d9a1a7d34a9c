// The four values the spec stores in the browser (operations §3). Nothing else goes to localStorage:
// react-admin's own store is kept in memory (see App.tsx).
import type { AuthResult } from '../api/types';

const KEYS = ['userId', 'userType', 'accessToken', 'isRedirectToPasswordReset'] as const;

export interface StoredSession {
  userId: number | null;
  userType: number | null;
  accessToken: string | null;
  isRedirectToPasswordReset: boolean;
}

const toNumber = (text: string | null) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
};

export function readSession(): StoredSession {
  return {
    userId: toNumber(localStorage.getItem('userId')),
    userType: toNumber(localStorage.getItem('userType')),
    accessToken: localStorage.getItem('accessToken') || null,
    isRedirectToPasswordReset: localStorage.getItem('isRedirectToPasswordReset') === 'true',
  };
}

/** A session exists when both a valid user id and a token are stored. */
export const hasSession = () => {
  const { userId, accessToken } = readSession();
  return userId !== null && accessToken !== null;
};

export function saveSession(auth: AuthResult & { user: NonNullable<AuthResult['user']> }) {
  localStorage.setItem('userId', String(auth.user.id));
  localStorage.setItem('userType', String(auth.user.type));
  localStorage.setItem('accessToken', auth.accessToken ?? '');
  setRedirectToPasswordReset(auth.isRedirectToPasswordReset);
}

export function setRedirectToPasswordReset(value: boolean) {
  localStorage.setItem('isRedirectToPasswordReset', value ? 'true' : 'false');
}

/** Forgets the stored values; endSession.ts ends a session with it. */
export function clearSession() {
  KEYS.forEach((key) => localStorage.removeItem(key));
}
