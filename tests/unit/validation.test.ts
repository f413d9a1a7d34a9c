import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/engine/registry.js';
import { makeValidators } from '../../server/engine/validation.js';
import { AppError } from '../../server/errors.js';

const registry = loadRegistry(resolve('schemas'));
const v = makeValidators(registry);

function fieldErrors(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.details;
    throw e;
  }
  return [];
}

describe('validation messages', () => {
  it('when required user fields are missing, then each reads "{field} is required" in the spec wording', () => {
    const errors = fieldErrors(() => v.entityInput(registry.entity('user'), { loginName: '', type: 101, status: 1, timeZone: 'Eastern' }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'loginName', message: 'Username is required' },
        { field: 'firstName', message: 'First Name is required' },
        { field: 'lastName', message: 'Last Name is required' },
        { field: 'email', message: 'Email Address is required' },
      ]),
    );
  });

  it('when the email is malformed, then "Invalid Email Address"', () => {
    const errors = fieldErrors(() =>
      v.entityInput(registry.entity('user'), {
        loginName: 'a',
        firstName: 'a',
        lastName: 'b',
        email: 'not-an-email',
        type: 101,
        status: 1,
        timeZone: 'Eastern',
      }),
    );
    expect(errors).toEqual([{ field: 'email', message: 'Invalid Email Address' }]);
  });

  it('when a body carries read-only fields they are dropped (the update stamp kept as the version read); private and unknown fields are refused', () => {
    const { input: ok, version } = v.entityInput(registry.entity('company'), {
      id: 99,
      updateDate: '2026-11-23T08:00:00.000Z',
      name: 'A',
      address1: 'B',
      city: 'C',
      state: 'OH',
      zip: '1',
      phone: '2',
      defaultSecurityParameterId: 1,
    });
    expect(ok).not.toHaveProperty('id');
    expect(ok).not.toHaveProperty('updateDate');
    expect(version).toBe('2026-11-23T08:00:00.000Z');
    expect(fieldErrors(() => v.entityInput(registry.entity('company'), { updateDate: 'x' }))).toEqual([
      { field: 'updateDate', message: 'Last Updated must be the value last read' },
    ]);
    expect(fieldErrors(() => v.entityInput(registry.entity('user'), { passwordHash: 'x' }))).toEqual([
      { field: 'passwordHash', message: 'passwordHash may not be set' },
    ]);
    const unknown = fieldErrors(() => v.check('userDarkModeRequest', { userId: 1, isDarkMode: true, isAdmin: true }));
    expect(unknown).toEqual([{ field: 'isAdmin', message: 'isAdmin is not a known field' }]);
  });

  it('when a number is negative, then the number rule: a number, 0 or more', () => {
    const errors = fieldErrors(() => v.check('securityParameter', { name: 'P', minPwdLength: -1 }));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'minPwdLength', message: expect.stringMatching(/must be a number, 0 or more$/) }),
      ]),
    );
  });
});
