// Moves and resizes of the door schedule's blocks, saved one after the other. A block stands at its
// new place at once (`pending`) while its save is out; a key pressed again meanwhile is not lost
// but kept (the latest place wins) and sent once the save before it has answered, with the version
// that save returned — two saves of one record at once would refuse the second as stale. A refused
// move drops what was kept and snaps back: the block shows the record as last read.
import { useRef, useState } from 'react';
import type { Outcome } from './useAppointmentSave';
import type { Placement } from './useBlockDrag';
import type { Appointment } from './useScheduleData';

type Save = (record: Appointment, changes: Placement) => Promise<Outcome>;

/** `onDone` hears the record as last saved (where a refused move snaps back to) and the last save's outcome. */
export function useMoves(save: Save, onDone: (last: Appointment, outcome: Outcome) => void) {
  const [pending, setPending] = useState(() => new Map<number, Placement>());
  /** Per block whose save is out: the place asked for since (null: none). */
  const queued = useRef(new Map<number, Placement | null>());

  const place = (id: number, to: Placement | null) =>
    setPending((was) => {
      const next = new Map(was);
      if (to) next.set(id, to);
      else next.delete(id);
      return next;
    });

  const move = async (a: Appointment, to: Placement) => {
    const id = a.id!;
    place(id, to);
    if (queued.current.has(id)) return void queued.current.set(id, to);
    queued.current.set(id, null);
    let record = a;
    let target = to;
    for (;;) {
      const outcome = await save(record, target);
      const next = queued.current.get(id);
      if (outcome && 'saved' in outcome && next) {
        record = { ...record, ...outcome.saved };
        target = next;
        queued.current.set(id, null);
        continue;
      }
      queued.current.delete(id);
      place(id, null);
      onDone(record, outcome);
      return;
    }
  };

  return { pending, move };
}
