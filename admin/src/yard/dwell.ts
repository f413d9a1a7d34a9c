// How long an asset has stood at its location, as the yard tiles show it: whole minutes since the
// stay began, "3 h 20 m", and the level of the company's thresholds it has passed (amber, red).
import type { Yard } from '../../../schemas/types.generated';

export type DwellLevel = 'ok' | 'amber' | 'red';

/** A company's thresholds as the yard call answers them. */
export type DwellThresholds = Yard['thresholds'];

/** Whole minutes from `since` to `now` (never negative: a clock a little ahead of the server's). */
export const dwellMinutes = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));

/** Amber from the amber threshold on, red from the red one on. */
export const dwellLevel = (minutes: number, t: DwellThresholds): DwellLevel =>
  minutes >= t.redMinutes ? 'red' : minutes >= t.amberMinutes ? 'amber' : 'ok';

/** Days, hours and minutes, largest first, zero parts left out: "2 d 3 h", "3 h 20 m", "45 m", "0 m". */
export function formatDwell(minutes: number, units = { d: 'd', h: 'h', m: 'm' }): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = [d ? `${d} ${units.d}` : '', h ? `${h} ${units.h}` : '', d ? '' : m || !h ? `${m} ${units.m}` : ''];
  return parts.filter(Boolean).join(' ');
}
