// Security policies. 'Default Policy' is inserted first: the lowest id is the system default
// (users without a company). Every minimum is met by any demo password (>= 12 characters with
// upper, lower, digit and special; see randomDemoPassword in index.ts).
import { TimeInterval } from '../../schemas/enums.js';
import { type DemoEnv, DAY } from './demoShared.js';

const base = {
  minPwdLength: 10,
  minPwdAlpha: 2,
  minPwdNumeric: 1,
  minPwdSpecial: 1,
  minPwdLower: 1,
  minPwdUpper: 1,
  pwdChangeDays: 90,
  prevPwdCheck: 3,
  expirationNotification: 14,
  graceLoginsAllowed: 3,
  maxPwdAttempts: 5,
  maxAttemptsLockoutTime: 15,
  maxAttemptsLockoutInterval: TimeInterval.Minutes,
  forgotPasswordExpirationMinutes: 60,
  absoluteTimeoutTime: 12,
  absoluteTimeoutInterval: TimeInterval.Hours,
  idleTimeoutTime: 60,
  idleTimeoutInterval: TimeInterval.Minutes,
};

const POLICIES = [
  {
    ...base,
    name: 'Default Policy',
    description: 'System default: applies to users without a company and to user types without a policy of their own.',
  },
  {
    ...base,
    name: 'Driver Policy',
    description: 'Operators on shift-length sessions and handheld devices: shorter passwords, no special character, 180-day rotation.',
    minPwdLength: 8,
    minPwdSpecial: 0,
    pwdChangeDays: 180,
    expirationNotification: 21,
    absoluteTimeoutTime: 14,
    idleTimeoutTime: 4,
    idleTimeoutInterval: TimeInterval.Hours,
  },
  {
    ...base,
    name: 'Dispatch Policy',
    description: 'Dispatch managers: desk sessions for a full shift, 90-minute idle timeout.',
    idleTimeoutTime: 90,
  },
  {
    ...base,
    name: 'Administrator Policy',
    description: 'Company administrators: 12-character passwords, 30-minute idle timeout.',
    minPwdLength: 12,
    absoluteTimeoutTime: 10,
    idleTimeoutTime: 30,
  },
];

/** Inserts the policies in order; returns their ids by name. */
export async function seedSecurityPolicies(env: DemoEnv): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const updateDate = env.ago(30 * DAY);
  for (const p of POLICIES) ids[p.name] = (await env.insert('securityParameter', { ...p, updateDate })).id;
  return ids;
}
