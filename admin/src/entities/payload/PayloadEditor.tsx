// The Edit Payload tab of the payload manager (operations §2 "Payload manager", §4 "Payload", §5):
// an asset first; nothing can be edited until it is chosen and its most recent payload has loaded
// (none: a blank payload at the asset's current location). Choosing another asset starts the form
// again from that asset's payload; a successful save lets the asset go.
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { TOUCH } from '../../ui/touch';
import { AssetPicker } from './AssetPicker';
import { managerErrors, startValues } from './managerForm';
import { PayloadFields } from './PayloadFields';
import { useLocationChoices } from '../../engine/inputs/useLocationChoices';
import { useMostRecent } from './useMostRecent';
import { usePayloadSave } from './usePayloadSave';

const LocationChoice = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const current = useWatch({ name: 'locId' });
  return (
    <ChoiceSelect source="locId" label={translate('payloads.location')} choices={useLocationChoices(current) ?? []} disabled={disabled} />
  );
};

const SaveButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={disabled || isSubmitting} sx={TOUCH}>
      {translate('payloads.save')}
    </Button>
  );
};

export const PayloadEditor = () => {
  const translate = useTranslate();
  const [asset, setAsset] = useState<RaRecord | null>(null);
  const [assetError, setAssetError] = useState<string>();
  const assetId = asset ? Number(asset.id) : undefined;
  const recent = useMostRecent(assetId);
  const ready = asset !== null && recent !== undefined;
  const choose = (next: RaRecord | null) => {
    setAsset(next);
    setAssetError(undefined);
  };
  const onSaved = useCallback(() => setAsset(null), []);
  const save = usePayloadSave(assetId, { onSaved, onAssetError: setAssetError });
  return (
    <Box sx={{ maxWidth: 720 }}>
      <AssetPicker value={asset} onChange={choose} error={assetError} />
      <Form
        // a new asset, or its payload loaded: the form starts again from what it holds
        key={`${assetId ?? 'none'}-${ready}`}
        record={ready ? startValues(recent, asset.assetLocId) : startValues(null, null)}
        validate={managerErrors}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <Box component="section" aria-label={translate('payloads.payload')} sx={{ display: 'flex', flexDirection: 'column' }}>
          <LocationChoice disabled={!ready} />
          <PayloadFields companyId={asset?.priCompanyId} disabled={!ready} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
          <SaveButton disabled={!ready} />
        </Box>
      </Form>
    </Box>
  );
};
