// A subscription's row actions: its Deliveries (the log, with Send again for a Company
// Administrator) and Unsubscribe, after a confirmation (DELETE /Webhook/{id}).
import HistoryIcon from '@mui/icons-material/History';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';
import { DeliveriesDialog } from './DeliveriesDialog';

export const WebhookRowActions = ({ mayReplay }: { mayReplay: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState<'log' | 'off' | null>(null);
  if (!record) return null;
  const hook = { id: record.id as number, url: record.url as string };
  const unsubscribe = async () => {
    setOpen(null);
    await fleet.del(`/Webhook/${hook.id}`);
    toast.bottom('webhook.unsubscribed', 'success');
    refresh();
  };
  const logLabel = translate('webhook.deliveries');
  const offLabel = translate('webhook.unsubscribe');
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={logLabel}>
        <IconButton aria-label={logLabel} size="small" color="primary" onClick={() => setOpen('log')}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={offLabel}>
        <span>
          <IconButton aria-label={offLabel} size="small" color="error" disabled={!record.isActive} onClick={() => setOpen('off')}>
            <LinkOffIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {open === 'log' && <DeliveriesDialog hook={hook} mayReplay={mayReplay && !!record.isActive} onClose={() => setOpen(null)} />}
      {open === 'off' && (
        <Dialog open onClose={() => setOpen(null)} aria-labelledby="unsubscribe-title">
          <DialogTitle id="unsubscribe-title" sx={{ overflowWrap: 'anywhere' }}>
            {translate('webhook.unsubscribe_title', { url: hook.url })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('webhook.unsubscribe_text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button sx={TOUCH} onClick={() => setOpen(null)}>
              {translate('app.action.cancel')}
            </Button>
            <Button sx={TOUCH} color="error" variant="contained" onClick={() => void unsubscribe()}>
              {offLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
};
