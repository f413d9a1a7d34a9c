// Webhooks in `npm run bench` (issue 34; BENCH_ONLY=webhooks): what 1,000 events a minute fanned
// out to 20 subscriptions add to the dispatcher board's p99. On a demo database of its own, the
// board (POST /Missions/Filtered for a site, sorted by priority, the first 25) is loaded at 50
// connections, three runs, the middle counting: first with no subscription, then with 20
// subscriptions of every event type to a receiver in this process while events arrive at 1,000 a
// minute — the change events of missions' creations, written into the outbox (app_event) as the
// writer writes them, so what is measured is the webhooks' own work (the fan-out and about 333
// signed posts a second), not the writes that cause the events. Target: p99 at most 10 % above.
import Database from 'better-sqlite3';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import webhookEvents from '../../schemas/api/webhookEventType.schema.json' with { type: 'json' };
import { closeDatabase, demoDatabase } from './benchData.js';
import { bearer, fetchJson, inScratch, JWT_SECRET, load, type Load, middle, page, PASSWORD, postJson, type Row } from './harness.js';

const SUBSCRIPTIONS = 20;
const EVENTS_PER_MINUTE = 1_000;
const TARGET_RATIO = 1.1;

export async function webhookBench(): Promise<Row[]> {
  return inScratch('webhooks', async (dir, launch) => {
    const file = join(dir, 'webhooks.db');
    await closeDatabase(await demoDatabase(dir, file));
    let received = 0;
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received++;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
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
    const boardLoad = () => load(`${app.base}${board.path}`, 50, bearer(dispatcher), undefined, { method: 'POST', body: board.body });
    const quiet: Load[] = [];
    for (let i = 0; i < 3; i++) quiet.push(await boardLoad());

    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
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
    const events = setInterval(() => {
      const id = missions[sent++ % missions.length].id;
      insert.run(new Date().toISOString(), JSON.stringify([id]), site.companyId);
    }, 60_000 / EVENTS_PER_MINUTE);
    try {
      await new Promise((r) => setTimeout(r, 3_000)); // the deliveries under way before the load
      const before = received;
      const started = Date.now();
      const busy: Load[] = [];
      for (let i = 0; i < 3; i++) busy.push(await boardLoad());
      const perSecond = ((received - before) * 1000) / (Date.now() - started);
      const [q, b] = [middle(quiet), middle(busy)];
      const ratio = b.p99 / q.p99;
      return [
        ['board, no webhooks: p99 at 50 connections (ms)', q.p99, null, q.errors === 0],
        ['board, no webhooks (req/s)', q.rps, null, q.errors === 0],
        [`board, ${SUBSCRIPTIONS} webhooks and ${EVENTS_PER_MINUTE} events a minute: p99 (ms)`, b.p99, null, b.errors === 0],
        [`board, ${SUBSCRIPTIONS} webhooks and ${EVENTS_PER_MINUTE} events a minute (req/s)`, b.rps, null, b.errors === 0],
        ['deliveries received meanwhile (per second)', perSecond, null, perSecond > 0],
        ['board p99 with webhooks / without (ratio)', ratio, TARGET_RATIO, ratio <= TARGET_RATIO],
      ];
    } finally {
      clearInterval(events);
      outbox.close();
      receiver.close();
    }
  });
}
