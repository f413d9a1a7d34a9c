// What the pickers that search on the server share (an asset by its Unit ID, a trailer in the
// yard): the typed text sent a moment after the typing stops, the texts of the MUI Autocomplete in
// the active language, and — for a picker that is a react-admin input — its field, marked
// required, with the form's error or a hint under it.
import { TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useTranslate, type RaRecord, type useInput } from 'react-admin';

const SEARCH_DEBOUNCE_MS = 300;
/** How many matches a picker offers at once: typing narrows them. */
export const OFFERED = 50;

/** The text to search for: `text` trimmed, once it has stood still for a moment. */
export function useSearchText(text: string): string {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return search;
}

/** The Autocomplete's own words; the server has searched already, so the options are not filtered again. */
export function useSearchPickerTexts() {
  const translate = useTranslate();
  return {
    filterOptions: (options: RaRecord[]) => options,
    loadingText: translate('app.please_wait'),
    clearText: translate('ra.action.clear_input_value'),
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
  };
}

interface SearchFieldProps {
  params: AutocompleteRenderInputParams;
  /** The react-admin input the picker is (useInput's answer). */
  input: ReturnType<typeof useInput>;
  label: string;
  /** Under the field while it has no error. */
  hint?: ReactNode;
}

/** The text field of a picker that is a required react-admin input. */
export const SearchField = ({ params, input, label, hint }: SearchFieldProps) => {
  const { id, field, fieldState, formState } = input;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      {...params}
      id={id}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} isRequired />}
      size="small"
      margin="dense"
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={hint} />}
    />
  );
};
