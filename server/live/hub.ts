// One per app instance: follows the change events (app_event, written by engine/changeEvents.ts)
// and hands each to the streams whose principal may see it. A wake — this instance's commit, a
// NOTIFY from any instance, a reconnection of the LISTEN connection, or a poll every few seconds
// as a safety net — reads the rows after the last one read, by primary key; so every instance,
// and a stream resuming after a reconnect, takes the same path: the table, in id order. Old rows
// are pruned in bounded batches.
import { canSeeChange, type Tenancy } from '../access/changeScope.js';
import type { Principal } from '../access/access.js';
import type { RawBuilder } from 'kysely';
import type { Clock, Logger } from '../context.js';
import type { Db, DialectAdapter } from '../db/dialect.js';
import type { Notifier } from '../db/notifier.js';
import type { Registry } from '../engine/registry.js';

export interface ChangeEvent extends Tenancy {
  id: number;
  entity: string;
  action: string;
  ids: number[];
}

export interface Subscriber {
  userId: number;
  principal: Principal;
  /** The last event id handed on (or passed over); set by the hub. */
  cursor: number;
  /** While the subscriber replays what it missed, live events wait here. */
  held: ChangeEvent[] | null;
  send(ev: ChangeEvent): void;
  /** More was missed than a replay holds (or it cannot be known): reload everything, then go on after `id`. */
  reset(id: number): void;
  end(): void;
}

/** Rows read per query when following, and the most a resume replays before it answers a reset. */
const BATCH = 500;
export const REPLAY_MAX = 1000;
const SAFETY_POLL_MS = 5_000;
/** Events are kept this long: a stream that was away longer gets a reset. */
export const KEEP_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES = 20;

interface Deps {
  db: Db;
  adapter: DialectAdapter;
  registry: Registry;
  log: Logger;
  clock: Clock;
  notifier: Notifier;
}

/** What decides whether a change is the principal's to see (canSeeChange): equal keys, equal answers. */
const scopeKey = (p: Principal) => `${p.userId}|${p.type}|${p.companyId}|${p.everySite ? 1 : 0}|${p.siteIds?.join(',') ?? '*'}`;

