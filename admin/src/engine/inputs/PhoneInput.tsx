import { TextInput, type TextInputProps } from 'react-admin';
import { maskPhone } from '../format';

/** A phone number typed into the mask (999) 999-9999. */
export const PhoneInput = (props: TextInputProps) => (
  <TextInput {...props} parse={maskPhone} format={maskPhone} placeholder="(999) 999-9999" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
);
