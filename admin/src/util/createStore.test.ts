import { describe, expect, it } from 'vitest';
import { createStore } from './createStore';

describe('createStore', () => {
  it('tells its watchers of a new value, and of the same value not at all (they would render again for nothing)', () => {
    const none: number[] = [];
    const store = createStore<number[]>(none);
    let told = 0;
    store.subscribe(() => told++);
    store.set((current) => current);
    store.set(none);
    expect(told).toBe(0);
    store.set([1]);
    expect(told).toBe(1);
    expect(store.get()).toEqual([1]);
  });
});
