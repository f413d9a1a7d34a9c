// An appointment met at the gate (issue 33): the guard picks the carrier's appointment at check-in
// (POST /Gate/CheckIn's appointmentId), and in the check-in's transaction the appointment turns
// Arrived — Late past its window's start plus the company's grace — and keeps the visit it became,
// through its own save (booking.ts's rules hold: these statuses are the server's to set).
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { RecordOf } from '../../engine/repository.js';
import { scopedQuery, updateRecord } from '../../engine/service.js';
import { badRequest, conflict, notFoundAt } from '../../errors.js';

type Appointment = RecordOf<'appointment'>;

const refuse = (message: string) => badRequest([{ field: 'appointmentId', message }]);

/**
 * The appointment a check-in names, checked: one the caller reaches at the check-in's site (else
 * 404), the check-in's carrier's (else 400), still Scheduled (else 409 saying what it is).
 */
export async function appointmentArriving(
  ctx: AppContext,
  trx: Db,
  p: Principal,
  id: number,
  at: { siteId: number; carrierId: number },
): Promise<Appointment> {
  const e = ctx.registry.entity('appointment');
  const appointment = await ctx.repo.findById(trx, 'appointment', id, scopedQuery(ctx, p, e));
  if (!appointment || appointment.siteId !== at.siteId) throw notFoundAt('appointmentId', 'Appointment');
  const name = appointment.reference ?? `#${appointment.id}`;
  if (appointment.carrierId !== at.carrierId) throw refuse(`Appointment ${name} is ${appointment.carrierName}'s, not this carrier's`);
  if (appointment.status !== 'Scheduled') {
    const message = `Appointment ${name} is ${appointment.status}, not Scheduled`;
    throw conflict(message, [{ field: 'appointmentId', message }]);
  }
  return appointment;
}

/** The appointment arrived now with `visitId`: Arrived, or Late past its start plus its company's grace (Company.appointmentGraceMinutes). */
export async function markArrived(
  ctx: AppContext,
  trx: Db,
  p: Principal,
  arrived: { appointment: Appointment; companyId: number; visitId: number; now: string },
) {
  const { appointment, visitId, now } = arrived;
  // stored with its default (15) on every company: the column is not null
  const grace = (await ctx.repo.findById(trx, 'company', arrived.companyId))!.appointmentGraceMinutes!;
  const late = Date.parse(now) > new Date(appointment.startDate).getTime() + grace * 60_000;
  await updateRecord(
    ctx,
    p,
    ctx.registry.entity('appointment'),
    appointment.id,
    {},
    {
      trx,
      overrideAccess: true,
      action: 'arrival',
      trusted: { status: late ? 'Late' : 'Arrived', arrivalDate: now, arrivedLate: late, gateVisitId: visitId },
    },
  );
}
