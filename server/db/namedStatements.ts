// Named (prepared) statements on PostgreSQL. Kysely sends every statement unnamed, and PostgreSQL
// then parses, analyses and rewrites its text again on each call; the app's statements are few
// shapes run very often (a list page, the session's lookup), so each connection keeps the ones
// seen twice prepared under a name and sends only their parameters after that (pg's `name`).
// The raw baselines of the bench run the same SQL this way.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements that read or write rows; DDL, `begin`, `set` and the like stay unnamed. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * At most this many named statements, so a connection's prepared statements stay bounded
 * (PostgreSQL keeps each in the backend's memory for the connection's life). The app's own shapes
 * are a few hundred; texts past the cap (an IN list of a new length) simply run unnamed.
 */
const MAX_NAMES = 500;
/** Texts seen once are counted up to this many, then forgotten: a one-off statement is never named. */
const MAX_SEEN = 5_000;
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seen = new Set<string>();
  #naming = false;
  #epoch = 0;

  /** Goes up when a connection's prepared statements are found stale: connections of an earlier epoch stop naming. */
  get epoch() {
    return this.#epoch;
  }

  stale() {
    this.#epoch++;
  }

  /** From here on the tables' shape is settled (the migration has run): statements may be named. */
  start() {
    this.#naming = true;
  }

  /** The name `sql` runs under, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.#names.get(sql);
    if (known !== undefined || !this.#naming || this.#names.size >= MAX_NAMES || !NAMEABLE.test(sql)) return known;
    if (!this.#seen.has(sql)) {
      if (this.#seen.size >= MAX_SEEN) this.#seen.clear();
      this.#seen.add(sql);
      return undefined;
    }
    this.#seen.delete(sql);
    const name = `ym_${this.#names.size}`;
    this.#names.set(sql, name);
    return name;
  }
}

/**
 * PostgreSQL's answers that a connection's prepared statements are no longer good: a statement's
 * columns changed under it (another instance added a column during a rolling upgrade: 0A000 from
 * RevalidateCachedQuery, "cached plan must not change result type" in English) or a prepared
 * statement is gone (26000). Told by the code and the untranslated routine, not by the message,
 * which follows the server's lc_messages.
 */
export function isStalePlan(err: unknown): boolean {
  const { code, routine } = err as { code?: string; routine?: string };
  return (code === '0A000' && routine === 'RevalidateCachedQuery') || code === '26000';
}

/** A client of `pool` that runs the statements `names` names as prepared ones. */
class NamingClient implements PostgresPoolClient {
  /** The names' epoch this connection's prepared statements belong to (StatementNames.stale). */
  readonly #epoch: number;
  constructor(
    readonly client: pg.PoolClient,
    readonly names: StatementNames,
  ) {
    this.#epoch = names.epoch;
  }

  get #stale() {
    return this.#epoch !== this.names.epoch;
  }

  // Kysely calls query(sql, parameters) for a statement and query(cursor) for a stream.
  query(...args: unknown[]): never {
    const [first, values] = args;
    if (typeof first !== 'string') return this.client.query(first as never) as never;
    const name = this.#stale ? undefined : this.names.nameOf(first);
    if (!name) return this.client.query(first, values as unknown[]) as never;
    return this.client.query({ name, text: first, values: values as unknown[] }).catch((err: unknown) => {
      if (!isStalePlan(err)) throw err;
      // every connection opened before now may hold such statements: none uses them again, and
      // each is closed as it is released (a pool of fresh ones prepares them anew)
      this.names.stale();
      // inside a transaction the error has aborted it ('E'): the call fails, the caller rolls back
      // and the client is asked to send it again (503, http/errorHandler.ts); outside one ('I')
      // the statement is simply sent again, unnamed
      if (this.client.getTransactionStatus() !== 'I') throw err;
      return this.client.query(first, values as unknown[]);
    }) as never;
  }

  release() {
    this.client.release(this.#stale || undefined);
  }
}

/** `pool` for Kysely's PostgresDialect, its clients naming the statements `names` names. */
export function namingPool(pool: pg.Pool, names: StatementNames): PostgresPool {
  // one wrapper per pg client: Kysely keeps its connection object by the client it is given
  const wrappers = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = new NamingClient(client, names)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
