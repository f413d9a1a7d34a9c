// The door schedule's grid (issue 33), from a tablet's width up: the site's doors as columns, the
// day's quarter hours as rows, each appointment a block over its window. A free slot books (click,
// or Enter); a block opens (click, Enter), moves (drag, arrows) and resizes (its bottom edge,
// Shift+arrows); Delete cancels it. The keyboard meets one stop for all the slots (a roving
// tabindex: arrows walk them, a slot under a block hands focus to the block) and one per block,
// so Tab never walks 96 × doors cells. Blocks share one layer, keyed by id: a moved block is the
// same element, and keeps the focus.
import { Box } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { activeLanguage } from '../../i18n/locale';
import { userZone } from '../../engine/format';
import { blockKey } from './blockKeys';
import { GridBlock, type Lane } from './GridBlock';
import { dayRows, rowInstant, windowRows, SLOT_MS } from './scheduleTime';
import { ROW_PX, SLOT_SX, SlotLayer } from './SlotLayer';
import { useBlockDrag, type Placement } from './useBlockDrag';
import { holdsDoor } from './appointmentLook';
import type { Appointment, Door } from './useScheduleData';

const TIME_PX = 84;
const DOOR_MIN_PX = 140;
/** Opened on a day other than today, the grid shows the morning first. */
const MORNING_ROW = 6 * 4;

export interface ScheduleGridProps {
  label: string;
  day: string;
  doors: Door[];
  appointments: Appointment[];
  /** Where a block stands while its move is being saved. */
  pending: Map<number, Placement>;
  onBook: (doorId: number, startDate: string) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, to: Placement) => void;
  onCancel: (appointment: Appointment) => void;
}

