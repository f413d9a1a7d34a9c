// The gate's lists on PostgreSQL (gateBench.ts): with BENCH_PG_URL or TEST_PG_URL, …
import type { AppContext } from '../../server/context.js';
import type { Call } from './harness.js';

export async function gatePlansOnPostgres(
  _ctx: AppContext,
  _file: string,
  _calls: Record<string, Call>,
  _login: string,
): Promise<string[]> {
  return [];
}
