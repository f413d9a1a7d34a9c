import { describe, expect, it } from 'vitest';
import type { AuthResult, User } from '../../api/types';
import { loginOutcome } from './loginOutcome';

const result = (patch: Partial<AuthResult>): AuthResult => ({
  user: null,
  accessToken: null,
  isPasswordValid: false,
  isPasswordExpired: false,
  isRedirectToPasswordReset: false,
  isLockedOut: false,
  isLockedDueToThisAttempt: false,
  failedAttempts: 0,
  maxPwdAttempts: 5,
  graceLoginsUsed: 0,
  graceLoginsAllowed: 3,
  ...patch,
});
const valid = { isPasswordValid: true, accessToken: 't', user: { id: 1 } as User };

describe('loginOutcome', () => {
  it('when the password is wrong, then the attempts left are added only at 3 or fewer', () => {
    expect(loginOutcome(result({ failedAttempts: 1 }))).toEqual({ kind: 'refused', lines: [{ key: 'login.invalid' }] });
    expect(loginOutcome(result({ failedAttempts: 2 }))).toEqual({
      kind: 'refused',
      lines: [{ key: 'login.invalid' }, { key: 'login.attempts_left', args: { count: 3 } }],
    });
  });

  it('when locked, then now on the locking attempt and currently otherwise', () => {
    expect(loginOutcome(result({ isLockedOut: true, isLockedDueToThisAttempt: true }))).toEqual({
      kind: 'refused',
      lines: [{ key: 'login.locked_now' }],
    });
    expect(loginOutcome(result({ isLockedOut: true }))).toEqual({ kind: 'refused', lines: [{ key: 'login.locked_currently' }] });
  });

  it('when a reset is required, then the password reset branch wins over grace', () => {
    expect(loginOutcome(result({ ...valid, isRedirectToPasswordReset: true, isPasswordExpired: true }))).toEqual({ kind: 'passwordReset' });
  });

  it('when the password expired with grace left, then the grace login is reported, the last one flagged', () => {
    expect(loginOutcome(result({ ...valid, isPasswordExpired: true, graceLoginsUsed: 1 }))).toEqual({
      kind: 'loggedIn',
      grace: { used: 1, allowed: 3, isLast: false },
    });
    expect(loginOutcome(result({ ...valid, isPasswordExpired: true, graceLoginsUsed: 3 }))).toMatchObject({ grace: { isLast: true } });
    expect(loginOutcome(result(valid))).toEqual({ kind: 'loggedIn', grace: null });
  });
});
