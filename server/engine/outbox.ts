// The readers of the outbox (app_event, changeEvents.ts) that act on its events once across all
// instances — the webhooks' fan-out, web push. Each keeps its own cursor (a system_setting row) and
// moves it in the transaction that acts on the events, under a lock of that cursor's (PostgreSQL's
// advisory lock; SQLite has one writer): two instances never take the same events.
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { Tenancy } from '../access/changeScope.js';

/** One stored change event: which records of which entity, what was done, and who may see it. */
export interface OutboxEvent extends Tenancy {
  id: number;
  at: string;
  entity: string;
  action: string;
  ids: number[];
}

async function cursorOf(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('system_setting').select('value').where('name', '=', name).executeTakeFirst();
  return Number(row?.value ?? 0);
}

const newestOf = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('app_event')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

/** Whether events came after the cursor: asked outside a transaction (most turns find none, and SQLite's one writer stays free). */
export async function hasNewEvents(ctx: AppContext, cursor: string): Promise<boolean> {
  const [seen, newest] = await Promise.all([cursorOf(ctx.db, cursor), newestOf(ctx.db)]);
  return newest > seen;
}

/**
 * The next `batch` events after the cursor, in commit order, the cursor moved past them — in the
 * caller's transaction, which then acts on them: rolled back, they come again. A batch of 0 skips
 * every event there is (nobody listens: a fresh install's seed is not news to anyone later).
 */
export async function takeEvents(ctx: AppContext, trx: Db, cursor: string, batch: number): Promise<OutboxEvent[]> {
  await ctx.adapter.serialize(trx, cursor);
  const from = await cursorOf(trx, cursor);
  if (batch === 0) {
    await moveCursor(trx, cursor, Math.max(from, await newestOf(trx)));
    return [];
  }
  const rows = await trx
    .selectFrom('app_event')
    .select(['id', 'at', 'entity', 'action', 'ids', 'company_id', 'site_ids', 'user_id'])
    .where('id', '>', from)
    .orderBy('id')
    .limit(batch)
    .execute();
  if (!rows.length) return [];
  await moveCursor(trx, cursor, rows[rows.length - 1].id);
  const { adapter } = ctx;
  return rows.map((r) => ({
    id: r.id,
    at: adapter.fromDb('timestamp', r.at) as string,
    entity: r.entity as string,
    action: r.action as string,
    ids: adapter.fromDb('json', r.ids) as number[],
    companyId: r.company_id,
    siteIds: adapter.fromDb('json', r.site_ids) as number[] | null,
    userId: r.user_id,
  }));
}

async function moveCursor(trx: Db, name: string, id: number) {
  const value = String(id);
  await trx
    .insertInto('system_setting')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}
