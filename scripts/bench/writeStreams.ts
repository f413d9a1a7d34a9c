// What the benches that time a write under a load share (gateBench.ts: a check-in beside the
// board; appointmentBench.ts: a booking beside the door schedule): the write's statements as the
// app ran them, for the raw baseline to replay, and streams of writes sent from a worker thread
// of their own — so that the load generator in the bench process does not delay their answers —
// paced, the probe and not a load of their own.
import { Worker } from 'node:worker_threads';
import { CompiledQuery } from 'kysely';
import { type Load, load } from './harness.js';

/**
 * The statements, without any that another one contains (a subquery noted as it was built), and
 * each once unless `once` is false (a write's statements: each one ran).
 */
export function wholeStatements(seen: CompiledQuery[], once = true): CompiledQuery[] {
  const list = once ? [...new Map(seen.map((q) => [JSON.stringify([q.sql, q.parameters]), q])).values()] : seen;
  return list.filter((q) => !list.some((outer) => outer.sql !== q.sql && outer.sql.includes(q.sql)));
}

/**
 * A statement kept by its shape (statementCache.ts keptShape: the session's lookup) is noted with
 * a slot in each value's place ({ index }); the raw baseline binds the values the call bound.
 */
export function withValues(q: CompiledQuery, values: unknown[]): CompiledQuery {
  const slot = (v: unknown): v is { index: number } => typeof v === 'object' && v !== null && v.constructor.name === 'Slot';
  return q.parameters.some(slot)
    ? CompiledQuery.raw(
        q.sql,
        q.parameters.map((v) => (slot(v) ? values[v.index] : v)),
      )
    : q;
}

export interface StreamSpec {
  url: string;
  headers: Record<string, string>;
  /** The body of the i-th check-in of a stream, given its Unit ID; none for the raw replay. */
  body?: (i: number, unitId: string) => unknown;
  tag: string;
}

/** The latencies (ms) of the calls that succeeded, the failures, and the first failure's answer. */
export interface Stream {
  ms: number[];
  errors: number;
  firstError?: string;
}

// CommonJS, run with `eval`: a worker of its own event loop, so that autocannon's work in this
// process does not hold up the check-ins' answers. Each stream sends its next call when the last
// is answered; bodies are made beforehand (no more than a stream can send in the run).
const STREAM_WORKER = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  await new Promise((r) => setTimeout(r, w.leadMs));
  const end = performance.now() + w.runMs;
  const ms = [];
  let errors = 0;
  let firstError;
  await Promise.all(w.bodies.map(async (bodies) => {
    for (let i = 0; performance.now() < end && i < bodies.length; i++) {
      const t = performance.now();
      const next = t + w.paceMs;
      try {
        const res = await fetch(w.url, { method: 'POST', headers: w.headers, body: bodies[i] });
        const text = await res.text();
        if (res.ok) ms.push(performance.now() - t);
        else { errors++; firstError ??= res.status + ' ' + text.slice(0, 300); }
      } catch (err) { errors++; firstError ??= String(err); }
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }));
  parentPort.postMessage({ ms, errors, firstError });
})();
`;

/** `count` streams of calls for `runMs`, after `leadMs`, each call `paceMs` after the start of the one before (or when it is answered, if later). */
export async function streams(spec: StreamSpec, count: number, runMs: number, leadMs = 0, paceMs = 0): Promise<Stream> {
  const most = Math.ceil(runMs / 2); // one every 2 ms a stream at the most
  const bodies = Array.from({ length: count }, (_, s) =>
    Array.from({ length: most }, (_, i) => (spec.body ? JSON.stringify(spec.body(i, `${spec.tag}-${s}-${i}`)) : '')),
  );
  const worker = new Worker(STREAM_WORKER, {
    eval: true,
    workerData: { url: spec.url, headers: spec.headers, bodies, runMs, leadMs, paceMs },
  });
  try {
    return await new Promise<Stream>((done, fail) => {
      worker.once('message', done);
      worker.once('error', fail);
    });
  } finally {
    await worker.terminate();
  }
}

/** A list loaded by 50 connections while paced write streams run inside its run (a lead-in and a tail of 300 ms left out). */
export async function underLoad(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  spec: StreamSpec,
  o: { seconds: number; count: number; paceMs: number },
): Promise<{ board: Load; writes: Stream }> {
  const [board, writes] = await Promise.all([
    load(url, 50, headers, o.seconds, body === undefined ? undefined : { method: 'POST', body }),
    streams(spec, o.count, o.seconds * 1000 - 600, 300, o.paceMs),
  ]);
  return { board, writes };
}

/** The p-quantile of `xs` (0 when empty). */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : 0;
};
/** Every latency of several runs' writes. */
export const pooled = (list: { writes: Stream }[]) => list.flatMap((r) => r.writes.ms);
