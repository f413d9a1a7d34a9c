import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LIVE_LIMITS, liveLimitsFrom, openFileLimit } from '../../server/live/limits.js';
import { StartupError } from '../../server/process/startupError.js';

describe('LIVE_MAX_STREAMS and LIVE_MAX_STREAMS_PER_USER', () => {
  it('default to 10,000 streams an instance and 5 a user, and take whole numbers', () => {
    expect(liveLimitsFrom(undefined, '', null)).toEqual(DEFAULT_LIVE_LIMITS);
    expect(DEFAULT_LIVE_LIMITS).toEqual({ streams: 10_000, perUser: 5 });
    expect(liveLimitsFrom('20000', '8', null)).toEqual({ streams: 20_000, perUser: 8 });
    expect(liveLimitsFrom('20000', '8', 21_000)).toEqual({ streams: 20_000, perUser: 8 });
  });

  it('refuse the start on anything else, naming the setting', () => {
    for (const [streams, perUser, named] of [
      ['0', undefined, 'LIVE_MAX_STREAMS'],
      ['1e4', undefined, 'LIVE_MAX_STREAMS'],
      ['ten', undefined, 'LIVE_MAX_STREAMS'],
      [undefined, '-1', 'LIVE_MAX_STREAMS_PER_USER'],
      [undefined, '2.5', 'LIVE_MAX_STREAMS_PER_USER'],
    ] as const) {
      const start = () => liveLimitsFrom(streams, perUser, null);
      expect(start).toThrow(StartupError);
      expect(start).toThrow(new RegExp(`^${named} must be a whole number`));
    }
  });

  // past the open-file limit the server could accept no connection at all: not a login, not a save
  it('stop short of the open-file limit, keeping room for the API and the database', () => {
    // the default lowered to fit, and said so
    expect(liveLimitsFrom(undefined, undefined, 4_096)).toEqual({ streams: 3_096, perUser: 5, lowered: { from: 10_000, files: 4_096 } });
    expect(liveLimitsFrom(undefined, undefined, 1_024)).toMatchObject({ streams: 768 });
    // a cap the operator set above it refuses the start, saying what to do
    const start = () => liveLimitsFrom('19500', undefined, 20_000);
    expect(start).toThrow(StartupError);
    expect(start).toThrow(
      /LIVE_MAX_STREAMS is 19,500, but this process may open only 20,000 files.*set LIVE_MAX_STREAMS to 19,000 at most/,
    );
    expect(liveLimitsFrom('19000', undefined, 20_000)).toEqual({ streams: 19_000, perUser: 5 });
  });

  it('read the open-file limit from /proc (null where there is none)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const file = (text: string) => (writeFileSync(join(dir, 'limits'), text), join(dir, 'limits'));
    const head = 'Limit                     Soft Limit           Hard Limit           Units     \n';
    expect(openFileLimit(file(`${head}Max open files            20000                20000                files     \n`))).toBe(20_000);
    expect(openFileLimit(file(`${head}Max open files            unlimited            unlimited            files     \n`))).toBeNull();
    expect(openFileLimit(join(dir, 'none'))).toBeNull();
  });
});
