// Issue 13 §5: the driver app's service worker and manifest are served so that a new release
// reaches the phones — sw.js, the Workbox runtime beside it and the manifest revalidated on every
// use (no-cache with an ETag), never cached as immutable like the hashed assets — and the
// manifest with its registered type, which browsers require before offering to install; and an old
// release's chunk, gone after an update, a 404 rather than the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';

/** The files vite-plugin-pwa writes beside the app's own. */
function pwaBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'ym-pwa-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><link rel="manifest" href="/manifest.webmanifest">');
  writeFileSync(join(dist, 'sw.js'), 'define(["./workbox-1a2b3c"], function (w) { w.precacheAndRoute([]); });');
  writeFileSync(join(dist, 'workbox-1a2b3c.js'), 'define([], function () {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Yardmaster', start_url: '/driver/home' }));
  writeFileSync(join(dist, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, 'assets/index-AbC123.js'), 'export {};');
  return dist;
}

for (const dialect of DIALECTS) {
  describe(`the driver app's files on ${dialect}`, () => {
    let db: TestDatabase;
    let app: TestApp;
    const dist = pwaBuild();
    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      app = await startTestApp(db, { adminDist: dist });
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
      rmSync(dist, { recursive: true, force: true });
    });

    it('when the service worker, its runtime and the manifest are asked for, then each is revalidated on every use (no-cache with an ETag), never immutable', async () => {
      for (const path of ['/sw.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
        const answer = await fetch(`${app.baseUrl}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('cache-control'), path).toBe('no-cache');
        expect(answer.headers.get('etag'), path).toBeTruthy();
      }
      const hashed = await fetch(`${app.baseUrl}/assets/index-AbC123.js`);
      expect(hashed.headers.get('cache-control')).toContain('immutable');
    });

    it('when a built file no longer there is asked for (an old release’s chunk after an update), then it is a 404, not the page’s HTML as a script; a deep link still gets the page', async () => {
      const gone = await fetch(`${app.baseUrl}/assets/EntityScreens-Old123.js`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).not.toContain('<!doctype html><link rel="manifest"');
      const deep = await fetch(`${app.baseUrl}/dispatch/assets`);
      expect([deep.status, deep.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    });

    it('when the manifest is asked for, then it comes as application/manifest+json and the service worker as JavaScript', async () => {
      const manifest = await fetch(`${app.baseUrl}/manifest.webmanifest`);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(await manifest.json()).toMatchObject({ start_url: '/driver/home' });
      expect((await fetch(`${app.baseUrl}/sw.js`)).headers.get('content-type')).toMatch(/^text\/javascript/);
    });

    it('when the service worker is asked for, then the security headers allow it: a worker and a manifest of this origin, no inline script', async () => {
      const answer = await fetch(`${app.baseUrl}/sw.js`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      // worker-src and manifest-src fall back to script-src and default-src: 'self' only
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    });
  });
}
