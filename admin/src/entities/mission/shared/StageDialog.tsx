// The mission stage dialog (operations §2 "Other dialogs", §4): confirms a stage change with an
// optional note — required to Wait, since the wait's reason is what the dispatcher reads. While the
// call is out its button spins (a yard's Wi-Fi can take seconds) and nothing else can be pressed.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TOUCH } from '../../../ui/touch';

interface StageDialogProps {
  title: string;
  /** What the mission moves, from where to where, above the question. */
  subject?: ReactNode;
  question: string;
  confirmLabel: string;
  noteRequired: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => Promise<void>;
}

export const StageDialog = ({ title, subject, question, confirmLabel, noteRequired, onCancel, onConfirm }: StageDialogProps) => {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const missing = noteRequired && !note.trim();
  const confirm = async () => {
    setChecked(true);
    if (missing) return;
    setSending(true);
    try {
      await onConfirm(note);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={sending ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby="stage-dialog-title">
      <DialogTitle id="stage-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {subject}
        <DialogContentText sx={{ mb: 1 }}>{question}</DialogContentText>
        <TextField
          label={translate('missions.driver.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={noteRequired}
          error={checked && missing}
          helperText={checked && missing ? translate('maintenance.validation.required', { label: translate('missions.driver.note') }) : ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending} sx={TOUCH}>
          {translate('app.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={sending} sx={TOUCH}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
