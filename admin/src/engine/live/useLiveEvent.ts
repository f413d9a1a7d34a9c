// The live updates a screen may use beyond the automatic re-reads (useLiveUpdates.ts): a callback
// for the changes of one entity — e.g. to fetch just the changed mission again — and whether the
// stream is up, for a small 'live' mark.
import { useEffect, useRef } from 'react';
import type { LiveChange } from './liveConnection';
import { liveStatus, onLiveChange } from './liveStore';

/**
 * Calls `callback` for each change to records of `entity` (its schema $id: 'mission'), and once
 * with action 'reset' when the stream missed more than it could replay.
 */
export function useLiveEvent(entity: string, callback: (change: LiveChange) => void) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => onLiveChange((c) => (c.entity === entity || c.action === 'reset') && latest.current(c)), [entity]);
}

/** 'live' while the stream is open; 'connecting' or 'down' otherwise (lists then refresh every minute). */
export const useLiveStatus = () => liveStatus.useValue();
