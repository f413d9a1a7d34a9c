// The date pickers in the active language: dayjs's month and weekday names (dayjs/locale/es), the
// pickers' own texts (pickerTextsEs.ts) and the day formats of schemas/dates.ts.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { FORMATS } from '../../../../schemas/dates';
import { activeLanguage } from '../../i18n/locale';
import { pickerTextsEs } from './pickerTextsEs';

const localeText = { en: undefined, es: pickerTextsEs };

/** The active language's day and date-time formats (dayjs tokens). */
export const usePickerFormats = () => FORMATS[activeLanguage.useValue()];

export const PickerProvider = ({ children }: { children: ReactNode }) => {
  const language = activeLanguage.useValue();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText[language]}>
      {children}
    </LocalizationProvider>
  );
};
