// Builds an AppContext: opens the database named by the URL, loads the schemas, compiles the
// validators and runs the migrations.
import { join, resolve } from 'node:path';
import { loadJwtSecret } from './auth/tokens.js';
import { type Clock, type Logger, systemClock, type AppContext } from './context.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { makeMailer } from './mail/mailer.js';
import { makeEntityRepository } from './repositories/entityRepository.js';
import { loadRegistry } from './schema/registry.js';
import { tableDescriptions } from './schema/tables.js';
import { makeValidators } from './schema/validation.js';

export interface BootOptions {
  databaseUrl?: string;
  schemasDir?: string;
  dataDir?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  publicUrl?: string;
  clock?: Clock;
  log?: Logger;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(`[yardmaster] ${m}`),
  error: (m, err) => console.error(`[yardmaster] ${m}`, err instanceof Error ? err.stack : (err ?? '')),
};

export async function boot(o: BootOptions = {}): Promise<AppContext> {
  const dataDir = resolve(o.dataDir ?? 'data');
  const registry = loadRegistry(resolve(o.schemasDir ?? 'schemas'));
  const validators = makeValidators(registry);
  const { db, adapter } = openDatabase(o.databaseUrl);
  const log = o.log ?? consoleLogger;
  const changes = await migrate(db, adapter, tableDescriptions(registry));
  if (changes.length) log.info(`migrated ${adapter.name}: ${changes.length} change(s)`);
  return {
    db,
    adapter,
    registry,
    validators,
    repo: makeEntityRepository(registry, adapter),
    config: {
      jwtSecret: loadJwtSecret(o.jwtSecret, join(dataDir, '.jwt-secret')),
      publicUrl: (o.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    },
    clock: o.clock ?? systemClock,
    mailer: makeMailer(o.smtpUrl, join(dataDir, 'outbox')),
    log,
  };
}
