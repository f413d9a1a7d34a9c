// Dates as people see them (operations §9: MM-DD-YYYY, hh:mm A), in the user's own time zone
// (the user's Timezone setting: Pacific, Mountain, Central, Eastern). One module for the server
// (CSV exports, day-based filters) and the admin (lists, chips), so a date reads the same on the
// screen and in an exported file, and "on 11-23-2026" means the same day to the filter engine as
// to the person who chose it. dayjs with its utc and timezone plugins does the zone arithmetic.
// In Spanish (issue 13 §3) the screens write DD/MM/YYYY HH:mm, the Spanish convention; exports and
// the server keep the spec's format.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DefaultTimeZone } from './enums.js';
import type { Language } from './i18n/translate.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_FORMAT = 'MM-DD-YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** The day, time and date-time formats (dayjs tokens) of each language, for the date pickers. */
export const FORMATS: Record<Language, { date: string; time: string; dateTime: string }> = {
  en: { date: DATE_FORMAT, time: TIME_FORMAT, dateTime: DATE_TIME_FORMAT },
  es: { date: 'DD/MM/YYYY', time: 'HH:mm', dateTime: 'DD/MM/YYYY HH:mm' },
};

/** The IANA zone of each Timezone choice. */
export const ZONES: Record<string, string> = {
  Pacific: 'America/Los_Angeles',
  Mountain: 'America/Denver',
  Central: 'America/Chicago',
  Eastern: 'America/New_York',
};

/** The IANA zone of a user's Timezone setting (Eastern when unset or unknown). */
export const zoneOf = (timeZone: string | null | undefined) => ZONES[timeZone ?? ''] ?? ZONES[DefaultTimeZone];

/** One formatter per zone and clock: building an Intl formatter costs far more than using one (an export formats millions). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string, hour12: boolean) => {
  const key = `${zone} ${hour12}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(hour12 ? { hour12: true } : { hourCycle: 'h23' }),
    });
    formatters.set(key, f);
  }
  return f;
};

/** MM-DD-YYYY hh:mm A in `zone` by Intl alone (Spanish: DD/MM/YYYY HH:mm): what formatDateTime writes. */
export function formatDateTimeByIntl(time: number, zone: string, language: Language): string {
  const part: Record<string, string> = {};
  for (const { type, value: v } of formatterOf(zone, language === 'en').formatToParts(time)) part[type] = v;
  if (language === 'es') return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
  return `${part.month}-${part.day}-${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

const DAY_MS = 86_400_000;

/** The zone's offset from UTC in ms at `time`, to the second (a zone's old local mean time has seconds). */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetAt(zone: string, time: number): number {
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
      hourCycle: 'h23',
    });
    offsetFormatters.set(zone, f);
  }
  const n: Record<string, number> = {};
  for (const { type, value } of f.formatToParts(time)) n[type] = Number(value);
  const local = new Date(0);
  local.setUTCFullYear(n.year, n.month - 1, n.day);
  local.setUTCHours(n.hour, n.minute, n.second);
  return local.getTime() - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * Each zone's offset through the UTC days it holds one offset from start to end (NaN for a day on
 * which it changes, as on a day that clocks change), by day number. An export formats each of a
 * million rows' dates: Intl's formatToParts took a third of the request thread (an export of a year of
 * the mission history); an offset known for the day makes a date a few additions.
 */
const dayOffsets = new Map<string, Map<number, number>>();
/** Days kept per zone (27 years); past it the zone's days start anew. */
const DAYS_KEPT = 10_000;

function dayOffset(zone: string, time: number): number {
  const day = Math.floor(time / DAY_MS);
  let days = dayOffsets.get(zone);
  if (!days) dayOffsets.set(zone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    const [start, end] = [offsetAt(zone, day * DAY_MS), offsetAt(zone, (day + 1) * DAY_MS - 1)];
    offset = start === end ? start : NaN;
    if (days.size >= DAYS_KEPT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** MM-DD-YYYY hh:mm A in `zone` (Spanish: DD/MM/YYYY HH:mm); empty for a missing or unreadable value. */
export function formatDateTime(value: unknown, zone: string, language: Language = 'en'): string {
  if (typeof value !== 'string' || !value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  // a day on which the zone's clocks change, or a year Intl writes otherwise, is Intl's to write
  const offset = dayOffset(zone, time);
  const local = new Date(time + offset);
  const year = local.getUTCFullYear();
  if (Number.isNaN(offset) || year < 1000 || year > 9999) return formatDateTimeByIntl(time, zone, language);
  const [month, day, hour, minute] = [
    two(local.getUTCMonth() + 1),
    two(local.getUTCDate()),
    local.getUTCHours(),
    two(local.getUTCMinutes()),
  ];
  if (language === 'es') return `${day}/${month}/${year} ${two(hour)}:${minute}`;
  return `${month}-${day}-${year} ${two(hour % 12 || 12)}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A calendar date (YYYY-MM-DD, no time) as MM-DD-YYYY (Spanish: DD/MM/YYYY); it names a day everywhere, so no zone applies. */
export function formatDate(value: unknown, language: Language = 'en'): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const [year, month, day] = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)];
  return language === 'es' ? `${day}/${month}/${year}` : `${month}-${day}-${year}`;
}

