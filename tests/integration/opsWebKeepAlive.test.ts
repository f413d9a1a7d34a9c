// Keep-alive behind a proxy (issue 29 §6): `npm start`'s server keeps an idle connection open
// longer than nginx's upstream keeps it (60 s), so the proxy never sends a request on a socket the
// server is closing. With Node's default (5 s) the connection below was closed before the second
// request. KEEP_ALIVE_TIMEOUT sets it; a value that is no number of seconds stops the start.
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proc, serverEnv, servingPort, spawnServer } from '../helpers/opsProcess.js';

/** Sends a GET of /healthz on `socket` and resolves with the answer's head. */
const get = (socket: Socket) =>
  new Promise<string>((done, fail) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n') && /\r\n\r\n[\s\S]*\S/.test(text)) {
        socket.off('data', onData);
        done(text);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => fail(new Error(`closed before an answer (${text || 'nothing read'})`)));
    socket.write('GET /healthz HTTP/1.1\r\nHost: yard\r\n\r\n');
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keep-alive', () => {
  let dir: string;
  let server: Proc;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ym-keepalive-'));
    server = spawnServer(serverEnv({ port: 0, url: `sqlite:${join(dir, 'k.db')}`, dataDir: join(dir, 'data') }));
    port = await servingPort(server);
  }, 120_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('when a connection idles past Node’s 5 s default, then the server still answers on it, and says it keeps it 65 s', async () => {
    const socket = connect(port, '127.0.0.1');
    try {
      const first = await get(socket);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
      await sleep(6_000);
      expect(socket.destroyed || socket.readyState !== 'open').toBe(false);
      expect(await get(socket)).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  });

  it('when KEEP_ALIVE_TIMEOUT is not a number of seconds, then the start stops with one line naming it', async () => {
    const bad = spawnServer(
      serverEnv({ port: 0, url: `sqlite:${join(dir, 'bad.db')}`, dataDir: join(dir, 'bad') }, { KEEP_ALIVE_TIMEOUT: 'soon' }),
    );
    try {
      expect(await bad.exited).toBe(1);
      expect(bad.err().trim()).toBe(
        'yardmaster: cannot start: KEEP_ALIVE_TIMEOUT must be a whole number of seconds from 1 to 900 (got "soon")',
      );
    } finally {
      bad.child.kill('SIGKILL'); // a version that ignored the setting would serve on
    }
  });
});
