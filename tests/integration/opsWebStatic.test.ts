// Issue 12 point 4: the admin's files compressed (the build's .br/.gz twins, else on the fly),
// hashed assets cached for a year as immutable, index.html revalidated (no-cache), API JSON over
// 1 KB compressed, small answers, the event stream and CSV exports not.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet } from '../helpers/api.js';
import { createTestDatabase, DIALECTS, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decompress it). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const decoded = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body).toString()
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body).toString()
      : r.body.toString();

/** A built admin in miniature: a hashed bundle with twins, one without, a small file, index.html. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'ym-dist-'));
  mkdirSync(join(dist, 'assets'));
  const bundle = `export const x = ${JSON.stringify('yardmaster '.repeat(500))};\n`;
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
  writeFileSync(join(dist, 'assets/index-AbC123.js'), bundle);
  writeFileSync(join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(dist, 'assets/index-AbC123.js.gz'), gzipSync(bundle));
  writeFileSync(join(dist, 'assets/lazy-Zz9.js'), `export const y = ${JSON.stringify('lazy chunk '.repeat(300))};\n`);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  return { dist, bundle };
}

for (const dialect of DIALECTS) {
  describe(`compression and caching on ${dialect}`, () => {
    let db: TestDatabase;
    let app: TestApp;
    const build = fakeBuild();
    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      app = await startTestApp(db, { adminDist: build.dist });
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
      rmSync(build.dist, { recursive: true, force: true });
    });

    it("sends a hashed asset's brotli or gzip twin as the client accepts, immutable for a year", async () => {
      const path = '/assets/index-AbC123.js';
      const br = await rawGet(app.baseUrl, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      expect(br.body.length).toBeLessThan(build.bundle.length / 5);
      expect(decoded(br)).toBe(build.bundle);
      const gz = await rawGet(app.baseUrl, path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz)).toBe(build.bundle);
      const refused = await rawGet(app.baseUrl, path, { 'accept-encoding': 'br;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.toString()).toBe(build.bundle);
    });

    it('compresses a text file built without twins on the fly', async () => {
      const lazy = await rawGet(app.baseUrl, '/assets/lazy-Zz9.js', { 'accept-encoding': 'gzip' });
      expect(lazy.headers['content-encoding']).toBe('gzip');
      expect(decoded(lazy)).toContain('lazy chunk');
    });

    it('serves index.html and deep links with no-cache, revalidated by ETag', async () => {
      for (const path of ['/index.html', '/fleet/home', '/user/forgotpwd']) {
        const r = await rawGet(app.baseUrl, path);
        expect(r.status, path).toBe(200);
        expect(r.headers['cache-control']).toBe('no-cache');
        expect(r.body.toString()).toContain('index-AbC123.js');
        const etag = String(r.headers.etag);
        expect(etag).toMatch(/^W?\/?"/);
        expect((await rawGet(app.baseUrl, path, { 'if-none-match': etag })).status).toBe(304);
      }
      expect((await rawGet(app.baseUrl, '/robots.txt')).headers['cache-control']).toBe('no-cache');
    });

    it('compresses API JSON over 1 KB, not a smaller answer nor the event stream', async () => {
      const { token } = await fleet(app).login('sysadmin');
      const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
      const schemas = await rawGet(app.baseUrl, '/api/Fleet/Schemas', auth);
      expect(schemas.headers['content-encoding']).toBe('br');
      const json = decoded(schemas);
      expect(json.length).toBeGreaterThan(1024);
      expect(schemas.body.length).toBeLessThan(json.length / 3);
      expect(JSON.parse(json).data).toBeTruthy();

      const small = await rawGet(app.baseUrl, '/healthz', { 'accept-encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();

      const stream = await new Promise<Record<string, unknown>>((done, fail) => {
        const req = request(`${app.baseUrl}/api/Fleet/Events`, { headers: auth }, (res) => {
          done(res.headers);
          res.destroy();
        });
        req.on('error', (err) => ((err as { code?: string }).code === 'ECONNRESET' ? undefined : fail(err)));
        req.end();
      });
      expect(String(stream['content-type'])).toMatch(/^text\/event-stream/);
      expect(stream['content-encoding']).toBeUndefined();
    });
  });
}
