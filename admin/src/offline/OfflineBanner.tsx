// "Offline — last updated hh:mm A" above a list shown from its last kept answer (issue 13 §5), with
// how many stage changes wait to be sent. Shown while the browser is offline or while the list on
// screen is a kept copy (the network failed although the browser thinks it is online).
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../engine/format';
import { useOnline } from './useOnline';

interface OfflineBannerProps {
  /** When the list on screen came from the server (ms); null before any answer. */
  updatedAt: number | null;
  fromCopy: boolean;
  /** Changes made here and not yet sent. */
  waiting: number;
  /** The catalogue entry that counts them (smart_count): stage changes unless said. */
  waitingKey?: string;
}

/** The time of day of a date-time as the app writes it (hh:mm A, in the user's zone). */
const timeOf = (at: number) => formatDateTime(new Date(at).toISOString()).split(' ').slice(1).join(' ');

export const OfflineBanner = ({ updatedAt, fromCopy, waiting, waitingKey = 'offline.pending_count' }: OfflineBannerProps) => {
  const translate = useTranslate();
  const online = useOnline();
  const offline = !online || fromCopy;
  if (!offline && !waiting) return null;
  return (
    <Alert
      severity={offline ? 'warning' : 'info'}
      icon={offline ? <CloudOffIcon /> : undefined}
      sx={{ mb: 1 }}
      data-testid="offline-banner"
      role="status"
    >
      {offline && updatedAt !== null && <div>{translate('offline.banner', { time: timeOf(updatedAt) })}</div>}
      {waiting > 0 && <div>{translate(waitingKey, { smart_count: waiting })}</div>}
    </Alert>
  );
};
