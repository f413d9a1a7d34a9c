// A calendar day (format date: YYYY-MM-DD, no time) picked with the x-date-pickers date picker and
// shown as MM-DD-YYYY (operations §9). `disablePast` greys out the days before today in the
// user's own time zone, the zone the server checks the day in (the mission form's ship date).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { InputProps } from 'react-admin';
import { PickerProvider, usePickerFormats } from './pickerLocale';
import { usePickerInput } from './usePickerInput';

const asDay = {
  toPicker: (v: string, zone: string) => dayjs.tz(v.slice(0, 10), zone),
  fromPicker: (d: dayjs.Dayjs) => d.format('YYYY-MM-DD'),
};

export const DateInput = ({ disablePast, ...props }: InputProps & { disablePast?: boolean }) => {
  const { textField, ...picker } = usePickerInput(props, asDay);
  const formats = usePickerFormats();
  return (
    <PickerProvider>
      <DatePicker {...picker} format={formats.date} disablePast={disablePast} slotProps={{ textField }} />
    </PickerProvider>
  );
};
