// The built admin: hashed assets (assets/*-<hash>.js) never change under their name, so they are
// cached for a year as immutable; index.html (and every other unhashed file) is revalidated on
// each use (no-cache + ETag), so a new release is picked up at the next page load. A file built
// with a .br or .gz beside it (vite.config.ts precompresses at build time) is sent as that file
// when the browser accepts it; other text is compressed on the fly by the compression middleware.
// The driver app's service worker (sw.js, its workbox-*.js runtime) and manifest.webmanifest sit
// at the root, outside assets/, so they are revalidated like index.html: a new release's worker is
// found at the next visit, never held for a year (tests/integration/pwaStatic.test.ts). The
// manifest's type, application/manifest+json, comes from send's table of extensions.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

const YEAR_SECONDS = 365 * 24 * 3600;
const HASHED = /^assets\//;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : [join(dir, f)]));
}

/** 'br' or 'gzip' when the request accepts it (q=0 refuses), preferring brotli. */
function accepted(req: Request, encoding: 'br' | 'gzip'): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** sendFile's callback: a missing file goes on to the next handler; a client gone mid-file is nobody's error. */
const done = (res: Response, next: NextFunction) => (err?: Error) => {
  if (err && !res.headersSent) next(err);
};

const cacheControl = (path: string) => (HASHED.test(path) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');

export function staticFiles(dist: string): Router {
  const router = express.Router();
  // The build does not change while the server runs: which files have precompressed twins is read once.
  const files = new Set(filesUnder(dist).map((f) => relative(dist, f).split(sep).join('/')));
  // The app turns Express's ETags off (API answers are no-store), which sendFile follows; the files
  // get one of their own — size and time of the build — that send() checks If-None-Match against.
  const etags = new Map(
    [...files].map((f) => {
      const st = statSync(join(dist, f));
      return [f, `W/"${st.size.toString(16)}-${st.mtimeMs.toString(16)}"`];
    }),
  );
  const send = (res: Response, next: NextFunction, file: string) => {
    res.setHeader('ETag', etags.get(file) ?? '');
    res.sendFile(file, { root: dist, cacheControl: false, dotfiles: 'deny' }, done(res, next));
  };

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next(); // a malformed escape names no file
    }
    if (!files.has(path)) return next();
    res.locals.route = 'static';
    const encoding =
      files.has(`${path}.br`) && accepted(req, 'br') ? 'br' : files.has(`${path}.gz`) && accepted(req, 'gzip') ? 'gzip' : null;
    res.setHeader('Cache-Control', cacheControl(path));
    if (files.has(`${path}.br`) || files.has(`${path}.gz`)) res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return send(res, next, path);
    // The type is the original file's (send() keeps a Content-Type already set); compression skips an encoded body.
    res.type(path.slice(path.lastIndexOf('.')));
    res.setHeader('Content-Encoding', encoding);
    send(res, next, `${path}.${encoding === 'br' ? 'br' : 'gz'}`);
  });
  // Deep links: every other GET that is not an API path gets the SPA's index.html, never cached —
  // but for a built file's path: an old release's chunk asked after an update is a 404 (the page's
  // import fails and it loads anew), never the page's HTML served as a script.
  router.get('/{*path}', (req: Request, res: Response, next: NextFunction) => {
    if (HASHED.test(req.path.replace(/^\/+/, '')) || !existsSync(join(dist, 'index.html'))) return next();
    res.locals.route = 'admin page';
    res.setHeader('Cache-Control', 'no-cache');
    const encoding = files.has('index.html.br') && accepted(req, 'br') ? 'br' : null;
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    send(res, next, encoding ? 'index.html.br' : 'index.html');
  });
  return router;
}
