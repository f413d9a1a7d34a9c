// The password rules of a security policy (operations §5), used by the server to enforce them
// and by the admin to list them under 'Password requirements:'. One module so the texts and the
// checks can never drift apart. Each sentence in English (the spec's) and Spanish.
import type { Language } from './i18n/translate.js';

export interface PasswordPolicy {
  minPwdLength?: number | null;
  minPwdAlpha?: number | null;
  minPwdLower?: number | null;
  minPwdUpper?: number | null;
  minPwdNumeric?: number | null;
  minPwdSpecial?: number | null;
}

interface Rule {
  key: keyof PasswordPolicy;
  text: (n: number, language: Language) => string;
  count: (password: string) => number;
}

const countMatches = (re: RegExp) => (p: string) => (p.match(re) ?? []).length;
const minimumOf = (what: string, es: string, esPlural: string) => (n: number, language: Language) =>
  language === 'es'
    ? `Debe contener como mínimo ${n} ${n > 1 ? esPlural : es}`
    : `Must contain minimum of ${n} ${what} character${n > 1 ? 's' : ''}`;

const rules: Rule[] = [
  {
    key: 'minPwdLength',
    text: (n, language) => (language === 'es' ? `La longitud mínima de la contraseña es ${n}` : `Password minimum length is ${n}`),
    count: (p) => [...p].length,
  },
  { key: 'minPwdAlpha', text: minimumOf('alpha', 'carácter alfabético', 'caracteres alfabéticos'), count: countMatches(/[A-Za-z]/g) },
  { key: 'minPwdLower', text: minimumOf('lower case', 'minúscula', 'minúsculas'), count: countMatches(/[a-z]/g) },
  { key: 'minPwdUpper', text: minimumOf('upper case', 'mayúscula', 'mayúsculas'), count: countMatches(/[A-Z]/g) },
  { key: 'minPwdNumeric', text: minimumOf('numeric', 'carácter numérico', 'caracteres numéricos'), count: countMatches(/[0-9]/g) },
  {
    key: 'minPwdSpecial',
    text: minimumOf('special', 'carácter especial', 'caracteres especiales'),
    count: countMatches(/[^A-Za-z0-9\s]/g),
  },
];

/** The rule texts that apply to a policy (a rule applies only where its minimum is above 0). */
export function passwordRuleTexts(policy: PasswordPolicy, language: Language = 'en'): string[] {
  return rules.filter((r) => (policy[r.key] ?? 0) > 0).map((r) => r.text(policy[r.key] as number, language));
}

/** The texts of the rules the password breaks; empty when it meets the policy. */
export function brokenPasswordRules(policy: PasswordPolicy, password: string): string[] {
  return rules
    .filter((r) => (policy[r.key] ?? 0) > 0 && r.count(password) < (policy[r.key] as number))
    .map((r) => r.text(policy[r.key] as number, 'en'));
}

export const meetsPasswordPolicy = (policy: PasswordPolicy, password: string) => brokenPasswordRules(policy, password).length === 0;
