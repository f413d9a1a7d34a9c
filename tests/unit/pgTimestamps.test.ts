// PostgreSQL's timestamptz text read straight into the app's ISO form (db/postgres.ts, timestampOf):
// the same answer as a Date of the same text (what pg's parser built) turned to ISO, for every form
// PostgreSQL writes.
import { describe, expect, it } from 'vitest';
import { timestampOf } from '../../server/db/postgres.js';

/** The route before: a Date of the text, then its ISO form. */
const throughDate = (text: string) => new Date(`${text.replace(' ', 'T')}:00`).toISOString();

describe('timestamps from PostgreSQL', () => {
  it('when PostgreSQL writes a UTC timestamp with 0 to 6 digits of fraction, then the ISO form cut to milliseconds', () => {
    for (const text of [
      '2026-11-30 19:41:00+00',
      '2026-11-30 19:41:00.5+00',
      '2026-11-30 19:41:00.12+00',
      '2026-11-30 19:41:00.123+00',
      '2026-11-30 19:41:00.1239+00',
      '2026-11-30 19:41:00.999999+00',
      '0001-01-01 00:00:00+00',
      '9999-12-31 23:59:59.000001+00',
    ])
      expect(timestampOf(text), text).toBe(throughDate(text));
  });

  it('when the text is in another zone, infinite, before Christ or past 9999, then pg parser answers as before', () => {
    expect(timestampOf('2026-11-30 13:41:00.25-06')).toBe('2026-11-30T19:41:00.250Z');
    expect(timestampOf('2026-12-01 01:11:00+05:30')).toBe('2026-11-30T19:41:00.000Z');
    expect(timestampOf('infinity')).toBe(Infinity);
    expect(timestampOf('-infinity')).toBe(-Infinity);
    expect(timestampOf('12026-11-30 19:41:00+00')).toBe('+012026-11-30T19:41:00.000Z');
    expect(timestampOf('0044-03-15 12:00:00+00 BC')).toMatch(/^-000043-03-15T12:00:00.000Z$/);
  });
});
