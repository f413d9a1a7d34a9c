import { describe, expect, it } from 'vitest';
import { formatDateTime, maskPhone } from './format';

describe('formatDateTime', () => {
  it('shows MM-DD-YYYY hh:mm A in the given zone (Eastern when the user has none), and nothing for a missing value', () => {
    expect(formatDateTime('2026-01-05T05:07:00Z')).toBe('01-05-2026 12:07 AM');
    expect(formatDateTime('2026-11-22T04:34:00Z', 'America/New_York')).toBe('11-21-2026 11:34 PM');
    expect(formatDateTime('2026-07-01T03:04:00Z', 'America/Los_Angeles')).toBe('06-30-2026 08:04 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('maskPhone', () => {
  it('puts typed digits into (999) 999-9999 as far as they go, dropping anything else', () => {
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('3125')).toBe('(312) 5');
    expect(maskPhone('312-555-01')).toBe('(312) 555-01');
    expect(maskPhone('(312) 555-0142 ext 9')).toBe('(312) 555-0142');
    expect(maskPhone('')).toBe('');
  });
});
