// The carrier's clock of a visit (issue 32): free time counts down from check-in, then detention
// accrues by the minute at the visit's rate. What the yard tile, the gate list and the dashboard
// say about a trailer in the yard, from the figures the server answers (checkInDate, freeMinutes,
// detentionRate) and the server's time now.
import { dwellMinutes } from '../../yard/dwell';

/** The level of a visit's clock, in the yard's threshold colours: free time, its last quarter, detention. */
export type ClockLevel = 'ok' | 'amber' | 'red';

export type GateClock =
  | { phase: 'free'; dwellMinutes: number; leftMinutes: number; level: 'ok' | 'amber' }
  | { phase: 'detention'; dwellMinutes: number; detentionMinutes: number; amount: number | null; level: 'red' };

/** The terms of a visit as the server answers them. */
export interface VisitTerms {
  checkInDate: string;
  freeMinutes: number;
  detentionRate: number | null;
}

/** Amber once no more than this share of the free time is left. */
const AMBER_SHARE = 0.25;

/** The amount of `minutes` of detention at `rate` per hour, to the cent; null when no rate was agreed. */
export const detentionAmount = (minutes: number, rate: number | null | undefined): number | null =>
  rate === null || rate === undefined ? null : Math.round(((minutes / 60) * rate + Number.EPSILON) * 100) / 100;

/** Where a visit stands at `now` (ms): within its free time, or in detention (beyond it, by whole minutes). */
export function gateClock(terms: VisitTerms, now: number): GateClock {
  const dwell = dwellMinutes(terms.checkInDate, now);
  const free = Math.max(0, terms.freeMinutes);
  if (dwell > free) {
    const detention = dwell - free;
    return {
      phase: 'detention',
      dwellMinutes: dwell,
      detentionMinutes: detention,
      amount: detentionAmount(detention, terms.detentionRate),
      level: 'red',
    };
  }
  const left = free - dwell;
  return { phase: 'free', dwellMinutes: dwell, leftMinutes: left, level: left <= free * AMBER_SHARE ? 'amber' : 'ok' };
}

/** A translate function as react-admin's: a catalogue key and its values. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface ClockWords {
  translate: Translate;
  /** Minutes as the yard writes them (yard/dwell.ts formatDwell with the language's units). */
  duration: (minutes: number) => string;
  /** An amount of money as the language writes it. */
  money: (amount: number) => string;
}

/** The clock in words, never colour alone: "Free time: 1 h 20 m left", "Detention: 45 m · $37.50". */
export function clockText(clock: GateClock, { translate, duration, money }: ClockWords): string {
  if (clock.phase === 'free') return translate('gate.clock.free_left', { time: duration(clock.leftMinutes) });
  const text = translate('gate.clock.detention', { time: duration(clock.detentionMinutes) });
  return clock.amount === null ? text : `${text} · ${money(clock.amount)}`;
}

/** An amount in US dollars (the carriers' rates are per hour in dollars), as the language writes it. */
export const formatMoney = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount);
