import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UserType } from '../../../schemas/enums';
import { fleet } from '../api/fleet';
import type { User } from '../api/types';
import { pushState, type PushState, turnPushOff, turnPushOn } from './pushDevice';

interface Props {
  user: User;
  onClose: () => void;
}

/**
 * Notifications on this device (issue 34), from the user menu of a Driver or a Dispatch Manager:
 * what they tell him, a switch, and a test. Where the browser cannot or will not show them, says
 * so and why.
 */
export const NotificationsDialog = ({ user, onClose }: Props) => {
  const translate = useTranslate();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  // said in the dialog, not in a toast: while the dialog is open, the rest of the page is hidden from screen readers
  const [said, setSaid] = useState<{ key: string; severity: 'success' | 'warning' | 'error'; count?: number } | null>(null);
  useEffect(() => {
    let live = true;
    void pushState(user.id).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [user.id]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setSaid(null);
    try {
      if (on) setState(await turnPushOn(user.id));
      else {
        await turnPushOff(user.id);
        setState('off');
      }
    } catch {
      setSaid({ key: 'push.failed', severity: 'error' });
      setState(await pushState(user.id));
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const sent = await fleet.post<{ subscriptions: number; delivered: number }>('/Push/Test', undefined, { quiet: true });
      setSaid(
        sent.delivered
          ? { key: 'push.test_sent', severity: 'success', count: sent.delivered }
          : { key: 'push.test_failed', severity: 'warning' },
      );
    } catch {
      setSaid({ key: 'push.test_failed', severity: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="notifications-title">
      <DialogTitle id="notifications-title">{translate('push.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{translate(user.type === UserType.Driver ? 'push.driver_hint' : 'push.dispatcher_hint')}</Typography>
        {state === 'unsupported' && <Alert severity="info">{translate('push.unsupported')}</Alert>}
        {state === 'blocked' && <Alert severity="warning">{translate('push.blocked')}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={state === 'on'}
              disabled={busy || state === null || state === 'unsupported' || state === 'blocked'}
              onChange={(e) => void toggle(e.target.checked)}
              data-testid="push-switch"
            />
          }
          label={translate('push.on_this_device')}
        />
        <div role="status">{said && <Alert severity={said.severity}>{translate(said.key, { smart_count: said.count ?? 0 })}</Alert>}</div>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void test()} disabled={busy || state !== 'on'} data-testid="push-test">
          {translate('push.test')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
