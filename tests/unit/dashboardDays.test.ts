// The dashboard's calendar (server/dashboard/days.ts): the last N days of the user's zone with the
// instant each begins — a day of 25 hours at the end of daylight saving time included — and the
// Monday the week starts on.
import { describe, expect, it } from 'vitest';
import { lastDays, weekStart } from '../../server/dashboard/days.js';

const CHICAGO = 'America/Chicago';

describe('dashboard days', () => {
  it('when the last days span the end of daylight saving time, then each begins at its local midnight and the long day lasts 25 hours', () => {
    const { days, bounds } = lastDays(3, CHICAGO, new Date('2026-11-02T18:00:00Z'));
    expect(days).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(bounds).toEqual([
      '2026-10-31T05:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-02T06:00:00.000Z',
      '2026-11-03T06:00:00.000Z',
    ]);
  });

  it('when it is late evening in the user zone but already tomorrow in UTC, then today is still the user’s day', () => {
    const { days } = lastDays(1, CHICAGO, new Date('2026-11-24T04:30:00Z'));
    expect(days).toEqual(['2026-11-23']);
  });

  it('when the week is asked on any day, then it starts on that week’s Monday at local midnight', () => {
    expect(weekStart(CHICAGO, new Date('2026-11-23T15:00:00Z'))).toEqual({ day: '2026-11-23', from: '2026-11-23T06:00:00.000Z' });
    expect(weekStart(CHICAGO, new Date('2026-11-29T20:00:00Z')).day).toBe('2026-11-23');
    expect(weekStart(CHICAGO, new Date('2026-11-30T05:00:00Z')).day).toBe('2026-11-23');
  });
});
