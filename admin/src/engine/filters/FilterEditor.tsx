// One filter in the filter manager (maintenance §4): its option ('is', 'is not', 'between'…, only
// those its type allows) and its value — a choice, a text, a number, a date from a date picker,
// or two of them for a range. Switching to or from a range clears the value; a choice filter that
// is on holds one of its choices, the first until another is chosen.
import { MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { FilterOption } from '../../../../schemas/enums';
import { CHOICE_TYPES, FILTER_OPTIONS, FILTER_WORDS, takesNoValue } from '../../../../schemas/filters';
import type { Filter } from '../../../../schemas/types.generated';
import type { Choice } from '../inputs/ChoiceSelect';
import { usePickerFormats } from '../inputs/pickerLocale';
import { activeLanguage } from '../../i18n/locale';
import { ALL_ROWS } from '../inputs/choices';
import { useFilterChoices } from './filterChoices';
import { counts } from './filterValues';

interface FilterEditorProps {
  filter: Filter;
  onChange: (patch: Partial<Filter>) => void;
  /** Why the value cannot be used as it is (shown under it). */
  error?: string;
}

type Scalar = string | number | null;

const ChoiceInput = ({
  label,
  value,
  choices,
  onChange,
  error,
}: {
  label: string;
  value: unknown;
  choices: Choice[];
  onChange: (v: Choice['id']) => void;
  error?: string;
}) => (
  <TextField
    select
    size="small"
    fullWidth
    label={label}
    value={choices.some((c) => c.id === value) ? value : ''}
    // a choice's own id: a number (a lookup, a user…) or a text (a string enum's value)
    onChange={(e) => onChange(choices.find((c) => String(c.id) === String(e.target.value))?.id ?? Number(e.target.value))}
    error={!!error}
    helperText={error}
  >
    {choices.map((c) => (
      <MenuItem key={c.id} value={c.id} disabled={c.disabled}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

const NumberInput = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (v: number | null) => void;
  error?: string;
}) => (
  <TextField
    size="small"
    fullWidth
    type="number"
    label={label}
    value={typeof value === 'number' ? value : ''}
    onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    error={!!error}
    helperText={error}
  />
);

const DateInput = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (v: string | null) => void;
  error?: string;
}) => (
  <DatePicker
    label={label}
    format={usePickerFormats().date}
    value={typeof value === 'string' ? dayjs(value) : null}
    onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
    slotProps={{ textField: { size: 'small', fullWidth: true, error: !!error, helperText: error } }}
  />
);

export const FilterEditor = ({ filter, onChange, error }: FilterEditorProps) => {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  const type = filter.filterType;
  const option = filter.option ?? FilterOption.Exact;
  const loaded = useFilterChoices(filter);
  const choices: Choice[] = loaded ?? [];
  const isRange = option === FilterOption.Range;
  const pair = (Array.isArray(filter.value) ? filter.value : []) as Scalar[];

  // A choice filter that is on holds one of its choices, and starts at its first entry (maintenance
  // §4): a value the loaded choices do not hold — none yet, or one they cannot name, such as a
  // Dispatch Manager's own id in an Operator filter (a Driver filter starts at the user themself,
  // who is a driver's choice but not a dispatcher's) or a lookup deleted since — becomes the first
  // entry, or none when there is none (then OK asks for one): a filter never saves a value its
  // chip would call Unknown.
  // The choices are read a page of ALL_ROWS at most: past it a saved value may be one they do not
  // hold yet (the 1,001st location), which is kept rather than swapped for the first.
  const chosen = type === 'PayloadContentQuantity' ? pair[0] : filter.value;
  const firstChoice = choices.find((c) => !c.disabled)?.id ?? null;
  const complete = choices.length < ALL_ROWS.perPage;
  const unshown =
    loaded !== undefined &&
    counts(filter) &&
    !takesNoValue(option) &&
    (CHOICE_TYPES.includes(type) || type === 'PayloadContentQuantity') &&
    (chosen === null || chosen === undefined || (complete && !choices.some((c) => c.id === chosen)));
  useEffect(() => {
    if (!unshown) return;
    onChange({ value: type === 'PayloadContentQuantity' ? [firstChoice, ...pair.slice(1)] : firstChoice });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the value stops being one of the choices
  }, [unshown]);

  const setOption = (next: number) => {
    const rangeChanged = (next === FilterOption.Range) !== isRange;
    const keepsChoice = type === 'PayloadContentQuantity' ? [pair[0] ?? null] : null;
    onChange({ option: next, ...(rangeChanged || takesNoValue(next) ? { value: keepsChoice } : {}) });
  };

  if (type === 'Boolean') {
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={translate('filters.value')}
        value={filter.value === true ? 'true' : filter.value === false ? 'false' : ''}
        onChange={(e) => onChange({ option: FilterOption.Exact, value: e.target.value === 'true' })}
        error={!!error}
        helperText={error}
      >
        <MenuItem value="true">{translate('filters.is_true')}</MenuItem>
        <MenuItem value="false">{translate('filters.is_false')}</MenuItem>
      </TextField>
    );
  }

  const valueLabel = translate('filters.value');
  const from = translate('filters.from');
  const to = translate('filters.to');
  let value: React.ReactNode = null;
  if (!takesNoValue(option)) {
    if (type === 'Date')
      value = isRange ? (
        <>
          <DateInput label={from} value={pair[0]} onChange={(v) => onChange({ value: [v, pair[1] ?? null] })} error={error} />
          <DateInput label={to} value={pair[1]} onChange={(v) => onChange({ value: [pair[0] ?? null, v] })} />
        </>
      ) : (
        <DateInput label={valueLabel} value={filter.value} onChange={(v) => onChange({ value: v })} error={error} />
      );
    else if (type === 'Numeric')
      value = isRange ? (
        <>
          <NumberInput label={from} value={pair[0]} onChange={(v) => onChange({ value: [v, pair[1] ?? null] })} error={error} />
          <NumberInput label={to} value={pair[1]} onChange={(v) => onChange({ value: [pair[0] ?? null, v] })} />
        </>
      ) : (
        <NumberInput label={valueLabel} value={filter.value} onChange={(v) => onChange({ value: v })} error={error} />
      );
    else if (type === 'Text')
      value = (
        <TextField
          size="small"
          fullWidth
          label={valueLabel}
          value={typeof filter.value === 'string' ? filter.value : ''}
          onChange={(e) => onChange({ value: e.target.value })}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      );
    else if (type === 'PayloadContentQuantity') {
      const amounts = pair.slice(1);
      const setAmount = (i: number) => (v: number | null) => {
        const next = [...amounts];
        next[i] = v;
        onChange({ value: [pair[0] ?? null, ...next] });
      };
      value = (
        <>
          <ChoiceInput
            label={translate('filters.content')}
            value={pair[0]}
            choices={choices}
            onChange={(v) => onChange({ value: [v, ...amounts] })}
          />
          <NumberInput label={isRange ? from : valueLabel} value={amounts[0]} onChange={setAmount(0)} error={error} />
          {isRange && <NumberInput label={to} value={amounts[1]} onChange={setAmount(1)} />}
        </>
      );
    } else
      value = (
        <ChoiceInput label={valueLabel} value={filter.value} choices={choices} onChange={(v) => onChange({ value: v })} error={error} />
      );
  }

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        fullWidth
        label={translate('filters.option')}
        value={option}
        onChange={(e) => setOption(Number(e.target.value))}
      >
        {FILTER_OPTIONS[type].map((o) => (
          <MenuItem key={o} value={o}>
            {FILTER_WORDS[language].options[o]}
          </MenuItem>
        ))}
      </TextField>
      {value}
    </Stack>
  );
};
