// Whether the browser says it is online (navigator.onLine and its 'online'/'offline' events).
// "Online" only means a network is there: a failed call is the real test, so the screens also
// look at where their data came from (readCopies.lastAnswerOf).
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
