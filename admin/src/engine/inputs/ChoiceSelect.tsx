import { MenuItem, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';

export interface Choice {
  id: string | number;
  name: string;
  disabled?: boolean;
}

export interface ChoiceSelectProps extends InputProps {
  choices: Choice[];
  /** Shown while nothing is chosen; it can never be chosen itself ('Please Select Site'). */
  placeholder?: string;
  /** Marked required (*) where the form checks it as a whole rather than through this input's `validate`. */
  required?: boolean;
}

/** The one select of the generated editors: enums, lookups, references, states, time zones. */
export const ChoiceSelect = ({ choices, placeholder, label, readOnly, disabled, helperText, required, ...props }: ChoiceSelectProps) => {
  const resource = useResourceContext(props);
  const { id, field, fieldState, formState, isRequired } = useInput({ ...props, readOnly, disabled });
  const known = choices.some((c) => c.id === field.value);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={known ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired || required} />}
      // read-only looks as react-admin's own inputs look read-only (disabled), not editable
      disabled={disabled || readOnly}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      size="small"
      margin="dense"
      fullWidth
      slotProps={{
        select: { displayEmpty: !!placeholder, readOnly, SelectDisplayProps: { 'aria-readonly': readOnly } as object },
        inputLabel: placeholder ? { shrink: true } : undefined,
      }}
    >
      {placeholder && (
        <MenuItem value="" disabled>
          {placeholder}
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id} disabled={choice.disabled}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
