// How an appointment looks and reads, on the grid's block and on the phone's card alike: a pale
// tint of its status colour under the theme's own text colour, the colour at full strength only
// on the left border (tinted text on a tint read under 4.5:1), and the status as a word — colour is
// never the only sign. Cancelled and No-Show no longer hold the door: no tint and a dashed border.
import { alpha, type Theme } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { activeLanguage } from '../../i18n/locale';
import { userZone } from '../../engine/format';
import { clockTime } from './scheduleTime';
import { RELEASED, type Appointment, type Status } from './useScheduleData';

const COLOUR: Record<Status, (t: Theme) => string> = {
  Scheduled: (t) => t.palette.primary.main,
  Arrived: (t) => t.palette.success.main,
  Late: (t) => t.palette.warning.main,
  'No-Show': (t) => t.palette.error.main,
  Cancelled: (t) => t.palette.text.secondary,
  Completed: (t) => t.palette.text.secondary,
};

const STATUS_KEY: Record<Status, string> = {
  Scheduled: 'scheduled',
  Arrived: 'arrived',
  Late: 'late',
  'No-Show': 'no_show',
  Cancelled: 'cancelled',
  Completed: 'completed',
};

export const statusOf = (a: Pick<Appointment, 'status'>): Status => a.status ?? 'Scheduled';
export const holdsDoor = (a: Pick<Appointment, 'status'>) => !RELEASED.includes(statusOf(a));

/** The sx of an appointment's box: its tint, its border, the theme's text. */
export function lookOf(status: Status) {
  const released = RELEASED.includes(status);
  return {
    color: 'text.primary',
    bgcolor: (t: Theme) => (released ? t.palette.background.paper : alpha(COLOUR[status](t), t.palette.mode === 'dark' ? 0.24 : 0.1)),
    borderLeft: (t: Theme) => `4px ${released ? 'dashed' : 'solid'} ${COLOUR[status](t)}`,
    outline: (t: Theme) => (released ? `1px dashed ${t.palette.divider}` : 'none'),
  };
}

/** An appointment's words: its reference, window, status, and the whole as one line for screen readers. */
export function useAppointmentWords() {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  return useCallback(
    (a: Appointment, door?: string) => {
      const zone = userZone();
      const from = clockTime(a.startDate, zone, language);
      const to = clockTime(a.endDate, zone, language);
      const reference = a.reference || translate('schedule.no_reference');
      const status = translate(`schedule.status.${STATUS_KEY[statusOf(a)]}`);
      const carrier = a.carrierName ?? '';
      const where = door ?? a.doorName ?? '';
      return {
        reference,
        carrier,
        from,
        to,
        status,
        window: translate('schedule.window', { from, to }),
        label: translate('schedule.block', { reference, carrier, door: where, from, to, status }),
      };
    },
    [translate, language],
  );
}
