// The pieces every part of `npm run bench` shares: a server in a process of its own (the app or
// the raw baseline), load from this process with autocannon, the middle of runs taken in turns,
// and the printed table of figures against their targets.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

/** The demo users' password on every bench database, and the servers' token secret. */
export const PASSWORD = 'Bench!2345pass';
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/** Seconds of each load run (BENCH_SECONDS). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Server {
  child: ChildProcess;
  base: string;
}

/** Named statements as the raw baseline takes them (BENCH_SQL, BENCH_EXPORT_SQL). */
export const sqlOf = (named: Record<string, { sql: string; parameters: readonly unknown[] }>) =>
  JSON.stringify(Object.fromEntries(Object.entries(named).map(([k, v]) => [k, { sql: v.sql, parameters: v.parameters }])));

/** Starts `script` (which prints "listening <port>") in a process of its own. */
export function startServer(script: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /listening (\d+)/.exec((out += chunk.toString()));
      if (m) done({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => fail(new Error(`${script} ended with ${code}`)));
  });
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill();
  });

export interface Load {
  rps: number;
  p95: number;
  p99: number;
  errors: number;
}

/** A request other than a plain GET: autocannon sends the same one on every connection. */
export interface LoadRequest {
  method: 'POST';
  body: unknown;
}

/** `connections` clients sending `url` back to back for `seconds`. */
export async function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  seconds = SECONDS,
  request?: LoadRequest,
): Promise<Load> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: request ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(request ? { method: request.method, body: JSON.stringify(request.body) } : {}),
  });
  return { rps: r.requests.average, p95: r.latency.p97_5, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

/** The middle of three runs by throughput (this machine's other work makes single runs noisy). */
export const middle = (runs: Load[]) => [...runs].sort((a, b) => a.rps - b.rps)[1];

/** [what, figure, target or null, met]. */
export type Row = [string, number, number | null, boolean];

/** Prints the figures under `title`; true when every target is met. */
export function report(rows: Row[], title = 'benchmark on sqlite: app and raw baseline in one run'): boolean {
  const f = (n: number) => n.toFixed(n < 10 ? 2 : 0);
  console.log(title);
  for (const [name, value, target, ok] of rows)
    console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(54)} ${f(value).padStart(9)}  ${target === null ? '' : `(target ${target})`}`);
  return rows.every((r) => r[3]);
}
