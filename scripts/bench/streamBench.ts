// Thousands of live screens in `npm run bench` (issue 35 §4; BENCH_ONLY=streams). On a demo database
// of its own, one app instance (LIVE_MAX_STREAMS above the count) and a process of live screens
// (streamClients.mjs), each stream on a socket of its own: four in five as Great Lakes' Dispatch
// Manager (sites CHI, DET, TOL: entitled to the changes made), one in five as Sunbelt's (another
// company: entitled to none). It opens the streams in steps (BENCH_STREAMS, default
// 2000,5000,10000) and at each step saves a Great Lakes asset (PUT /api/rest/assets/{id}, its status
// notes, by the Company Administrator; assets are live) five times, a second apart, noting when each stream has each change: the
// delivery's p99 from the save's sending to its arrival, over every entitled stream. At the last step
// it also measures the app's resident memory per open stream (from before the first was opened),
// the board's p99 at 50 connections with the streams open against before any was opened (three runs
// each, the middle), and a burst: 100 saves a second for 10 s, every entitled stream to have all of
// them, in order, the p99 of the fifty sampled streams' arrivals from each save's sending. With
// BENCH_PG_URL (or TEST_PG_URL), the same on PostgreSQL with two app instances (a database of its
// own, dropped after): half the streams on each, the saves sent to the first, the events crossing to
// the second through LISTEN/NOTIFY (BENCH_PG_STREAMS in all, default 10,000).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { boot } from '../../server/boot.js';
import { openFileLimit, streamsWithin } from '../../server/live/limits.js';
import { seedIfEmpty } from '../../server/seed/index.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import {
  bearer,
  benchPgDatabase,
  fetchJson,
  inScratch,
  JSON_TYPE,
  JWT_SECRET,
  type Launch,
  load,
  type Load,
  page,
  PASSWORD,
  postJson,
  type Row,
} from './harness.js';

/** Streams an app may hold within this machine's open-file limit (server/live/limits.ts). */
const ROOM = streamsWithin(openFileLimit());
const STEPS = [...new Set((process.env.BENCH_STREAMS ?? '2000,5000,10000').split(',').map((n) => Math.min(Number(n), ROOM)))];
const PROBES = 5;
const BURST_PER_SECOND = 100;
const BURST_SECONDS = 10;
/** Issue 35 §4's targets. */
const DELIVERY_P99_MS = 1000;
const KIB_PER_STREAM = 16;
const BOARD_RATIO = 1.2;
const BURST_P99_MS = 2000;

