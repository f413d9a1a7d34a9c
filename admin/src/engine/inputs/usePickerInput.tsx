// What the date and the date-time inputs share: a react-admin input bound to an x-date-pickers
// picker in the user's own time zone, with the form's label, required mark and error under it.
// Each input says only how the form's value becomes the picker's and back.
import type { Dayjs } from 'dayjs';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { userZone } from '../format';

export interface PickerConversion {
  /** The form's value (an ISO text) as the picker's day, in the user's zone. */
  toPicker(value: string, zone: string): Dayjs;
  /** The picked day back as the form's value. */
  fromPicker(day: Dayjs): string;
}

export function usePickerInput({ label, readOnly, disabled, ...props }: InputProps, convert: PickerConversion) {
  const resource = useResourceContext(props);
  const { field, fieldState, formState, isRequired } = useInput({ ...props, readOnly, disabled });
  const zone = userZone();
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return {
    label: <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />,
    timezone: zone,
    value: typeof field.value === 'string' && field.value ? convert.toPicker(field.value, zone) : null,
    readOnly,
    // read-only looks as react-admin's own inputs look read-only (disabled), not editable
    disabled: disabled || readOnly,
    onChange: (d: Dayjs | null) => field.onChange(d && d.isValid() ? convert.fromPicker(d) : null),
    textField: {
      variant: 'filled' as const,
      size: 'small' as const,
      margin: 'dense' as const,
      fullWidth: true,
      name: field.name,
      onBlur: field.onBlur,
      error: showError,
      helperText: <InputHelperText error={showError ? fieldState.error?.message : undefined} />,
    },
  };
}
