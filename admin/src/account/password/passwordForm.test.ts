import { describe, expect, it } from 'vitest';
import { passwordErrors, type PasswordFormOptions } from './passwordForm';

const policy = { minPwdLength: 8, minPwdNumeric: 1 };
const own: PasswordFormOptions = { requireCurrent: true, policyMessageKey: 'password.does_not_meet' };

describe('passwordErrors', () => {
  it('when everything is empty, then each field reports its own message', () => {
    expect(passwordErrors({ current: '', newPassword: '', verify: '' }, policy, own)).toEqual({
      current: 'password.current_required',
      newPassword: 'password.does_not_meet',
      verify: 'password.verify_required',
    });
  });

  it('when the verify value differs, then the mismatch message', () => {
    expect(passwordErrors({ current: 'x', newPassword: 'abcdefg1', verify: 'abcdefg2' }, policy, own)).toEqual({
      verify: 'password.mismatch',
    });
  });

  it('when valid and matching, then no errors; the reset page words the policy message its own way', () => {
    expect(passwordErrors({ current: 'x', newPassword: 'abcdefg1', verify: 'abcdefg1' }, policy, own)).toEqual({});
    const reset: PasswordFormOptions = { requireCurrent: false, policyMessageKey: 'password.does_not_met' };
    expect(passwordErrors({ current: '', newPassword: 'short', verify: 'short' }, policy, reset)).toEqual({
      newPassword: 'password.does_not_met',
    });
  });
});
