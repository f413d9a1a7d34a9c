// A key's row action: Revoke, after a confirmation, with DELETE /ApiKey/{id}. A revoked key stays
// in the list, its Revoked date set, and cannot be revoked again.
import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';

export const RevokeKey = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const label = translate('api_key.revoke');
  const revoke = async () => {
    setAsking(false);
    await fleet.del(`/ApiKey/${record.id}`);
    toast.bottom('api_key.revoked', 'success');
    refresh();
  };
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} size="small" color="error" disabled={!!record.revokedAt} onClick={() => setAsking(true)}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {asking && (
        <Dialog open onClose={() => setAsking(false)} aria-labelledby="revoke-key-title">
          <DialogTitle id="revoke-key-title">{translate('api_key.revoke_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('api_key.revoke_text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button sx={TOUCH} onClick={() => setAsking(false)}>
              {translate('app.action.cancel')}
            </Button>
            <Button sx={TOUCH} color="error" variant="contained" onClick={() => void revoke()}>
              {label}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
