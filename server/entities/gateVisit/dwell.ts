// A visit's dwell and detention in SQL (issue 32), the same arithmetic on both databases: dwell is
// the whole minutes from check-in to check-out, or to `now` while the trailer is in the yard;
// detention the dwell beyond the visit's free time; its amount the detention's hours at the visit's
// rate (none agreed: no amount). The one fragment that differs by database is the time between two
// timestamps: SQLite keeps ISO text (julianday, rounded to the millisecond before the minutes are
// cut, so that exactly two hours is 120 and never 119.99…), PostgreSQL timestamptz (the seconds of
// the interval: date_part's double, exact to the microsecond for any stay, and several times faster
// in an aggregate than EXTRACT's numeric). Written as SQL text, as the dashboard's waits.
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.js';

/** The alias the expressions read the visit as. */
export type VisitAlias = string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over gate_visit under any alias
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Whole minutes from check-in to check-out, or to `now` (an ISO time) while the visit is open. */
export function dwellMinutesSql(ctx: AppContext, v: VisitAlias, now: string): RawBuilder<number> {
  const inAt = sql.ref(`${v}.check_in_date`);
  const outAt = sql.ref(`${v}.check_out_date`);
  const until = ctx.adapter.toDb('timestamp', now);
  if (ctx.adapter.name === 'postgres')
    return sql<number>`cast(floor(date_part('epoch', coalesce(${outAt}, cast(${until} as timestamptz)) - ${inAt}) / 60) as integer)`;
  return sql<number>`(cast(round((julianday(coalesce(${outAt}, ${until})) - julianday(${inAt})) * 86400000) as integer) / 60000)`;
}

/**
 * The visits an aggregate reads, each with its dwell computed once (the timestamps' arithmetic is
 * most of an aggregate's time: in the detention's CASE and its amount it was computed three times
 * a row): columns carrier_id, free_minutes, detention_rate and dwell, of the rows `scoped` keeps.
 */
export function dwellRows(ctx: AppContext, q: AnySelect, v: VisitAlias, now: string): AnySelect {
  return q.select([
    `${v}.carrier_id as carrier_id`,
    `${v}.free_minutes as free_minutes`,
    `${v}.detention_rate as detention_rate`,
    dwellMinutesSql(ctx, v, now).as('dwell'),
  ]);
}

/** Minutes of detention of a dwellRows row read as `d`: the dwell beyond the visit's free time, never below 0. */
export function detentionMinutesSql(d: string): RawBuilder<number> {
  const [dwell, free] = [sql.ref(`${d}.dwell`), sql.ref(`${d}.free_minutes`)];
  return sql<number>`(case when ${dwell} > ${free} then ${dwell} - ${free} else 0 end)`;
}

/** The detention's amount of a dwellRows row read as `d`: its hours at the visit's rate; null when the visit has no rate. */
export function detentionAmountSql(d: string): RawBuilder<number | null> {
  return sql<number | null>`(${detentionMinutesSql(d)} * ${sql.ref(`${d}.detention_rate`)} / 60.0)`;
}

/** The same figures of one visit in JavaScript, from its stored values (rows already read). */
export function detentionOf(dwellMinutes: number, freeMinutes: number, rate: number | null) {
  const detentionMinutes = Math.max(0, dwellMinutes - freeMinutes);
  return { detentionMinutes, amount: rate === null ? null : cents((detentionMinutes * rate) / 60) };
}

/** An amount of money to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