export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  /** Streams by user: a join checks the user's limit without walking thousands of streams. */
  private readonly perUser = new Map<number, number>();
  /**
   * Streams by their principal's scope (scopeKey): whether an event is to be seen is asked once
   * per scope — a few dozen users — not once per stream, of which there may be ten thousand.
   */
  private readonly scopes = new Map<string, { principal: Principal; subs: Set<Subscriber> }>();
  private readonly scopeOf = new Map<Subscriber, string>();
  /** The last event id read; null while nobody follows. */
  private cursor: number | null = null;
  private starting: Promise<void> | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private poll: NodeJS.Timeout | undefined;
  private listener: { close(): Promise<void> } | null = null;
  private readonly pruner: NodeJS.Timeout;
  private readonly firstPrune: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly deps: Deps) {
    // The first prune waits a while (a start-up has other work), then one every ten minutes.
    this.firstPrune = setTimeout(() => void this.prune(), 30_000 + Math.random() * 60_000).unref();
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  /** Selected inside a writing transaction that stores events: wakes every instance when it commits (null: none to send). */
  get announcement(): RawBuilder<unknown> | null {
    return this.deps.notifier.notification;
  }

  /** Reads what is new; several wakes during a read make one more read. */
  wake(): void {
    if (this.cursor === null) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.follow()
      .catch((err) => this.deps.log.error('live updates: reading events failed', err))
      .finally(() => {
        this.reading = null;
        if (this.again) this.wake();
      });
  }

  get size() {
    return this.subscribers.size;
  }

  countOf(userId: number) {
    return this.perUser.get(userId) ?? 0;
  }

  private count(sub: Subscriber, by: 1 | -1) {
    const n = this.countOf(sub.userId) + by;
    if (n > 0) this.perUser.set(sub.userId, n);
    else this.perUser.delete(sub.userId);
  }

  private enter(sub: Subscriber) {
    const key = scopeKey(sub.principal);
    let scope = this.scopes.get(key);
    if (!scope) this.scopes.set(key, (scope = { principal: sub.principal, subs: new Set() }));
    scope.subs.add(sub);
    this.scopeOf.set(sub, key);
  }

  private exit(sub: Subscriber) {
    const key = this.scopeOf.get(sub);
    if (key === undefined) return;
    this.scopeOf.delete(sub);
    const scope = this.scopes.get(key)!;
    scope.subs.delete(sub);
    if (!scope.subs.size) this.scopes.delete(key);
  }

  /** The stream's session checked again: its principal (its sites may have changed) from now on. */
  setPrincipal(sub: Subscriber, principal: Principal): void {
    const joined = this.scopeOf.has(sub);
    if (joined) this.exit(sub);
    sub.principal = principal;
    if (joined) this.enter(sub);
  }

  /**
   * Adds a subscriber: from now on when `after` is undefined, else first the events after that id
   * (at most REPLAY_MAX, else a reset), then live ones — none lost or repeated in between.
   */
  async join(sub: Subscriber, after?: number): Promise<void> {
    await this.start();
    sub.cursor = after ?? this.cursor!;
    sub.held = after === undefined ? null : [];
    if (!this.subscribers.has(sub)) {
      this.count(sub, 1);
      this.enter(sub);
    }
    this.subscribers.add(sub);
    if (after === undefined) return;
    const rows = await this.read(after, REPLAY_MAX + 1);
    // Pruned, or an id this database never gave (another database, a reset one): start afresh.
    const missed = rows.length ? rows[0].id > after + 1 || rows.length > REPLAY_MAX : after > (this.cursor ?? 0);
    if (missed) {
      sub.cursor = Math.max(this.cursor ?? 0, rows.at(-1)?.id ?? 0);
      sub.reset(sub.cursor);
    } else for (const ev of rows) this.offer(sub, ev, true);
    const held = sub.held ?? [];
    sub.held = null;
    for (const ev of held) this.offer(sub, ev);
  }

  leave(sub: Subscriber): void {
    if (this.subscribers.delete(sub)) {
      this.count(sub, -1);
      this.exit(sub);
    }
    if (this.subscribers.size || this.closed) return;
    // Nobody follows: stop reading until someone does (the LISTEN connection stays).
    this.cursor = null;
    this.starting = null;
    clearInterval(this.poll);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    clearInterval(this.pruner);
    clearTimeout(this.firstPrune);
    for (const s of [...this.subscribers]) s.end();
    this.subscribers.clear();
    this.perUser.clear();
    this.scopes.clear();
    this.scopeOf.clear();
    this.cursor = null;
    await this.reading;
    await this.listener?.close();
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('live updates are closed'));
    this.starting ??= (async () => {
      this.listener ??= this.deps.notifier.listen(() => this.wake(), this.deps.log);
      const last = await this.deps.db
        .selectFrom('app_event')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      // A join racing the last leave keeps the cursor the streams already follow.
      if (this.cursor === null) this.cursor = Number(last?.id ?? 0);
      clearInterval(this.poll);
      this.poll = setInterval(() => this.wake(), SAFETY_POLL_MS).unref();
    })().catch((err) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async follow(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.cursor === null) return;
        const rows = await this.read(this.cursor, BATCH);
        for (const ev of rows) {
          if (this.cursor === null || ev.id <= this.cursor) continue;
          this.cursor = ev.id;
          for (const { principal, subs } of this.scopes.values())
            if (canSeeChange(this.deps.registry, principal, ev)) for (const sub of subs) this.deliver(sub, ev);
        }
        if (rows.length < BATCH) break;
      }
    } while (this.again);
  }

  /** An event the hub read, to a stream whose scope sees it (held while the stream replays). */
  private deliver(sub: Subscriber, ev: ChangeEvent) {
    if (sub.held) sub.held.push(ev);
    else if (ev.id > sub.cursor) {
      sub.cursor = ev.id;
      sub.send(ev);
    }
  }

  /** An event of a replay, or one held meanwhile, to a stream: sent when its principal may see it. */
  private offer(sub: Subscriber, ev: ChangeEvent, replaying = false) {
    if (sub.held && !replaying) {
      sub.held.push(ev);
      return;
    }
    if (ev.id <= sub.cursor) return;
    sub.cursor = ev.id;
    if (canSeeChange(this.deps.registry, sub.principal, ev)) sub.send(ev);
  }

  private async read(after: number, limit: number): Promise<ChangeEvent[]> {
    const { db, adapter } = this.deps;
    const rows = await db.selectFrom('app_event').selectAll().where('id', '>', after).orderBy('id').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      entity: r.entity ?? '',
      action: r.action ?? '',
      ids: (adapter.fromDb('json', r.ids) as number[] | null) ?? [],
      companyId: r.company_id,
      siteIds: adapter.fromDb('json', r.site_ids) as number[] | null,
      userId: r.user_id,
    }));
  }

  /** Deletes the events older than KEEP_MS, a bounded batch at a time. */
  async prune(): Promise<number> {
    const { db, adapter, clock } = this.deps;
    const cutoff = adapter.toDb('timestamp', new Date(clock.now().getTime() - KEEP_MS).toISOString()) as string;
    let total = 0;
    try {
      for (let i = 0; i < PRUNE_BATCHES && !this.closed; i++) {
        const old = db.selectFrom('app_event').select('id').where('at', '<', cutoff).orderBy('id').limit(PRUNE_BATCH);
        const done = Number((await db.deleteFrom('app_event').where('id', 'in', old).executeTakeFirst()).numDeletedRows);
        total += done;
        if (done < PRUNE_BATCH) break;
      }
    } catch (err) {
      // A full disk is told once by the storage watch, not every ten minutes here.
      if (!adapter.storage.refused(err)) this.deps.log.error('live updates: pruning old events failed', err);
    }
    return total;
  }
}
