// Backup and restore (issue 12, point 7): `npm run backup` while a burst of writes runs, then
// `npm run restore` into a fresh database. The restore passes integrity_check (SQLite), holds row
// counts between the live database's before and after the backup (and, on SQLite, exactly the
// backup file's), every write acknowledged before the backup began, no half-written record, and
// the app serves from it. A restore into a database that has tables is refused.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fleet } from '../helpers/api.js';
import { checkBurst, spawnServer, until, withDatabase, writeBurst } from '../helpers/opsProcess.js';
import { useTestApp } from '../helpers/suite.js';
import { createTestDatabase, DIALECTS, pgAdmin, startTestApp, type TestDatabase } from '../helpers/testApp.js';

type Counts = Record<string, number>;

async function countsOf(url: string): Promise<Counts> {
  return withDatabase(url, async (q) => {
    const sqlite = url.startsWith('sqlite:');
    const tables = await q<{ t: string }>(
      sqlite
        ? `select name as t from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : `select tablename as t from pg_tables where schemaname = 'public'`,
    );
    const out: Counts = {};
    for (const { t } of tables) out[t] = Number((await q<{ n: number }>(`select count(*) as n from "${t}"`))[0].n);
    return out;
  });
}

/** Runs `npm run backup` / `npm run restore` as their node command; resolves with exit code and output. */
async function tool(script: 'backup' | 'restore', file: string, url: string) {
  const p = spawnServer({ ...process.env, DATABASE_URL: url }, { script: `scripts/${script}.ts`, args: [file] });
  const code = await p.exited;
  return { code, out: p.out(), err: p.err() };
}

for (const dialect of DIALECTS) {
  describe(`backup and restore on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    const extra: TestDatabase[] = [];
    afterAll(async () => {
      for (const d of extra) await d.drop();
    });

    it('when a backup is taken during a burst of writes and restored into a fresh database, then the restore is consistent and serves', async () => {
      const live = suite.db.url;
      const burst = await writeBurst(suite.app.baseUrl, live, 4);
      const target = await createTestDatabase(dialect);
      extra.push(target);
      const file = join(target.dataDir, dialect === 'sqlite' ? 'backup.db' : 'backup.dump');
      try {
        await until(() => burst.users.length + burst.companies.length >= 10, 60_000, '10 acknowledged writes');
        const ackedBefore = { users: [...burst.users], companies: [...burst.companies] };
        const before = await countsOf(live);
        const backup = await tool('backup', file, live);
        const after = await countsOf(live);
        expect(backup, backup.err).toMatchObject({ code: 0 });
        expect(backup.out).toMatch(/backup written to .*: \d+ bytes/);
        expect(burst.users.length + burst.companies.length).toBeGreaterThan(ackedBefore.users.length + ackedBefore.companies.length);
        expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
        burst.stop();
        await burst.done;

        // the fresh database: a new SQLite path, or a PostgreSQL database that does not exist yet
        let url = target.url;
        if (dialect === 'sqlite') url = `sqlite:${join(target.dataDir, 'restored.db')}`;
        else {
          const name = `ym_ops_restored_${randomBytes(5).toString('hex')}`;
          const u = new URL(target.url);
          u.pathname = `/${name}`;
          url = u.toString();
          extra.push({
            url,
            dataDir: target.dataDir,
            drop: () => pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
          });
        }
        const restore = await tool('restore', file, url);
        expect(restore, restore.err).toMatchObject({ code: 0 });

        const restored = await countsOf(url);
        expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
        for (const t of Object.keys(before)) {
          expect(restored[t], t).toBeGreaterThanOrEqual(before[t]);
          expect(restored[t], t).toBeLessThanOrEqual(after[t]);
        }
        if (dialect === 'sqlite') {
          expect(restored).toEqual(await countsOf(`sqlite:${file}`));
          expect(await withDatabase(url, (q) => q('pragma integrity_check'))).toEqual([{ integrity_check: 'ok' }]);
        }
        const found = await checkBurst(url, ackedBefore);
        expect(found.problems).toEqual([]);

        // the app boots on the restored database and serves what was saved
        const app = await startTestApp({ url, dataDir: target.dataDir, drop: async () => undefined }, { seed: false });
        try {
          const { token } = await fleet(app).login('sysadmin');
          const last = ackedBefore.users.at(-1)!;
          const user = await fleet(app).call('GET', `/User/${last.id}`, { token });
          expect(user.body.data).toMatchObject({ loginName: last.loginName });
        } finally {
          await app.close();
        }

        // a database that has tables is never overwritten
        const again = await tool('restore', file, url);
        expect(again.code).toBe(1);
        expect(again.err.trim()).toMatch(/^yardmaster: restore failed: the database .* already has tables \(\d+\): restore into/);
      } finally {
        burst.stop();
        await burst.done;
      }
    }, 150_000);
  });
}
