// The SQL the app runs for a call, for the raw baseline: the real route answers the real request
// in this process, on a context that notes every statement it compiles (a Kysely plugin that
// compiles each query as the executor will). Exports stream no rows there: only their statement
// is wanted, not a million rows read twice.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { createApp } from '../../server/app.js';
import type { AppContext } from '../../server/context.js';
import type { Db } from '../../server/db/dialect.js';

/** Runs `calls` (given the probe's base URL) and answers every statement the app compiled meanwhile, in order. */
export async function statementsOf(ctx: AppContext, calls: (base: string) => Promise<void>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const executor = ctx.db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      seen.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const probe: AppContext = {
    ...ctx,
    db: ctx.db.withPlugin(recorder),
    adapter: {
      ...ctx.adapter,
      async *streamRows() {
        // noted by the plugin when compiled; no rows
      },
    },
  };
  const server = createApp(probe, '/nonexistent').listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await calls(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
  return seen;
}

/** The one statement of `seen` that `is` picks; throws when none or several do. */
export function theStatement(seen: CompiledQuery[], what: string, is: (sql: string) => boolean): CompiledQuery {
  const found = [...new Map(seen.filter((q) => is(q.sql)).map((q) => [JSON.stringify([q.sql, q.parameters]), q])).values()];
  if (found.length !== 1)
    throw new Error(`bench: ${found.length} statements of the app look like ${what}:\n${found.map((q) => q.sql).join('\n')}`);
  return found[0];
}

/** SQLite's plan of each page (EXPLAIN QUERY PLAN), as the report shows it. */
export async function queryPlans(db: Db, named: Record<string, CompiledQuery>) {
  const plans: Record<string, string> = {};
  for (const [name, q] of Object.entries(named)) {
    const rows = (await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))).rows;
    plans[name] = rows.map((r) => `  ${r.detail}`).join('\n');
  }
  return plans;
}
