// The detention report's request and answer (issue 32, POST /Detention and /Detention/Export):
// the check-in days (both required, at most MAX_DAYS apart, as the server bounds them), the site
// and the carrier as filters of the filter screens' vocabulary, and the rows (a page of them) and
// per-carrier totals (over all of them) the server computes: dwell = check-out or now − check-in,
// detention = dwell beyond the visit's free time, amount at its rate.
import dayjs from 'dayjs';
import { ALL, FilterOption } from '../../../../../schemas/enums';
import { type CarrierTotal, type DetentionRow, MAX_DETENTION_DAYS } from '../../../../../schemas/detention';
import type { Filter } from '../../../../../schemas/types.generated';

/** The longest range of check-in days the server answers. */
export const MAX_DAYS = MAX_DETENTION_DAYS;
/** The report opens on the last this many days, today included. */
export const DEFAULT_DAYS = 7;

export type { CarrierTotal, DetentionRow };

/** What POST /Detention answers beside its page of rows: the totals per carrier over every row, and the server's time. */
export interface DetentionFigures {
  totals: CarrierTotal[];
  now: string;
}

export interface DetentionChoice {
  companyId: number;
  siteId: number;
  carrierId: number | null;
  from: string | null;
  to: string | null;
}

/** The last `days` calendar days ending on `today` (YYYY-MM-DD), today included. */
export const lastDays = (today: string, days = DEFAULT_DAYS): [string, string] => [
  dayjs(today)
    .subtract(days - 1, 'day')
    .format('YYYY-MM-DD'),
  today,
];

/** Whether the days can be asked for: both given, in order, at most MAX_DAYS apart (counting both). */
export function rangeIsValid(from: string | null, to: string | null): boolean {
  if (!from || !to || to < from) return false;
  return dayjs(to).diff(dayjs(from), 'day') + 1 <= MAX_DAYS;
}

/** A filter of the report, on (the carrier's is a Record filter: a reference to another entity). */
const filter = (f: Pick<Filter, 'type' | 'filterType' | 'option' | 'value'>): Filter => ({
  ...f,
  active: true,
  required: false,
  removable: true,
  clickable: true,
});

/** The body of POST /Detention and its export: the company, the site choice (All Sites: -1) and the filters. */
export function detentionBody(choice: DetentionChoice) {
  const filters: Filter[] = [
    filter({ type: 'CheckInDate', filterType: 'Date', option: FilterOption.Range, value: [choice.from, choice.to] }),
  ];
  if (choice.carrierId !== null)
    filters.push(filter({ type: 'Carrier', filterType: 'Record', option: FilterOption.Exact, value: choice.carrierId }));
  return { companyId: choice.companyId, siteIds: [choice.siteId === ALL ? ALL : choice.siteId], filters };
}
