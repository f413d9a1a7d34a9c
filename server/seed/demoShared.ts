// Shared types and helpers of the demo data set: the seeding environment (context, transaction,
// one fixed "now") and what each company's seed hands to the next step (ids by readable keys).
import type { AppContext } from '../context.js';
import { stamp } from '../engine/writer.js';
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
  insert<K extends EntityName>(entityId: K, rec: Partial<EntityRecords[K]>): Promise<EntityRecords[K]>;
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
    // Seeded records carry stamps like saved ones (the update stamp is also their version); the demo's own times stay.
    insert: (entityId, rec) =>
      ctx.repo.insert(db, entityId, stamp(ctx, undefined, ctx.registry.entity(entityId), { ...rec }, true, undefined, true) as typeof rec),
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
