// The door schedule on a phone (issue 33): no grid — each door a section, its name a heading, its
// appointments of the day in time order as cards with the block's words (tap to edit), and a Book
// button that opens the booking at the next free quarter hour (today) or at 8 in the morning.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { userZone } from '../../engine/format';
import { TOUCH } from '../../ui/touch';
import { lookOf, statusOf, useAppointmentWords } from './appointmentLook';
import { AppointmentText } from './AppointmentText';
import { dayRows, rowInstant, SLOT_MS } from './scheduleTime';
import type { Appointment, Door } from './useScheduleData';

const BOOK_AT_ROW = 8 * 4;

/** Where the Book button starts a booking: today at the next quarter hour, another day at 8 in the morning. */
function bookingStart(day: string): string {
  const { start, rows } = dayRows(day, userZone());
  const now = Math.ceil((Date.now() - start) / SLOT_MS);
  return rowInstant(start, now >= 0 && now < rows ? now : BOOK_AT_ROW);
}

interface DoorListProps {
  day: string;
  doors: Door[];
  appointments: Appointment[];
  onBook: (doorId: number, startDate: string) => void;
  onOpen: (appointment: Appointment) => void;
}

export const DoorList = ({ day, doors, appointments, onBook, onOpen }: DoorListProps) => {
  const translate = useTranslate();
  const words = useAppointmentWords();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="schedule-list">
      {doors.map((door) => {
        const own = appointments.filter((a) => a.doorId === door.id).sort((x, y) => Date.parse(x.startDate) - Date.parse(y.startDate));
        return (
          <Box component="section" key={door.id} aria-labelledby={`door-${door.id}`} data-testid="schedule-door-list">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography variant="h6" component="h2" id={`door-${door.id}`} sx={{ flex: '1 1 auto' }}>
                {door.name}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => onBook(door.id, bookingStart(day))}
                aria-label={translate('schedule.book_at', { door: door.name })}
                sx={TOUCH}
              >
                {translate('schedule.book')}
              </Button>
            </Box>
            {own.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('schedule.none')}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              {own.map((a) => (
                <ButtonBase
                  key={a.id}
                  onClick={() => onOpen(a)}
                  aria-label={words(a, door.name).label}
                  data-testid="appointment-card"
                  data-status={statusOf(a)}
                  sx={{
                    ...lookOf(statusOf(a)),
                    display: 'block',
                    textAlign: 'left',
                    width: '100%',
                    borderRadius: 1,
                    px: 1,
                    py: 0.75,
                    minHeight: 44,
                  }}
                >
                  <AppointmentText appointment={a} />
                </ButtonBase>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
