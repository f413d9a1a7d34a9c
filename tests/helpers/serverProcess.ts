// Starts tests/helpers/serverMain.ts as a child process on a test database.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { RUN_TYPESCRIPT } from '../../server/process/runTypescript.js';
import { JWT_SECRET, type TestDatabase } from './testApp.js';

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startServerProcess(db: TestDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', RUN_TYPESCRIPT, resolve('tests/helpers/serverMain.ts')], {
    env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: db.dataDir, JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) done(Number(m[1]));
    });
    child.once('exit', (code) => fail(new Error(`server process ended with ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
