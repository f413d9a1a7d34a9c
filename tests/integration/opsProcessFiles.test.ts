// Files on disk (issue 12, point 9): the data folder 0700; the SQLite database with its -wal and
// -shm, the generated JWT secret and the outbox's e-mails 0600 in 0700 folders — when created,
// and when an older version left them looser. The process's umask is opened wide for the test, so
// only explicit modes can pass it.
import { chmodSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot.js';
import type { AppContext } from '../../server/context.js';
import { createTestDatabase, DIALECTS, quietLogger, type TestDatabase } from '../helpers/testApp.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

for (const dialect of DIALECTS) {
  describe(`files on disk on ${dialect}`, () => {
    let db: TestDatabase;
    let umask: number;
    beforeEach(async () => {
      db = await createTestDatabase(dialect);
      umask = process.umask(0o000);
    });
    afterEach(async () => {
      process.umask(umask);
      await db.drop();
    });

    /** Boots, writes a row and an e-mail, and reads the modes while the database is open (SQLite drops -wal/-shm on close). */
    async function run(dataDir: string, url: string, dbFile: string | null) {
      const ctx: AppContext = await boot({ databaseUrl: url, dataDir, log: quietLogger });
      try {
        await ctx.db
          .insertInto('system_setting')
          .values({ name: `files test ${Date.now()}`, value: 'x' } as never)
          .execute();
        await ctx.mailer.send({ to: 'someone@example.com', subject: 'Reset', text: 'a link' });
        return modes(dataDir, dbFile);
      } finally {
        await ctx.adapter.close();
      }
    }

    function modes(dataDir: string, dbFile: string | null) {
      const outbox = join(dataDir, 'outbox');
      const found: Record<string, string> = {
        data: modeOf(dataDir),
        '.jwt-secret': modeOf(join(dataDir, '.jwt-secret')),
        outbox: modeOf(outbox),
      };
      for (const f of readdirSync(outbox)) found[`outbox/${f.endsWith('.eml') ? '*.eml' : f}`] = modeOf(join(outbox, f));
      if (dbFile) for (const f of ['', '-wal', '-shm']) if (existsSync(dbFile + f)) found[`db${f}`] = modeOf(dbFile + f);
      return found;
    }

    it('when the server creates its files, or finds them with looser modes, then each is 0600 in a 0700 folder', async () => {
      const dataDir = join(db.dataDir, 'data');
      const dbFile = dialect === 'sqlite' ? join(dataDir, 'yardmaster.db') : null;
      const url = dbFile ? `sqlite:${dbFile}` : db.url;
      const expected = {
        data: '700',
        '.jwt-secret': '600',
        outbox: '700',
        'outbox/*.eml': '600',
        ...(dbFile ? { db: '600', 'db-wal': '600', 'db-shm': '600' } : {}),
      };

      expect(await run(dataDir, url, dbFile)).toEqual(expected);

      // what an older version (umask 022) left behind
      for (const dir of [dataDir, join(dataDir, 'outbox')]) chmodSync(dir, 0o755);
      const files = [join(dataDir, '.jwt-secret'), ...readdirSync(join(dataDir, 'outbox')).map((f) => join(dataDir, 'outbox', f))];
      // a crash leaves -wal and -shm behind; empty ones are valid (no frames, an index to rebuild)
      if (dbFile) for (const s of ['-wal', '-shm']) writeFileSync(dbFile + s, '', { mode: 0o644 });
      if (dbFile) files.push(...['', '-wal', '-shm'].map((s) => dbFile + s));
      for (const f of files) chmodSync(f, 0o644);
      expect(modeOf(dataDir)).toBe('755');

      expect(await run(dataDir, url, dbFile)).toEqual(expected);
    });
  });
}
