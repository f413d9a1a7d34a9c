// The live screens of the streams bench (streamBench.ts), in a process of their own: opens event
// streams (GET /api/Fleet/Events) to the app, each on a socket of its own as a browser tab's, and
// notes when each change event arrives, in the machine's clock (performance.timeOrigin + now: the
// bench process reads the same). Commands come on stdin, one JSON line each, answers on stdout:
//   {"open": [{"token": "...", "tag": "a", "n": 100}]} → {"opened": n, "failed": n, "status": {...}}
//   {"reset": true}                                     → {"reset": true}   (forgets arrivals)
//   {"report": true}   → {"tags": {"a": {"streams": n, "got": [count per stream], "first": [ms per stream],
//                        "outOfOrder": n}}, "sample": [[[id, ms], …] of the first 50 streams]}
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL } from 'node:url';
import { createInterface } from 'node:readline';

const base = new URL(process.env.BENCH_BASE);
const SAMPLE = 50;
/** Streams opening at once: the server's accept queue holds 511. */
const AT_ONCE = 200;
const now = () => performance.timeOrigin + performance.now();
const streams = [];

function openOne(token, tag) {
  return new Promise((done) => {
    const s = { tag, got: 0, first: NaN, lastId: 0, outOfOrder: 0, arrivals: null, req: null };
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/Fleet/Events',
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return done({ status: res.statusCode });
        }
        res.setEncoding('utf8');
        let buffer = '';
        let live = false;
        res.on('data', (chunk) => {
          const at = now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.startsWith(': live')) {
              if (!live) done({ status: 200, stream: s });
              live = true;
              continue;
            }
            if (!frame.includes('event: change')) continue;
            const id = Number(/^id: (\d+)/m.exec(frame)?.[1]);
            if (id <= s.lastId) s.outOfOrder++;
            s.lastId = id;
            s.got++;
            if (Number.isNaN(s.first)) s.first = at;
            s.arrivals?.push([id, at]);
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (err) => done({ status: err.code ?? 'error' }));
    s.req = req;
    req.end();
  });
}

async function open(groups) {
  const jobs = groups.flatMap((g) => Array.from({ length: g.n }, () => [g.token, g.tag]));
  const status = {};
  let opened = 0;
  for (let i = 0; i < jobs.length; i += AT_ONCE) {
    const results = await Promise.all(jobs.slice(i, i + AT_ONCE).map(([token, tag]) => openOne(token, tag)));
    for (const r of results) {
      status[r.status] = (status[r.status] ?? 0) + 1;
      if (r.stream) {
        if (streams.length < SAMPLE) r.stream.arrivals = [];
        streams.push(r.stream);
        opened++;
      }
    }
  }
  return { opened, failed: jobs.length - opened, status };
}

function report() {
  const tags = {};
  for (const s of streams) {
    const t = (tags[s.tag] ??= { streams: 0, got: [], first: [], outOfOrder: 0 });
    t.streams++;
    t.got.push(s.got);
    t.first.push(s.first);
    t.outOfOrder += s.outOfOrder;
  }
  return { tags, sample: streams.filter((s) => s.arrivals).map((s) => s.arrivals) };
}

const say = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const cmd = JSON.parse(line);
  if (cmd.open) say(await open(cmd.open));
  else if (cmd.reset) {
    for (const s of streams) Object.assign(s, { got: 0, first: NaN, outOfOrder: 0, arrivals: s.arrivals && [] });
    say({ reset: true });
  } else if (cmd.report) say(report());
}
