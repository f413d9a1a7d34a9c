// `npm start`: boot on DATABASE_URL (default SQLite file), load the demo data on an empty
// database, serve the API and the admin on PORT.
import { createApp } from './app.js';
import { boot } from './boot.js';
import { seedIfEmpty } from './seed/index.js';

const port = Number(process.env.PORT ?? 3000);
const ctx = await boot({
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  smtpUrl: process.env.SMTP_URL,
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  trustProxy: process.env.TRUST_PROXY,
  rateLimits: process.env.RATE_LIMITS,
});
await seedIfEmpty(ctx, process.env.DEMO_PASSWORD);
const server = createApp(ctx).listen(port, () => ctx.log.info(`serving on http://localhost:${port} (${ctx.adapter.name})`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void ctx.live
      .close()
      .then(() => ctx.jobs.drain())
      .then(() => ctx.adapter.close())
      .then(() => process.exit(0));
  });
}
