// The demo's dock appointments (issue 33): a day of bookings at the demo sites' dock doors,
// yesterday's settled (Completed, a No-Show) and today's and tomorrow's from the morning on, so
// the door schedule of today shows past, current and coming slots. Times are the Central day's,
// where the demo's dispatchers work.
import { dayStart, zoneOf } from '../../schemas/dates.js';
import type { Appointment, Carrier } from '../../schemas/types.generated.js';
import type { CompanySeed, DemoEnv } from './demoShared.js';

/** [site code, door number, carrier SCAC, reference, Inbound | Outbound, day (0: today), start (hours after midnight), minutes, status]. */
export type AppointmentRow = [string, number, string, string, string, number, number, number, Appointment['status']];

export const GREAT_LAKES_APPOINTMENTS: AppointmentRow[] = [
  ['CHI', 1, 'LKSH', 'PO-448120', 'Inbound', -1, 7, 60, 'Completed'],
  ['CHI', 2, 'PRXP', 'BOL-77310', 'Outbound', -1, 9.5, 45, 'No-Show'],
  ['CHI', 1, 'MCDR', 'PO-448201', 'Inbound', 0, 6, 60, 'Completed'],
  ['CHI', 1, 'LKSH', 'PO-448233', 'Inbound', 0, 8, 90, 'Scheduled'],
  ['CHI', 2, 'PRXP', 'LD-20931', 'Outbound', 0, 7.5, 60, 'Scheduled'],
  ['CHI', 3, 'MCDR', 'PO-448250', 'Inbound', 0, 10, 60, 'Scheduled'],
  ['CHI', 4, 'LKSH', 'BOL-77402', 'Outbound', 0, 13, 120, 'Scheduled'],
  ['CHI', 2, 'LKSH', 'PO-448271', 'Inbound', 0, 15, 60, 'Cancelled'],
  ['CHI', 5, 'PRXP', 'LD-20955', 'Inbound', 1, 8, 60, 'Scheduled'],
  ['DET', 1, 'MCDR', 'PO-551020', 'Inbound', 0, 9, 60, 'Scheduled'],
  ['DET', 2, 'LKSH', 'BOL-88012', 'Outbound', 0, 11, 90, 'Scheduled'],
];

export const SUNBELT_APPOINTMENTS: AppointmentRow[] = [
  ['ATL', 1, 'PSLN', 'PO-660310', 'Inbound', 0, 8, 60, 'Scheduled'],
  ['ATL', 2, 'GCCR', 'BOL-31090', 'Outbound', 0, 10.5, 60, 'Scheduled'],
  ['DAL', 1, 'GCCR', 'LD-7720', 'Inbound', 0, 14, 90, 'Scheduled'],
];

const two = (n: number) => String(n).padStart(2, '0');

/** The company's appointments, booked a week before by `dispatcher`, each at `CODE:Door NN`. */
export async function seedAppointments(
  env: DemoEnv,
  company: CompanySeed,
  carriers: Carrier[],
  rows: AppointmentRow[],
  dispatcher: string,
) {
  const zone = zoneOf('Central');
  const booked = { user: dispatcher };
  for (const [code, door, scac, reference, direction, day, hours, minutes, status] of rows) {
    const start = Date.parse(dayStart(env.day(day), zone)) + hours * 3_600_000;
    await env.insert(
      'appointment',
      {
        siteId: company.sites[code],
        doorId: company.loc(`${code}:Door ${two(door)}`),
        carrierId: carriers.find((c) => c.scac === scac)!.id,
        reference,
        payloadAssignId: company.lk('PayloadAssignment', direction),
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + minutes * 60_000).toISOString(),
        status,
        // a settled appointment was met at the gate five minutes into its window (the on-time card)
        ...(status === 'Completed' ? { arrivalDate: new Date(start + 5 * 60_000).toISOString(), arrivedLate: false } : {}),
        notes: null,
        updateDate: env.ago(7 * 24 * 60),
      },
      booked,
    );
  }
}
