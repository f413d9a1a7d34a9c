// The New Webhook dialog: the URL and the events it gets — one POST /Webhook. The server checks the
// address (a private or local one is refused, naming the URL) and answers the signing secret, shown
// here once with a Copy button.
import {
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import eventTypes from '../../../../schemas/api/webhookEventType.schema.json';
import { FleetError, fleet } from '../../api/fleet';
import { useIsMobile } from '../../layout/useIsMobile';
import { AskActions, ShownOnce, ShownOnceActions } from '../../ui/ShownOnce';

const EVENTS = eventTypes.enum;

export const NewWebhookDialog = ({ onClose }: { onClose: (created: boolean) => void }) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!url.trim()) missing.url = translate('ra.validation.required');
    if (!events.length) missing.events = translate('webhook.no_events');
    if (Object.keys(missing).length) return setErrors(missing);
    setSending(true);
    try {
      setSecret((await fleet.post<{ id: number; secret: string }>('/Webhook', { url: url.trim(), events }, { quiet: true })).secret);
    } catch (error) {
      const details =
        error instanceof FleetError && Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
      // events[2] and the like: said under the events
      const shown = Object.fromEntries(details.map((d) => [d.field.replace(/\[\d+\]$/, ''), d.message]));
      setErrors(Object.keys(shown).length ? shown : { url: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(!!secret)} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="new-webhook-title">
      <DialogTitle id="new-webhook-title">{translate(secret ? 'webhook.created_title' : 'webhook.create')}</DialogTitle>
      <DialogContent dividers>
        {secret ? (
          <ShownOnce label={translate('webhook.secret')} value={secret} warning={translate('webhook.copy_now')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              label={translate('resources.webhooks.fields.url', { _: 'URL' })}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={!!errors.url}
              helperText={errors.url ?? translate('webhook.url_hint')}
              type="url"
              required
              fullWidth
              autoFocus
            />
            <FormControl error={!!errors.events} component="fieldset">
              <FormLabel component="legend">{translate('webhook.events')}</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {EVENTS.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={<span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{type}</span>}
                    control={
                      <Checkbox
                        checked={events.includes(type)}
                        onChange={(e) => setEvents(e.target.checked ? [...events, type] : events.filter((t) => t !== type))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
            </FormControl>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {secret ? (
          <ShownOnceActions value={secret} onDone={() => onClose(true)} />
        ) : (
          <AskActions label={translate('webhook.create')} sending={sending} onCancel={() => onClose(false)} onSend={() => void submit()} />
        )}
      </DialogActions>
    </Dialog>
  );
};
