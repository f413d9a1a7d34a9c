import { describe, expect, it } from 'vitest';
import { addressKey, nameKey } from '../../server/http/throttle.js';
import { DEFAULT_RATE_LIMITS, rateLimitsFrom } from '../../server/security/rateLimits.js';

describe('rate-limit settings and keys', () => {
  it('when RATE_LIMITS overrides a limit, then that limit changes and the others keep their defaults', () => {
    const limits = rateLimitsFrom('loginPerName=5/30, resetPerName=1/60');
    expect(limits.loginPerName).toEqual({ points: 5, minutes: 30 });
    expect(limits.resetPerName).toEqual({ points: 1, minutes: 60 });
    expect(limits.loginPerAddress).toEqual(DEFAULT_RATE_LIMITS.loginPerAddress);
  });

  it('when RATE_LIMITS names an unknown limit or a bad figure, then the start-up stops with a clear message', () => {
    expect(() => rateLimitsFrom('loginPerNmae=5/30')).toThrow(/RATE_LIMITS: "loginPerNmae=5\/30" must be name=points\/minutes/);
    expect(() => rateLimitsFrom('loginPerName=0/30')).toThrow(/RATE_LIMITS/);
    expect(() => rateLimitsFrom('loginPerName=5')).toThrow(/RATE_LIMITS/);
  });

  it('when a client comes over IPv6, then its /64 is one key; IPv4 and mapped IPv4 are the address itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('when a name is a key, then case and surrounding spaces do not make a new one', () => {
    expect(nameKey('  SiteAdmin ')).toBe('siteadmin');
    expect(nameKey('')).toBeUndefined();
    expect(nameKey(42)).toBeUndefined();
  });
});
