// POST /Appointments/Day (issue 33): the door schedule's one read — every appointment at a site
// whose window meets a calendar day of the caller's zone, whatever its status, with its carrier's
// name, in the order of their start. A busy dock books 30 appointments a door a day (a site of 40
// doors: 1,200 rows), more than a list's page, and every open schedule of the site reads it again
// after each change. So the day is read through appointment [siteId, startDate] (a window is at
// most a day long: the schema's x-rules, withinMinutes), and its answer is kept as JSON bytes, per site and day, until an
// appointment, carrier or location is written in this process (engine/readCache.ts), and at most
// as long as a list's total (another instance's write); each encoding a browser asks for (brotli,
// gzip) is made once per kept answer (http/keptBody.ts), not once per open schedule and change.
import type { Request, Response } from 'express';
import { dayStart, nextDay } from '../../../schemas/dates.js';
import { UserType } from '../../../schemas/enums.js';
import type { AppointmentDayRequest } from '../../../schemas/types.generated.js';
import type { AppContext } from '../../context.js';
import { allReachable } from '../../engine/filteredCalls.js';
import { TOTAL_TTL_MS } from '../../engine/listing.js';
import { cachedRead } from '../../engine/readCache.js';
import { notFoundAt } from '../../errors.js';
import { type Call, route, type RouteDef } from '../../http/route.js';
import { inData, one } from '../../http/openapi/shapes.js';
import { keptBody, type KeptBody, sendKept } from '../../http/keptBody.js';
import { declaredIn } from '../../http/routeSource.js';
import type { Rule } from '../../../schemas/rules.js';

/** The most appointments a day's answer holds: 200 doors of 96 quarter hours each. */
export const MAX_DAY_APPOINTMENTS = 19_200;

/** The longest window the schema's x-rules allow (withinMinutes of endDate after startDate), in ms: how far back a day's read looks for starts. */
function longestWindowMs(ctx: AppContext): number {
  const rules = (ctx.registry.entity('appointment').schema['x-rules'] ?? []) as Rule[];
  const rule = rules.find((r) => 'after' in r && r.after === 'endDate' && r.than === 'startDate' && r.withinMinutes);
  if (!rule || !('after' in rule))
    throw new Error('appointment.schema.json: x-rules must bound the window (endDate withinMinutes of startDate)');
  return rule.withinMinutes! * 60_000;
}

const stamp = (ctx: AppContext, iso: string) => ctx.adapter.toDb('timestamp', iso) as string;
const iso = (ctx: AppContext, v: unknown) => ctx.adapter.fromDb('timestamp', v) as string;

async function dayAnswer(ctx: AppContext, siteId: number, from: string, to: string): Promise<KeptBody> {
  const rows = await ctx.adapter.longRead<Record<string, unknown>>(
    ctx.db
      .selectFrom('appointment as a')
      .innerJoin('carrier as c', 'c.id', 'a.carrier_id')
      .where('a.site_id', '=', siteId)
      .where('a.start_date', '>=', stamp(ctx, new Date(Date.parse(from) - longestWindowMs(ctx)).toISOString()))
      .where('a.start_date', '<', stamp(ctx, to))
      .where('a.end_date', '>', stamp(ctx, from))
      .select([
        'a.id',
        'a.door_id as doorId',
        'a.carrier_id as carrierId',
        'c.name as carrierName',
        'a.reference',
        'a.payload_assign_id as payloadAssignId',
        'a.start_date as startDate',
        'a.end_date as endDate',
        'a.status',
        'a.gate_visit_id as gateVisitId',
        'a.notes',
        'a.update_date as updateDate',
      ])
      .orderBy('a.start_date')
      .orderBy('a.id')
      .limit(MAX_DAY_APPOINTMENTS)
      .compile(),
  );
  // the times as every answer gives them; updateDate is the version a save sends back (a stale one is refused)
  const appointments = rows.map((r) => ({
    ...r,
    siteId,
    startDate: iso(ctx, r.startDate),
    endDate: iso(ctx, r.endDate),
    updateDate: iso(ctx, r.updateDate),
  }));
  return keptBody(Buffer.from(JSON.stringify({ data: { siteId, from, to, appointments } })));
}

async function appointmentDay({ ctx, principal: p, body, req, res }: Call<AppointmentDayRequest>) {
  if (!(await allReachable(ctx, p, 'site', [body.siteId]))) throw notFoundAt('siteId', 'Site');
  const from = dayStart(body.day, p.zone);
  const to = dayStart(nextDay(body.day), p.zone);
  const key = `appointment-day:${body.siteId}:${from}:${to}`;
  const answer = await cachedRead(ctx, ['appointment', 'carrier', 'location'], key, TOTAL_TTL_MS, () =>
    dayAnswer(ctx, body.siteId, from, to),
  );
  await sendKept(req as Request, res as Response, answer);
}

/** The JSON dayAnswer writes: the day's bounds and its appointments, in the data envelope. */
const DAY = inData(one('appointmentDay'));

/** Who reads appointments (appointment's x-access.read) reads a day of them. */
const readers = { roles: [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager] };

export const scheduleRoutes: RouteDef[] = declaredIn(import.meta.url, [
  route<AppointmentDayRequest>({
    method: 'post',
    path: '/Appointments/Day',
    summary: "A site's door schedule for a day",
    access: readers,
    body: 'appointmentDayRequest',
    envelope: 'none',
    answerType: 'application/json',
    answer: DAY,
    handler: appointmentDay,
  }),
]);
