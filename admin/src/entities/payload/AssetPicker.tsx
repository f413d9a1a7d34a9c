// The payload manager's asset (operations §2 "Payload manager"): an active asset that tracks
// payload, among those the user reaches (the REST asset list answers only those). Typing searches
// the Unit IDs on the server, so a fleet of any size can be picked from.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';

const SEARCH_DEBOUNCE_MS = 300;
const OFFERED = 50;

interface AssetPickerProps {
  value: RaRecord | null;
  onChange: (asset: RaRecord | null) => void;
  /** The server's word about the asset (400 naming assetId). */
  error?: string;
}

export const AssetPicker = ({ value, onChange, error }: AssetPickerProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // the chosen asset's own Unit ID lists every asset again, not just itself
  const typed = value && search === value.assetModelId ? '' : search;
  const { data, isPending } = useGetList('assets', {
    pagination: { page: 1, perPage: OFFERED },
    sort: { field: 'assetModelId', order: 'ASC' },
    filter: { hasPayload: true, isActive: true, ...(typed ? { assetModelId: typed } : {}) },
  });
  return (
    <Autocomplete
      options={data ?? []}
      value={value}
      onChange={(_, asset) => onChange(asset)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={(a) => String(a.assetModelId ?? '')}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // the server has searched already
      filterOptions={(options) => options}
      loading={isPending}
      loadingText={translate('app.please_wait')}
      noOptionsText={translate('maintenance.no_results')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('payloads.asset')}
          placeholder={translate('payloads.choose_asset')}
          size="small"
          margin="dense"
          error={!!error}
          helperText={error}
        />
      )}
      data-testid="asset-picker"
    />
  );
};
