import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, passwordRuleTexts } from '../../schemas/passwordRules.js';

describe('password rules', () => {
  it('when minimums are set, then each rule above 0 has the spec text, plural above 1', () => {
    expect(
      passwordRuleTexts({ minPwdLength: 8, minPwdAlpha: 0, minPwdLower: 1, minPwdUpper: 2, minPwdNumeric: 1, minPwdSpecial: 3 }),
    ).toEqual([
      'Password minimum length is 8',
      'Must contain minimum of 1 lower case character',
      'Must contain minimum of 2 upper case characters',
      'Must contain minimum of 1 numeric character',
      'Must contain minimum of 3 special characters',
    ]);
    expect(passwordRuleTexts({ minPwdAlpha: 2 })).toEqual(['Must contain minimum of 2 alpha characters']);
    expect(passwordRuleTexts({})).toEqual([]);
  });

  it('when a password misses rules, then exactly the broken ones are listed', () => {
    const policy = { minPwdLength: 10, minPwdUpper: 1, minPwdNumeric: 2, minPwdSpecial: 1 };
    expect(brokenPasswordRules(policy, 'abcdefghij')).toEqual([
      'Must contain minimum of 1 upper case character',
      'Must contain minimum of 2 numeric characters',
      'Must contain minimum of 1 special character',
    ]);
    expect(brokenPasswordRules(policy, 'Abcdefgh12!')).toEqual([]);
    expect(brokenPasswordRules(policy, 'Ab12!')).toEqual(['Password minimum length is 10']);
  });
});
