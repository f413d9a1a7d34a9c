// `npm start`: boot on DATABASE_URL (default SQLite file), load the demo data on an empty
// database, serve the API and the admin on PORT, and shut down gracefully on SIGTERM/SIGINT
// (process/shutdown.ts). Whatever stops the start-up is one line on stderr and exit code 1.
import type { Server } from 'node:http';
import { ADMIN_DIST, createApp } from './app.js';
import { boot } from './boot.js';
import { markDraining } from './http/health.js';
import { applyKeepAlive, keepAliveFrom } from './http/keepAlive.js';
import { explainStartupError } from './process/explain.js';
import { onSignals, shutdownTimeoutFrom } from './process/shutdown.js';
import { StartupError } from './process/startupError.js';
import { seedIfEmpty } from './seed/index.js';
import { startSweeps } from './sweeps.js';

const env = process.env;
const port = Number(env.PORT ?? 3000);

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((done, fail) => {
    const server = app.listen(port);
    server.once('listening', () => done(server));
    server.once('error', fail);
  });
}

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a port number (got "${env.PORT}")`);
  const timeoutMs = shutdownTimeoutFrom(env.SHUTDOWN_TIMEOUT);
  const keepAliveMs = keepAliveFrom(env.KEEP_ALIVE_TIMEOUT);
  const ctx = await boot({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS,
    pgPreparedStatements: env.PG_PREPARED_STATEMENTS,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    pushAllowPrivate: env.PUSH_ALLOW_PRIVATE === '1',
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    liveMaxStreams: env.LIVE_MAX_STREAMS,
    liveMaxStreamsPerUser: env.LIVE_MAX_STREAMS_PER_USER,
  });
  await seedIfEmpty(ctx, env.DEMO_PASSWORD);
  // YM_ADMIN_DIST: another build of the admin (the tests serve none: a path that does not exist).
  const app = createApp(ctx, env.YM_ADMIN_DIST ?? ADMIN_DIST);
  const server = await listen(app);
  applyKeepAlive(server, keepAliveMs);
  const stopSweeps = startSweeps(ctx);
  onSignals(server, ctx, {
    timeoutMs,
    onStop: () => {
      stopSweeps();
      markDraining(app);
    },
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port; // PORT=0: the one the system chose
  ctx.log.info(`serving on http://localhost:${actual} (${ctx.adapter.name})`);
} catch (err) {
  process.stderr.write(`yardmaster: cannot start: ${explainStartupError(err, { port })}\n`);
  if (/^(debug|trace)$/i.test(env.LOG_LEVEL ?? '') && err instanceof Error) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
}
