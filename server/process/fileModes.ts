// What Yardmaster keeps on disk (the SQLite database and its -wal/-shm, the generated JWT secret,
// the outbox's e-mails, backups) is readable by the server's user only: files 0600 in 0700
// folders. Modes are set explicitly rather than left to the umask, and tightened when an older
// version (or a copy) left them looser.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates the folder (and its parents) 0700; an existing one is tightened to 0700. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  tighten(dir, PRIVATE_DIR);
}

/** Creates the folder 0700 when missing; an existing one is left as it is (it may be shared, e.g. /srv). */
export function ensureDir(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/** Creates the file empty with mode 0600 when missing (before anyone writes into it); tightens an existing one. */
export function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  tighten(file, PRIVATE_FILE);
}

/** Tightens the file or folder to `mode` when group or others may use it; a missing one is skipped. */
export function tighten(path: string, mode: number): void {
  let current: number;
  try {
    current = statSync(path).mode & 0o777;
  } catch {
    return;
  }
  if (current & 0o077) chmodSync(path, mode);
}
