// The fan-out: every instance, every second, turns the outbox's new change events (app_event) into
// one delivery per subscribed webhook and domain event. One transaction holds a lock (adapter.
// serialize: PostgreSQL's advisory lock; SQLite has one writer), reads the cursor, writes the
// deliveries and moves the cursor, so with several instances each event is fanned out once; the
// deliveries' unique (webhook, message) key holds it even so. A subscription gets the events that
// committed after it was made.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { writeTransaction } from '../../engine/changeEvents.js';
import { hasNewEvents, takeEvents } from '../../engine/outbox.js';
import { publicRecord } from '../../engine/service.js';
import type { EntityName } from '../../../schemas/types.generated.js';
import { type ChangeEvent, type DomainEvent, domainEventsOf } from './events.js';

/** The fan-out's cursor, and the lock that lets one fan-out run at a time (and an unsubscribe wait for it: subscribe.ts). */
export const CURSOR = 'webhooks.cursor';
/** Change events one turn reads: a backlog goes in several turns. */
const BATCH = 500;
/**
 * Rows one insert writes, with a turn of the event loop between two: on SQLite each insert runs on
 * the request thread, and 320 deliveries with their payloads in one took 5–17 ms, a wait for every
 * request that came meanwhile (docs/PERFORMANCE.md "Webhooks").
 */
const INSERT_ROWS = 50;

export async function fanOut(ctx: AppContext): Promise<number> {
  if (!(await hasNewEvents(ctx, CURSOR))) return 0;
  return writeTransaction(ctx, async (trx) => {
    // the lock first, then the subscriptions: an unsubscribe that took it first has committed, and
    // one that comes later waits for these deliveries and ends them too
    await ctx.adapter.serialize(trx, CURSOR);
    const hooks = await trx
      .selectFrom('webhook')
      .select(['id', 'company_id', 'events', 'created_at'])
      .where('is_active', '=', ctx.adapter.toDb('boolean', true) as never)
      .execute();
    // nobody subscribed: nothing to fan out, however many events came
    const events = await takeEvents(ctx, trx, CURSOR, hooks.length ? BATCH : 0);
    if (!events.length) return 0;
    const subscribed = hooks.map((h) => ({
      id: h.id,
      companyId: h.company_id,
      events: new Set(ctx.adapter.fromDb('json', h.events) as string[]),
      since: new Date(ctx.adapter.fromDb('timestamp', h.created_at) as string).getTime(),
    }));
    const stages = await stagesOf(trx, events);
    // the batch's domain events first, so their records are read in one query per entity
    const planned = events.flatMap((e) => {
      const wanted = subscribed.filter((h) => h.companyId === e.companyId && h.since <= new Date(e.at).getTime());
      if (!wanted.length) return [];
      return domainEventsOf(e, (id) => stages.get(id))
        .map((d) => ({ e, d, targets: wanted.filter((h) => h.events.has(d.type)) }))
        .filter((x) => x.targets.length);
    });
    const records = await recordsOf(
      ctx,
      trx,
      planned.map((x) => x.d),
    );
    const createdAt = ctx.adapter.toDb('timestamp', ctx.clock.now().toISOString()) as string;
    const deliveries = planned.flatMap(({ e, d, targets }) => {
      const record = records.get(`${d.entity}:${d.id}`);
      if (!record) return []; // gone since (deleted in a later change): nothing to tell
      const payload = JSON.stringify({ type: d.type, timestamp: e.at, data: record });
      const messageId = `msg_${e.id}_${d.type}_${d.id}`;
      return targets.map((h) => ({
        company_id: e.companyId!,
        webhook_id: h.id,
        message_id: messageId,
        event_type: d.type,
        payload,
        status: 'Pending',
        attempts: 0,
        next_attempt_at: ctx.adapter.toDb('timestamp', e.at) as string,
        created_at: createdAt,
      }));
    });
    for (let k = 0; k < deliveries.length; k += INSERT_ROWS) {
      if (k) await new Promise((resolve) => setImmediate(resolve));
      await trx
        .insertInto('webhook_delivery')
        .values(deliveries.slice(k, k + INSERT_ROWS))
        .onConflict((oc) => oc.columns(['webhook_id', 'message_id']).doNothing())
        .execute();
    }
    return deliveries.length;
  });
}

/** The stage rows of the events' new mission stages: which mission, which stage. */
async function stagesOf(trx: Db, events: ChangeEvent[]) {
  const ids = events.filter((e) => e.entity === 'missionStage' && e.action === 'create').flatMap((e) => e.ids);
  const out = new Map<number, { missionId: number; stage: number }>();
  if (!ids.length) return out;
  const rows = await trx.selectFrom('mission_stage').select(['id', 'mission_id', 'mission_stage']).where('id', 'in', ids).execute();
  for (const r of rows) out.set(r.id, { missionId: r.mission_id as number, stage: r.mission_stage as number });
  return out;
}

/** The records the events are about, as the API shows them (private fields left out), by entity:id. */
async function recordsOf(ctx: AppContext, trx: Db, events: DomainEvent[]) {
  const out = new Map<string, Record<string, unknown>>();
  const byEntity = new Map<string, Set<number>>();
  for (const d of events) (byEntity.get(d.entity) ?? byEntity.set(d.entity, new Set()).get(d.entity)!).add(d.id);
  for (const [entity, ids] of byEntity) {
    const e = ctx.registry.entity(entity);
    const rows = await ctx.repo.findMany(trx, entity as EntityName, { where: [{ prop: e.primary.name, op: 'in', value: [...ids] }] });
    for (const r of rows) out.set(`${entity}:${r[e.primary.name as never]}`, publicRecord(e, r));
  }
  return out;
}
