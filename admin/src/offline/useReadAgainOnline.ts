// A screen shown from its kept copy is read again as soon as the browser is back online, and again
// on a growing timer (2 s up to a minute, as the queues' sends) until the server answers: the signal
// comes back in steps in a yard, and the first read after the 'online' event may fail too, its
// answer the copy again and the Offline banner left up until the screen's next timed read (a minute
// on the driver's list). react-query's own refetch on reconnect covers neither a page reloaded
// offline nor a failed first try.
import { useEffect } from 'react';
import { FIRST_RETRY_MS, LAST_RETRY_MS } from './flushLoop';
import { useOnline } from './useOnline';

export function useReadAgainOnline(fromCopy: boolean, refetch: () => unknown): void {
  const online = useOnline();
  useEffect(() => {
    if (!online || !fromCopy) return;
    let timer: ReturnType<typeof setTimeout>;
    const readAgain = (wait: number) => {
      void refetch();
      timer = setTimeout(() => readAgain(Math.min(wait * 2, LAST_RETRY_MS)), wait);
    };
    readAgain(FIRST_RETRY_MS);
    return () => clearTimeout(timer);
  }, [online, fromCopy, refetch]);
}
