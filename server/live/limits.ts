// How many live-update streams (GET /api/Fleet/Events) an instance holds: LIVE_MAX_STREAMS in all
// (10,000 by default: 12–15 KiB of memory each, docs/PERFORMANCE.md "Live streams") and
// LIVE_MAX_STREAMS_PER_USER per user (5: tabs and devices). Past them a stream is refused (503 or
// 429) and the screens refresh by their minute's poll instead.
//
// Each stream holds a socket, and so a file descriptor. Past the process's open-file limit the
// server can accept no connection at all — not a login, not a save — so the streams stop short of
// it: FILE_RESERVE descriptors stay for everything else (the API's sockets, the database, the
// webhooks' posts, the logs). A cap the operator set above that refuses the start; the default one
// is lowered to fit, and the start says so.
import { readFileSync } from 'node:fs';
import { StartupError } from '../process/startupError.js';

export interface LiveLimits {
  streams: number;
  perUser: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { streams: 10_000, perUser: 5 };

/** Descriptors kept from the streams: at most this many, and at most a quarter of the limit. */
const FILE_RESERVE = 1_000;

function whole(name: string, v: string | number | undefined, fallback: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new StartupError(`${name} must be a whole number from 1 to ${max.toLocaleString('en-US')} (got "${v}")`);
  return n;
}

/**
 * The process's open-file limit (its soft limit, which Node raises to the hard one as it starts),
 * read from /proc on Linux; null where it cannot be read or is unlimited.
 */
export function openFileLimit(limits = '/proc/self/limits'): number | null {
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(readFileSync(limits, 'utf8'))?.[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** The streams an open-file limit leaves room for (null: no limit known). */
export function streamsWithin(files: number | null): number {
  return files === null ? Infinity : files - Math.min(FILE_RESERVE, Math.floor(files / 4));
}

/**
 * LIVE_MAX_STREAMS and LIVE_MAX_STREAMS_PER_USER, checked at the start against the open-file limit
 * (`files`). `lowered` says the default cap was lowered to fit it.
 */
export function liveLimitsFrom(
  streams?: string | number,
  perUser?: string | number,
  files: number | null = openFileLimit(),
): LiveLimits & { lowered?: { from: number; files: number } } {
  const limits = {
    streams: whole('LIVE_MAX_STREAMS', streams, DEFAULT_LIVE_LIMITS.streams, 1_000_000),
    perUser: whole('LIVE_MAX_STREAMS_PER_USER', perUser, DEFAULT_LIVE_LIMITS.perUser, 1_000_000),
  };
  const room = streamsWithin(files);
  if (limits.streams <= room) return limits;
  if (streams !== undefined && streams !== '')
    throw new StartupError(
      `LIVE_MAX_STREAMS is ${limits.streams.toLocaleString('en-US')}, but this process may open only ` +
        `${files!.toLocaleString('en-US')} files, and ${(files! - room).toLocaleString('en-US')} of them are kept for the API and ` +
        `the database: raise the open-file limit (ulimit -n, systemd's LimitNOFILE) or set LIVE_MAX_STREAMS to ${Math.max(1, room).toLocaleString('en-US')} at most`,
    );
  return { ...limits, streams: Math.max(1, room), lowered: { from: limits.streams, files: files! } };
}
