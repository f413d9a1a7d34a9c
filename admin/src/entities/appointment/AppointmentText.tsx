// An appointment's visible words, on the grid's block and the phone's card: the reference and the
// status word on the first line (what a 15-minute block has room for), the carrier, the window.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppointmentWords } from './appointmentLook';
import type { Appointment } from './useScheduleData';

const Line = ({ children, strong }: { children: ReactNode; strong?: boolean }) => (
  <Typography
    variant="caption"
    component="span"
    sx={{
      display: 'block',
      lineHeight: 1.35,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      fontWeight: strong ? 600 : 400,
    }}
  >
    {children}
  </Typography>
);

export const AppointmentText = ({ appointment }: { appointment: Appointment }) => {
  const words = useAppointmentWords()(appointment);
  return (
    <Box sx={{ minWidth: 0 }} aria-hidden>
      <Line strong>
        {words.reference} · {words.status}
      </Line>
      <Line>{words.carrier}</Line>
      <Line>{words.window}</Line>
    </Box>
  );
};