export const ScheduleGrid = ({ label, day, doors, appointments, pending, onBook, onOpen, onMove, onCancel }: ScheduleGridProps) => {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  const zone = userZone();
  const { start, rows } = dayRows(day, zone);
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const doorIds = doors.map((d) => d.id);
  const [active, setActive] = useState({ door: 0, row: MORNING_ROW });
  const drag = useBlockDrag({ body, timeWidth: TIME_PX, rowHeight: ROW_PX, doorIds, day: { start, rows }, onMove, onOpen });

  const placed = appointments
    .map((a) => ({ a, at: (drag.preview?.id === a.id ? drag.preview.to : pending.get(a.id!)) ?? a }))
    .filter(({ at }) => doorIds.includes(at.doorId));
  /** The block holding a door at a row, if any. */
  const holderAt = (door: number, row: number) =>
    placed.find(({ a, at }) => {
      if (!holdsDoor(a) || at.doorId !== doorIds[door]) return false;
      const w = windowRows(at, start, rows);
      return row >= w.row && row < w.row + w.span;
    });

  // opened on today: the hour before now at the top; another day: the morning
  useEffect(() => {
    const now = Math.floor((Date.now() - start) / SLOT_MS);
    const top = now >= 0 && now < rows ? Math.max(0, now - 4) : MORNING_ROW;
    if (scroller.current) scroller.current.scrollTop = top * ROW_PX;
    setActive((was) => ({ door: was.door, row: now >= 0 && now < rows ? now : MORNING_ROW }));
  }, [start, rows]);

  const focusAt = (door: number, row: number) => {
    const holder = holderAt(door, row);
    const selector = holder ? `[data-block="${holder.a.id}"]` : `[data-slot="${door}-${row}"]`;
    setActive({ door, row });
    // after the render that makes the slot the tab stop
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>(selector)?.focus());
  };

  const slotKeys = (e: KeyboardEvent, door: number, row: number) => {
    const to: Record<string, [number, number]> = {
      ArrowUp: [door, row - 1],
      ArrowDown: [door, row + 1],
      ArrowLeft: [door - 1, row],
      ArrowRight: [door + 1, row],
      PageUp: [door, row - 4],
      PageDown: [door, row + 4],
      Home: [0, row],
      End: [doors.length - 1, row],
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onBook(doorIds[door], rowInstant(start, row));
    } else if (to[e.key]) {
      e.preventDefault();
      const [d, r] = to[e.key];
      focusAt(Math.min(doors.length - 1, Math.max(0, d)), Math.min(rows - 1, Math.max(0, r)));
    }
  };

  // the slot layer is memoised: its callbacks stay the same functions, calling the latest render's
  const latest = useRef({ slotKeys, book: (door: number, row: number) => onBook(doorIds[door], rowInstant(start, row)) });
  useLayoutEffect(() => {
    latest.current = { slotKeys, book: (door: number, row: number) => onBook(doorIds[door], rowInstant(start, row)) };
  });
  const onSlotKey = useCallback((e: KeyboardEvent, door: number, row: number) => latest.current.slotKeys(e, door, row), []);
  const onSlotFocus = useCallback((door: number, row: number) => setActive({ door, row }), [setActive]);
  const onSlotBook = useCallback(
    (door: number, row: number) => {
      setActive({ door, row });
      latest.current.book(door, row);
    },
    [setActive],
  );

  const columns = `${TIME_PX}px repeat(${doors.length}, minmax(${DOOR_MIN_PX}px, 1fr))`;
  const width = TIME_PX + doors.length * DOOR_MIN_PX;
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      data-testid="schedule-grid"
      sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 230px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          minWidth: width,
          position: 'sticky',
          top: 0,
          zIndex: 3,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ p: 1, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}>{translate('schedule.time')}</Box>
        {doors.map((d) => (
          <Box
            key={d.id}
            sx={{ p: 1, fontWeight: 600, borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}
            data-testid="schedule-door"
          >
            {d.name}
          </Box>
        ))}
      </Box>
      <Box
        ref={body}
        sx={{
          ...SLOT_SX,
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: columns,
          gridAutoRows: `${ROW_PX}px`,
          minWidth: width,
        }}
      >
        <SlotLayer
          doors={doors}
          start={start}
          rows={rows}
          zone={zone}
          language={language}
          active={active}
          onBook={onSlotBook}
          onKey={onSlotKey}
          onFocus={onSlotFocus}
        />
        {placed.map(({ a, at }) => (
          <GridBlock
            key={a.id}
            appointment={a}
            at={at}
            door={doors[doorIds.indexOf(at.doorId)]}
            column={doorIds.indexOf(at.doorId)}
            columns={doors.length}
            timeWidth={TIME_PX}
            rowHeight={ROW_PX}
            window={windowRows(at, start, rows)}
            lane={laneOf(a, at)}
            dragging={drag.preview?.id === a.id}
            handlers={drag.handlers}
            onKey={(e) => blockKeys(e, a, at)}
          />
        ))}
      </Box>
      <Box id="schedule-slot-keys" sx={{ display: 'none' }}>
        {translate('schedule.slot_keys')}
      </Box>
      <Box id="schedule-block-keys" sx={{ display: 'none' }}>
        {translate('schedule.block_keys')}
      </Box>
    </Box>
  );

  /** A released appointment stands at the right; one holding its door beside a released one, at the left. */
  function laneOf(a: Appointment, at: Placement): Lane {
    if (!holdsDoor(a)) return 'right';
    return placed.some((o) => !holdsDoor(o.a) && overlaps(o.at, at)) ? 'left' : 'full';
  }

  function blockKeys(e: KeyboardEvent, a: Appointment, at: Placement) {
    const done = blockKey(e.key, e.shiftKey, at, { doorIds, dayStart: start, dayEnd: start + rows * SLOT_MS });
    if (!done) return;
    e.preventDefault();
    if (done.act === 'open') onOpen(a);
    else if (done.act === 'cancel' && holdsDoor(a)) onCancel(a);
    else if (done.act === 'move') onMove(a, done.to);
  }
};

const overlaps = (x: Placement, y: Placement) =>
  x.doorId === y.doorId && Date.parse(x.startDate) < Date.parse(y.endDate) && Date.parse(y.startDate) < Date.parse(x.endDate);
