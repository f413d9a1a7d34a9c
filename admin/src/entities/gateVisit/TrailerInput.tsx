// Check In's trailer: one of the company's assets chosen by its Unit ID, or a Unit ID typed that
// names none of them — a new trailer, which the form then asks the type and category of. Typing
// searches the Unit IDs on the server (a fleet of any size); the form's unitId holds the text and
// assetId the asset it names, if any.
import { Autocomplete } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useInput, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { OFFERED, SearchField, useSearchPickerTexts, useSearchText } from '../../engine/inputs/serverSearch';

const same = (a: unknown, b: string) => String(a ?? '').toLowerCase() === b.trim().toLowerCase();

export const TrailerInput = ({ companyId }: { companyId: number | null }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const input = useInput({ source: 'unitId' });
  const text = String(input.field.value ?? '');
  const search = useSearchText(text);
  const pickerTexts = useSearchPickerTexts();
  const { data, isPending } = useGetList(
    'assets',
    {
      pagination: { page: 1, perPage: OFFERED },
      sort: { field: 'assetModelId', order: 'ASC' },
      filter: { priCompanyId: companyId, isActive: true, ...(search ? { assetModelId: search } : {}) },
    },
    { enabled: companyId !== null },
  );
  // the asset the typed text names, once the search for that text has answered
  const named = search === text.trim() && data ? (data.find((a) => same(a.assetModelId, text))?.id ?? null) : undefined;
  useEffect(() => {
    if (named !== undefined) setValue('assetId', named);
  }, [named, setValue]);
  return (
    <Autocomplete<RaRecord, false, false, true>
      freeSolo
      options={data ?? []}
      inputValue={text}
      onInputChange={(_, next) => input.field.onChange(next)}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen === 'object') {
          setValue('assetId', chosen.id);
          input.field.onChange(String(chosen.assetModelId));
        }
      }}
      getOptionLabel={(a) => (typeof a === 'string' ? a : String(a.assetModelId ?? ''))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      {...pickerTexts}
      loading={isPending && companyId !== null}
      renderInput={(params) => (
        <SearchField params={params} input={input} label={translate('gate.trailer')} hint={translate('gate.trailer_help')} />
      )}
      data-testid="gate-trailer"
    />
  );
};
