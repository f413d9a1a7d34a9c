// Display and input formats of operations §9 and maintenance §2. Dates read the same here as in a
// CSV export: both format with schemas/dates.ts in the user's own time zone.
import { formatDateTime as formatInZone, zoneOf } from '../../../schemas/dates';
import { currentUser } from '../auth/currentUser';

/** The IANA zone dates are shown in: the user's Timezone setting (schemas/dates.ts), as in exports. */
export const userZone = () => zoneOf(currentUser.get()?.timeZone);

/** MM-DD-YYYY hh:mm A in the user's time zone; empty for a missing or unreadable value. */
export const formatDateTime = (value: unknown, zone: string = userZone()) => formatInZone(value, zone);

/** Typed digits into the phone mask (999) 999-9999, as far as they go. */
export function maskPhone(text: string | null | undefined): string {
  const digits = (text ?? '').replace(/\D/g, '').slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
