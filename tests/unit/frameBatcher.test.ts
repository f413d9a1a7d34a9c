import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameBatcher } from '../../server/live/frameBatcher.js';

describe("the live streams' frame batcher", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('sends a lone change at once, the changes of a burst in rounds at most two a second, each waiting stream once a round', () => {
    const batcher = new FrameBatcher();
    const sent: string[] = [];
    const stream = (name: string) => () => sent.push(name);
    const [a, b] = [stream('a'), stream('b')];

    batcher.mark(a);
    vi.advanceTimersToNextTimer(); // the next turn: no round has run yet
    expect(sent).toEqual(['a']);

    // a burst right after it: both streams, marked many times, wait for the round 500 ms after the last
    for (let i = 0; i < 5; i++) {
      batcher.mark(a);
      batcher.mark(b);
    }
    vi.advanceTimersByTime(450);
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['a', 'a', 'b']);
  });

  it('yields to other work every thousand streams of a round', () => {
    const batcher = new FrameBatcher();
    let sent = 0;
    for (let i = 0; i < 2500; i++) batcher.mark(() => sent++);
    vi.advanceTimersToNextTimer();
    expect(sent).toBe(1000);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(sent).toBe(2500);
  });
});
