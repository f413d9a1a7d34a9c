// Before the pool opens: the PostgreSQL database of DATABASE_URL exists, or is created when the
// role may (CREATEDB or superuser), so that README's one-line start works on a fresh server.
// Everything that stops this is a StartupError of one line that says what to run.
import pg from 'pg';
import type { DbLog } from './log.js';
import { StartupError } from '../process/startupError.js';
import { postgresTarget } from './connect.js';
import { errorCode } from './dialect.js';

const CONNECT_TIMEOUT_MS = 10_000;
/** Connection failures of the network, not of PostgreSQL. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tryConnect(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined); // a late socket error after a failed connect must not crash the process
  try {
    await client.connect();
    return null;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The one-line reason a connection failed, for what is not "database does not exist". */
export function connectionProblem(err: unknown, t: ReturnType<typeof postgresTarget>): StartupError {
  const code = errorCode(err) ?? '';
  const where = `${t.host}:${t.port}`;
  if (UNREACHABLE.has(code) || /timeout/i.test((err as Error)?.message ?? '')) {
    return new StartupError(
      `cannot reach PostgreSQL at ${where} (${code || 'timeout'}): is the server running, and are DATABASE_URL's host and port right?`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return new StartupError(
      `PostgreSQL at ${where} refused the login of role "${t.user}" (${code}): check DATABASE_URL's user and password`,
    );
  }
  return new StartupError(
    `cannot connect to PostgreSQL at ${where} (${code || (err as Error)?.message}): ${(err as Error)?.message ?? ''}`.trim(),
  );
}

export async function ensurePostgresDatabase(url: string, log: DbLog): Promise<void> {
  const t = postgresTarget(url);
  const first = await tryConnect(url);
  if (!first) return;
  if (errorCode(first) !== '3D000') throw connectionProblem(first, t);

  const admin = new URL(url);
  const createCmd = `createdb -h ${t.host} -p ${t.port} -U <a role that may create databases> -O ${t.user} ${t.database}`;
  for (const maintenance of ['postgres', 'template1']) {
    admin.pathname = `/${maintenance}`;
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => undefined);
      if (errorCode(err) === '3D000') continue; // no "postgres" database on this server: try template1
      throw new StartupError(
        `database "${t.database}" does not exist and role "${t.user}" cannot reach a maintenance database to create it: run ${createCmd}`,
      );
    }
    try {
      await client.query(`create database ${quoteIdent(t.database)}`);
      log.info(`created the PostgreSQL database "${t.database}"`);
      return;
    } catch (err) {
      // Another instance starting at the same time created it first.
      if (errorCode(err) === '42P04' || errorCode(err) === '23505') return;
      if (errorCode(err) === '42501') {
        throw new StartupError(`database "${t.database}" does not exist and role "${t.user}" may not create databases: run ${createCmd}`);
      }
      throw connectionProblem(err, t);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new StartupError(`database "${t.database}" does not exist: run ${createCmd}`);
}
