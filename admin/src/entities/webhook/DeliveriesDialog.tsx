// A webhook's delivery log (GET /Webhook/{id}/Deliveries, the newest 50): when, which event, its
// state, attempts, the receiver's last answer and, after a failure, the next try; Send again replays
// one (POST /Webhook/{id}/Replay). Read again every 5 s while open.
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import { formatDateTime } from '../../engine/format';
import { useIsMobile } from '../../layout/useIsMobile';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';

interface Delivery {
  id: number;
  eventType: string;
  status: 'Pending' | 'Delivered' | 'Failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** A delivery still to go after a failed attempt says when it is tried again (the backoff's next step). */
const nextTry = (d: Delivery) => d.status === 'Pending' && d.attempts > 0 && d.nextAttemptAt !== null;

const COLORS = { Pending: 'warning', Delivered: 'success', Failed: 'error' } as const;

export const DeliveriesDialog = ({
  hook,
  mayReplay,
  onClose,
}: {
  hook: { id: number; url: string };
  mayReplay: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const toast = useToast();
  const client = useQueryClient();
  const key = ['webhookDeliveries', hook.id];
  const { data = [], isPending } = useQuery({
    queryKey: key,
    queryFn: () => fleet.get<Delivery[]>(`/Webhook/${hook.id}/Deliveries?range=${encodeURIComponent('[0,49]')}`),
    refetchInterval: 5_000,
  });
  const replay = async (id: number) => {
    await fleet.post(`/Webhook/${hook.id}/Replay`, { deliveryId: id });
    toast.bottom('webhook.replayed', 'success');
    void client.invalidateQueries({ queryKey: key });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile} aria-labelledby="deliveries-title">
      <DialogTitle id="deliveries-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('webhook.deliveries_title', { url: hook.url })}
      </DialogTitle>
      <DialogContent dividers>
        {!isPending && !data.length && <Typography>{translate('webhook.no_deliveries')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Chip
                size="small"
                color={COLORS[d.status]}
                label={translate(`resources.webhookdeliveries.status.${d.status}`, { _: d.status })}
              />
              <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                {d.eventType}
              </Typography>
              <Typography component="span" color="text.secondary">
                {formatDateTime(d.createdAt)}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ flex: '1 1 12rem' }}>
                {`${translate('webhook.attempts')}: ${d.attempts} · ${translate('webhook.answer')}: ${d.lastStatus ?? d.lastError ?? '—'}`}
                {nextTry(d) && ` · ${translate('webhook.next_try', { at: formatDateTime(d.nextAttemptAt) })}`}
              </Typography>
              {mayReplay && (
                <Button size="small" sx={TOUCH} onClick={() => void replay(d.id)}>
                  {translate('webhook.replay')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button sx={TOUCH} onClick={onClose}>
          {translate('webhook.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
