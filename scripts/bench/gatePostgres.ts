// The gate's lists on PostgreSQL (gateBench.ts): with BENCH_PG_URL or TEST_PG_URL, a database of
// its own on that server (ym_bench_gate_<pid>, dropped after) gets the demo data from the same
// seed, then the bench's gate rows copied from the SQLite file — carriers, trailers with their
// site access, payloads, visits — with their ids (the demo's ids match: checked), and ANALYZE.
// The app's calls are made on it as on SQLite (probe.ts), and each statement the app ran on
// gate_visit is explained there with EXPLAIN (ANALYZE, BUFFERS): the plan and its real times.
import { CompiledQuery, sql } from 'kysely';
import { boot } from '../../server/boot.js';
import type { AppContext } from '../../server/context.js';
import { seedIfEmpty } from '../../server/seed/index.js';
import { benchPgDatabase, type Call, fetchJson, JWT_SECRET, PASSWORD, sendCall } from './harness.js';
import { copyTables, demoIdsDiffer } from './pgCopy.js';
import { statementsOf } from './probe.js';
import { withValues } from './writeStreams.js';

/** The bench's tables copied over, parents first; the demo's rows (the lower ids) are the seed's own. */
const COPIED = ['carrier', 'asset', 'asset_site_access', 'payload', 'gate_visit'];

/** The plan lines to print; a line saying why when there are none. */
export async function gatePlansOnPostgres(
  sqlite: AppContext,
  dataDir: string,
  calls: Record<string, Call>,
  login: string,
): Promise<string[]> {
  const db = await benchPgDatabase('gate');
  if (!db) return ['PostgreSQL plans: not made (set BENCH_PG_URL or TEST_PG_URL)'];
  const { name } = db;
  const t = performance.now();
  const ctx = await boot({
    databaseUrl: db.url,
    dataDir,
    jwtSecret: JWT_SECRET,
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
  try {
    await seedIfEmpty(ctx, PASSWORD, true);
    const differ = await demoIdsDiffer(sqlite.db, ctx.db);
    if (differ) return [`PostgreSQL plans: not made — ${differ}`];
    const copied = await copyTables(sqlite.db, ctx.db, COPIED);
    for (const table of COPIED) await sql.raw(`analyze "${table}"`).execute(ctx.db);
    const loaded = `PostgreSQL (${name}): the demo and ${copied.toLocaleString('en-US')} bench rows in ${((performance.now() - t) / 1000).toFixed(1)} s`;

    let token = '';
    await statementsOf(ctx, async (base) => {
      const auth = await fetchJson(`${base}/api/Fleet/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: login, Password: PASSWORD }),
      });
      token = auth.json.data.accessToken;
    });
    const lines = [loaded];
    for (const [call, body] of Object.entries(calls)) {
      const seen = await statementsOf(ctx, async (base) => void (await sendCall(base, body, token)));
      // (the detention page is kept by its shape: a slot where the dwell's "now" goes)
      const now = [new Date().toISOString()];
      const once = [...new Map(seen.map((q) => [JSON.stringify([q.sql, q.parameters]), withValues(q, now)])).values()];
      const whole = once.filter((q) => /from "gate_visit"/.test(q.sql) && !once.some((o) => o.sql !== q.sql && o.sql.includes(q.sql)));
      for (const [i, q] of whole.entries()) {
        const plan = await ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (analyze, buffers) ${q.sql}`, [...q.parameters]),
        );
        lines.push(
          `PostgreSQL: the ${call} statement ${i + 1}: ${q.sql} ${JSON.stringify(q.parameters)}\nits plan:\n` +
            plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'),
        );
      }
    }
    return lines;
  } finally {
    await ctx.live.close();
    await ctx.adapter.close();
    await db.drop();
  }
}
