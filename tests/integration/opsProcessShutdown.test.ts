// Graceful shutdown (issue 12, point 3): SIGTERM sent to the `npm start` process alone — what a
// container runtime or a process manager does — during a burst of writes. Afterwards the port is
// closed, no process of the tree is left, npm exited 0, and every write the server acknowledged
// is in the database, whole; an open live-update stream was ended cleanly.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  alive,
  checkBurst,
  descendants,
  followEvents,
  portOpen,
  type Proc,
  serverEnv,
  servingPort,
  spawnServer,
  until,
  writeBurst,
} from '../helpers/opsProcess.js';
import { createTestDatabase, DEMO_PASSWORD, DIALECTS, type TestDatabase } from '../helpers/testApp.js';

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
      const npm = spawnServer(serverEnv({ port: 0, url: db.url, dataDir: db.dataDir }), { npm: true });
      const port = await servingPort(npm);
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

describe('graceful shutdown: requests in flight', () => {
  let db: TestDatabase | undefined;
  let server: Proc | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await db?.drop();
  });

  /**
   * A raw HTTP request whose body is sent in two parts, so it is in flight for as long as the test
   * wants. It asks for 100 Continue: that answer proves the server has the request in hand.
   */
  async function slowRequest(port: number, body: string) {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let onData = () => {};
    socket.on('data', (c: Buffer) => {
      answer += c.toString();
      onData();
    });
    const ended = new Promise<string>((done) => socket.once('close', () => done(answer)));
    socket.on('error', () => undefined);
    const accepted = new Promise<void>((done) => (onData = () => /^HTTP\/1\.1 100 /.test(answer) && done()));
    socket.write(
      `POST /api/Fleet/Authenticate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await accepted;
    socket.write(body.slice(0, 5));
    return { finish: () => socket.write(body.slice(5)), ended };
  }

  it('when SIGTERM comes while two requests are in flight, then the one that completes is answered (Connection: close) and the one that never does is cut after SHUTDOWN_TIMEOUT', async () => {
    db = await createTestDatabase('sqlite');
    server = spawnServer(serverEnv({ port: 0, url: db.url, dataDir: db.dataDir }, { SHUTDOWN_TIMEOUT: '2' }));
    const port = await servingPort(server);
    const body = JSON.stringify({ Username: 'sysadmin', Password: DEMO_PASSWORD });
    const finishing = await slowRequest(port, body);
    const stuck = await slowRequest(port, body);

    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: shutting down/);
    // the line is logged as the signal arrives; the listening socket closes a tick later
    await until(async () => !(await portOpen(port)), 5_000, `port ${port} to close while a request is in flight`);
    finishing.finish();
    const answer = await finishing.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/"accessToken":"/);

    expect(await server.exited).toBe(0);
    expect(server.out()).toMatch(/requests still running after 2000 ms; closing their connections/);
    expect(await stuck.ended).toBe('HTTP/1.1 100 Continue\r\n\r\n'); // cut without an answer
  }, 120_000);
});
