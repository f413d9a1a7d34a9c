import { useSyncExternalStore } from 'react';

/** A value outside React that components can watch: the loaded user, open dialogs, pending navigations. */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  useValue: () => T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const set = (next: T | ((current: T) => T)) => {
    const now = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
    // the same value is no change: its watchers would render again for nothing
    if (Object.is(now, value)) return;
    value = now;
    listeners.forEach((listener) => listener());
  };
  return { get, set, subscribe, useValue: () => useSyncExternalStore(subscribe, get) };
}
