// The door schedule's time (issue 33): a day of the user's zone cut into 15-minute rows, an
// appointment's window as rows of it, and the window's times as the language writes them. Rows
// count from the instant the day starts in the zone, so a day on which the clocks change has 92 or
// 100 rows and every row is still 15 real minutes — the server's window arithmetic.
import { dayStart, nextDay } from '../../../../schemas/dates';
import type { Language } from '../../../../schemas/i18n/languages';

export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * 60_000;
/** A new booking's length. */
export const BOOKING_MINUTES = 60;

/** The day's first instant (ms) and its count of 15-minute rows, in `zone`. */
export function dayRows(day: string, zone: string): { start: number; rows: number } {
  const start = Date.parse(dayStart(day, zone));
  return { start, rows: Math.round((Date.parse(dayStart(nextDay(day), zone)) - start) / SLOT_MS) };
}

/** The calendar day before `day` (YYYY-MM-DD). */
export const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A day of the URL, if it is one. */
export const isDay = (text: string | null): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The instant of row `row` of a day that starts at `start`, as the ISO text the server takes. */
export const rowInstant = (start: number, row: number) => new Date(start + row * SLOT_MS).toISOString();

/** A window as rows of the day: its first row and how many rows it spans, clipped to the day's `rows`. */
export function windowRows(window: { startDate: string; endDate: string }, start: number, rows: number) {
  const from = Math.max(0, Math.floor((Date.parse(window.startDate) - start) / SLOT_MS));
  const to = Math.min(rows, Math.ceil((Date.parse(window.endDate) - start) / SLOT_MS));
  return { row: from, span: Math.max(1, to - from) };
}

/** A window moved by whole rows (its length kept), or its end moved (never under one row). */
export function shifted(window: { startDate: string; endDate: string }, rows: number) {
  const by = rows * SLOT_MS;
  return {
    startDate: new Date(Date.parse(window.startDate) + by).toISOString(),
    endDate: new Date(Date.parse(window.endDate) + by).toISOString(),
  };
}

export function resized(window: { startDate: string; endDate: string }, rows: number) {
  const start = Date.parse(window.startDate);
  const end = Math.max(start + SLOT_MS, Date.parse(window.endDate) + rows * SLOT_MS);
  return { startDate: window.startDate, endDate: new Date(end).toISOString() };
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A time of day in `zone` as the language writes it: 08:15 AM, or 08:15 in Spanish (schemas/dates.ts FORMATS). */
export function clockTime(value: string | number, zone: string, language: Language): string {
  const key = `${zone} ${language}`;
  let f = clocks.get(key);
  if (!f) {
    const hours = language === 'en' ? { hour12: true } : { hourCycle: 'h23' as const };
    clocks.set(key, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', ...hours })));
  }
  return f.format(typeof value === 'number' ? value : Date.parse(value));
}
