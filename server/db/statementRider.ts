// A rider: a scalar subquery that travels in the first read of a piece of work, so that something
// the work must check (a request's session) is read in the same round trip as the work's own first
// statement rather than in one of its own. On PostgreSQL each statement is a round trip over the
// network; a list page of the API made two (the session, then the page), the raw page one.
//
// The work runs with the rider in an AsyncLocalStorage. The first statement it sends, when that is
// a plain `select` outside a transaction, is sent as
//   select "ym_q".*, case when row_number() over () = 1 then (<rider>)::text end as "ym_rider"
//   from (<statement>) as "ym_q"
// (a subquery with an ORDER BY or a LIMIT keeps its order: PostgreSQL never pulls such a subquery
// up into the outer select, it scans it as it comes, and a window of no order numbers the rows as
// they come) and the rider's value is taken off the rows before anyone sees them. Every statement of the work waits for the rider's verdict (`settle`)
// before its rows are handed back, and a statement that is not a plain read waits for it before it
// is even sent: nothing is written, and nothing read is used, until the check has passed. When the
// first read returns no rows (no value came back), or the first statement is not a plain read, the
// subquery is sent alone first, on the same connection (the round trip it would have made anyway).
//
// The verdict never waits on the database itself: statements hold their connections while they
// wait for it, and a verdict that needed another connection from the same pool could wait forever.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Rider {
  /** A scalar subquery, its parameters written $1, $2, … */
  readonly sql: string;
  readonly values: readonly unknown[];
  /**
   * The verdict on the subquery's value as text (null when it found nothing), at once and without
   * the database: throwing stops every statement of the work, and withRider throws it.
   */
  settle(value: string | null): void;
  /** The subquery's value as text, read on its own, when the work sent no statement that could carry it. */
  lookup(): Promise<string | null>;
}

interface Ride {
  rider: Rider;
  /** The verdict, once a statement has claimed the rider. */
  verdict?: Promise<void>;
  /** The work is over: anything still running in its context (a job it started) rides no more. */
  over: boolean;
}

const rides = new AsyncLocalStorage<Ride>();
const PLAIN_READ = /^\s*select\b/i;
const COLUMN = 'ym_rider';

/**
 * Runs `work` with `rider`, and answers what it gave only once the rider's verdict has passed
 * (looked up here when the work sent no statement). A failed verdict's error stands in for
 * whatever the work gave, its answer or its own error.
 */
export async function withRider<T>(rider: Rider, work: () => Promise<T>): Promise<T> {
  const ride: Ride = { rider, over: false };
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await rides.run(ride, work) };
  } catch (error) {
    outcome = { error };
  }
  ride.over = true;
  await (ride.verdict ?? rides.exit(() => rider.lookup().then((value) => rider.settle(value))));
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** The subquery's value as text, or null. */
const valueOf = (text: unknown): string | null => (typeof text === 'string' ? text : null);

export interface Sent {
  rows: Record<string, unknown>[];
}
type Send<R> = (sql: string, values: readonly unknown[]) => Promise<R>;

/**
 * `sql` carrying `rider`'s subquery, the subquery's parameters numbered after the statement's
 * `count`. The value comes in the first row only (the others' is null: a row number, which keeps
 * the rows' order, tells which), and as text, read only there: the whole session as JSON on each
 * of a page's 25 rows was most of what parsing the page cost. Kept by the statement's text, the
 * same text each call (a kept shape's), so the carried text is the same string each call too,
 * and the named statement's lookup finds it without reading it again.
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

/**
 * Sends `sql` through `send`, carrying the current work's rider when there is one and this is its
 * first statement. `idle`: the connection is outside a transaction.
 */
export async function sendRiding<R extends Sent>(idle: boolean, sql: string, values: readonly unknown[], send: Send<R>): Promise<R> {
  const ride = rides.getStore();
  if (!ride || ride.over) return send(sql, values);
  if (ride.verdict) {
    // a later statement: a read may run meanwhile, its rows wait for the verdict; anything else
    // waits to be sent (the verdict waits only on a statement that already holds its connection)
    if (!PLAIN_READ.test(sql)) await ride.verdict;
    const result = await send(sql, values);
    await ride.verdict;
    return result;
  }
  let decide!: (value: Promise<string | null>) => void;
  // claimed now: the statements sent while this one runs wait for its verdict
  ride.verdict = new Promise<string | null>((resolve) => (decide = resolve)).then((value) => ride.rider.settle(value));
  // its failure is every waiting statement's and withRider's to report, even when none waits yet
  ride.verdict.catch(() => undefined);
  const alone = () => send(`select (${ride.rider.sql})::text as "${COLUMN}"`, ride.rider.values).then((r) => valueOf(r.rows[0]?.[COLUMN]));
  if (!idle || !PLAIN_READ.test(sql)) {
    decide(alone());
    await ride.verdict;
    return send(sql, values);
  }
  const sent = send(carrying(ride.rider, sql, values.length), [...values, ...ride.rider.values]);
  // no rows carried no value, and a statement that failed none: the subquery alone, on this connection
  decide(sent.then((r) => (r.rows.length ? valueOf(r.rows[0][COLUMN]) : alone()), alone));
  // the statement's own error stands only once the check has passed
  const result = await sent.catch(async (err: unknown) => {
    await ride.verdict;
    throw err;
  });
  // the last property each row was given: deleting it leaves the rows' shape as a plain read's
  for (const row of result.rows) delete row[COLUMN];
  await ride.verdict;
  return result;
}