const now = () => performance.timeOrigin + performance.now();
const pct = (values: number[], p: number) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
};
/** The app's resident memory after it has collected its garbage (appServer.ts: SIGUSR2). */
async function rssKib(pid: number) {
  process.kill(pid, 'SIGUSR2');
  await sleep(1500);
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const middle = (runs: Load[]) => [...runs].sort((a, b) => a.p99 - b.p99)[1];

interface TagReport {
  streams: number;
  got: number[];
  first: number[];
  outOfOrder: number;
}
interface Report {
  tags: Record<string, TagReport>;
  sample: [number, number][][];
}

/** The live screens' process: one command at a time, its JSON answer. */
function screens(base: string) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./streamClients.mjs', import.meta.url))], {
    env: { ...process.env, BENCH_BASE: base },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const ask = async <T>(cmd: unknown): Promise<T> => {
    child.stdin!.write(`${JSON.stringify(cmd)}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error('bench: the live screens process ended');
    return JSON.parse(value as string) as T;
  };
  return { ask, pid: child.pid!, stop: () => child.kill() };
}

/**
 * The raw baseline's memory per stream: node:http holding `first`, then `last` streams
 * (rawStreamServer.mjs), from the same live screens' process, between the two.
 */
async function rawPerStream(launch: Launch, first: number, last: number): Promise<number> {
  const raw = await launch('scripts/bench/rawStreamServer.mjs', {});
  const clients = screens(raw.base);
  try {
    const kib: number[] = [];
    for (const n of [first, last - first]) {
      const opened = await clients.ask<{ opened: number }>({ open: [{ token: 'none', tag: 'raw', n }] });
      if (opened.opened !== n) throw new Error(`bench: the raw baseline opened ${opened.opened} of ${n} streams`);
      kib.push(await rssKib(raw.child.pid!));
    }
    return (kib[1] - kib[0]) / (last - first);
  } finally {
    clients.stop();
  }
}

type Screens = ReturnType<typeof screens>;

/** The screens' reports of every process as one. */
async function reportOf(all: Screens[]): Promise<Report> {
  const reports = await Promise.all(all.map((s) => s.ask<Report>({ report: true })));
  const tags: Record<string, TagReport> = {};
  for (const r of reports)
    for (const [tag, t] of Object.entries(r.tags)) {
      const into = (tags[tag] ??= { streams: 0, got: [], first: [], outOfOrder: 0 });
      into.streams += t.streams;
      into.got.push(...t.got);
      into.first.push(...t.first);
      into.outOfOrder += t.outOfOrder;
    }
  return { tags, sample: reports.flatMap((r) => r.sample) };
}

const resetAll = (all: Screens[]) => Promise.all(all.map((s) => s.ask({ reset: true })));
const sum = (values: number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** Opens `count` more streams, shared among the screens' processes, four in five entitled. */
async function openStreams(all: Screens[], count: number, entitled: string, other: string) {
  let opened = 0;
  const failed: string[] = [];
  await Promise.all(
    all.map(async (s, i) => {
      const n = Math.floor(count / all.length) + (i < count % all.length ? 1 : 0);
      const a = Math.round(n * 0.8);
      const r = await s.ask<{ opened: number; failed: number; status: Record<string, number> }>({
        open: [
          { token: entitled, tag: 'entitled', n: a },
          { token: other, tag: 'other', n: n - a },
        ],
      });
      opened += r.opened;
      if (r.failed) failed.push(`${r.failed} of ${n} not opened (${JSON.stringify(r.status)})`);
    }),
  );
  if (failed.length) console.log(`  streams: ${failed.join('; ')}`);
  return { opened, failed: count - opened };
}

/** The asset saves the changes come from: the i-th of twenty Great Lakes assets, its status notes. */
async function assetSaver(base: string, admin: string) {
  const assets = (await fetchJson(`${base}/api/rest/assets?range=${encodeURIComponent('[0,19]')}`, { headers: bearer(admin) }))
    .json as Record<string, unknown>[];
  let saves = 0;
  const save = async (i: number) => {
    const asset = assets[i % assets.length];
    const res = await fetch(`${base}/api/rest/assets/${asset.id}`, {
      method: 'PUT',
      headers: { ...JSON_TYPE, ...bearer(admin) },
      body: JSON.stringify({ ...asset, statusNotes: `streams bench ${saves++}` }),
    });
    if (!res.ok) throw new Error(`bench: an asset's save answered ${res.status} ${await res.text()}`);
    // the record answered, for its next save (its update date)
    assets[i % assets.length] = await res.json();
  };
  return { save, assets: assets.length };
}
type Saver = Awaited<ReturnType<typeof assetSaver>>;

/** PROBES changes a second apart: each entitled stream's arrival of each, from the save's sending. */
async function probe(all: Screens[], saver: Saver) {
  const delays: number[] = [];
  let others = 0;
  let missed = 0;
  let report: Report | undefined;
  for (let p = 0; p < PROBES; p++) {
    await resetAll(all);
    const sent = now();
    await saver.save(p);
    await sleep(1000);
    report = await reportOf(all);
    const e = report.tags.entitled;
    for (const f of e.first) if (typeof f === 'number') delays.push(f - sent);
    missed += e.got.filter((g) => g === 0).length;
    others += sum(report.tags.other?.got);
  }
  return {
    p50: pct(delays, 0.5),
    p99: pct(delays, 0.99),
    missed,
    others,
    entitled: report!.tags.entitled.streams,
    other: report!.tags.other?.streams ?? 0,
  };
}

/** 100 saves a second for 10 s, each at its planned time: every entitled stream to have them all, in order. */
async function burst(all: Screens[], saver: Saver) {
  await resetAll(all);
  const count = BURST_PER_SECOND * BURST_SECONDS;
  const sentAt: number[] = [];
  const start = now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + (i * 1000) / BURST_PER_SECOND;
    if (at > now()) await sleep(at - now());
    sentAt.push(now());
    // the assets in turn: an asset's save waits for its previous one's answer
    const k = i % saver.assets;
    inFlight[k] = (inFlight[k] ?? Promise.resolve()).then(() => saver.save(i));
  }
  await Promise.all(inFlight);
  const savedIn = (now() - start) / 1000;
  await sleep(3000);
  const report = await reportOf(all);
  const e = report.tags.entitled;
  // the k-th event a stream had against the k-th save sent (saves of different assets may commit a
  // few milliseconds out of their sending order)
  const lateness = report.sample.flatMap((arrivals) => arrivals.map(([, at], k) => at - sentAt[k]));
  const result = {
    count,
    savedIn,
    complete: e.got.filter((g) => g === count).length,
    streams: e.streams,
    outOfOrder: e.outOfOrder,
    others: sum(report.tags.other?.got),
    p99: pct(lateness, 0.99),
  };
  console.log(
    `  burst of ${count} saves sent over ${BURST_SECONDS} s, answered by ${savedIn.toFixed(1)} s: ${result.complete} of ${e.streams} entitled streams had all of them, ` +
      `${e.outOfOrder} out of order; the other company's got ${result.others}; the sampled arrivals' p99 ${result.p99.toFixed(0)} ms`,
  );
  return { ...result, met: result.p99 <= BURST_P99_MS && result.complete === e.streams && e.outOfOrder === 0 && result.others === 0 };
}

