// One appointment on the schedule's grid: placed over its door's column and its window's rows,
// tinted and labelled by its status (appointmentLook.ts), its whole description its accessible name.
// Its body drags it (a move), its bottom edge resizes it. An appointment that no longer holds its
// door (Cancelled, No-Show) stands in the right part of the column, under whatever now holds the
// slot in the left part, so the free slot beside it can still be booked.
import { Box } from '@mui/material';
import type { KeyboardEvent, PointerEvent } from 'react';
import { lookOf, statusOf, useAppointmentWords } from './appointmentLook';
import { AppointmentText } from './AppointmentText';
import type { Placement } from './useBlockDrag';
import type { Appointment, Door } from './useScheduleData';

/** Full width, the left part (holding the door beside a released one), or the right part (released). */
export type Lane = 'full' | 'left' | 'right';

type Handlers = (a: Appointment, mode: 'move' | 'resize') => { onPointerDown: (e: PointerEvent<HTMLElement>) => void };

interface GridBlockProps {
  appointment: Appointment;
  at: Placement;
  door: Door;
  column: number;
  columns: number;
  timeWidth: number;
  rowHeight: number;
  window: { row: number; span: number };
  lane: Lane;
  dragging: boolean;
  handlers: Handlers;
  onKey: (e: KeyboardEvent) => void;
}

const LANES: Record<Lane, [number, number]> = { full: [0, 1], left: [0, 0.6], right: [0.6, 0.4] };

export const GridBlock = ({
  appointment,
  at,
  door,
  column,
  columns,
  timeWidth,
  rowHeight,
  window,
  lane,
  dragging,
  handlers,
  onKey,
}: GridBlockProps) => {
  const words = useAppointmentWords()({ ...appointment, ...at }, door.name);
  const [offset, share] = LANES[lane];
  const col = `((100% - ${timeWidth}px) / ${columns})`;
  const status = statusOf(appointment);
  return (
    <Box
      role="button"
      tabIndex={0}
      data-block={appointment.id}
      data-testid="appointment-block"
      data-status={status}
      aria-label={words.label}
      aria-describedby="schedule-block-keys"
      title={words.label}
      onKeyDown={onKey}
      {...handlers(appointment, 'move')}
      sx={{
        ...lookOf(status),
        position: 'absolute',
        top: window.row * rowHeight + 1,
        height: window.span * rowHeight - 2,
        left: `calc(${timeWidth}px + ${col} * ${column + offset} + 2px)`,
        width: `calc(${col} * ${share} - 4px)`,
        zIndex: dragging ? 2 : lane === 'right' ? 1 : 2,
        borderRadius: 1,
        px: 0.75,
        overflow: 'hidden',
        cursor: dragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        userSelect: 'none',
        boxShadow: dragging ? 6 : 1,
        opacity: dragging ? 0.95 : 1,
      }}
    >
      <AppointmentText appointment={{ ...appointment, ...at }} />
      <Box
        aria-hidden
        data-testid="appointment-resize"
        onPointerDown={handlers(appointment, 'resize').onPointerDown}
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 7, cursor: 'ns-resize', '&:hover': { bgcolor: 'action.hover' } }}
      />
    </Box>
  );
};
