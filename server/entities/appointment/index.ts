// Appointments (issue 33): a carrier's slot at a dock door. GET /Appointment/{id}, POST
// /Appointment, DELETE /Appointment/{id}, the filtered list POST /Appointments and its export
// come from appointment.schema.json; this folder holds what the schema cannot say: no double
// booking at a door, and the statuses only the gate and the No-Show sweep set (booking.ts); the
// arrival at the gate's check-in (arrival.ts); the No-Show sweep (noShow.ts); the door schedule's
// read of a day, POST /Appointments/Day (schedule.ts).
import { defineModule } from '../../engine/modules.js';
import { refuseDoubleBooking, refuseHappened } from './booking.js';
import { NO_SHOW_EVERY_MS, sweepNoShows } from './noShow.js';
import { scheduleRoutes } from './schedule.js';

export default defineModule({
  entity: 'appointment',
  hooks: {
    beforeSave: refuseHappened,
    afterSave: refuseDoubleBooking,
  },
  routes: scheduleRoutes,
  sweeps: [{ name: 'No-Show', everyMs: NO_SHOW_EVERY_MS, run: sweepNoShows }],
});
