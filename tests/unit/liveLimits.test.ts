import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_LIMITS, liveLimitsFrom } from '../../server/live/limits.js';
import { StartupError } from '../../server/process/startupError.js';

describe('LIVE_MAX_STREAMS and LIVE_MAX_STREAMS_PER_USER', () => {
  it('default to 10,000 streams an instance and 5 a user, and take whole numbers', () => {
    expect(liveLimitsFrom(undefined, '')).toEqual(DEFAULT_LIVE_LIMITS);
    expect(DEFAULT_LIVE_LIMITS).toEqual({ streams: 10_000, perUser: 5 });
    expect(liveLimitsFrom('20000', '8')).toEqual({ streams: 20_000, perUser: 8 });
  });

  it('refuse the start on anything else, naming the setting', () => {
    for (const [streams, perUser, named] of [
      ['0', undefined, 'LIVE_MAX_STREAMS'],
      ['1e4', undefined, 'LIVE_MAX_STREAMS'],
      ['ten', undefined, 'LIVE_MAX_STREAMS'],
      [undefined, '-1', 'LIVE_MAX_STREAMS_PER_USER'],
      [undefined, '2.5', 'LIVE_MAX_STREAMS_PER_USER'],
    ] as const) {
      const start = () => liveLimitsFrom(streams, perUser);
      expect(start).toThrow(StartupError);
      expect(start).toThrow(new RegExp(`^${named} must be a whole number`));
    }
  });
});
