// A date and time (format date-time) picked in the user's own time zone and shown as
// MM-DD-YYYY hh:mm A, like every date of the app; the form holds the ISO instant.
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import type { InputProps } from 'react-admin';
import { PickerProvider, usePickerFormats } from './pickerLocale';
import { usePickerInput } from './usePickerInput';

const asInstant = { toPicker: (v: string, zone: string) => dayjs(v).tz(zone), fromPicker: (d: dayjs.Dayjs) => d.toISOString() };

export const DateTimeInput = (props: InputProps) => {
  const { textField, ...picker } = usePickerInput(props, asInstant);
  const formats = usePickerFormats();
  return (
    <PickerProvider>
      <DateTimePicker
        {...picker}
        format={formats.dateTime}
        slotProps={{ textField, actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
      />
    </PickerProvider>
  );
};
