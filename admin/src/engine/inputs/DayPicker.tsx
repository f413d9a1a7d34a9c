// A calendar day (YYYY-MM-DD) picked outside a react-admin form — a report's From and To, an API
// key's expiry — shown as MM-DD-YYYY like every date of the app (DateInput is the same inside a
// form). Inside a PickerProvider.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { usePickerFormats } from './pickerLocale';

interface DayPickerProps {
  label: string;
  value: string | null;
  /** The day chosen, or null once the field is cleared or holds no whole date. */
  onChange: (day: string | null) => void;
  /** The first day offered (YYYY-MM-DD); those before it are greyed out. */
  minDate?: string;
  /** The field's own props (size, width, required, error and its text). */
  textField?: Record<string, unknown>;
}

export const DayPicker = ({ label, value, onChange, minDate, textField }: DayPickerProps) => (
  <DatePicker
    label={label}
    format={usePickerFormats().date}
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
    minDate={minDate ? dayjs(minDate) : undefined}
    slotProps={{ textField }}
  />
);
