// Shared types and helpers of the demo data set: the seeding environment (context, transaction,
// one fixed "now") and what each company's seed hands to the next step (ids by readable keys).
import type { AppContext } from '../context.js';
import type { Principal } from '../access/access.js';
import type { Values } from '../engine/repository.js';
import { makeWriter } from '../engine/writer.js';
import type { Db } from '../db/dialect.js';
import type { Asset, EntityName, EntityRecords } from '../../schemas/types.generated.js';
import type { LookupGroupName } from '../../schemas/enums.js';
import { today, zoneOf } from '../../schemas/dates.js';

export interface DemoEnv {
  ctx: AppContext;
  db: Db;
  now: Date;
  /** ISO timestamp `minutes` before now (negative: after now). */
  ago(minutes: number): string;
  /** 'YYYY-MM-DD' of today in the demo's zone (Central, where most demo users work) plus `days`. */
  day(days: number): string;
  /** Inserts a record as its stamps say (or as `as.user`, for an entity with no user stamp: a gate visit). */
  insert<K extends EntityName>(entityId: K, rec: Partial<EntityRecords[K]>, as?: { user: string }): Promise<EntityRecords[K]>;
  /** Updates a seeded record as `user` did at `at` (its history row says `action`). */
  update<K extends EntityName>(
    entityId: K,
    existing: EntityRecords[K],
    values: Partial<EntityRecords[K]>,
    as: { at: string; user: string; action: string },
  ): Promise<EntityRecords[K]>;
}

/**
 * A writer of `user` at the time `at`: the demo's records are written as their authors' saves
 * would have left them — through the writer, so their history rows and change events are the
 * ones a save writes, with the demo's own times and names.
 */
function writerAt(ctx: AppContext, db: Db, at: string | undefined, user: string | undefined) {
  const clock = at ? { ...ctx.clock, now: () => new Date(at) } : ctx.clock;
  const author = user ? ({ loginName: user, userId: null } as unknown as Principal) : undefined;
  return makeWriter({ ...ctx, clock }, db, author);
}

export function makeEnv(ctx: AppContext, db: Db): DemoEnv {
  const now = ctx.clock.now();
  return {
    ctx,
    db,
    now,
    ago: (minutes) => new Date(now.getTime() - Math.round(minutes * 60_000)).toISOString(),
    // Ship dates are calendar days of the people who read them, not of UTC: at 8 pm in Chicago it is already tomorrow in UTC.
    day: (days) => today(zoneOf('Central'), new Date(now.getTime() + days * 86_400_000)),
    // Seeded records carry stamps like saved ones (the update stamp is also their version); the
    // demo's own times and authors stay.
    insert: (entityId, rec, as) => {
      const e = ctx.registry.entity(entityId);
      const given = rec as Values;
      const at = (e.version && given[e.version.name]) as string | undefined;
      const user = e.properties.find((p) => p.stamp === 'updateUser' || p.stamp === 'createUser');
      const author = as?.user ?? (user && (given[user.name] as string | undefined));
      return writerAt(ctx, db, at, author).insert(entityId, rec, { keepStamps: true });
    },
    update: (entityId, existing, values, as) => writerAt(ctx, db, as.at, as.user).update(entityId, existing, values, { action: as.action }),
  };
}

export const HOUR = 60;
export const DAY = 24 * HOUR;

/** What one company's seed has created so far, looked up by readable keys. */
export interface CompanySeed {
  id: number;
  /** Site ids by site code ('CHI'). */
  sites: Record<string, number>;
  /** Location id by 'CODE:Location name' ('CHI:Door 01'); throws on an unknown key. */
  loc(ref: string): number;
  /** Lookup id of the company by group and description; throws on an unknown value. */
  lk(group: LookupGroupName, description: string): number;
  /** User ids by login name. */
  users: Record<string, number>;
  /** Stored asset records by unit id. */
  assets: Record<string, Asset>;
}

/** A lookup by key that fails loudly, so a typo in the demo data cannot pass silently. */
export function strictGet<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo data: unknown ${what} "${key}"`);
  return v;
}

/** Site ids of space-separated site codes ('CHI TOL'); throws on an unknown code. */
export function siteIds(company: CompanySeed, codes: string): number[] {
  return codes
    .split(' ')
    .filter(Boolean)
    .map((code) => strictGet(new Map(Object.entries(company.sites)), code, 'site code'));
}
