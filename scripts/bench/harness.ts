// The pieces every part of `npm run bench` shares: a server in a process of its own (the app or
// the raw baseline), load from wrk (or autocannon in this process when wrk is not installed), the
// middle of runs taken in turns, and the printed table of figures against their targets.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Filter } from '../../schemas/types.generated.js';
import { RUN_TYPESCRIPT } from '../../server/process/runTypescript.js';

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
  // BENCH_NODE_ARGS: flags for the servers' Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (a
  // profile each, written when the bench stops them)
  const flags = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', RUN_TYPESCRIPT, resolve(script)], {
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
  /**
   * Milliseconds each connection waits, on average, after an answer before its next request (a screen's user,
   * not a client sending back to back): the load then stays below what the server can take, and
   * p99 tells its latency rather than the length of its queue.
   */
  pauseMs?: number;
}

/**
 * The load generator. The machine has two cores, shared by the server under load and whatever
 * sends the load: autocannon (JavaScript, in this process) takes close to a core of its own at 50
 * connections, wrk (C, one thread) a fraction of it, so with wrk the figures say more about the
 * server. Both the app and its raw baseline are always loaded by the same tool in the same run.
 * BENCH_LOAD=autocannon forces autocannon.
 */
export const LOAD_TOOL: 'wrk' | 'autocannon' = process.env.BENCH_LOAD !== 'autocannon' && hasWrk() ? 'wrk' : 'autocannon';

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk --version prints its usage and exits 1; only a missing binary throws ENOENT.
    return (err as { code?: string }).code !== 'ENOENT';
  }
}

/** `connections` clients sending `url` back to back for `seconds`. */
export async function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  seconds = SECONDS,
  request?: LoadRequest,
): Promise<Load> {
  const all = request ? { ...headers, 'content-type': 'application/json' } : headers;
  const body = request ? JSON.stringify(request.body) : undefined;
  if (LOAD_TOOL === 'wrk') return wrk(url, connections, all, seconds, request?.method, body, request?.pauseMs);
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: all,
    ...(request ? { method: request.method, body } : {}),
    // autocannon has no pause: at most one request a pause per connection comes nearest
    ...(request?.pauseMs ? { connectionRate: Math.max(1, Math.floor(1000 / request.pauseMs)) } : {}),
  });
  return { rps: r.requests.average, p95: r.latency.p97_5, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

/**
 * Milliseconds each wrk connection waits, once connected, before its first request (BENCH_LEAD_MS).
 * Without it the figures mix in a start-up transient that is not the server's: when 50 connections
 * open in the same millisecond and their first requests start at once, this 2-core machine's kernel
 * sometimes hands them to the server over the next 300–550 ms, one per event-loop turn, while the
 * connections already accepted saturate it. Seen with a 20-line node:http server as much as with the
 * app: its accepts spread over 450 ms in one run and 3 ms in the next, the server never held a
 * request more than 62 ms after accepting it, and yet wrk counted p99 of 35 ms in one 5-second run
 * and 250 ms in the next. With every connection open before the load starts, six runs in a row gave
 * p99 36–38 ms. The lead-in is left out of the run's duration when requests/s are worked out.
 */
export const LEAD_MS = Number(process.env.BENCH_LEAD_MS ?? 300);

/**
 * wrk with one thread (the least CPU taken from the server). Its Lua script sets the request, holds
 * each connection's first request for LEAD_MS (wrk's `delay` hook; `pauseMs`, default 0, for every later request) and,
 * when the run ends, prints the figures as JSON (latency in microseconds); a response of status
 * 400 or more, a timeout (10 s) and a broken connection count as errors.
 */
function wrk(
  url: string,
  connections: number,
  headers: Record<string, string>,
  seconds: number,
  method = 'GET',
  body?: string,
  pauseMs = 0,
) {
  const dir = mkdtempSync(join(tmpdir(), 'ym-wrk-'));
  const script = join(dir, 'load.lua');
  const lua = (v: string) => {
    // A Lua long string takes any text as it is, except its own closing bracket.
    if (v.includes(']==]')) throw new Error('bench: a request wrk cannot send');
    return `[==[${v}]==]`;
  };
  writeFileSync(
    script,
    [
      `wrk.method = ${lua(method)}`,
      // (spaces inside the brackets: `[[` would open a long string)
      ...Object.entries(headers).map(([k, v]) => `wrk.headers[ ${lua(k)} ] = ${lua(v)}`),
      ...(body ? [`wrk.body = ${lua(body)}`] : []),
      'local started = 0',
      'delay = function()',
      `  if started < ${connections} then started = started + 1; return ${LEAD_MS} end`,
      // drawn evenly from 0 to twice the pause: a fixed one keeps connections answered together in step
      `  return ${pauseMs > 0 ? `math.random(0, ${2 * pauseMs})` : 0}`,
      'end',
      'done = function(summary, latency, requests)',
      '  local e = summary.errors',
      '  io.write(string.format("\\nRESULT {\\"requests\\":%d,\\"us\\":%d,\\"p975\\":%d,\\"p99\\":%d,\\"errors\\":%d}\\n",',
      '    summary.requests, summary.duration, latency:percentile(97.5), latency:percentile(99),',
      '    e.connect + e.read + e.write + e.status + e.timeout))',
      'end',
    ].join('\n'),
  );
  return new Promise<Load>((done, fail) =>
    execFile('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url], (err, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      const m = /RESULT (\{.*\})/.exec(stdout);
      // wrk reports a broken script on stderr and runs on without it.
      if (err || !m || stderr.trim()) return fail(err ?? new Error(`bench: wrk printed no result:\n${stdout}${stderr}`));
      const r = JSON.parse(m[1]) as { requests: number; us: number; p975: number; p99: number; errors: number };
      done({ rps: r.requests / (r.us / 1e6 - LEAD_MS / 1000), p95: r.p975 / 1000, p99: r.p99 / 1000, errors: r.errors });
    }),
  );
}

