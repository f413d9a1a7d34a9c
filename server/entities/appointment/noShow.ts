// The No-Show sweep (issue 33): an appointment still Scheduled once its window's end plus the
// company's grace has passed turns No-Show, through its own save (its history says "noShow", the
// open schedules hear of it), once — also with several app instances on one PostgreSQL database:
// each instance's sweep claims its rows with FOR UPDATE SKIP LOCKED in the transaction that saves
// them, so two sweeps at once take different rows, and a row saved by one is no longer Scheduled
// for the other. On SQLite one process writes, one transaction at a time.
import { UserType } from '../../../schemas/enums.js';
import { zoneOf } from '../../../schemas/dates.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import { writeTransaction } from '../../engine/changeEvents.js';
import { updateRecord } from '../../engine/service.js';

/** Appointments one transaction turns No-Show: a backlog (a server that was down for a day) goes in several. */
const BATCH = 100;
/** How often each instance sweeps. */
export const NO_SHOW_EVERY_MS = 60_000;

/** The sweep acts on the server's own authority, named in the history. */
const sweeper = (companyId: number): Principal => ({
  userId: null as unknown as number,
  type: UserType.SysAdmin,
  loginName: 'No-Show sweep',
  companyId,
  siteIds: null,
  sessionId: '',
  mustChangePassword: false,
  zone: zoneOf(null),
});

/** Turns every overdue Scheduled appointment No-Show; answers how many it turned. */
export async function sweepNoShows(ctx: AppContext): Promise<number> {
  const e = ctx.registry.entity('appointment');
  const companies = await ctx.db.selectFrom('company').select(['id', 'appointment_grace_minutes as grace']).execute();
  let turned = 0;
  for (const company of companies) {
    const before = new Date(ctx.clock.now().getTime() - Number(company.grace) * 60_000).toISOString();
    for (;;) {
      const done = await writeTransaction(ctx, async (trx) => {
        const overdue = await trx
          .selectFrom('appointment')
          .select('appointment.id')
          .where('appointment.status', '=', 'Scheduled')
          .where('appointment.end_date', '<', ctx.adapter.toDb('timestamp', before) as string)
          .where('appointment.site_id', 'in', (eb) => eb.selectFrom('site').select('site.id').where('site.company_id', '=', company.id))
          .orderBy('appointment.end_date')
          .limit(BATCH)
          .$if(ctx.adapter.name === 'postgres', (q) => q.forUpdate().skipLocked())
          .execute();
        for (const { id } of overdue)
          await updateRecord(
            ctx,
            sweeper(company.id),
            e,
            id,
            {},
            { trx, overrideAccess: true, action: 'noShow', trusted: { status: 'No-Show' } },
          );
        return overdue.length;
      });
      turned += done;
      if (done < BATCH) break;
    }
  }
  return turned;
}
