// The login page's weight in `npm run bench` (BENCH_ONLY=web): Chromium opens /user/login on a
// fresh context (nothing cached), as a first visitor does, and the JavaScript it loads until the
// login form shows is summed as it crossed the wire (compressed, the body bytes of each response)
// and as it is once decoded. Also checks what the second visit relies on: the hashed bundle sent
// immutable and compressed, index.html revalidated. Then the lazy chunks of the screens added
// beyond the spec (the dashboard on the fleet home, the yard view): the scripts each screen loads
// that a plain list screen of the same shell does not, gzipped at the build's level.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { ensureAdminBuild } from '../adminBuild.js';
import { launchChromium, VIEWPORT } from '../../tests/browser/pages.js';
import { closeDatabase, demoDatabase } from './benchData.js';
import { JWT_SECRET, PASSWORD, type Row, startServer, stopServer } from './harness.js';

export const LOGIN_JS_KB = 300;
/** Issue 13: the lazy chunk of each new screen, gzipped. */
export const SCREEN_CHUNK_KB = 100;

/** The built admin the bench serves: BENCH_ADMIN_DIST, else dist/admin (built when stale). */
export const benchAdminDist = () =>
  process.env.BENCH_ADMIN_DIST ? resolve(process.env.BENCH_ADMIN_DIST) : (ensureAdminBuild(), resolve('dist/admin'));

/** Runs `measure` against the app serving the admin on a demo database of its own (removed after). */
export async function withDemoWebApp<T>(measure: (base: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'ym-bench-web-'));
  const file = join(dir, 'bench.db');
  await closeDatabase(await demoDatabase(dir, file));
  const app = await startServer('scripts/bench/appServer.ts', {
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: dir,
    JWT_SECRET,
    ADMIN_DIST: benchAdminDist(),
  });
  try {
    return await measure(app.base);
  } finally {
    await stopServer(app.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const webBench = (): Promise<Row[]> => withDemoWebApp(measureWeb);

async function measureWeb(base: string): Promise<Row[]> {
  const app = { base };
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
    const chunks = await screenChunks(browser, app.base);
    return [
      ...chunks.map(([screen, kb]): Row => [
        `${screen}: its own scripts, gzipped (KB)`,
        kb,
        SCREEN_CHUNK_KB,
        kb > 0 && kb <= SCREEN_CHUNK_KB,
      ]),
      ['login page JavaScript on the wire (KB)', wireKb, LOGIN_JS_KB, wireKb <= LOGIN_JS_KB && scripts.length > 0],
      ['login page JavaScript decoded (KB)', decodedKb, null, true],
      ['login page scripts over 1 KB compressed (share)', compressed / Math.max(sizable.length, 1), 1, compressed === sizable.length],
      ['login page scripts cached immutable (share)', immutable / Math.max(scripts.length, 1), 1, immutable === scripts.length],
    ];
  } finally {
    await browser.close();
  }
}

/**
 * The gzipped size of the scripts each new screen loads beyond a plain list screen (Companies):
 * the System Administrator logs in, then each screen is opened by its address (a fresh page load,
 * served from the browser's cache after the first) and its script files are compared.
 */
async function screenChunks(browser: Browser, base: string): Promise<[string, number][]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  let seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    seen.add(path);
    if (!sizes.has(path)) void response.body().then((body) => sizes.set(path, gzipSync(body, { level: 9 }).length));
  });
  const scriptsOf = async (path: string, ready: string) => {
    seen = new Set();
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    // no networkidle: the live-update stream stays open; done when no script came for 500 ms
    for (let count = -1; count !== seen.size;) {
      count = seen.size;
      await page.waitForTimeout(500);
    }
    return seen;
  };
  try {
    await page.goto(`${base}/user/login`);
    await page
      .getByLabel(/^Username/)
      .first()
      .fill('sysadmin');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/fleet\/home/, { timeout: 30_000 });
    const plain = await scriptsOf('/fleet/companies', 'table');
    const screens: [string, string, string][] = [
      ['dashboard (/fleet/home)', '/fleet/home', '.MuiChartsSurface-root, svg[class*="MuiChartsSurface"]'],
      ['yard view (/fleet/yard)', '/fleet/yard', 'h1, h2, h3, h4, h5, h6'],
    ];
    const out: [string, number][] = [];
    for (const [name, path, ready] of screens) {
      const own = [...(await scriptsOf(path, ready))].filter((p) => !plain.has(p));
      await page.waitForTimeout(200); // the bodies' gzip sizes are read asynchronously
      out.push([name, own.reduce((sum, p) => sum + (sizes.get(p) ?? 0), 0) / 1024]);
      console.log(`${name}: ${own.length} scripts of its own: ${own.join(', ')}`);
    }
    return out;
  } finally {
    await context.close();
  }
}
