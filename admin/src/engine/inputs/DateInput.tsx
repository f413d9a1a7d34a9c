// A calendar day (format date: YYYY-MM-DD, no time) picked with the x-date-pickers date picker and
// shown as MM-DD-YYYY (operations §9). A day has no time zone: the picker keeps it in the browser's
// own (its default), with no conversion, so the day typed or picked is the day saved whatever zone
// the browser's clock is in (converted to the user's zone, a day typed in Tokyo became the next).
// Only "today" is the user's: `disablePast` greys out the days before today in the user's own
// time zone, the zone the server checks the day in (the mission form's ship date).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { InputProps } from 'react-admin';
import { today } from '../../../../schemas/dates';
import { userZone } from '../format';
import { PickerProvider, usePickerFormats } from './pickerLocale';
import { usePickerInput } from './usePickerInput';

const asDay = {
  toPicker: (v: string) => dayjs(v.slice(0, 10)),
  fromPicker: (d: dayjs.Dayjs) => d.format('YYYY-MM-DD'),
};

export const DateInput = ({ disablePast, ...props }: InputProps & { disablePast?: boolean }) => {
  // the user's zone is for date-times (DateTimeInput): a day stays in the browser's
  const { textField, timezone: _userZone, ...picker } = usePickerInput(props, asDay);
  const formats = usePickerFormats();
  return (
    <PickerProvider>
      <DatePicker
        {...picker}
        format={formats.date}
        minDate={disablePast ? dayjs(today(userZone())) : undefined}
        slotProps={{ textField }}
      />
    </PickerProvider>
  );
};
