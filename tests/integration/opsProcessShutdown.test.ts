// Graceful shutdown (issue 12, point 3): SIGTERM sent to the `npm start` process alone — what a
// container runtime or a process manager does — during a burst of writes. Afterwards the port is
// closed, no process of the tree is left, npm exited 0, and every write the server acknowledged
// is in the database, whole; an open live-update stream was ended cleanly.
import { afterEach, describe, expect, it } from 'vitest';
import {
  alive,
  checkBurst,
  descendants,
  followEvents,
  freePort,
  portOpen,
  serverEnv,
  spawnServer,
  until,
  writeBurst,
} from '../helpers/opsProcess.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`graceful shutdown on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let leftover: number[] = [];
    afterEach(async () => {
      for (const pid of leftover) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await db?.drop();
    });

    it('when the npm start process gets SIGTERM during a burst of writes, then in-flight writes finish, the port closes, no process is left and every acknowledged write is in the database', async () => {
      db = await createTestDatabase(dialect);
      const port = await freePort();
      const npm = spawnServer(serverEnv({ port, url: db.url, dataDir: db.dataDir }), { npm: true });
      await npm.waitFor(/serving on http:\/\/localhost:\d+/, 90_000);
      const tree = [npm.child.pid!, ...descendants(npm.child.pid!)];
      leftover = tree;
      expect(tree.length).toBeGreaterThan(1); // npm and the server below it

      const burst = await writeBurst(`http://127.0.0.1:${port}`, db.url);
      const stream = await followEvents(`http://127.0.0.1:${port}`, burst.token);
      await until(() => burst.users.length + burst.companies.length >= 20, 60_000, '20 acknowledged writes');
      const ackedBefore = burst.users.length + burst.companies.length;
      npm.child.kill('SIGTERM');
      const code = await npm.exited;
      // an orphaned server would keep listening (and the burst writing): fail on that, not on a hang
      await until(async () => !(await portOpen(port)), 15_000, `port ${port} to close`);
      burst.stop();
      await burst.done;

      expect(code, npm.out()).toBe(0);
      // tsx's esbuild helper leaves when it sees its parent's pipe close, a moment after the server
      await until(() => tree.filter(alive).length === 0, 10_000, `no process left of ${tree.join(' ')}`);
      expect(npm.out()).toMatch(/SIGTERM: shutting down/);
      expect(npm.out()).toMatch(/"msg":"shut down"/);
      expect(burst.refused).toEqual([]);
      expect(await stream.end).toBe('ended'); // the open event stream was ended, not cut
      const found = await checkBurst(db.url, burst);
      expect(found.problems).toEqual([]);
      expect(found.users + found.companies).toBeGreaterThanOrEqual(burst.users.length + burst.companies.length);
      expect(burst.users.length + burst.companies.length).toBeGreaterThanOrEqual(ackedBefore);
    }, 150_000);
  });
}
