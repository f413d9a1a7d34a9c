// Display and input formats of operations §9 and maintenance §2. Dates read the same here as in a
// CSV export: both format with schemas/dates.ts in the user's own time zone. In Spanish the screens
// write dates and numbers the Spanish way (the active language, i18n/locale.ts).
import { formatDate as formatDay, formatDateTime as formatInZone, zoneOf } from '../../../schemas/dates';
import { currentUser } from '../account/currentUser';
import { activeLanguage } from '../i18n/locale';

/** The IANA zone dates are shown in: the user's Timezone setting (schemas/dates.ts), as in exports. */
export const userZone = () => zoneOf(currentUser.get()?.timeZone);

/** MM-DD-YYYY hh:mm A (Spanish: DD/MM/YYYY HH:mm) in the user's time zone; empty for a missing or unreadable value. */
export const formatDateTime = (value: unknown, zone: string = userZone()) => formatInZone(value, zone, activeLanguage.get());

/** A calendar day (YYYY-MM-DD) as MM-DD-YYYY (Spanish: DD/MM/YYYY). */
export const formatDate = (value: unknown) => formatDay(value, activeLanguage.get());

/** A number as the active language writes it (1,234.5 / 1.234,5), to at most `decimals` places. */
export const formatNumber = (value: number, decimals = 3) =>
  value.toLocaleString(activeLanguage.get() === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: decimals });

/** Typed digits into the phone mask (999) 999-9999, as far as they go. */
export function maskPhone(text: string | null | undefined): string {
  const digits = (text ?? '').replace(/\D/g, '').slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
