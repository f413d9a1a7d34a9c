// A date and time (format date-time) picked in the user's own time zone and shown as
// MM-DD-YYYY hh:mm A, like every date of the app; the form holds the ISO instant.
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { FieldTitle, useInput, useResourceContext, type InputProps } from 'react-admin';
import { DATE_TIME_FORMAT } from '../../../../schemas/dates';
import { userZone } from '../format';

export const DateTimeInput = ({ label, readOnly, disabled, ...props }: InputProps) => {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput({ ...props, readOnly, disabled });
  const zone = userZone();
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value).tz(zone) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
        format={DATE_TIME_FORMAT}
        timezone={zone}
        value={value}
        readOnly={readOnly}
        disabled={disabled}
        onChange={(d) => field.onChange(d && d.isValid() ? d.toISOString() : null)}
        slotProps={{
          textField: {
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth: true,
            name: field.name,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: fieldState.error?.message,
          },
          actionBar: { actions: ['clear', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
};
