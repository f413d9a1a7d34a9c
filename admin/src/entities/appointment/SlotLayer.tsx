// The grid's time column and its free slots: a plain element a cell (a day has 96 rows × the
// doors), styled once by the grid (SLOT_SX) rather than each by its own sx, and drawn again only
// when the day, the doors or the keyboard's slot change — not on every pointer move of a drag.
import { memo, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../../schemas/i18n/languages';
import { clockTime, rowInstant } from './scheduleTime';
import type { Door } from './useScheduleData';

/** The height of a quarter hour. */
export const ROW_PX = 22;

/** The cells' looks, set on the grid's body. */
export const SLOT_SX = {
  '& [data-time]': { px: 1, fontSize: '0.75rem', lineHeight: `${ROW_PX}px`, color: 'text.secondary', borderTop: '1px solid transparent' },
  '& [data-slot]': { borderLeft: '1px solid', borderTop: '1px dotted', borderColor: 'divider', cursor: 'pointer' },
  '& [data-hour]': { borderTopStyle: 'solid', borderTopColor: 'divider' },
  '& [data-slot]:hover, & [data-slot]:focus-visible': { bgcolor: 'action.hover' },
} as const;

interface SlotLayerProps {
  doors: Door[];
  start: number;
  rows: number;
  zone: string;
  language: Language;
  active: { door: number; row: number };
  /** Stable callbacks: the layer is memoised. */
  onBook: (door: number, row: number) => void;
  onKey: (e: KeyboardEvent, door: number, row: number) => void;
  onFocus: (door: number, row: number) => void;
}

export const SlotLayer = memo(function SlotLayer({ doors, start, rows, zone, language, active, onBook, onKey, onFocus }: SlotLayerProps) {
  const translate = useTranslate();
  return Array.from({ length: rows }, (_, row) => {
    const time = clockTime(rowInstant(start, row), zone, language);
    const hour = row % 4 === 0 ? { 'data-hour': true } : {};
    return [
      <div key={`t${row}`} data-time aria-hidden {...hour}>
        {row % 4 ? '' : time}
      </div>,
      ...doors.map((d, door) => (
        <div
          key={`${d.id}-${row}`}
          role="button"
          data-slot={`${door}-${row}`}
          {...hour}
          aria-label={translate('schedule.book_slot', { door: d.name, time })}
          aria-describedby="schedule-slot-keys"
          tabIndex={active.door === door && active.row === row ? 0 : -1}
          onClick={() => onBook(door, row)}
          onKeyDown={(e) => onKey(e, door, row)}
          onFocus={() => onFocus(door, row)}
        />
      )),
    ];
  });
});
