// The loop that sends what a phone queued while it had no signal (the driver's stage moves, the
// yard check's entries): one flush at a time, one more when work arrives during one; after a flush
// that stopped for the network, another on a growing timer (2 s up to a minute) and at once when the
// browser says it is online again. One tab of the origin flushes at a time (a Web Lock named for
// the queue), so two open tabs never send one item twice.

/** How a flush ended: all sent, stopped for the network (try again later), or for the session (after a login). */
export type FlushStop = 'done' | 'offline' | 'unauthorized';

/** The growing timer between tries while the network fails, shared by the reads that wait for it (useReadAgainOnline). */
export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 60_000;

export interface FlushLoop {
  /** Sends what is queued; a call during a flush runs one more after it. */
  sync(): Promise<void>;
  /** Listens for the network's return (once) and flushes. */
  start(): void;
}

/** `flush` sends the queue once and says how it stopped; undefined when it could not start (no user, offline). */
export function makeFlushLoop(lockName: string, flush: () => Promise<FlushStop | undefined>, what: string): FlushLoop {
  let retryIn = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let listening = false;

  const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
    navigator.locks ? (navigator.locks.request(lockName, work) as Promise<T>) : work();

  async function flushOnce() {
    // nothing can go while the browser knows it is offline: the 'online' event starts the next flush
    if (!navigator.onLine) return;
    const stop = await oneTabAtATime(flush);
    if (stop === undefined) return;
    clearTimeout(retryTimer);
    if (stop === 'offline') {
      retryTimer = setTimeout(() => void sync(), retryIn);
      retryIn = Math.min(retryIn * 2, LAST_RETRY_MS);
    } else retryIn = FIRST_RETRY_MS;
  }

  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await flushOnce().catch((err) => console.error(`Sending the queued ${what} failed`, err));
      } while (again);
      running = null;
    })();
    return running;
  }

  function start() {
    if (!listening) {
      listening = true;
      window.addEventListener('online', () => {
        retryIn = FIRST_RETRY_MS;
        void sync();
      });
    }
    void sync();
  }

  return { sync, start };
}
