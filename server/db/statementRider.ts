// A rider: a scalar subquery that travels in a read a piece of work makes anyway, so that something
// the work must check (a request's session) is read in the same round trip rather than in one of
// its own. On PostgreSQL each statement is a round trip over the network; a list page of the API
// made two (the session, then the page), the raw page one.
//
// The work is given a Ride. Its first read that offers to carry it (a list's page:
// repository.findPage) is sent as
//   select "ym_q".*, case when row_number() over () = 1 then (<rider>)::text end as "ym_rider"
//   from (<statement>) as "ym_q"
// — a subquery with an ORDER BY or a LIMIT keeps its order (PostgreSQL never pulls such a subquery
// up into the outer select, it scans it as it comes, and a window of no order numbers the rows as
// they come); the value comes on the first row only, as text — and the value is taken off the rows
// before anyone sees them. When the work is done the rider's verdict is asked for, with the value
// carried or, when no read carried it (or its read found no rows), with the subquery sent alone:
// the round trip it would have made anyway. What the work gave is answered only when the verdict
// passes. The work must be a read: it runs before its check, so it must write nothing.
//
// The ride is handed down with the work's own arguments (the Principal, then the query), not kept
// in an AsyncLocalStorage: in Node 20 that turns on a hook for every promise of the process, and
// measured on the list page it cost about what the saved round trip gave back.
import { CompiledQuery } from 'kysely';

export interface Rider {
  /** A scalar subquery, its parameters written $1, $2, … */
  readonly sql: string;
  readonly values: readonly unknown[];
  /** The verdict on the subquery's value as text (null when it found nothing): throws when the work must not be answered. */
  settle(value: string | null): void;
  /** The subquery's value as text, read on its own, when no read carried it. */
  lookup(): Promise<string | null>;
}

const COLUMN = 'ym_rider';

export class Ride {
  /** The value a read carried back; undefined until one has. */
  #value: string | null | undefined;
  #claimed = false;
  constructor(readonly rider: Rider) {}

  /** `statement` carrying the rider, when no read has yet: else undefined (send it as it is). */
  carry<R>(statement: CompiledQuery<R>): CompiledQuery<R> | undefined {
    if (this.#claimed) return undefined;
    this.#claimed = true;
    return CompiledQuery.raw(carrying(this.rider, statement.sql, statement.parameters.length), [
      ...statement.parameters,
      ...this.rider.values,
    ]) as CompiledQuery<R>;
  }

  /** Takes the value off the rows a carried statement read (no rows: the verdict looks it up). */
  take(rows: Record<string, unknown>[]): void {
    if (rows.length) {
      const value = rows[0][COLUMN];
      this.#value = typeof value === 'string' ? value : null;
    }
    // the last property each row was given: deleting it leaves the rows' shape as a plain read's
    for (const row of rows) delete row[COLUMN];
  }

  /** The verdict: throws when the check fails. */
  async verdict(): Promise<void> {
    this.rider.settle(this.#value !== undefined ? this.#value : await this.rider.lookup());
  }
}

/**
 * Runs `work` with a ride of `rider`, and answers what it gave only once the verdict has passed. A
 * failed verdict's error stands in for whatever the work gave, its answer or its own error.
 */
export async function withRider<T>(rider: Rider, work: (ride: Ride) => Promise<T>): Promise<T> {
  const ride = new Ride(rider);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await work(ride) };
  } catch (error) {
    outcome = { error };
  }
  await ride.verdict();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * `sql` carrying `rider`'s subquery, the subquery's parameters numbered after the statement's
 * `count`. Kept by the statement's text (a kept shape's, the same string each call), so the
 * carried text is the same string each call too, and the named statement's lookup (its hash)
 * does not read it again.
 */
function carrying(rider: Rider, sql: string, count: number): string {
  let texts = carried.get(rider.sql);
  if (!texts) {
    if (carried.size >= MAX_KEPT) carried.clear();
    carried.set(rider.sql, (texts = new Map()));
  }
  // a statement's text says how many parameters it has: the text alone is the key
  let text = texts.get(sql);
  if (text === undefined) {
    const subquery = rider.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + count}`);
    text = `select "ym_q".*, case when row_number() over () = 1 then (${subquery})::text end as "${COLUMN}" from (${sql}) as "ym_q"`;
    if (texts.size >= MAX_KEPT) texts.clear();
    texts.set(sql, text);
  }
  return text;
}
/** Riders and statements kept at most (the app has one rider and a few hundred statements). */
const MAX_KEPT = 1_000;
const carried = new Map<string, Map<string, string>>();
