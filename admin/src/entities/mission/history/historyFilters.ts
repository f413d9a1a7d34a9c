// The mission history's filters (operations §2 "Mission history", §5; maintenance §4): the screen
// starts from the user's mission filter set with every filter off — its choices are its own and
// never saved, as the asset history's — except the filters the view requires (the ship date),
// which are on and cannot be removed.
import dayjs from 'dayjs';
import { today } from '../../../../../schemas/dates';
import { FilterOption } from '../../../../../schemas/enums';
import type { Filter } from '../../../../../schemas/types.generated';
import { lacksValue } from '../../../engine/filters/filterValues';

/** How many days of ship dates the history shows at first, today included: a week. */
export const DEFAULT_DAYS = 7;

/** The last DEFAULT_DAYS calendar days in `zone`, today included, as a Range value [from, to]. */
export function lastDays(zone: string, now: Date = new Date(), days = DEFAULT_DAYS): [string, string] {
  const end = today(zone, now);
  return [
    dayjs(end)
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    end,
  ];
}

/**
 * The history's first filters, from the user's mission set. A required filter keeps the user's
 * own choice when it is on with a usable value (the ship date chosen on the board). Otherwise it
 * still has to carry one — the server refuses a required filter without a value (400 naming
 * filters[i].value, server/engine/filters.ts) — so a date filter becomes 'between' the last week
 * in the user's zone: the missions of the past days, yesterday's completed ones among them, and
 * today's, as a history is read the day after. One week is also the page the history is built
 * to answer quickly at a million missions.
 */
export function startFilters(saved: Filter[], required: string[], zone: string, now: Date = new Date()): Filter[] {
  return saved.map((f) => {
    if (!required.includes(f.type)) return { ...f, active: false };
    const on: Filter = { ...f, active: true, required: true, removable: false };
    if (f.active && !lacksValue(on)) return on;
    return f.filterType === 'Date' ? { ...on, option: FilterOption.Range, value: lastDays(zone, now) } : on;
  });
}
