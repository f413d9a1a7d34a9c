// `npm run bench`: speed and memory targets, measured against the real app on a temporary
// SQLite file (or DATABASE_URL when it names PostgreSQL). Exits 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.js';
import { boot } from '../server/boot.js';
import { seedIfEmpty } from '../server/seed/index.js';

const PASSWORD = 'Bench!2345pass';
// Read latency is measured with 16 clients at once on one SQLite connection, so it includes queueing.
const TARGETS = { loginP95Ms: 400, readP95Ms: 60, readRps: 400, listP95Ms: 40, rssMb: 350 };

const dir = mkdtempSync(join(tmpdir(), 'ym-bench-'));
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const ctx = await boot({
  databaseUrl: pgUrl ?? `sqlite:${join(dir, 'bench.db')}`,
  dataDir: dir,
  log: { info: () => {}, error: console.error },
});
await seedIfEmpty(ctx, PASSWORD, true);
const server = createApp(ctx, '/nonexistent').listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

const p95 = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
async function timed(n: number, concurrency: number, fn: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) {
        const t = performance.now();
        const res = await fn();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  return { p95: p95(times), rps: n / ((performance.now() - start) / 1000) };
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const login = await timed(40, 4, () => post('/Fleet/Authenticate', { Username: 'dispatcher', Password: PASSWORD }));
const auth = await (await post('/Fleet/Authenticate', { Username: 'sysadmin', Password: PASSWORD })).json();
const headers = { authorization: `Bearer ${auth.data.accessToken}` };
const read = await timed(3000, 16, () => fetch(`${base}/Fleet/User/${auth.data.user.id}`, { headers }));
const list = await timed(500, 8, () => fetch(`${base}/rest/locations?sort=["location","ASC"]&range=[0,24]`, { headers }));
const rssMb = process.memoryUsage().rss / 2 ** 20;

const rows = [
  ['login p95 (ms)', login.p95, TARGETS.loginP95Ms, login.p95 <= TARGETS.loginP95Ms],
  ['GET /User/{id} p95 (ms)', read.p95, TARGETS.readP95Ms, read.p95 <= TARGETS.readP95Ms],
  ['GET /User/{id} throughput (req/s)', read.rps, TARGETS.readRps, read.rps >= TARGETS.readRps],
  ['REST locations page p95 (ms)', list.p95, TARGETS.listP95Ms, list.p95 <= TARGETS.listP95Ms],
  ['resident memory (MiB)', rssMb, TARGETS.rssMb, rssMb <= TARGETS.rssMb],
] as const;
console.log(`benchmark on ${ctx.adapter.name}`);
for (const [name, value, target, ok] of rows)
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(36)} ${value.toFixed(1).padStart(8)}  (target ${target})`);
server.close();
await ctx.adapter.close();
rmSync(dir, { recursive: true, force: true });
process.exit(rows.every((r) => r[3]) ? 0 : 1);
