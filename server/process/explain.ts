// The one line `npm start` prints when it cannot start: what went wrong and what to do, without a
// stack trace (LOG_LEVEL=debug adds it) and without a password.
import { errorCode } from '../db/dialect.js';
import { StartupError } from './startupError.js';

const FILE_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  ENOTDIR: 'a part of the path is not a folder',
};

export function explainStartupError(err: unknown, o: { port: number }): string {
  if (err instanceof StartupError) return err.message;
  const e = err as (Error & { code?: string; path?: string; syscall?: string }) | undefined;
  const code = errorCode(err) ?? '';
  if (e?.syscall === 'listen') {
    if (code === 'EADDRINUSE') return `port ${o.port} is already in use: stop the program using it, or set PORT to a free port`;
    if (code === 'EACCES') return `port ${o.port} needs more privileges than this user has: set PORT to 1024 or above`;
  }
  if (FILE_ERRORS[code] && e?.path) {
    return `cannot write ${e.path} (${code}, ${FILE_ERRORS[code]}): the data folder (DATA_DIR) and the database's folder must be writable by the server's user`;
  }
  if (code.startsWith('SQLITE_')) {
    const hint =
      code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_READONLY')
        ? "its folder must exist and be writable by the server's user"
        : code === 'SQLITE_NOTADB'
          ? 'DATABASE_URL names a file that is not a SQLite database'
          : 'check the file named by DATABASE_URL';
    return `cannot open the SQLite database (${code}, ${e?.message}): ${hint}`;
  }
  return `${e?.message ?? String(err)}${code ? ` (${code})` : ''}`;
}