/** A filtered call as the admin's data provider sends it: sort and range in the query, the scope and filters in the body. */
export interface Call {
  path: string;
  body: { companyId: number; siteIds: number[]; filters: Filter[] };
}

/** The first page of 25 of a filtered call, sorted by `sort` descending. */
export const page = (call: string, sort: string, body: Call['body']): Call => ({
  path: `/api/Fleet/${call}?${new URLSearchParams({ range: '[0,24]', sort: JSON.stringify([sort, 'DESC']) })}`,
  body,
});

/** `url`'s answer, parsed when it is JSON; throws on a status of 400 or more. */
export async function fetchJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`bench: ${init.method ?? 'GET'} ${url} answered ${res.status} ${await res.text()}`);
  const text = await res.text();
  return { json: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text, headers: res.headers };
}

/** Sends `call` to the app at `base` with the session's token. */
export const sendCall = (base: string, call: Call, token: string) =>
  fetchJson(`${base}${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(call.body),
  });

/** The middle of three runs by throughput (this machine's other work makes single runs noisy). */
export const middle = (runs: Load[]) => [...runs].sort((a, b) => a.rps - b.rps)[1];

/** [what, figure, target or null, met]. */
export type Row = [string, number, number | null, boolean];

/** The rows of a page measured against its raw baseline: throughput of both, their ratio, p99 of both (the app's against `target`). */
export const loadRows = (label: string, raw: Load, app: Load, total: string, target: number): Row[] => [
  [`${label}: raw page (req/s)`, raw.rps, null, true],
  [`${label}: app page (req/s; total ${total})`, app.rps, null, app.errors === 0],
  [`${label}: app / raw page (ratio)`, app.rps / raw.rps, null, true],
  [`${label}: raw p99, 50 connections (ms)`, raw.p99, null, true],
  [`${label}: app p99, 50 connections (ms)`, app.p99, target, app.errors === 0 && app.p99 <= target],
];

/** Prints the figures under `title`; true when every target is met. */
export function report(rows: Row[], title = 'benchmark on sqlite: app and raw baseline in one run'): boolean {
  const f = (n: number) => n.toFixed(n < 10 ? 2 : 0);
  console.log(`${title} (load: ${LOAD_TOOL === 'wrk' ? 'wrk -t1' : 'autocannon in the bench process'})`);
  for (const [name, value, target, ok] of rows)
    console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(54)} ${f(value).padStart(9)}  ${target === null ? '' : `(target ${target})`}`);
  return rows.every((r) => r[3]);
}

/** A server this bench starts, stopped when the bench ends. */
export type Launch = (script: string, env: Record<string, string>) => Promise<Server>;

/**
 * Runs `measure` in a scratch folder of its own (`ym-bench-<name>-…`) with a way to start servers;
 * whatever happens, the servers it started are stopped and the folder removed.
 */
export async function inScratch<T>(name: string, measure: (dir: string, launch: Launch) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `ym-bench-${name}-`));
  const started: Server[] = [];
  try {
    return await measure(dir, async (script, env) => {
      const server = await startServer(script, env);
      started.push(server);
      return server;
    });
  } finally {
    await Promise.all(started.map((s) => stopServer(s.child)));
    rmSync(dir, { recursive: true, force: true });
  }
}

export const JSON_TYPE = { 'content-type': 'application/json' };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A POST of `body` as JSON. */
export const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: JSON_TYPE, body: JSON.stringify(body) });

/**
 * A PostgreSQL database of the bench's own on BENCH_PG_URL (or TEST_PG_URL), `ym_bench_<name>_<pid>`,
 * dropped first if a killed run left it: its URL and a way to drop it; null without a server.
 */
export async function benchPgDatabase(name: string): Promise<{ url: string; name: string; drop: () => Promise<void> } | null> {
  const server = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL;
  if (!server) return null;
  const db = `ym_bench_${name}_${process.pid}`;
  const target = new URL(server);
  target.pathname = `/${db}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(`drop database if exists ${db} with (force)`);
    } finally {
      await client.end();
    }
  };
  await drop();
  return { url: target.toString(), name: db, drop };
}