/** The instant (ISO, UTC) at which calendar day `day` (YYYY-MM-DD) begins in `zone`. */
export function dayStart(day: string, zone: string): string {
  // Through the zone's offset of the day, like today(): dayjs's tz() builds an Intl formatter on
  // every call (a twentieth of the door schedule's read of a day). A day on or around which the
  // zone's clocks change (a midnight that may not exist) stays dayjs's.
  const midnight = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(midnight)) {
    const offset = dayOffset(zone, midnight);
    const at = midnight - offset;
    if (!Number.isNaN(offset) && dayOffset(zone, at) === offset) return new Date(at).toISOString();
  }
  return dayjs.tz(day, zone).toDate().toISOString();
}

/** The calendar day after `day` (YYYY-MM-DD). Plain UTC arithmetic: a history page steps through a week of days on every call. */
export function nextDay(day: string): string {
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? 'Invalid Date' : new Date(at + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today's calendar day in `zone` (YYYY-MM-DD). Through the zone's offset of the day, not dayjs's
 * tz(), which builds an Intl formatter on every call: half a millisecond of each gate check-in
 * (its yard move's ship day).
 */
export function today(zone: string, now: Date = new Date()): string {
  const time = now.getTime();
  const offset = dayOffset(zone, time);
  return new Date(time + (Number.isNaN(offset) ? offsetAt(zone, time) : offset)).toISOString().slice(0, 10);
}

/**
 * A date and time as formatDateTime writes it in English (MM-DD-YYYY hh:mm A, in `zone`), or an
 * ISO 8601 instant with its offset, as an ISO instant (UTC); undefined when it is neither (a CSV
 * import's cell). The wall time is read through dayjs's zone, which knows the hour that a change
 * of the clocks skips or repeats.
 */
export function parseDateTime(text: string, zone: string): string | undefined {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
    const at = Date.parse(t);
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  }
  const m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4}) (\d{1,2}):(\d{2}) ?([AaPp][Mm])$/.exec(t);
  if (!m) return undefined;
  const [month, day, year, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour < 1 || hour > 12 || minute > 59) return undefined;
  const h24 = (hour % 12) + (m[6].toUpperCase() === 'PM' ? 12 : 0);
  const wall = `${year}-${two(month)}-${two(day)}T${two(h24)}:${two(minute)}:00`;
  const local = dayjs.tz(wall, zone);
  // 02-30-2026 is no day: dayjs would roll it over into March
  if (!local.isValid() || local.format('YYYY-MM-DD') !== wall.slice(0, 10)) return undefined;
  return local.toDate().toISOString();
}

/** A calendar date as formatDate writes it in English (MM-DD-YYYY), or as YYYY-MM-DD, as YYYY-MM-DD; undefined otherwise. */
export function parseDate(text: string): string | undefined {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const us = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(t);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : us ? [us[3], us[1], us[2]].map(Number) : [];
  if (year === undefined) return undefined;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return at.toISOString().slice(0, 10);
}
