// Webhooks in `npm run bench` (issue 34; BENCH_ONLY=webhooks): what 1,000 events a minute fanned
// out to 20 subscriptions add to the dispatcher board's p99. On a demo database of its own, with 20
// subscriptions of every event type to a receiver of its own (webhookReceiver.mjs, at the lowest CPU
// priority: the receiver is another system), the board (POST
// /Missions/Filtered for a site, sorted by priority, the first 25) is loaded at 50 connections,
// five runs quiet and five busy taken in turns, the median p99 of each counting: quiet, no event
// comes; busy, events arrive at 1,000 a minute — the change events of missions' creations, written into the outbox (app_event) as the
// writer writes them, so what is measured is the webhooks' own work (the fan-out and about 333
// signed posts a second), not the writes that cause the events. Target: p99 at most 10 % above.
// Measured twice: with the 50 connections sending back to back (the board saturated: its p99 is
// then the length of its queue, and tells what the webhooks take of the machine), and with each
// connection pausing between calls so that the board runs at about half its quiet throughput (its
// p99 then tells how long the webhooks' work keeps a call waiting: a stall of the request thread).
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webhookEvents from '../../schemas/api/webhookEventType.schema.json' with { type: 'json' };
import { closeDatabase, demoDatabase } from './benchData.js';
import { bearer, fetchJson, inScratch, JWT_SECRET, load, type Load, page, PASSWORD, postJson, type Row } from './harness.js';

const SUBSCRIPTIONS = 20;
const EVENTS_PER_MINUTE = 1_000;
const TARGET_RATIO = 1.1;
/** Runs of each, taken in turns. */
const RUNS = 5;

/** The run of the median p99 (the figure compared), over runs taken in turns. */
const median = (runs: Load[]) => [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)];

