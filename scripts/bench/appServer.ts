// The app of `npm run bench` in a process of its own (the load comes from the parent), on the
// bench's database, with limits no bench load reaches; serves the built admin from ADMIN_DIST when
// given (the board's first paint), else none. Prints "listening <port>".
import { appendFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../../server/app.js';
import { boot } from '../../server/boot.js';
import { startSweeps } from '../../server/sweeps.js';

const ctx = await boot({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  jwtSecret: process.env.JWT_SECRET,
  pgPreparedStatements: process.env.PG_PREPARED_STATEMENTS,
  rateLimits: 'loginPerAddress=1000000/1,loginPerName=1000000/1',
  webhookAllowPrivate: process.env.WEBHOOK_ALLOW_PRIVATE === '1',
  liveMaxStreams: process.env.LIVE_MAX_STREAMS,
  liveMaxStreamsPerUser: process.env.LIVE_MAX_STREAMS_PER_USER,
  log: { info: () => {}, warn: () => {}, error: (m, e) => console.error(m, e) },
});
// the modules' sweeps (the webhooks' fan-out and deliveries), for the benches that measure them
if (process.env.YM_SWEEPS === '1') startSweeps(ctx);
// the heap after a full collection, each second, for the import bench's memory (node --expose-gc)
const gc = (globalThis as { gc?: () => void }).gc;
if (process.env.BENCH_HEAP_FILE && gc)
  setInterval(() => {
    gc();
    appendFileSync(process.env.BENCH_HEAP_FILE!, `${process.memoryUsage().heapUsed}\n`);
  }, 1000).unref();
// SIGUSR2: a full garbage collection, so the streams bench reads the resident memory of what is
// held rather than of what waits to be collected (V8's gc, reached without --expose-gc)
process.on('SIGUSR2', () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  collect();
  collect();
});
const server = createApp(ctx, process.env.ADMIN_DIST ?? '/nonexistent').listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`listening ${typeof a === 'object' && a ? a.port : 0}`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
// the bench stops its servers with SIGTERM: exiting (not killed) writes a --cpu-prof profile
process.on('SIGTERM', () => process.exit(0));
