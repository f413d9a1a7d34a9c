// Builds the admin (Vite) only when dist/admin is missing or older than its sources: a content
// hash of the inputs is kept beside the build. Used by `npm start` and by the browser tests.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const INPUTS = ['admin', 'schemas', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(ROOT, 'dist/admin/.build-hash');

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((f) => (f === 'node_modules' ? [] : files(join(path, f))));
}

export function adminSourceHash(): string {
  const h = createHash('sha256');
  for (const f of INPUTS.flatMap((i) => files(join(ROOT, i)))) h.update(f.slice(ROOT.length)).update(readFileSync(f));
  return h.digest('hex');
}

export function ensureAdminBuild(log = console.log): void {
  const hash = adminSourceHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
  log('[yardmaster] building the admin (dist/admin is missing or stale)...');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always the production build: started from the test runner (NODE_ENV=test) Vite would build
    // React and react-admin in development mode — slower, and logging every refused call.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(STAMP, hash);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) ensureAdminBuild();
