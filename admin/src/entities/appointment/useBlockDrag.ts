// Dragging on the door schedule with pointer events (mouse, pen or touch; no drag library): a
// block dragged by its body moves to the door under the pointer and by whole 15-minute rows;
// dragged by its bottom edge it changes its end (never under 15 minutes). While dragging the block
// is drawn where it would land; on release the move is saved, and a refused one snaps back. A
// press released without moving is a click: it opens the appointment.
import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { resized, shifted, SLOT_MS } from './scheduleTime';
import type { Appointment } from './useScheduleData';

export type Placement = Pick<Appointment, 'doorId' | 'startDate' | 'endDate'>;

/** Pixels a press may wander and still be a click. */
const CLICK_SLOP = 4;

interface Drag {
  appointment: Appointment;
  mode: 'move' | 'resize';
  pointer: number;
  x: number;
  y: number;
  moved: boolean;
  to: Placement;
}

interface DragArgs {
  /** The grid's body: its left edge after `timeWidth` is the first door's. */
  body: RefObject<HTMLElement | null>;
  timeWidth: number;
  rowHeight: number;
  doorIds: number[];
  /** The day's first instant and row count: a block stays within the day. */
  day: { start: number; rows: number };
  onMove: (appointment: Appointment, to: Placement) => void;
  onOpen: (appointment: Appointment) => void;
}

export function useBlockDrag({ body, timeWidth, rowHeight, doorIds, day, onMove, onOpen }: DragArgs) {
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<{ id: number; to: Placement } | null>(null);

  const start = (mode: Drag['mode'], appointment: Appointment) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0 || drag.current) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    const to = { doorId: appointment.doorId, startDate: appointment.startDate, endDate: appointment.endDate };
    drag.current = { appointment, mode, pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false, to };
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId || !body.current) return;
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < CLICK_SLOP) return;
    d.moved = true;
    const rows = Math.round((e.clientY - d.y) / rowHeight);
    const a = d.appointment;
    if (d.mode === 'resize') {
      const end = Math.min(day.start + day.rows * SLOT_MS, Date.parse(resized(a, rows).endDate));
      d.to = { doorId: a.doorId, startDate: a.startDate, endDate: new Date(end).toISOString() };
    } else {
      const box = body.current.getBoundingClientRect();
      const width = (box.width - timeWidth) / doorIds.length;
      const door = Math.min(doorIds.length - 1, Math.max(0, Math.floor((e.clientX - box.left - timeWidth) / width)));
      // kept within the day: the window's rows move as far as the day's first or last row
      const first = Math.round((Date.parse(a.startDate) - day.start) / SLOT_MS);
      const span = Math.round((Date.parse(a.endDate) - Date.parse(a.startDate)) / SLOT_MS);
      const by = Math.min(day.rows - span - first, Math.max(-first, rows));
      d.to = { doorId: doorIds[door], ...shifted(a, by) };
    }
    setPreview({ id: a.id!, to: d.to });
  };

  const end = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    drag.current = null;
    setPreview(null);
    const a = d.appointment;
    if (!d.moved) {
      if (d.mode === 'move') onOpen(a);
      return;
    }
    if (d.to.doorId !== a.doorId || d.to.startDate !== a.startDate || d.to.endDate !== a.endDate) onMove(a, d.to);
  };

  const cancel = () => {
    drag.current = null;
    setPreview(null);
  };

  return {
    preview,
    /** The handlers of a block's body (moves) and of its bottom edge (resizes). */
    handlers: (appointment: Appointment, mode: Drag['mode']) => ({
      onPointerDown: start(mode, appointment),
      onPointerMove: move,
      onPointerUp: end,
      onPointerCancel: cancel,
    }),
  };
}
