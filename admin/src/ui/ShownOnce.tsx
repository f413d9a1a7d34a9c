// A secret the server answers once (an API key, a webhook's signing secret): a warning, the value
// in a read-only monospace field, and Copy and Done. Also the buttons of the form that asks for it.
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOUCH } from './touch';

export const ShownOnce = ({ label, value, warning }: { label: string; value: string; warning: string }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Alert severity="warning">{warning}</Alert>
    <TextField
      label={label}
      value={value}
      slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
      multiline
      fullWidth
    />
  </Box>
);

export const ShownOnceActions = ({ value, onDone }: { value: string; onDone: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        sx={TOUCH}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {translate(copied ? 'app.action.copied' : 'app.action.copy')}
      </Button>
      <Button variant="contained" sx={TOUCH} onClick={onDone}>
        {translate('app.action.done')}
      </Button>
    </>
  );
};

/** Cancel, and the button that sends the form (disabled while it is sent). */
export const AskActions = ({
  label,
  sending,
  onCancel,
  onSend,
}: {
  label: string;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Button sx={TOUCH} onClick={onCancel}>
        {translate('app.action.cancel')}
      </Button>
      <Button variant="contained" sx={TOUCH} disabled={sending} onClick={onSend}>
        {label}
      </Button>
    </>
  );
};
