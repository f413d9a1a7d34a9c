// The login branches of operations §4/§8 read from an AuthResult: refused (wrong password or
// locked), forced password reset, or logged in (possibly on a grace login).
import type { AuthResult } from '../../api/types';
import type { DialogLine } from '../../dialogs/systemDialogs';

export interface GraceLogin {
  used: number;
  allowed: number;
  /** The last grace login was just used: shown as the 'Grace Login Used' dialog. */
  isLast: boolean;
}

export type LoginOutcome =
  { kind: 'refused'; lines: DialogLine[] } | { kind: 'passwordReset' } | { kind: 'loggedIn'; grace: GraceLogin | null };

/** Attempts left are announced only when 3 or fewer remain. */
const WARN_AT_ATTEMPTS_LEFT = 3;

export function loginOutcome(auth: AuthResult): LoginOutcome {
  if (auth.isLockedOut) {
    return { kind: 'refused', lines: [{ key: auth.isLockedDueToThisAttempt ? 'login.locked_now' : 'login.locked_currently' }] };
  }
  if (!auth.isPasswordValid || !auth.user || !auth.accessToken) {
    const left = (auth.maxPwdAttempts ?? 0) - (auth.failedAttempts ?? 0);
    const lines: DialogLine[] = [{ key: 'login.invalid' }];
    if (auth.maxPwdAttempts > 0 && left > 0 && left <= WARN_AT_ATTEMPTS_LEFT) {
      lines.push({ key: 'login.attempts_left', args: { count: left } });
    }
    return { kind: 'refused', lines };
  }
  if (auth.isRedirectToPasswordReset) return { kind: 'passwordReset' };
  if (auth.isPasswordExpired) {
    const used = auth.graceLoginsUsed ?? 0;
    const allowed = auth.graceLoginsAllowed ?? 0;
    return { kind: 'loggedIn', grace: { used, allowed, isLast: used >= allowed } };
  }
  return { kind: 'loggedIn', grace: null };
}
