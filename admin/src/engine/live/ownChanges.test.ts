import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOwnChange, isOwnChange } from './ownChanges';

const change = (ids: number[], entity = 'mission') => ({ entity, ids, action: 'update' });

describe('own changes', () => {
  const releases: (() => void)[] = [];
  const claim = (entity: string, ids: number[]) => (releases.push(claimOwnChange(entity, ids)), releases.at(-1)!);
  afterEach(() => {
    releases.splice(0).forEach((release) => release());
    vi.useRealTimers();
  });

  it('when the event of claimed records comes, then it is the claimant’s own once, and the next one of them is news again', () => {
    claim('mission', [4, 7]);
    expect(isOwnChange(change([4, 7]))).toBe(true);
    expect(isOwnChange(change([4, 7]))).toBe(false);
  });

  it('when a write’s event comes as several (records of different sites), then each takes its own records off the claim', () => {
    claim('mission', [4, 7]);
    expect(isOwnChange(change([4]))).toBe(true);
    expect(isOwnChange(change([7]))).toBe(true);
    expect(isOwnChange(change([4]))).toBe(false);
  });

  it('when an event names a record not claimed, or another entity’s, then it is news', () => {
    claim('mission', [4]);
    expect(isOwnChange(change([4, 5]))).toBe(false);
    expect(isOwnChange(change([4], 'asset'))).toBe(false);
    expect(isOwnChange(change([]))).toBe(false);
    expect(isOwnChange(change([4]))).toBe(true);
  });

  it('when a claim is released (the write failed) or has lapsed, then the event is news', () => {
    claim('mission', [4])();
    expect(isOwnChange(change([4]))).toBe(false);
    vi.useFakeTimers();
    claim('mission', [9]);
    vi.advanceTimersByTime(3_001);
    expect(isOwnChange(change([9]))).toBe(false);
  });
});