const describeProbe = (open: number, d: Awaited<ReturnType<typeof probe>>) =>
  console.log(
    `  ${open} streams open: a change reached the ${d.entitled} entitled in p50 ${d.p50.toFixed(0)} ms, ` +
      `p99 ${d.p99.toFixed(0)} ms (${d.missed} missed it); the ${d.other} of the other company got ${d.others}`,
  );

export async function streamBench(): Promise<Row[]> {
  // BENCH_PG_ONLY=1: the two instances on PostgreSQL alone
  if (process.env.BENCH_PG_ONLY) return twoInstancesOnPostgres();
  const rows = await inScratch('streams', async (dir, launch) => {
    const file = join(dir, 'streams.db');
    await closeDatabase(await demoDatabase(dir, file));
    const last = STEPS.at(-1)!;
    if (last === ROOM)
      console.log(`  this machine's open-file limit leaves room for ${ROOM} streams an instance: the last step is ${ROOM}`);
    const app = await launch('scripts/bench/appServer.ts', {
      DATABASE_URL: `sqlite:${file}`,
      DATA_DIR: dir,
      JWT_SECRET,
      LIVE_MAX_STREAMS: String(Math.min(last + 100, ROOM)),
      LIVE_MAX_STREAMS_PER_USER: String(last),
    });
    const token = tokenOf(app.base);
    const [admin, entitled, other] = [await token('siteadmin'), await token('dispatcher'), await token('dispatcher2')];
    const [site] = (await fetchJson(`${app.base}/api/Fleet/Sites`, { headers: bearer(entitled) })).json.data;
    const board = page('Missions/Filtered', 'priority', { companyId: site.companyId, siteIds: [site.id], filters: [] });
    const boardLoad = () => load(`${app.base}${board.path}`, 50, bearer(entitled), undefined, { method: 'POST', body: board.body });
    const saver = await assetSaver(app.base, admin);

    // the board before any stream is open, and the app's memory then
    await saver.save(0);
    const quiet = [await boardLoad(), await boardLoad(), await boardLoad()];
    const rssBefore = await rssKib(app.child.pid!);
    const live = screens(app.base);
    const rows: Row[] = [];
    let open = 0;
    /** [streams open, resident KiB] after each step. */
    const memory: [number, number][] = [];
    try {
      for (const step of STEPS) {
        const opened = await openStreams([live], step - open, entitled, other);
        open += opened.opened;
        await sleep(1000);
        const d = await probe([live], saver);
        describeProbe(open, d);
        memory.push([open, await rssKib(app.child.pid!)]);
        rows.push([
          `${open} streams: a change to every entitled one, p99 (ms)`,
          d.p99,
          DELIVERY_P99_MS,
          d.p99 <= DELIVERY_P99_MS && d.missed === 0 && d.others === 0 && opened.failed === 0,
        ]);
      }
      // per stream between the first step and the last (what the first stream's opening also warms
      // up — buffers, code — is left out), and from none
      const [[n0, kib0], [n1, kib1]] = [memory[0], memory.at(-1)!];
      const perStream = memory.length > 1 ? (kib1 - kib0) / (n1 - n0) : (kib1 - rssBefore) / n1;
      console.log(
        `  resident memory: ${Math.round(rssBefore / 1024)} MiB with none open, ${memory.map(([n, k]) => `${Math.round(k / 1024)} MiB with ${n}`).join(', ')}; ` +
          `${((kib1 - rssBefore) / n1).toFixed(1)} KiB a stream from none`,
      );
      rows.push([`app memory per open stream (KiB, ${n0} → ${n1} open)`, perStream, KIB_PER_STREAM, perStream <= KIB_PER_STREAM]);
      const raw = await rawPerStream(launch, n0, n1);
      rows.push(
        [`raw node:http event streams: memory per stream (KiB, ${n0} → ${n1})`, raw, null, true],
        ['app / raw memory per stream (ratio)', perStream / raw, null, true],
      );

      const busy = [await boardLoad(), await boardLoad(), await boardLoad()];
      const [q, b] = [middle(quiet), middle(busy)];
      rows.push(
        ['board p99 at 50 connections, no stream open (ms)', q.p99, null, q.errors === 0],
        [`board p99 at 50 connections, ${open} streams open (ms)`, b.p99, null, b.errors === 0],
        ['board p99 with the streams / without (ratio)', b.p99 / q.p99, BOARD_RATIO, b.p99 / q.p99 <= BOARD_RATIO],
      );
      const r = await burst([live], saver);
      rows.push([
        `burst of ${BURST_PER_SECOND} changes a second for ${BURST_SECONDS} s, ${open} open: p99 (ms)`,
        r.p99,
        BURST_P99_MS,
        r.met,
      ]);
    } finally {
      live.stop();
    }
    return rows;
  });
  return [...rows, ...(await twoInstancesOnPostgres())];
}

