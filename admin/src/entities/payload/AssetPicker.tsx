// The payload manager's asset (operations §2 "Payload manager"): an active asset that tracks
// payload, among those the user reaches (the REST asset list answers only those). Typing searches
// the Unit IDs on the server, so a fleet of any size can be picked from.
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { OFFERED, useSearchPickerTexts, useSearchText } from '../../engine/inputs/serverSearch';

interface AssetPickerProps {
  value: RaRecord | null;
  onChange: (asset: RaRecord | null) => void;
  /** The server's word about the asset (400 naming assetId). */
  error?: string;
}

export const AssetPicker = ({ value, onChange, error }: AssetPickerProps) => {
  const translate = useTranslate();
  const pickerTexts = useSearchPickerTexts();
  const [text, setText] = useState('');
  const search = useSearchText(text);
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
      {...pickerTexts}
      loading={isPending}
      noOptionsText={translate('maintenance.no_results')}
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
