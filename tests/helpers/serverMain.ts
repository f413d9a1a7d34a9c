// The app in a process of its own, for tests that must not share an event loop with their client
// (timing as a remote client sees it). Prints "listening <port>" once it serves.
import { createApp } from '../../server/app.js';
import { boot } from '../../server/boot.js';
import { startSweeps } from '../../server/sweeps.js';
import { quietLogger } from './testApp.js';

const ctx = await boot({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  jwtSecret: process.env.JWT_SECRET,
  rateLimits: process.env.RATE_LIMITS,
  webhookAllowPrivate: process.env.WEBHOOK_ALLOW_PRIVATE === '1',
  log: quietLogger,
});
// the entity modules' sweeps (webhooks, No-Shows), as start.ts runs them, when a test asks for them
const stopSweeps = process.env.YM_SWEEPS === '1' ? startSweeps(ctx) : () => undefined;
const server = createApp(ctx, '/nonexistent').listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on(
  'SIGTERM',
  () =>
    stopSweeps() ??
    server.close(
      () =>
        void ctx.jobs
          .drain()
          .then(() => ctx.adapter.close())
          .then(() => process.exit(0)),
    ),
);
