// Start-up that explains itself (issue 12, point 12): what stops `npm start` is one line on stderr
// and exit code 1, never a stack trace or a password; a missing PostgreSQL database is created when
// the role may, and otherwise the line says what to run.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverEnv, servingPort, spawnServer } from '../helpers/opsProcess.js';
import { pgAdmin } from '../helpers/testApp.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ym-startup-'));
  writeFileSync(join(dir, 'a-file'), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server as npm start does and expects it to stop with exit 1 and exactly one line on stderr. */
async function refused(env: Record<string, string>, port?: number): Promise<string> {
  const server = spawnServer(serverEnv({ port: port ?? 0, url: `sqlite:${join(dir, 'ok.db')}`, dataDir: join(dir, 'data') }, env));
  const code = await server.exited;
  expect(code, server.out()).toBe(1);
  const lines = server.err().trimEnd().split('\n');
  expect(lines, server.err()).toHaveLength(1);
  expect(lines[0]).toMatch(/^yardmaster: cannot start: /);
  expect(lines[0]).not.toMatch(/\bat .*:\d+:\d+|secret-pw/);
  return lines[0];
}

describe('start-up errors', () => {
  it('when DATABASE_URL is malformed (another scheme, a port that is not a number, no database), then one line names it', async () => {
    expect(await refused({ DATABASE_URL: 'mysql://u:secret-pw@host/db' })).toMatch(/DATABASE_URL must start with sqlite: or postgres:\/\//);
    expect(await refused({ DATABASE_URL: 'postgres://u:secret-pw@host:notaport/db' })).toMatch(/DATABASE_URL is not a valid URL/);
    expect(await refused({ DATABASE_URL: 'postgres://u:secret-pw@127.0.0.1:5432' })).toMatch(
      /DATABASE_URL must name a host and a database/,
    );
  });

  it('when the data folder cannot be created or written, then one line names the path', async () => {
    expect(await refused({ DATA_DIR: join(dir, 'a-file', 'data') })).toMatch(/cannot write .*a-file\/data \(ENOTDIR/);
    expect(await refused({ DATABASE_URL: `sqlite:${join(dir, 'a-file', 'x.db')}` })).toMatch(/cannot write .*a-file\/x\.db \(ENOTDIR/);
  });

  it.skipIf(process.getuid?.() === 0)('when the data folder is not writable by the user, then one line says so (EACCES)', async () => {
    const locked = join(dir, 'locked');
    const { mkdirSync, chmodSync } = await import('node:fs');
    mkdirSync(locked, { mode: 0o500 });
    chmodSync(locked, 0o500);
    expect(await refused({ DATA_DIR: join(locked, 'data') })).toMatch(/cannot write .*locked\/data \(EACCES/);
  });

  it('when the port is already in use, then one line names the port', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(port, done));
    try {
      expect(await refused({}, port)).toBe(
        `yardmaster: cannot start: port ${port} is already in use: stop the program using it, or set PORT to a free port`,
      );
    } finally {
      holder.close();
    }
  });

  it('when the PostgreSQL server cannot be reached, then one line names host and port', async () => {
    expect(await refused({ DATABASE_URL: 'postgres://postgres:secret-pw@127.0.0.1:1/yardmaster' })).toMatch(
      /cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/,
    );
  });
});

describe('start-up', () => {
  it('when DATABASE_URL is unset, then the server keeps its SQLite file in the data folder (DATA_DIR), not in the working folder', async () => {
    const dataDir = join(dir, 'own-data');
    const env = serverEnv({ port: 0, url: '', dataDir });
    delete env.DATABASE_URL;
    const server = spawnServer(env);
    try {
      const port = await servingPort(server);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(existsSync(join(dataDir, 'yardmaster.db'))).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});

describe.skipIf(!process.env.TEST_PG_URL)('a missing PostgreSQL database', () => {
  const admin = pgAdmin;
  const urlOf = (user: string, database: string) => {
    const u = new URL(process.env.TEST_PG_URL!);
    u.username = user;
    u.pathname = `/${database}`;
    return u.toString();
  };
  const exists = (name: string) =>
    admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);

  it('when the role may create databases, then npm start creates it, migrates and serves', async () => {
    const name = `ym_ops_created_${randomBytes(5).toString('hex')}`;
    const user = new URL(process.env.TEST_PG_URL!).username || 'postgres';
    expect(await exists(name)).toBe(false);
    const server = spawnServer(serverEnv({ port: 0, url: urlOf(user, name), dataDir: join(dir, `pg-${name}`) }));
    try {
      const port = await servingPort(server);
      expect(server.out()).toMatch(new RegExp(`created the PostgreSQL database \\\\"${name}\\\\"`));
      expect(await exists(name)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);

  it('when the role may not create databases, then one line says which createdb to run, and nothing is created', async () => {
    const suffix = randomBytes(5).toString('hex');
    const role = `ym_ops_norole_${suffix}`;
    const name = `ym_ops_missing_${suffix}`;
    await admin((c) => c.query(`create role ${role} login nocreatedb`));
    try {
      const line = await refused({ DATABASE_URL: urlOf(role, name) });
      expect(line).toBe(
        `yardmaster: cannot start: database "${name}" does not exist and role "${role}" may not create databases: ` +
          `run createdb -h 127.0.0.1 -p 5432 -U <a role that may create databases> -O ${role} ${name}`,
      );
      expect(await exists(name)).toBe(false);
    } finally {
      await admin((c) => c.query(`drop role if exists ${role}`));
    }
  });
});
