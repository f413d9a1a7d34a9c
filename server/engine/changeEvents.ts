// The change events of x-live entities, for the live-update streams (server/live/, docs/
// ARCHITECTURE.md "Live updates"). The writer notes each write's records with their tenancy; the
// transaction that wrote them stores the events last, just before it commits, under one lock, so
// that event ids follow commit order on every database and an event exists exactly when its change
// committed. On PostgreSQL the same transaction sends a NOTIFY, which wakes every instance at the
// commit; after the commit this instance wakes its own streams.
import { sql } from 'kysely';
import { type Tenancy, tenanciesOf } from '../access/changeScope.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { Change } from './audit.js';
import type { EntityDef } from './registry.js';

export const isLive = (e: EntityDef) => e.schema['x-live'] === true;

interface Noted extends Tenancy {
  entity: string;
  action: string;
  id: number;
}

/** Ids in one event row: a reorder of thousands of records becomes several rows. */
const IDS_PER_EVENT = 500;
/** The key of the lock that orders the commits which store events (adapter.serialize). */
const COMMIT_ORDER = 'app_event';

/** The changes noted in each open writeTransaction, by its transaction. */
const pending = new WeakMap<Db, Noted[]>();

/** Notes the records a write changed (before and after), when their entity is x-live. */
export async function noteChanges(ctx: AppContext, trx: Db, e: EntityDef, action: string, changes: Change[]) {
  if (!isLive(e) || !changes.length) return;
  const versions = changes.flatMap((c) => [c.before, c.after].filter((v) => v !== undefined));
  const tenancies = await tenanciesOf(ctx, trx, e, versions);
  let i = 0;
  const noted: Noted[] = [];
  for (const c of changes) {
    const id = (c.after ?? c.before)![e.primary.name] as number;
    const own = [c.before, c.after].filter((v) => v !== undefined).map(() => tenancies[i++]);
    // A record that moved (another site, another company) is news on both sides.
    const [a, b] = own;
    if (b && a.companyId === b.companyId && a.userId === b.userId)
      noted.push({
        entity: e.id,
        action,
        id,
        ...a,
        siteIds: a.siteIds && b.siteIds ? [...new Set([...a.siteIds, ...b.siteIds])].sort((x, y) => x - y) : null,
      });
    else for (const t of own) noted.push({ entity: e.id, action, id, ...t });
  }
  const queue = pending.get(trx);
  if (queue) {
    queue.push(...noted);
    return;
  }
  // A transaction not opened by writeTransaction: stored at once (it still exists only if that
  // transaction commits), without the commit-order lock, which here could wait on rows it holds.
  await store(ctx, trx, noted, false);
  // SQLite: the streams' read waits on the one connection until this transaction ends.
  setImmediate(() => ctx.live.wake());
}

/** The noted records as event rows: one per entity, action and tenancy, merging repeated writes. */
function rowsOf(noted: Noted[]) {
  const groups = new Map<string, Noted & { ids: Set<number> }>();
  const out: (Noted & { ids: Set<number> })[] = [];
  for (const n of noted) {
    const key = JSON.stringify([n.entity, n.action, n.companyId, n.userId, n.siteIds]);
    let g = groups.get(key);
    if (!g || (g.ids.size >= IDS_PER_EVENT && !g.ids.has(n.id))) {
      groups.set(key, (g = { ...n, ids: new Set() }));
      out.push(g);
    }
    g.ids.add(n.id);
  }
  return out;
}

async function store(ctx: AppContext, trx: Db, noted: Noted[], ordered: boolean) {
  // The change's time, read before the commit-order lock is waited for (it is taken in the insert
  // below): under contention a later id may carry an earlier time by that wait. A webhook
  // subscribed during the wait takes the events of changes made after it (fanOut's `since`), not
  // of one made before it that committed after.
  const at = ctx.adapter.toDb('timestamp', ctx.clock.now().toISOString()) as string;
  const json = (v: unknown) => ctx.adapter.toDb('json', v);
  const rows = rowsOf(noted).map((g) => ({
    at,
    entity: g.entity,
    action: g.action,
    ids: json([...g.ids]),
    company_id: g.companyId,
    site_ids: json(g.siteIds),
    user_id: g.userId,
  }));
  // The commit-order lock, the other instances' wake-up and the first row go in one statement:
  // the lock is taken before the row's id is drawn, and then held for the commit's round trip
  // alone. Every transaction that stores events queues for it, so each round trip held in it
  // limits how many saves a second an instance can make (the streams bench's burst).
  const riders = [ordered ? ctx.adapter.serializing(COMMIT_ORDER) : null, ctx.live.announcement].filter((r) => r !== null);
  if (riders.length) {
    const first = rows[0];
    await trx
      .insertInto('app_event')
      .columns(Object.keys(first) as (keyof typeof first)[])
      .expression((eb) =>
        eb
          .selectFrom(sql`(select ${sql.join(riders)})`.as('l'))
          .select(Object.entries(first).map(([column, value]) => sql`${value}`.as(column))),
      )
      .execute();
  }
  const rest = riders.length ? rows.slice(1) : rows;
  if (rest.length) await trx.insertInto('app_event').values(rest).execute();
}

/**
 * Runs `work` in a transaction: the change events its writers noted are stored just before it
 * commits, and this instance's streams wake once it has. Every write transaction that makes a
 * writer opens here (service.ts inTransaction).
 */
export async function writeTransaction<T>(ctx: AppContext, work: (trx: Db) => Promise<T>): Promise<T> {
  let stored = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const queue: Noted[] = [];
    pending.set(trx, queue);
    const out = await work(trx);
    if (queue.length) {
      await store(ctx, trx, queue, true);
      stored = true;
    }
    return out;
  });
  if (stored) ctx.live.wake();
  return result;
}
