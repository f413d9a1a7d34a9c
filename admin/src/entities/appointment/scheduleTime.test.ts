import { describe, expect, it } from 'vitest';
import { clockTime, dayRows, previousDay, resized, rowInstant, shifted, windowRows } from './scheduleTime';

const CHICAGO = 'America/Chicago';

describe('the door schedule’s time', () => {
  it('when a day is cut into rows, then it has 96 of them, and 92 or 100 on the days the clocks change', () => {
    expect(dayRows('2027-01-09', CHICAGO)).toEqual({ start: Date.parse('2027-01-09T06:00:00Z'), rows: 96 });
    expect(dayRows('2027-03-14', CHICAGO).rows).toBe(92);
    expect(dayRows('2027-11-07', CHICAGO).rows).toBe(100);
  });

  it('when a window is placed on its day, then it spans its rows, clipped to the day', () => {
    const { start, rows } = dayRows('2027-01-09', CHICAGO);
    expect(windowRows({ startDate: '2027-01-09T14:00:00Z', endDate: '2027-01-09T15:30:00Z' }, start, rows)).toEqual({ row: 32, span: 6 });
    expect(windowRows({ startDate: '2027-01-10T05:30:00Z', endDate: '2027-01-10T07:00:00Z' }, start, rows)).toEqual({ row: 94, span: 2 });
    expect(rowInstant(start, 32)).toBe('2027-01-09T14:00:00.000Z');
  });

  it('when a window is moved or resized by rows, then its length is kept, and it never gets shorter than one row', () => {
    const w = { startDate: '2027-01-09T14:00:00.000Z', endDate: '2027-01-09T15:00:00.000Z' };
    expect(shifted(w, 1)).toEqual({ startDate: '2027-01-09T14:15:00.000Z', endDate: '2027-01-09T15:15:00.000Z' });
    expect(resized(w, -2).endDate).toBe('2027-01-09T14:30:00.000Z');
    expect(resized(w, -9).endDate).toBe('2027-01-09T14:15:00.000Z');
  });

  it('when a time is written, then English says AM/PM and Spanish the 24-hour clock; the day before is a calendar day', () => {
    expect(clockTime('2027-01-09T14:15:00Z', CHICAGO, 'en')).toBe('08:15 AM');
    expect(clockTime('2027-01-09T20:00:00Z', CHICAGO, 'es')).toBe('14:00');
    expect(previousDay('2027-03-01')).toBe('2027-02-28');
  });
});
