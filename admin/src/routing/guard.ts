// The session rules of operations §4 as one pure decision, checked in this order:
// no stored user → end the session; reset flag → password reset; user not loaded (a reload) or a
// different user stored (another tab) → refresh route of the stored type; wrong type → unauthorized.
import type { User } from '../api/types';
import type { StoredSession } from '../account/session';
import { refreshRouteFor } from './areas';
import { type AppRoute } from './routes';
import { PASSWORD_RESET_ROUTE, UNAUTHORIZED_ROUTE } from './paths';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'endSession' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

export function decideAccess(route: AppRoute, session: StoredSession, user: User | null, here: string): GuardDecision {
  if (route.access === 'public' || route.access === 'refresh') return allow;
  if (session.userId === null || session.accessToken === null) return { kind: 'endSession' };
  if (session.isRedirectToPasswordReset) return route.access === 'passwordReset' ? allow : redirect(PASSWORD_RESET_ROUTE);
  if (route.access === 'passwordReset') return redirect('/');
  if (!user || user.id !== session.userId) {
    return redirect(`${refreshRouteFor(session.userType)}?toRoute=${encodeURIComponent(here)}`);
  }
  return route.access.includes(user.type) ? allow : redirect(UNAUTHORIZED_ROUTE);
}

/** A toRoute query value is followed only when it is a path of this app. */
export const safeReturnPath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);
