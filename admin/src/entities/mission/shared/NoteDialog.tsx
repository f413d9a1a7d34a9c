// The dialogs of operations §2 "Other dialogs" that ask for a mission's text: the mission stage
// dialog (§4) confirms a stage change with an optional note — required to Wait, since the wait's
// reason is what the dispatcher reads — and the text edit dialog rewrites the mission's notes
// (POST /Mission/Note), starting from them. While the call is out its button spins (a yard's
// Wi-Fi can take seconds) and nothing else can be pressed.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TOUCH } from '../../../ui/touch';

interface NoteDialogProps {
  title: string;
  /** What the mission moves, from where to where, above the question. */
  subject?: ReactNode;
  question?: string;
  confirmLabel: string;
  noteRequired: boolean;
  /** The text the field starts from (the notes being edited); empty for a stage's note. */
  initialNote?: string;
  /** The field's label: 'Note' unless told. */
  noteLabel?: string;
  /** Why the last confirm failed, shown in the dialog (a toast behind a modal dialog is hidden from screen readers). */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (note: string) => Promise<void>;
}

/** As long as the server takes a note (schemas: notes, maxLength). */
const NOTE_MAX = 2000;

export const NoteDialog = (props: NoteDialogProps) => {
  const { title, subject, question, confirmLabel, noteRequired, initialNote = '', error, onCancel, onConfirm } = props;
  const translate = useTranslate();
  const label = props.noteLabel ?? translate('missions.driver.note');
  const [note, setNote] = useState(initialNote);
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
    <Dialog open onClose={sending ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby="note-dialog-title">
      <DialogTitle id="note-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {subject}
        {question && <DialogContentText sx={{ mb: 1 }}>{question}</DialogContentText>}
        <TextField
          label={label}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={noteRequired}
          error={checked && missing}
          helperText={checked && missing ? translate('maintenance.validation.required', { label }) : ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          // a subject above the field: leave room for the label
          sx={subject && !question ? { mt: 2 } : undefined}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        {error && (
          <Alert severity="error" data-testid="note-dialog-error">
            {error}
          </Alert>
        )}
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