const tokenOf = (base: string) => async (name: string) =>
  (await fetchJson(`${base}/api/Fleet/Authenticate`, postJson({ Username: name, Password: PASSWORD }))).json.data.accessToken as string;

/** The delivery and the burst with two instances on PostgreSQL (LISTEN/NOTIFY between them). */
async function twoInstancesOnPostgres(): Promise<Row[]> {
  const db = await benchPgDatabase('streams');
  if (!db) {
    console.log('  two instances on PostgreSQL: not measured (set BENCH_PG_URL or TEST_PG_URL)');
    return [];
  }
  const total = Number(process.env.BENCH_PG_STREAMS ?? 10_000);
  try {
    return await inScratch('streams-pg', async (dir, launch) => {
      const ctx = await boot({
        databaseUrl: db.url,
        dataDir: dir,
        jwtSecret: JWT_SECRET,
        log: { info: () => {}, warn: () => {}, error: console.error },
      });
      await seedIfEmpty(ctx, PASSWORD, true);
      await closeDatabase(ctx);
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        JWT_SECRET,
        LIVE_MAX_STREAMS: String(total),
        LIVE_MAX_STREAMS_PER_USER: String(total),
      };
      const [first, second] = [await launch('scripts/bench/appServer.ts', env), await launch('scripts/bench/appServer.ts', env)];
      const token = tokenOf(first.base);
      const [companyAdmin, entitled, other] = [await token('siteadmin'), await token('dispatcher'), await token('dispatcher2')];
      const saver = await assetSaver(first.base, companyAdmin);
      const all = [screens(first.base), screens(second.base)];
      try {
        const opened = await openStreams(all, total, entitled, other);
        await sleep(1000);
        const d = await probe(all, saver);
        describeProbe(opened.opened, d);
        const errors = opened.failed + d.missed + d.others;
        const r = await burst(all, saver);
        return [
          [
            `PostgreSQL, two instances, ${opened.opened} streams: a change saved on one to every entitled one, p99 (ms)`,
            d.p99,
            DELIVERY_P99_MS,
            d.p99 <= DELIVERY_P99_MS && errors === 0,
          ],
          [
            `PostgreSQL, two instances: burst of ${BURST_PER_SECOND} changes a second for ${BURST_SECONDS} s, p99 (ms)`,
            r.p99,
            BURST_P99_MS,
            r.met,
          ],
        ];
      } finally {
        for (const s of all) s.stop();
      }
    });
  } finally {
    await db.drop();
  }
}
