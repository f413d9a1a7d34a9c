// The type and category of the asset a yard check's Unknown Unit ID becomes (issue 33): the
// company's active ones, both required (the server's 400 says the same).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LookupGroupName } from '../../../../schemas/enums';
import { useLookups } from '../../engine/inputs/useLookups';

interface CreateAssetDialogProps {
  companyId: number;
  unitId: string;
  location: string;
  onCreate: (assetType: number, assetCategory: number) => void;
  onClose: () => void;
}

const LookupSelect = ({
  group,
  label,
  companyId,
  value,
  onChange,
}: {
  group: LookupGroupName;
  label: string;
  companyId: number;
  value: number | '';
  onChange: (id: number) => void;
}) => {
  const choices = useLookups(group, companyId);
  return (
    <TextField select required fullWidth label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ mt: 1 }}>
      {(choices ?? [])
        .filter((c) => c.isActive !== false)
        .map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.description}
          </MenuItem>
        ))}
    </TextField>
  );
};

export const CreateAssetDialog = ({ companyId, unitId, location, onCreate, onClose }: CreateAssetDialogProps) => {
  const translate = useTranslate();
  const [type, setType] = useState<number | ''>('');
  const [category, setCategory] = useState<number | ''>('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="yard-check-create-title">
      <DialogTitle id="yard-check-create-title">{translate('yard_check.create_title', { unit: unitId, location })}</DialogTitle>
      <DialogContent>
        <LookupSelect group="AssetType" label={translate('yard_check.asset_type')} companyId={companyId} value={type} onChange={setType} />
        <LookupSelect
          group="AssetCategory"
          label={translate('yard_check.asset_category')}
          companyId={companyId}
          value={category}
          onChange={setCategory}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('yard_check.cancel')}</Button>
        <Button
          variant="contained"
          disabled={type === '' || category === ''}
          onClick={() => type !== '' && category !== '' && onCreate(type, category)}
        >
          {translate('yard_check.action_create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
