import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { closeSystemDialog, systemDialogs, type DialogLine } from './systemDialogs';

/** Shows the first queued system dialog: message, generic error or session expired. */
export const SystemDialogHost = () => {
  const translate = useTranslate();
  const [current] = systemDialogs.useValue();
  if (!current) return null;
  const text = (line: DialogLine) => ('key' in line ? translate(line.key, line.args) : line.text);
  return (
    <Dialog open onClose={closeSystemDialog} aria-labelledby="system-dialog-title" data-testid={`system-dialog-${current.kind}`}>
      <DialogTitle id="system-dialog-title">{translate(current.titleKey)}</DialogTitle>
      <DialogContent>
        {current.lines.map((line, index) => (
          <DialogContentText key={index} sx={{ fontWeight: 'text' in line ? 'bold' : undefined, mb: 1 }}>
            {text(line)}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeSystemDialog} variant="contained" autoFocus>
          {translate('app.action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
