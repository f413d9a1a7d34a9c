// How many live-update streams (GET /api/Fleet/Events) an instance holds: LIVE_MAX_STREAMS in all
// (10,000 by default: 15–19 KiB of memory each, docs/PERFORMANCE.md "Live streams") and
// LIVE_MAX_STREAMS_PER_USER per user (5: tabs and devices). Past them a stream is refused (503 or
// 429) and the screens refresh by their minute's poll instead.
import { StartupError } from '../process/startupError.js';

export interface LiveLimits {
  streams: number;
  perUser: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { streams: 10_000, perUser: 5 };

function whole(name: string, v: string | number | undefined, fallback: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new StartupError(`${name} must be a whole number from 1 to ${max.toLocaleString('en-US')} (got "${v}")`);
  return n;
}

/** LIVE_MAX_STREAMS and LIVE_MAX_STREAMS_PER_USER, checked at the start. */
export function liveLimitsFrom(streams?: string | number, perUser?: string | number): LiveLimits {
  return {
    streams: whole('LIVE_MAX_STREAMS', streams, DEFAULT_LIVE_LIMITS.streams, 1_000_000),
    perUser: whole('LIVE_MAX_STREAMS_PER_USER', perUser, DEFAULT_LIVE_LIMITS.perUser, 1_000_000),
  };
}
