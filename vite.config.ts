import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

// The admin app lives in admin/ and is served by the Express server from dist/admin.
export default defineConfig({
  root: fromRoot('./admin'),
  plugins: [react(), precompress()],
  build: {
    outDir: fromRoot('./dist/admin'),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
