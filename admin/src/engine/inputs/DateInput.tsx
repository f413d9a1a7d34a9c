// A calendar day (format date: YYYY-MM-DD, no time) picked with the x-date-pickers date picker and
// shown as MM-DD-YYYY (operations §9). `disablePast` greys out the days before today in the
// user's own time zone, the zone the server checks the day in (the mission form's ship date).
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { DATE_FORMAT } from '../../../../schemas/dates';
import { userZone } from '../format';

export const DateInput = ({ label, readOnly, disabled, disablePast, ...props }: InputProps & { disablePast?: boolean }) => {
  const resource = useResourceContext(props);
  const { field, fieldState, formState, isRequired } = useInput({ ...props, readOnly, disabled });
  const zone = userZone();
  const value = typeof field.value === 'string' && field.value ? dayjs.tz(field.value.slice(0, 10), zone) : null;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
        format={DATE_FORMAT}
        timezone={zone}
        value={value}
        disablePast={disablePast}
        readOnly={readOnly}
        disabled={disabled}
        onChange={(d) => field.onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
        slotProps={{
          textField: {
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth: true,
            name: field.name,
            onBlur: field.onBlur,
            error: showError,
            helperText: <InputHelperText error={showError ? fieldState.error?.message : undefined} />,
          },
        }}
      />
    </LocalizationProvider>
  );
};
