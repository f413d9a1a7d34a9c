// Days and numbers as the active locale writes them (react-admin's locale; Intl). Numbers are the
// screens' own formatNumber, to one decimal (an average wait of 17.5 minutes).
import { useLocaleState } from 'react-admin';
import { formatNumber } from '../engine/format';

export function useFormats() {
  const [locale] = useLocaleState();
  // a YYYY-MM-DD day names a calendar day: formatted in UTC so no zone moves it
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    day: (d: string) => day.format(new Date(`${d}T00:00:00Z`)),
    number: (n: number) => formatNumber(n, 1),
  };
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
