// The calendar days of the dashboard, in the user's zone (schemas/dates.ts): the last N days with
// the instant each begins, and the start of the current week (Monday). Computed here, not in SQL,
// so both databases bucket by the same boundaries (a day of 23 or 25 hours included).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { dayStart, nextDay, today } from '../../schemas/dates.js';

dayjs.extend(utc);

export interface DayRange {
  /** The days, oldest first (YYYY-MM-DD). */
  days: string[];
  /** The instant each day begins, and after them the end of the last one: days.length + 1 ISO instants. */
  bounds: string[];
}

export function lastDays(count: number, zone: string, now: Date): DayRange {
  const last = today(zone, now);
  const days = Array.from({ length: count }, (_, i) =>
    dayjs
      .utc(last)
      .subtract(count - 1 - i, 'day')
      .format('YYYY-MM-DD'),
  );
  return { days, bounds: [...days.map((d) => dayStart(d, zone)), dayStart(nextDay(last), zone)] };
}

/** The Monday of the current week in `zone` (YYYY-MM-DD) and the instant it begins. */
export function weekStart(zone: string, now: Date): { day: string; from: string } {
  const d = dayjs.utc(today(zone, now));
  const monday = d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
  return { day: monday, from: dayStart(monday, zone) };
}
