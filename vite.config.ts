import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes a .br and a .gz beside every text file of the build over 1 KB, compressed once at the
 * best levels (the server sends them as they are, server/http/staticFiles.ts): the browser gets
 * brotli without the server compressing the bundle on each first visit.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'yardmaster-precompress',
    apply: 'build',
    // the resolved folder: `vite build --outDir` (the browser tests' own builds) overrides the config's
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Names the shell's chunk in index.html (a meta tag: the CSP allows no inline script): the login
 * page's own first load fetches it while the user types (account/login/loginStart.tsx).
 */
function shellChunkName(): Plugin {
  return {
    name: 'yardmaster-shell-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const shell = Object.values(ctx.bundle ?? {}).find((o) => o.type === 'chunk' && o.name === 'start');
        if (!shell) throw new Error('the build has no shell chunk (start)');
        return [{ tag: 'meta', attrs: { name: 'yardmaster-shell', content: `/${shell.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The driver's installable app (issue 13 §5): a web manifest and a Workbox service worker that
 * precaches the whole shell, so /driver/home opens with no network. Deep links fall back to the
 * precached index.html; the API never does (its answers are the user's, kept by the app itself in
 * IndexedDB: admin/src/offline/). The driver's screen registers the worker (offline/serviceWorker.ts):
 * no inline script under the CSP, and the other areas' users never download the precache.
 * sw.js and the manifest live at the root, outside assets/, so the server revalidates them. The
 * same worker shows web push notices (admin/public/push-sw.js), for whoever turns them on.
 */
const driverApp = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Yardmaster',
      short_name: 'Yardmaster',
      description: 'Yard missions for drivers',
      start_url: '/driver/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#1976d2',
      background_color: '#fafafa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/, /^\/readyz$/],
      cleanupOutdatedCaches: true,
      // the main bundle is over Workbox's 2 MiB default before compression
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // web push (issue 34): the notices are shown by admin/public/push-sw.js, run inside this worker
      importScripts: ['/push-sw.js'],
    },
  });

/**
 * react-router 7's package exports name only its development build, whatever the mode (their
 * issues #12532, #14102, #14753): its dev warnings and checks would ship and run in every page
 * load. A build takes its production build instead; the two share the same API and chunks.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
];

const SHELL = fromRoot('./admin/src/start.tsx');
/** The login page's own first load (issue 35 §1): the login screen without the shell. */
const LOGIN = fromRoot('./admin/src/account/login/loginStart.tsx');
/** A chunk this small (unminified: about 8 KB minified) is fetched with the shell rather than on its own. */
const SMALL_CHUNK = 20_000;

/** A first build of the same code kept in memory, in the bundler's own chunks: what the groups are read from. */
async function probeChunks(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fromRoot('./admin'),
    plugins: [react()],
    resolve: { alias: reactRouterProduction },
    build: { write: false, minify: false, outDir: fromRoot('./dist/shell-probe') },
  });
  return (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput])
    .flatMap((r) => r.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

/**
 * The modules a lazily loaded start (start.tsx, loginStart.tsx) needs before it runs: its chunk's and
 * those of the chunks it imports statically. Not the first script's (main.tsx: it runs before them)
 * nor the bundler's own helpers. Read from a build rather than from the import graph: react-admin's
 * and MUI's index files reach every one of their components, and a start uses few of them.
 */
function startModules(chunks: Rolldown.OutputChunk[], facade: string) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.facadeModuleId === facade);
  if (!start) throw new Error(`${facade} is not a chunk of its own`);
  const modules = new Set<string>();
  const files = new Set<string>();
  const next = [start.fileName];
  while (next.length) {
    const chunk = byFile.get(next.pop()!);
    if (!chunk || chunk.isEntry || files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const id of chunk.moduleIds) if (!id.startsWith('\0')) modules.add(id);
    next.push(...chunk.imports);
  }
  return { modules, files };
}

/**
 * The modules of the shell (start.tsx's), and the screens' small shared pieces (a chip, a switch,
 * a page banner: a few KB each), each with all it imports already there: one chunk of its own
 * apiece put 27 files between the board and its first paint, and they add 12 KB to the shell in brotli.
 */
function shellModules(chunks: Rolldown.OutputChunk[]): Set<string> {
  const { modules, files } = startModules(chunks, SHELL);
  const shell = new Set([
    ...files,
    ...chunks.filter((c) => c.isEntry || c.moduleIds.every((id) => id.startsWith('\0'))).map((c) => c.fileName),
  ]);
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of chunks)
      if (
        !shell.has(chunk.fileName) &&
        !chunk.isDynamicEntry &&
        chunk.code.length <= SMALL_CHUNK &&
        chunk.imports.every((f) => shell.has(f))
      ) {
        shell.add(chunk.fileName);
        for (const id of chunk.moduleIds) if (!id.startsWith('\0')) modules.add(id);
        grew = true;
      }
  }
  return modules;
}

/**
 * The shell in one chunk, the login's part of it in one of its own. The bundler cuts the shell's
 * code by which lazy screens share each module: 31 files here, and a browser asks one HTTP/1.1
 * server for six at a time, so a first visit fetched them in rounds, with a request's work in the
 * browser and the server for each (issue 10's first paint). Every page loads the shell first, so
 * one chunk loads nothing a page would not have but those small pieces; compressed as one file it
 * is also smaller (264 KB against 282 in brotli, the pieces included). The login page opened first
 * loads only the login's chunk (React, the MUI parts of the form, the catalogue); the shell loads
 * both. The groups take only these modules, not what they import: what the first script holds
 * stays there (includeDependenciesRecursively would pull it into the shell, and the first script
 * would then wait for the shell before its early calls).
 */
async function startChunks() {
  const chunks = await probeChunks();
  const login = startModules(chunks, LOGIN).modules;
  const shell = shellModules(chunks);
  return [
    { name: 'login', priority: 2, includeDependenciesRecursively: false, test: (id: string) => login.has(id) },
    { name: 'start', priority: 1, includeDependenciesRecursively: false, test: (id: string) => shell.has(id) },
  ];
}

// The admin app lives in admin/ and is served by the Express server from dist/admin.
export default defineConfig(async ({ command }) => ({
  root: fromRoot('./admin'),
  plugins: [react(), driverApp(), shellChunkName(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: fromRoot('./dist/admin'),
    emptyOutDir: true,
    rolldownOptions: command === 'build' ? { output: { codeSplitting: { groups: await startChunks() } } } : undefined,
    // the shell is one chunk of about 1 MB (264 KB sent, in brotli)
    chunkSizeWarningLimit: 1024,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