export async function webhookBench(): Promise<Row[]> {
  return inScratch('webhooks', async (dir, launch) => {
    const file = join(dir, 'webhooks.db');
    await closeDatabase(await demoDatabase(dir, file));
    const receiver = spawn('nice', ['-n', '19', process.execPath, fileURLToPath(new URL('./webhookReceiver.mjs', import.meta.url))], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((done, fail) => {
      receiver.stdout.once('data', (d: Buffer) => done(Number(String(d).trim())));
      receiver.once('error', fail);
    });
    const receivedSoFar = async () => Number(await (await fetch(`http://127.0.0.1:${port}/count`)).text());
    const app = await launch('scripts/bench/appServer.ts', {
      DATABASE_URL: `sqlite:${file}`,
      DATA_DIR: dir,
      JWT_SECRET,
      YM_SWEEPS: '1',
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    const token = async (name: string) =>
      (await fetchJson(`${app.base}/api/Fleet/Authenticate`, postJson({ Username: name, Password: PASSWORD }))).json.data
        .accessToken as string;
    const [admin, dispatcher] = [await token('siteadmin'), await token('dispatcher')];
    const [site] = (await fetchJson(`${app.base}/api/Fleet/Sites`, { headers: bearer(dispatcher) })).json.data;
    const board = page('Missions/Filtered', 'priority', { companyId: site.companyId, siteIds: [site.id], filters: [] });
    const boardLoad = (pauseMs?: number) =>
      load(`${app.base}${board.path}`, 50, bearer(dispatcher), undefined, { method: 'POST', body: board.body, pauseMs });

    const url = `http://127.0.0.1:${port}/events`;
    for (let i = 0; i < SUBSCRIPTIONS; i++)
      await fetchJson(`${app.base}/api/Fleet/Webhook`, {
        ...postJson({ url, events: webhookEvents.enum }),
        headers: { 'content-type': 'application/json', ...bearer(admin) },
      });
    // the outbox's rows as the writer stores them, for missions of the company
    const outbox = new Database(file, { timeout: 5_000 });
    const missions = outbox.prepare('select id from mission where company_id = ? limit 200').all(site.companyId) as { id: number }[];
    const insert = outbox.prepare("insert into app_event (at, entity, action, ids, company_id) values (?, 'mission', 'create', ?, ?)");
    let sent = 0;
    let flowing = false;
    const events = setInterval(() => {
      if (!flowing) return;
      const id = missions[sent++ % missions.length].id;
      insert.run(new Date().toISOString(), JSON.stringify([id]), site.companyId);
    }, 60_000 / EVENTS_PER_MINUTE);
    try {
      // In turns, quiet then busy, so that whatever else this machine does drifts into both alike:
      // quiet, no event comes (the 20 subscriptions' sweeps still look every second) and none is
      // left to deliver; busy, events flow, and have for 3 s before the load starts. In each, the
      // paced run first: after the saturated busy run the deliveries it held back go out faster
      // than events come, which a paced run then would pay for.
      const pending = outbox.prepare("select count(*) as n from webhook_delivery where status = 'Pending'");
      const drained = async () => {
        for (let calm = 0, waited = 0; calm < 2 && waited < 20_000; waited += 250) {
          await new Promise((r) => setTimeout(r, 250));
          calm = (pending.get() as { n: number }).n === 0 ? calm + 1 : 0;
        }
      };
      const quiet: Load[] = [];
      const busy: Load[] = [];
      const quietPaced: Load[] = [];
      const busyPaced: Load[] = [];
      // the pause that brings the 50 connections to about half the quiet board's throughput, from
      // the second of two runs not counted (the first warms the server up)
      await boardLoad();
      const pauseMs = Math.round((2 * 50 * 1000) / (await boardLoad()).rps);
      /** Deliveries a second during `run`. */
      const delivering = async (run: () => Promise<Load>, into: Load[]) => {
        const [before, started] = [await receivedSoFar(), Date.now()];
        into.push(await run());
        return ((await receivedSoFar()) - before) / ((Date.now() - started) / 1000);
      };
      const rates: number[] = [];
      const pacedRates: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        flowing = false;
        await drained();
        quietPaced.push(await boardLoad(pauseMs));
        quiet.push(await boardLoad());
        flowing = true;
        await new Promise((r) => setTimeout(r, 3_000));
        pacedRates.push(await delivering(() => boardLoad(pauseMs), busyPaced));
        rates.push(await delivering(() => boardLoad(), busy));
      }
      const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
      const [perSecond, pacedPerSecond] = [mean(rates), mean(pacedRates)];
      const [q, b, qp, bp] = [median(quiet), median(busy), median(quietPaced), median(busyPaced)];
      const [ratio, pacedRatio] = [b.p99 / q.p99, bp.p99 / qp.p99];
      return [
        ['board, no webhooks: p99 at 50 connections (ms)', q.p99, null, q.errors === 0],
        ['board, no webhooks (req/s)', q.rps, null, q.errors === 0],
        [`board, ${SUBSCRIPTIONS} webhooks and ${EVENTS_PER_MINUTE} events a minute: p99 (ms)`, b.p99, null, b.errors === 0],
        [`board, ${SUBSCRIPTIONS} webhooks and ${EVENTS_PER_MINUTE} events a minute (req/s)`, b.rps, null, b.errors === 0],
        ['deliveries received meanwhile (per second)', perSecond, null, perSecond > 0],
        ['board p99 with webhooks / without (ratio)', ratio, TARGET_RATIO, ratio <= TARGET_RATIO],
        [`board at half its throughput (each connection pausing ${pauseMs} ms): req/s`, qp.rps, null, qp.errors === 0],
        ['  the same: p99 without webhooks (ms)', qp.p99, null, qp.errors === 0],
        ['  the same: p99 with webhooks (ms)', bp.p99, null, bp.errors === 0],
        ['  deliveries received meanwhile (per second)', pacedPerSecond, null, pacedPerSecond > 0],
        ['  the same: p99 with webhooks / without (ratio)', pacedRatio, TARGET_RATIO, pacedRatio <= TARGET_RATIO],
      ];
    } finally {
      clearInterval(events);
      outbox.close();
      receiver.kill();
    }
  });
}
