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
const TARGETS = { loginP95Ms: 400, readP95Ms: 60, readRps: 400, listP95Ms: 40, stormP99Ratio: 2, rssMb: 350 };

const dir = mkdtempSync(join(tmpdir(), 'ym-bench-'));
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const ctx = await boot({
  databaseUrl: pgUrl ?? `sqlite:${join(dir, 'bench.db')}`,
  dataDir: dir,
  log: { info: () => {}, error: console.error },
  // The bench logs in far more often than any limit allows one address; the limits have their own tests.
  rateLimits: 'loginPerAddress=1000000/1,loginPerName=1000000/1',
});
await seedIfEmpty(ctx, PASSWORD, true);
const server = createApp(ctx, '/nonexistent').listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)];
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
  return { p95: pct(times, 0.95), p99: pct(times, 0.99), rps: n / ((performance.now() - start) / 1000) };
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

// A login storm (20 clients sending wrong passwords as fast as they are answered) must barely
// slow other users: hashing runs one per spare core, so the list's p99 stays within 2x of idle.
const listPage = () => fetch(`${base}/rest/locations?sort=["location","ASC"]&range=[0,24]`, { headers });
const idle = await timed(600, 4, listPage);
let storming = true;
let stormLogins = 0;
const storm = Array.from({ length: 20 }, async (_, i) => {
  while (storming) {
    const res = await post('/Fleet/Authenticate', { Username: `storm-${i}`, Password: 'wrong' });
    await res.arrayBuffer();
    stormLogins++;
  }
});
await new Promise((r) => setTimeout(r, 500));
const stormStart = performance.now();
const during = await timed(600, 4, listPage);
const stormSeconds = (performance.now() - stormStart) / 1000;
storming = false;
await Promise.all(storm);
const stormRatio = during.p99 / idle.p99;
const rssMb = process.memoryUsage().rss / 2 ** 20;

const rows = [
  ['login p95 (ms)', login.p95, TARGETS.loginP95Ms, login.p95 <= TARGETS.loginP95Ms],
  ['GET /User/{id} p95 (ms)', read.p95, TARGETS.readP95Ms, read.p95 <= TARGETS.readP95Ms],
  ['GET /User/{id} throughput (req/s)', read.rps, TARGETS.readRps, read.rps >= TARGETS.readRps],
  ['REST locations page p95 (ms)', list.p95, TARGETS.listP95Ms, list.p95 <= TARGETS.listP95Ms],
  ['list p99 idle (ms)', idle.p99, null, true],
  [`list p99 in a login storm (ms, ${(stormLogins / stormSeconds).toFixed(0)} logins/s)`, during.p99, null, true],
  ['list p99 storm / idle (ratio)', stormRatio, TARGETS.stormP99Ratio, stormRatio <= TARGETS.stormP99Ratio],
  ['resident memory (MiB)', rssMb, TARGETS.rssMb, rssMb <= TARGETS.rssMb],
] as const;
console.log(`benchmark on ${ctx.adapter.name}`);
for (const [name, value, target, ok] of rows)
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(48)} ${value.toFixed(1).padStart(8)}  ${target === null ? '' : `(target ${target})`}`);
server.close();
await ctx.adapter.close();
rmSync(dir, { recursive: true, force: true });
process.exit(rows.every((r) => r[3]) ? 0 : 1);
