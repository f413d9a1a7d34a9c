// Client-side questions about a filter: does it count, can it be used as it is, what does its
// chip say. The server checks everything again (server/engine/filters.ts); this only keeps the
// panel from sending a filter that is on but has no value yet.
import { activeLanguage } from '../../i18n/locale';
import { formatDate } from '../format';
import { FilterOption } from '../../../../schemas/enums';
import { chipText, takesNoValue } from '../../../../schemas/filters';
import type { Filter } from '../../../../schemas/types.generated';
import type { Choice } from '../inputs/ChoiceSelect';

/** On, or required (a required filter is always on). */
export const counts = (f: Filter) => !!(f.active || f.required);

const blank = (v: unknown) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Whether a filter that is on lacks the value its option needs ('from' after 'to' included). */
export function lacksValue(f: Filter): boolean {
  const option = f.option ?? FilterOption.Exact;
  if (!counts(f) || takesNoValue(option)) return false;
  if (f.filterType === 'Boolean') return typeof f.value !== 'boolean';
  const values = Array.isArray(f.value) ? f.value : [f.value];
  const size = f.filterType === 'PayloadContentQuantity' ? (option === FilterOption.Range ? 3 : 2) : option === FilterOption.Range ? 2 : 1;
  if (values.length !== size || values.some(blank)) return true;
  if (option === FilterOption.Range) {
    const [a, b] = values.slice(-2) as (string | number)[];
    return a > b;
  }
  return false;
}

/**
 * A chip's text, with chosen ids named from `choices` ('Unknown' when not among them). While the
 * choices of a filter that names records are still loading (`loading`), an id shows as '…': a
 * chip must not call a real value unknown for the moment it takes to read its name.
 */
export function chipOf(f: Filter, choices: Choice[] | undefined, loading = false): string {
  const nameOf = (id: number) => (loading ? '…' : choices?.find((c) => c.id === id)?.name);
  const shown = (v: unknown) => (f.filterType === 'Date' ? formatDate(v) : String(v));
  return chipText(f, nameOf, shown, activeLanguage.get());
}
