// What the live-update stream tells the screens: whether it is up, and each change as it comes.
import { createStore } from '../../util/createStore';
import type { LiveChange, LiveStatus } from './liveConnection';

export const liveStatus = createStore<LiveStatus>('down');

const listeners = new Set<(change: LiveChange) => void>();

export function onLiveChange(listener: (change: LiveChange) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const emitLiveChange = (change: LiveChange) => listeners.forEach((listener) => listener(change));
