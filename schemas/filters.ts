// The filter vocabulary of maintenance §2–§4, shared by the server's filter engine (which checks a
// filter and turns it into SQL) and the admin's filter manager and chip bar (which offer and show
// it), so that what the panel offers is exactly what the server accepts.
import { FilterOption } from './enums.js';
import { spanishLabel, type Language } from './i18n/translate.js';
import type { Filter } from './types.generated.js';

export type FilterType = Filter['filterType'];
export type FilterOptionValue = (typeof FilterOption)[keyof typeof FilterOption];

const { Exact, Exclude, Contains, AnyValue, NoValue, Range, Greater, Less } = FilterOption;

/**
 * The options each filter type allows. Text and NullableLookup include AnyValue and NoValue
 * (maintenance §4); ordered types (dates, numbers, quantities) compare and take ranges.
 */
export const FILTER_OPTIONS: Record<FilterType, FilterOptionValue[]> = {
  Date: [Exact, Exclude, Greater, Less, Range],
  Boolean: [Exact],
  Lookup: [Exact, Exclude],
  NullableLookup: [Exact, Exclude, AnyValue, NoValue],
  PayloadContentLookup: [Exact, Exclude],
  Location: [Exact, Exclude],
  User: [Exact, Exclude],
  Driver: [Exact, Exclude],
  Text: [Exact, Exclude, Contains, AnyValue, NoValue],
  Numeric: [Exact, Exclude, Greater, Less, Range],
  PayloadContentQuantity: [Exact, Exclude, Greater, Less, Range],
  Enum: [Exact, Exclude],
  Site: [Exact, Exclude],
  Record: [Exact, Exclude],
};

/** Text filters start at 'has any value', every other type at 'is' (maintenance §4). */
export const defaultOption = (type: FilterType): FilterOptionValue => (type === 'Text' ? AnyValue : Exact);

/** The words of the panel and the chips (maintenance §4), in English and Spanish. */
export const FILTER_WORDS: Record<
  Language,
  { options: Record<FilterOptionValue, string>; isTrue: string; isFalse: string; allDrivers: string; unknown: string; and: string }
> = {
  en: {
    options: {
      [Exact]: 'is',
      [Exclude]: 'is not',
      [Contains]: 'contains',
      [AnyValue]: 'has any value',
      [NoValue]: 'has no value',
      [Range]: 'between',
      [Greater]: 'greater than',
      [Less]: 'less than',
    },
    isTrue: 'is true',
    isFalse: 'is false',
    allDrivers: 'All Drivers',
    unknown: 'Unknown',
    and: 'and',
  },
  es: {
    options: {
      [Exact]: 'es',
      [Exclude]: 'no es',
      [Contains]: 'contiene',
      [AnyValue]: 'tiene algún valor',
      [NoValue]: 'no tiene valor',
      [Range]: 'entre',
      [Greater]: 'mayor que',
      [Less]: 'menor que',
    },
    isTrue: 'es verdadero',
    isFalse: 'es falso',
    allDrivers: 'Todos los conductores',
    unknown: 'Desconocido',
    and: 'y',
  },
};

/** Options that take no value. */
export const takesNoValue = (option: number) => option === AnyValue || option === NoValue;

/** Types whose value names a record (a lookup, a location, a user) or an enumeration's value rather than being typed in. */
export const CHOICE_TYPES: FilterType[] = [
  'Lookup',
  'NullableLookup',
  'PayloadContentLookup',
  'Location',
  'User',
  'Driver',
  'Enum',
  'Site',
  'Record',
];

/** A Driver filter set to this value means All Drivers (operations §6). */
export const ALL_DRIVERS = -1;

/**
 * A chip's text: the label followed by the chosen value (maintenance §2). `nameOf` turns a
 * chosen id into its name; it answers undefined for one it does not know, shown as 'Unknown'.
 * `formatValue` turns a typed value (a date, a number) into its display.
 */
export function chipText(
  f: Pick<Filter, 'label' | 'chipLabel' | 'filterType' | 'option' | 'value'>,
  nameOf: (id: number) => string | undefined,
  formatValue: (v: unknown) => string = String,
  language: Language = 'en',
): string {
  const words = FILTER_WORDS[language];
  const english = f.chipLabel || f.label || '';
  const label = language === 'es' ? (spanishLabel(english) ?? english) : english;
  const option = (f.option ?? Exact) as FilterOptionValue;
  if (takesNoValue(option)) return `${label} ${words.options[option]}`;
  const values = Array.isArray(f.value) ? f.value : [f.value];
  if (f.filterType === 'Boolean') return `${label} ${f.value ? words.isTrue : words.isFalse}`;
  if (f.filterType === 'Driver' && f.value === ALL_DRIVERS) return `${label}: ${words.allDrivers}`;
  // A text choice (an Enum filter over a string property's own values) is its own name, translated like a label.
  const text = (v: string) => (language === 'es' ? (spanishLabel(v) ?? v) : v);
  const name = (v: unknown) =>
    typeof v === 'number' ? (nameOf(v) ?? words.unknown) : typeof v === 'string' && f.filterType === 'Enum' ? text(v) : words.unknown;
  const and = ` ${words.and} `;
  if (f.filterType === 'PayloadContentQuantity') {
    // [content type, amount] or [content type, from, to]: "Content Apples greater than 10"
    return `${label} ${name(values[0])} ${words.options[option]} ${values.slice(1).map(formatValue).join(and)}`;
  }
  const shown = values.map((v) => (CHOICE_TYPES.includes(f.filterType) ? name(v) : formatValue(v)));
  return `${label} ${words.options[option]} ${shown.join(and)}`;
}
