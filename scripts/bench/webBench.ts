// The login page's weight in `npm run bench` (BENCH_ONLY=web): Chromium opens /user/login on a
// fresh context (nothing cached), as a first visitor does, and the JavaScript it loads until the
// login form shows is summed as it crossed the wire (compressed, the body bytes of each response)
// and as it is once decoded. Also checks what the second visit relies on: the hashed bundle sent
// immutable and compressed, index.html revalidated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureAdminBuild } from '../adminBuild.js';
import { launchChromium, VIEWPORT } from '../../tests/browser/pages.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { JWT_SECRET, type Row, startServer, stopServer } from './harness.js';

export const LOGIN_JS_KB = 300;

export async function webBench(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ym-bench-web-'));
  const file = join(dir, 'bench.db');
  await closeDatabase(await demoDatabase(dir, file));
  const adminDist = process.env.BENCH_ADMIN_DIST ? resolve(process.env.BENCH_ADMIN_DIST) : (ensureAdminBuild(), resolve('dist/admin'));
  const app = await startServer('scripts/bench/appServer.ts', {
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: dir,
    JWT_SECRET,
    ADMIN_DIST: adminDist,
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
    const page = await context.newPage();
    const scripts: { url: string; wire: number; decoded: number; encoding: string; cache: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, body, headers] = await Promise.all([response.request().sizes(), response.body(), response.allHeaders()]);
          scripts.push({
            url: new URL(response.url()).pathname,
            wire: sizes.responseBodySize,
            decoded: body.length,
            encoding: headers['content-encoding'] ?? 'identity',
            cache: headers['cache-control'] ?? '',
          });
        })(),
      );
    });
    await page.goto(`${app.base}/user/login`);
    await page
      .getByLabel(/^Username/)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const index = await fetch(`${app.base}/user/login`);
    await context.close();
    const wireKb = scripts.reduce((s, x) => s + x.wire, 0) / 1024;
    const decodedKb = scripts.reduce((s, x) => s + x.decoded, 0) / 1024;
    // files under 1 KB are sent as they are (compression would not pay for its header)
    const sizable = scripts.filter((s) => s.decoded >= 1024);
    const compressed = sizable.filter((s) => s.encoding === 'br' || s.encoding === 'gzip').length;
    const immutable = scripts.filter((s) => /immutable/.test(s.cache)).length;
    console.log(
      `login page scripts: ${scripts.length} files, ${compressed} of the ${sizable.length} over 1 KB compressed (${[...new Set(scripts.map((s) => s.encoding))].join(', ')}), ` +
        `${immutable} immutable; ${wireKb.toFixed(0)} KB on the wire, ${decodedKb.toFixed(0)} KB decoded; index.html Cache-Control: ${index.headers.get('cache-control')}`,
    );
    return [
      ['login page JavaScript on the wire (KB)', wireKb, LOGIN_JS_KB, wireKb <= LOGIN_JS_KB && scripts.length > 0],
      ['login page JavaScript decoded (KB)', decodedKb, null, true],
      ['login page scripts over 1 KB compressed (share)', compressed / Math.max(sizable.length, 1), 1, compressed === sizable.length],
      ['login page scripts cached immutable (share)', immutable / Math.max(scripts.length, 1), 1, immutable === scripts.length],
    ];
  } finally {
    await browser.close();
    await stopServer(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
