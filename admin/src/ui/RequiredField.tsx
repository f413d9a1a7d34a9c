import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A required MUI text field whose message, when it has one, is a catalogue key: the forms kept
 * outside react-admin's (the login, the forgotten password, the password changes). The helper
 * line is held open so a message does not move the fields below it.
 */
export const RequiredField = ({ errorKey, ...props }: TextFieldProps & { errorKey?: string | null }) => {
  const translate = useTranslate();
  return <TextField required fullWidth error={Boolean(errorKey)} helperText={errorKey ? translate(errorKey) : ' '} {...props} />;
};
