// A rate-limiter-flexible store on the application's own database (table rate_limit, schema
// rateLimit), so every app instance on one PostgreSQL counts together. The library's own SQLite and
// PostgreSQL stores talk to raw driver handles; on SQLite that would run inside whatever Kysely
// transaction happens to be open on the one connection, so this store goes through Kysely like
// every other query. Each consume is one atomic upsert that returns the new count.
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreBase } from 'rate-limiter-flexible';
import type { Clock } from '../context.js';
import { type Db, type DialectAdapter, dynamic } from '../db/dialect.js';

// The library's base class for stores ships in the package (and in its types) but is not
// re-exported by its index.
const RateLimiterStoreAbstract: typeof StoreBase = createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterStoreAbstract');

interface StoreRow {
  points: number;
  expire: string | null;
}

/** Expired counters are swept now and then, by the write that happens to draw the short straw. */
const SWEEP_ONE_IN = 200;

export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  constructor(
    private readonly db: Db,
    private readonly adapter: DialectAdapter,
    private readonly clock: Clock,
    opts: { keyPrefix: string; points: number; duration: number },
  ) {
    super({ ...opts, storeClient: db });
  }

  private iso = (ms: number) => this.adapter.toDb('timestamp', new Date(ms).toISOString());

  private row(r: { points: unknown; expire: unknown } | undefined): StoreRow | null {
    if (!r) return null;
    return { points: Number(r.points), expire: (this.adapter.fromDb('timestamp', r.expire) as string | null) ?? null };
  }

  // --- the store contract of RateLimiterStoreAbstract ---

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoreRow | null> {
    const now = this.clock.now().getTime();
    const expire = msDuration > 0 ? this.iso(now + msDuration) : null;
    const nowDb = this.iso(now);
    // An expired window starts again at the new points; a live one adds to them.
    const live = sql`(rate_limit.expire is null or rate_limit.expire > ${nowDb})`;
    const set = forceExpire
      ? { points: sql`excluded.points`, expire: sql`excluded.expire` }
      : {
          points: sql`case when ${live} then rate_limit.points + excluded.points else excluded.points end`,
          expire: sql`case when ${live} then rate_limit.expire else excluded.expire end`,
        };
    const r = await dynamic(this.db)
      .insertInto('rate_limit')
      .values({ key: rlKey, points, expire })
      .onConflict((oc) => oc.column('key').doUpdateSet(set))
      .returning(['points', 'expire'])
      .executeTakeFirst();
    if (Math.random() * SWEEP_ONE_IN < 1) await dynamic(this.db).deleteFrom('rate_limit').where('expire', '<', nowDb).execute();
    return this.row(r);
  }

  async _get(rlKey: string): Promise<StoreRow | null> {
    const r = await this.db.selectFrom('rate_limit').select(['points', 'expire']).where('key', '=', rlKey).executeTakeFirst();
    const row = this.row(r);
    return row && (!row.expire || new Date(row.expire).getTime() > this.clock.now().getTime()) ? row : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const r = await this.db.deleteFrom('rate_limit').where('key', '=', rlKey).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: StoreRow): RateLimiterRes {
    const consumed = row.points;
    const msBeforeNext = row.expire ? Math.max(new Date(row.expire).getTime() - this.clock.now().getTime(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, changedPoints === consumed);
  }
}
