// A visit's dwell and detention in SQL (issue 32), the same arithmetic on both databases: dwell is
// the whole minutes from check-in to check-out, or to `now` while the trailer is in the yard;
// detention the dwell beyond the visit's free time; its amount the detention's hours at the visit's
// rate (none agreed: no amount). The one fragment that differs by database is the time between two
// timestamps: SQLite keeps ISO text (julianday, rounded to the millisecond before the minutes are
// cut, so that exactly two hours is 120 and never 119.99…), PostgreSQL timestamptz (the epoch of
// the interval, exact). Kysely has no EXTRACT: it is written as SQL text, as the dashboard's waits.
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.js';

/** The alias the expressions read the visit as. */
export type VisitAlias = string;

/** Whole minutes from check-in to check-out, or to `now` (an ISO time) while the visit is open. */
export function dwellMinutesSql(ctx: AppContext, v: VisitAlias, now: string): RawBuilder<number> {
  const inAt = sql.ref(`${v}.check_in_date`);
  const outAt = sql.ref(`${v}.check_out_date`);
  const until = ctx.adapter.toDb('timestamp', now);
  if (ctx.adapter.name === 'postgres')
    return sql<number>`cast(floor(extract(epoch from (coalesce(${outAt}, cast(${until} as timestamptz)) - ${inAt})) / 60) as integer)`;
  return sql<number>`(cast(round((julianday(coalesce(${outAt}, ${until})) - julianday(${inAt})) * 86400000) as integer) / 60000)`;
}

/** Minutes of detention: the dwell beyond the visit's free time, never below 0. */
export function detentionMinutesSql(ctx: AppContext, v: VisitAlias, now: string): RawBuilder<number> {
  const dwell = dwellMinutesSql(ctx, v, now);
  const free = sql.ref(`${v}.free_minutes`);
  return sql<number>`(case when ${dwell} > ${free} then ${dwell} - ${free} else 0 end)`;
}

/** The detention's amount: its hours at the visit's rate per hour; null when the visit has no rate. */
export function detentionAmountSql(ctx: AppContext, v: VisitAlias, now: string): RawBuilder<number | null> {
  return sql<number | null>`(${detentionMinutesSql(ctx, v, now)} * ${sql.ref(`${v}.detention_rate`)} / 60.0)`;
}

/** The same figures of one visit in JavaScript, from its stored values (rows already read). */
export function detentionOf(dwellMinutes: number, freeMinutes: number, rate: number | null) {
  const detentionMinutes = Math.max(0, dwellMinutes - freeMinutes);
  return { detentionMinutes, amount: rate === null ? null : cents((detentionMinutes * rate) / 60) };
}

/** An amount of money to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
