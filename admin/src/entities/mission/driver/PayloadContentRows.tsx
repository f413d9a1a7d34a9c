// The content rows of the Park and Payload dialog (operations §2 "Payload manager", §5): a content
// type and a quantity each; a type already on another row cannot be chosen again.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '../../../engine/inputs/ChoiceSelect';
import type { ContentRow } from './parkPayload';
import { TOUCH } from '../shared/touch';
import { useLookups } from './useLookups';

export const PayloadContentRows = ({ companyId }: { companyId: number }) => {
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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('missions.driver.contents')}
      </Typography>
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="content-row">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ChoiceSelect
              source={`payloadContents.${index}.contentTypeId`}
              label={translate('missions.driver.content_type')}
              choices={choicesFor(index)}
            />
          </Box>
          {/* a box of its own: the theme makes every input full width on a phone */}
          <Box sx={{ width: 96, flex: 'none' }}>
            <NumberInput
              source={`payloadContents.${index}.quantity`}
              label={translate('missions.driver.qty')}
              size="small"
              margin="dense"
              min={0}
            />
          </Box>
          <IconButton aria-label={translate('missions.driver.remove_content')} onClick={() => remove(index)} sx={{ ...TOUCH, mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ contentTypeId: '', quantity: '' })} sx={TOUCH}>
        {translate('missions.driver.add_content')}
      </Button>
    </Box>
  );
};
