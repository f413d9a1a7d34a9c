import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context.js';
import { cachedRead, forgetReads, keepRead, keptRead, MAX_ENTRIES } from '../../server/engine/readCache.js';

// The cache is kept per database object: each test gets a context of its own.
const context = () => ({ db: {} }) as unknown as AppContext;

describe('readCache', () => {
  it('when a value is kept, then it is given back while its time holds, and forgotten when an entity it depends on is written', async () => {
    const ctx = context();
    keepRead(ctx, ['location'], 'anchor:a', { at: ['Spot 1', 7] });
    expect(await keptRead(ctx, 'anchor:a', 30_000)).toEqual({ at: ['Spot 1', 7] });
    expect(keptRead(ctx, 'anchor:a', 0)).toBeUndefined();
    keepRead(ctx, ['location'], 'anchor:a', { at: ['Spot 2', 8] });
    expect(await keptRead(ctx, 'anchor:a', 30_000)).toEqual({ at: ['Spot 2', 8] });
    forgetReads(ctx, 'site');
    expect(keptRead(ctx, 'anchor:a', 30_000)).toBeDefined();
    forgetReads(ctx, 'location');
    expect(keptRead(ctx, 'anchor:a', 30_000)).toBeUndefined();
  });

  it('when the store is full, then a kept value makes room by the oldest entry alone: the totals kept stay', async () => {
    const ctx = context();
    keepRead(ctx, ['location'], 'anchor:first', 0);
    await cachedRead(ctx, ['location'], 'total:location', 30_000, async () => 42);
    for (let i = 2; i < MAX_ENTRIES; i++) keepRead(ctx, ['location'], `anchor:${i}`, i);
    keepRead(ctx, ['location'], 'anchor:one more', 'n');
    expect(keptRead(ctx, 'anchor:first', 30_000)).toBeUndefined();
    expect(await keptRead(ctx, 'total:location', 30_000)).toBe(42);
    expect(await keptRead(ctx, 'anchor:2', 30_000)).toBe(2);
    expect(await keptRead(ctx, 'anchor:one more', 30_000)).toBe('n');
  });
});
