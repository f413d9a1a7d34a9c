// formatDateTime writes a date from the zone's offset for the day (schemas/dates.ts): it must
// write exactly what Intl writes, in every zone, on the days clocks change and around them too.
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { dayStart, formatDateTime, formatDateTimeByIntl, today, ZONES } from '../../schemas/dates.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES_SEEN = [
  ...Object.values(ZONES),
  'UTC',
  'Europe/London',
  'Asia/Kolkata', // +5:30, no clock changes
  'Asia/Kathmandu', // +5:45
  'America/St_Johns', // -3:30 with clock changes
  'Australia/Lord_Howe', // changes by half an hour
  'Pacific/Chatham', // +12:45 / +13:45
  'America/Sao_Paulo', // clock changes at midnight, later dropped
  'Africa/Casablanca', // clocks stopped for each Ramadan
  'Pacific/Apia', // skipped 12-30-2011 whole
];
const HOUR = 3_600_000;

/** A repeatable spread of instants: a seeded generator, so a failure names the same instant again. */
function* instants(count: number, from: number, to: number) {
  let seed = 20261125;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield from + Math.floor((seed / 2 ** 31) * (to - from));
  }
}

/** Every instant a zone's clocks change between `from` and `to`: found day by day, then to the hour. */
function changesOf(zone: string, from: number, to: number): number[] {
  const offset = (t: number) => {
    const text = formatDateTimeByIntl(t, zone, 'es');
    return Date.parse(`${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}T${text.slice(11)}:00Z`) - (t - (t % 60_000));
  };
  const out: number[] = [];
  for (let day = from; day < to; day += 24 * HOUR)
    if (offset(day) !== offset(day + 24 * HOUR))
      for (let t = day; t < day + 24 * HOUR; t += HOUR) if (offset(t) !== offset(t + HOUR)) out.push(t);
  return out;
}

/** Each sweep is a few seconds of Intl alone, and up to 20 s with the other core's test files beside it. */
const SWEEP_TIMEOUT = 60_000;

describe('formatDateTime', () => {
  it(
    'writes what Intl writes, in every language, at instants from 1900 to 2100 in zones of every kind',
    () => {
      const from = Date.UTC(1900, 0, 1);
      const to = Date.UTC(2100, 0, 1);
      for (const zone of ZONES_SEEN)
        for (const t of instants(2000, from, to))
          for (const language of ['en', 'es'] as const) {
            const iso = new Date(t).toISOString();
            expect(formatDateTime(iso, zone, language), `${iso} in ${zone} (${language})`).toBe(formatDateTimeByIntl(t, zone, language));
          }
    },
    SWEEP_TIMEOUT,
  );

  it(
    'writes what Intl writes in the minutes around each clock change of 2010 to 2027',
    () => {
      let changes = 0;
      for (const zone of ZONES_SEEN)
        for (const at of changesOf(zone, Date.UTC(2010, 0, 1), Date.UTC(2027, 0, 1))) {
          changes++;
          for (let t = at - 2 * HOUR; t <= at + 3 * HOUR; t += 7 * 60_000) {
            const iso = new Date(t).toISOString();
            for (const language of ['en', 'es'] as const)
              expect(formatDateTime(iso, zone, language), `${iso} in ${zone}`).toBe(formatDateTimeByIntl(t, zone, language));
          }
        }
      expect(changes).toBeGreaterThan(200);
    },
    SWEEP_TIMEOUT,
  );

  it('writes the spec’s forms', () => {
    expect(formatDateTime('2026-11-23T18:05:00Z', 'America/Chicago')).toBe('11-23-2026 12:05 PM');
    expect(formatDateTime('2026-11-24T05:59:00Z', 'America/Chicago')).toBe('11-23-2026 11:59 PM');
    expect(formatDateTime('2026-11-24T06:00:00Z', 'America/Chicago')).toBe('11-24-2026 12:00 AM');
    expect(formatDateTime('2026-11-23T18:05:00Z', 'America/Chicago', 'es')).toBe('23/11/2026 12:05');
    expect(formatDateTime('not a date', 'America/Chicago')).toBe('');
    expect(formatDateTime(null, 'America/Chicago')).toBe('');
  });

  it('names today’s day in the zone as Intl does, around midnight and the days clocks change', () => {
    const intlDay = (time: number, zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
    for (const zone of ZONES_SEEN)
      for (const time of instants(300, Date.UTC(2010, 0, 1), Date.UTC(2030, 0, 1)))
        expect([zone, new Date(time).toISOString(), today(zone, new Date(time))]).toEqual([
          zone,
          new Date(time).toISOString(),
          intlDay(time, zone),
        ]);
    expect(today('America/Chicago', new Date('2026-11-24T05:59:59Z'))).toBe('2026-11-23');
    expect(today('America/Chicago', new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
    expect(today('America/New_York', new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-08'); // the night clocks go forward
  });

  it('names the instant a day begins in the zone as dayjs does, on the days clocks change too', () => {
    for (const zone of ZONES_SEEN)
      for (const time of instants(300, Date.UTC(2010, 0, 1), Date.UTC(2030, 0, 1))) {
        const day = new Date(time).toISOString().slice(0, 10);
        expect([zone, day, dayStart(day, zone)]).toEqual([zone, day, dayjs.tz(day, zone).toDate().toISOString()]);
      }
    expect(dayStart('2026-11-24', 'America/Chicago')).toBe('2026-11-24T06:00:00.000Z');
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z'); // the night clocks go forward
    expect(dayStart('2011-12-30', 'Pacific/Apia')).toBe(dayjs.tz('2011-12-30', 'Pacific/Apia').toDate().toISOString()); // a day skipped whole
  });
});
