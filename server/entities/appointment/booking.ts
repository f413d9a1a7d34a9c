// An appointment's own rules on every save (issue 33), beyond what its schema says (the door is a
// Dock Door of the site, the window 15 minutes to a day, the carrier the site's company's):
//
// - No double booking. Two appointments that hold their door (any status but Cancelled and
//   No-Show) never overlap there. The check runs after the write, in the save's transaction, after
//   the door's lock (adapter.serialize: on PostgreSQL an advisory lock until the transaction ends,
//   on SQLite the one writer), so of two dispatchers booking one slot at once the second sees the
//   first's booking, gets a 409 naming it, and its own write is rolled back.
// - Arrived, Late and No-Show are what happened, not a choice: the gate's check-in sets the first
//   two and the No-Show sweep the third, with the server's own values (trusted); a person may book
//   (Scheduled), cancel, complete, or put back a Cancelled appointment if its slot is still free.
import { formatDateTime } from '../../../schemas/dates.js';
import type { SaveArgs } from '../../engine/modules.js';
import type { RecordOf } from '../../engine/repository.js';
import { badRequest, conflict } from '../../errors.js';

/** Statuses in which an appointment no longer holds its door. */
export const RELEASED = ['Cancelled', 'No-Show'];
/** Statuses only the server sets (the gate, the No-Show sweep). */
const HAPPENED = ['Arrived', 'Late', 'No-Show'];

/** Arrived, Late and No-Show are the server's to set (its trusted values), never the author's choice. */
export function refuseHappened({ input, values, existing, trusted }: SaveArgs<'appointment'>): void {
  const status = String({ ...existing, ...values }.status ?? 'Scheduled');
  if ('status' in input && !('status' in trusted) && HAPPENED.includes(status) && status !== existing?.status)
    throw badRequest([{ field: 'status', message: `${status} is set by the gate, not chosen` }]);
}

/**
 * After the write, in its transaction: the saved appointment against the others at its door. It
 * runs once the save's references are checked (a door, a site of the author's), never on ids the
 * author may not reach — its 409 names another appointment.
 */
export async function refuseDoubleBooking({
  ctx,
  principal: p,
  trx,
  saved,
}: SaveArgs<'appointment'> & { saved: RecordOf<'appointment'> }): Promise<void> {
  if (RELEASED.includes(String(saved.status))) return;
  const doorId = saved.doorId as number;
  await ctx.adapter.serialize(trx, `appointment-door:${doorId}`);
  const [clash] = await ctx.repo.findMany(trx, 'appointment', {
    where: [
      { prop: 'doorId', op: 'eq', value: doorId },
      { prop: 'startDate', op: 'lt', value: saved.endDate },
      { prop: 'endDate', op: 'gt', value: saved.startDate },
      { prop: 'status', op: 'nin', value: RELEASED },
      { prop: 'id', op: 'ne', value: saved.id },
    ],
    sort: [{ prop: 'startDate', order: 'ASC' }],
    range: [0, 0],
    children: false,
  });
  if (!clash) return;
  const when = (v: unknown) => formatDateTime(v, p.zone);
  const message = `${clash.doorName ?? 'The door'} is booked from ${when(clash.startDate)} to ${when(clash.endDate)} by appointment ${clash.reference ?? `#${clash.id}`}`;
  throw conflict(message, [{ field: 'startDate', message }]);
}
