// The content rows of a payload (operations §2 "Payload manager", §5), in the payload manager and
// the Park and Payload dialog: a content type and a quantity each; a type already on another row
// cannot be chosen again, and an inactive type shows only as a row's current value, disabled.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { useLookups } from '../../engine/inputs/useLookups';
import { TOUCH } from '../../ui/touch';
import type { ContentRow } from './payloadForm';

export const PayloadContentRows = ({ companyId, disabled }: { companyId: number | null | undefined; disabled?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'payloadContents' });
  const rows = (useWatch({ name: 'payloadContents' }) ?? []) as ContentRow[];
  const types = useLookups('PayloadContent', companyId);
  const choicesFor = (index: number) =>
    (types ?? [])
      .filter((t) => t.isActive !== false || t.id === rows[index]?.contentTypeId)
      .map((t) => ({
        id: t.id as number,
        name: t.description as string,
        disabled: t.isActive === false || rows.some((r, i) => i !== index && r.contentTypeId === t.id),
      }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('payloads.contents')}
      </Typography>
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="content-row">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ChoiceSelect
              source={`payloadContents.${index}.contentTypeId`}
              label={translate('payloads.content_type')}
              choices={choicesFor(index)}
              disabled={disabled}
            />
          </Box>
          {/* a box of its own: the theme makes every input full width on a phone */}
          <Box sx={{ width: 96, flex: 'none' }}>
            <NumberInput
              source={`payloadContents.${index}.quantity`}
              label={translate('payloads.qty')}
              size="small"
              margin="dense"
              min={0}
              disabled={disabled}
            />
          </Box>
          <IconButton
            aria-label={translate('payloads.remove_content')}
            onClick={() => remove(index)}
            disabled={disabled}
            sx={{ ...TOUCH, mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ contentTypeId: '', quantity: '' })} disabled={disabled} sx={TOUCH}>
        {translate('payloads.add_content')}
      </Button>
    </Box>
  );
};
