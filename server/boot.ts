// Builds an AppContext: makes the data folder private, opens the database named by the URL
// (creating a missing PostgreSQL database when the role may), loads the schemas, compiles the
// validators, runs the migrations and sets up the live updates.
import { join, resolve } from 'node:path';
import { account } from './account/index.js';
import { loadJwtSecret } from './account/tokens.js';
import { type Clock, type Logger, systemClock, type AppContext } from './context.js';
import { defaultDatabaseUrl, isPostgres, openDatabase, openNotifier } from './db/connect.js';
import { ensurePostgresDatabase } from './db/ensureDatabase.js';
import { migrate } from './db/migrate.js';
import { makeJobs } from './jobs.js';
import { makeLogger } from './logging/logger.js';
import { LiveHub } from './live/hub.js';
import { makeMailer } from './mail/mailer.js';
import { computedColumns, loadModules } from './engine/modules.js';
import { makeRepository } from './engine/repository.js';
import { loadRegistry } from './engine/registry.js';
import { tableDescriptions } from './engine/tables.js';
import { makeValidators } from './engine/validation.js';
import { PRIVATE_FILE, privateDir, tighten } from './process/fileModes.js';
import { StartupError } from './process/startupError.js';
import { liveLimitsFrom } from './live/limits.js';
import { makeRateLimiters, type RateLimits, rateLimitsFrom } from './security/rateLimits.js';

export interface BootOptions {
  databaseUrl?: string;
  schemasDir?: string;
  /** The data folder (DATA_DIR, default data/): the JWT secret, the outbox, the default SQLite file; kept 0700. */
  dataDir?: string;
  /** SQLITE_SYNCHRONOUS: NORMAL (default) or FULL (db/sqlite.ts says why). */
  sqliteSynchronous?: string;
  /** PG_PREPARED_STATEMENTS: on (default) or off (db/namedStatements.ts says why). */
  pgPreparedStatements?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  publicUrl?: string;
  clock?: Clock;
  log?: Logger;
  /** TRUST_PROXY: 'true', a hop count, or addresses/subnets of the proxies (Express's 'trust proxy'). */
  trustProxy?: string;
  /** RATE_LIMITS text, or limits given directly (tests). */
  rateLimits?: string | Partial<RateLimits>;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may target loopback and private addresses. */
  webhookAllowPrivate?: boolean;
  /** PUSH_ALLOW_PRIVATE: web push endpoints may be loopback and private addresses. */
  pushAllowPrivate?: boolean;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (base64url) and VAPID_SUBJECT (mailto: or https:) for web push. */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
  /** LIVE_MAX_STREAMS and LIVE_MAX_STREAMS_PER_USER (checked here; server/live/limits.ts). */
  liveMaxStreams?: string | number;
  liveMaxStreamsPerUser?: string | number;
}

/** TRUST_PROXY as Express reads it: unset or 'false' → false, 'true' → true, a number → hops, else addresses. */
export function trustProxyFrom(v: string | undefined): boolean | number | string {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/**
 * The operator's VAPID keys, checked at the start: both or neither, a P-256 public key (65 bytes)
 * and its private half (32 bytes), base64url; a mailto: or https: subject. Wrong, every push would fail.
 */
export function vapidFrom(v: BootOptions['vapid'] = {}): NonNullable<BootOptions['vapid']> {
  const { publicKey, privateKey, subject } = v;
  const bytes = (k: string) => Buffer.from(k, 'base64url').length;
  if (!!publicKey !== !!privateKey) throw new StartupError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  if (publicKey && (bytes(publicKey) !== 65 || bytes(privateKey!) !== 32))
    throw new StartupError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)',
    );
  if (subject && !/^(mailto:|https:\/\/)/.test(subject))
    throw new StartupError(`VAPID_SUBJECT must be a mailto: or https: address (got "${subject}")`);
  return { publicKey, privateKey, subject };
}

export async function boot(o: BootOptions = {}): Promise<AppContext> {
  const dataDir = resolve(o.dataDir ?? 'data');
  privateDir(dataDir);
  const log = o.log ?? makeLogger(); // pino: JSON lines, pretty in a terminal, LOG_LEVEL
  const registry = loadRegistry(resolve(o.schemasDir ?? 'schemas'));
  const validators = makeValidators(registry);
  const databaseUrl = o.databaseUrl || defaultDatabaseUrl(dataDir);
  if (isPostgres(databaseUrl)) await ensurePostgresDatabase(databaseUrl, log);
  const { db, adapter } = openDatabase(databaseUrl, {
    sqliteSynchronous: o.sqliteSynchronous,
    pgPreparedStatements: o.pgPreparedStatements,
  });
  adapter.storage.tellTo(log);
  const changes = await migrate(db, adapter, tableDescriptions(registry));
  if (changes.length) log.info(`migrated ${adapter.name}: ${changes.length} change(s)`);
  adapter.schemaSettled();
  await adapter.keepStatistics({
    analysed: (tables, ms) => log.info(`analysed ${tables.length} table(s) for the query planner in ${Math.round(ms)} ms`),
    failed: (err) => log.warn('the query planner statistics could not be refreshed', err),
  });
  const clock = o.clock ?? systemClock;
  const jwtSecretFile = join(dataDir, '.jwt-secret');
  const jwtSecret = loadJwtSecret(o.jwtSecret, jwtSecretFile);
  tighten(jwtSecretFile, PRIVATE_FILE); // one written by an older version with the umask's mode
  const rateLimits = typeof o.rateLimits === 'object' ? { ...rateLimitsFrom(undefined), ...o.rateLimits } : rateLimitsFrom(o.rateLimits);
  const modules = await loadModules((id) => registry.entities.has(id));
  const { lowered, ...liveLimits } = liveLimitsFrom(o.liveMaxStreams, o.liveMaxStreamsPerUser);
  if (lowered)
    log.warn(
      `live updates: at most ${liveLimits.streams} streams, not ${lowered.from}: the process may open ${lowered.files} files ` +
        "(raise ulimit -n or systemd's LimitNOFILE for more)",
    );
  return {
    db,
    adapter,
    registry,
    validators,
    repo: makeRepository(registry, adapter, computedColumns(modules, registry)),
    modules,
    config: {
      jwtSecret,
      publicUrl: (o.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
      trustProxy: trustProxyFrom(o.trustProxy),
      rateLimits,
      webhookAllowPrivate: o.webhookAllowPrivate ?? false,
      pushAllowPrivate: o.pushAllowPrivate ?? false,
      vapid: vapidFrom(o.vapid),
      liveLimits,
    },
    clock,
    mailer: makeMailer(o.smtpUrl, join(dataDir, 'outbox')),
    log,
    limiters: makeRateLimiters(db, adapter, clock, rateLimits),
    jobs: makeJobs(log),
    live: new LiveHub({ db, adapter, registry, log, clock, notifier: openNotifier(databaseUrl) }),
    authenticate: account.authenticate,
    recheck: account.recheck,
    authenticateAhead: account.authenticateAhead,
  };
}
