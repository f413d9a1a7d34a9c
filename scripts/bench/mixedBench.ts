// A mixed workload in `npm run bench` (BENCH_ONLY=mixed): logins, list pages and saves from 200
// connections, as a day's users send them. First the maximum: 200 clients send the mix back to
// back. Then the same mix at a fixed rate of half that maximum (open loop: each request leaves at
// its planned time whether or not earlier ones have been answered, and its latency counts from
// that time, so a stall shows in the figures instead of slowing the load). Reports p50/p99 of
// each kind and of all, and the errors (any status of 400 or more, or a failed connection).
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, demoDatabase } from './benchData.js';
import { JWT_SECRET, PASSWORD, type Row, SECONDS, startServer, stopServer } from './harness.js';

export const CONNECTIONS = 200;
export const TARGET_P99_MS = 50;
/** Seconds of the fixed-rate run (BENCH_MIXED_SECONDS). */
const RATE_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 10);

type Kind = 'login' | 'list' | 'save';
/** Of every 50 requests: one login, 40 list pages, 9 saves. */
const MIX: Kind[] = [...Array(40).fill('list'), ...Array(9).fill('save'), 'login'];

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

export async function mixedBench(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ym-bench-mixed-'));
  const file = join(dir, 'bench.db');
  await closeDatabase(await demoDatabase(dir, file));
  const app = await startServer('scripts/bench/appServer.ts', { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, JWT_SECRET });
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    new Promise<{ status: number; body: string }>((done) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${app.base}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
          res.on('error', () => done({ status: 0, body: '' }));
        },
      );
      req.on('error', () => done({ status: 0, body: '' }));
      req.end(payload);
    });
  try {
    const login = JSON.parse((await send('POST', '/api/Fleet/Authenticate', { Username: 'siteadmin', Password: PASSWORD })).body).data;
    const token: string = login.accessToken;
    const listPath = `/api/rest/locations?sort=${encodeURIComponent('["location","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
    // Saves of a record send the update date they read (optimistic concurrency): each save takes a
    // location no other save holds, and keeps the record the answer returns for the next one.
    const allPath = `/api/rest/locations?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,499]')}`;
    const free = JSON.parse((await send('GET', allPath, undefined, token)).body) as Record<string, unknown>[];
    // more than the saves that can be in flight at once (a ninth of 200 clients, and some)
    for (let i = 0; free.length < 300; i++) {
      const r = await send(
        'POST',
        '/api/rest/locations',
        { location: `Mixed ${i}`, siteId: free[0].siteId, locationType: free[0].locationType, isActive: true },
        token,
      );
      if (r.status !== 200 && r.status !== 201) throw new Error(`bench: adding a location failed: ${r.status} ${r.body.slice(0, 200)}`);
      free.push(JSON.parse(r.body) as Record<string, unknown>);
    }
    const firstError = new Map<Kind, string>();
    const checked = (kind: Kind, r: { status: number; body: string }) => {
      if (r.status >= 200 && r.status < 400) return true;
      if (!firstError.has(kind)) firstError.set(kind, `${r.status} ${r.body.slice(0, 200)}`);
      return false;
    };
    let n = 0;
    const one = async (kind: Kind): Promise<boolean> => {
      if (kind === 'login')
        return checked(kind, await send('POST', '/api/Fleet/Authenticate', { Username: 'dispatcher', Password: PASSWORD }));
      if (kind === 'list') return checked(kind, await send('GET', listPath, undefined, token));
      const loc = free.shift();
      if (!loc) return checked(kind, { status: 0, body: 'no free location' });
      const r = await send('PUT', `/api/rest/locations/${loc.id}`, { ...loc, notes: `mixed bench ${n++}` }, token);
      free.push(r.status === 200 ? (JSON.parse(r.body) as Record<string, unknown>) : loc);
      return checked(kind, r);
    };
    const kindAt = (i: number) => MIX[(i * 7) % MIX.length]; // spread the kinds through the sequence

    // The maximum: 200 clients back to back.
    let sent = 0;
    const until = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) await one(kindAt(sent++));
      }),
    );
    const maxRps = sent / ((performance.now() - t0) / 1000);

    // Half of it at a fixed rate.
    const rate = maxRps / 2;
    const total = Math.round(rate * RATE_SECONDS);
    const samples: Sample[] = [];
    const start = performance.now();
    const runs: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const planned = start + (i * 1000) / rate;
      const wait = planned - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const kind = kindAt(i);
      runs.push(one(kind).then((ok) => void samples.push({ kind, ms: performance.now() - planned, ok })));
    }
    await Promise.all(runs);
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((x, y) => x - y);
      return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : 0;
    };
    const all = samples.map((s) => s.ms);
    const errors = samples.filter((s) => !s.ok).length;
    const of = (k: Kind) => samples.filter((s) => s.kind === k).map((s) => s.ms);
    console.log(
      `mixed load: ${CONNECTIONS} connections, maximum ${maxRps.toFixed(0)} req/s over ${SECONDS} s, then ${rate.toFixed(0)} req/s for ${RATE_SECONDS} s ` +
        `(${total} requests: ${of('login').length} logins, ${of('list').length} list pages, ${of('save').length} saves)`,
    );
    for (const [kind, text] of firstError) console.log(`mixed load: first error of a ${kind}: ${text}`);
    const p99 = pct(all, 0.99);
    return [
      [`mixed maximum at ${CONNECTIONS} connections (req/s)`, maxRps, null, true],
      ['mixed at half the maximum: p50 (ms)', pct(all, 0.5), null, true],
      ['mixed at half the maximum: p99 (ms)', p99, TARGET_P99_MS, p99 <= TARGET_P99_MS],
      ['mixed at half the maximum: errors', errors, 0, errors === 0],
      ['  logins p50 (ms)', pct(of('login'), 0.5), null, true],
      ['  logins p99 (ms)', pct(of('login'), 0.99), null, true],
      ['  list pages p50 (ms)', pct(of('list'), 0.5), null, true],
      ['  list pages p99 (ms)', pct(of('list'), 0.99), null, true],
      ['  saves p50 (ms)', pct(of('save'), 0.5), null, true],
      ['  saves p99 (ms)', pct(of('save'), 0.99), null, true],
    ];
  } finally {
    agent.destroy();
    await stopServer(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
