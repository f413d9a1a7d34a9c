// The password-change rules of operations §5, shared by the change dialog, the forced reset and
// the forgot-password reset page.
import { useState } from 'react';
import { meetsPasswordPolicy, type PasswordPolicy } from '../../../../schemas/passwordRules';

export interface PasswordValues {
  current: string;
  newPassword: string;
  verify: string;
}
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export interface PasswordFormOptions {
  /** Own change: the current password is asked for. */
  requireCurrent: boolean;
  /** The reset page words this message differently ('does not met'). */
  policyMessageKey: 'password.does_not_meet' | 'password.does_not_met';
}

export function passwordErrors(values: PasswordValues, policy: PasswordPolicy, options: PasswordFormOptions): PasswordErrors {
  const errors: PasswordErrors = {};
  if (options.requireCurrent && !values.current) errors.current = 'password.current_required';
  if (!values.newPassword || !meetsPasswordPolicy(policy, values.newPassword)) errors.newPassword = options.policyMessageKey;
  if (!values.verify) errors.verify = 'password.verify_required';
  else if (values.verify !== values.newPassword) errors.verify = 'password.mismatch';
  return errors;
}

const empty: PasswordValues = { current: '', newPassword: '', verify: '' };

/** Field values, the errors of the fields already typed in, and whether the form may be submitted. */
export function usePasswordForm(policy: PasswordPolicy | null, options: PasswordFormOptions) {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const errors = passwordErrors(values, policy ?? {}, options);
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field as PasswordField])) as PasswordErrors;

  return {
    values,
    errors: shown,
    requireCurrent: options.requireCurrent,
    isValid: policy !== null && Object.keys(errors).length === 0,
    change: (field: PasswordField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setTouched((t) => ({ ...t, [field]: true }));
    },
    reset: () => {
      setValues(empty);
      setTouched({});
    },
  };
}

export type PasswordForm = ReturnType<typeof usePasswordForm>;
