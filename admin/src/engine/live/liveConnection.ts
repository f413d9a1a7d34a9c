// The connection to GET /api/Fleet/Events (docs/API.md): fetch with the bearer token, since the
// browser's EventSource cannot send one; the stream parsed by eventsource-parser; reconnected with
// a growing, jittered delay (or the server's Retry-After), sending the last event id so the server
// replays what was missed. A 401 or 403 ends it: the session is over (or must change its
// password), which the next ordinary request reports as usual.
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { FLEET_BASE } from '../../api/fleet';

export interface LiveChange {
  entity: string;
  ids: number[];
  /** create, update, delete, a named action; 'reset' when the stream missed too much to replay. */
  action: string;
}
export type LiveStatus = 'connecting' | 'live' | 'down';

export interface LiveHandlers {
  token(): string | null;
  onChange(change: LiveChange): void;
  /** More was missed than the server replays: whatever is shown should be read again. */
  onReset(): void;
  onStatus(status: LiveStatus): void;
}

const FIRST_DELAY_MS = 1_000;
const LAST_DELAY_MS = 60_000;

/** Waits `ms`, or less: until stopped, or until the browser is back online (the stream is wanted at once then). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    window.addEventListener('online', done);
  });

/** Opens the stream and keeps it open until the answer is called. */
export function connectLive(h: LiveHandlers): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  let lastId: string | undefined;

  async function readOnce(token: string): Promise<number | 'end' | undefined> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastId) headers['Last-Event-ID'] = lastId;
    // Going offline ends this read: its socket may stay open without a byte ever arriving, and the
    // next read, once back online, replays what was missed from the last event id.
    const read = new AbortController();
    const drop = () => read.abort();
    signal.addEventListener('abort', drop, { once: true });
    window.addEventListener('offline', drop);
    try {
      return await readStream(headers, read.signal);
    } finally {
      signal.removeEventListener('abort', drop);
      window.removeEventListener('offline', drop);
    }
  }

  async function readStream(headers: Record<string, string>, signal: AbortSignal): Promise<number | 'end' | undefined> {
    const res = await fetch(`${FLEET_BASE}/Events`, { headers, signal, cache: 'no-store' });
    if (res.status === 401 || res.status === 403) return 'end';
    if (!res.ok || !res.body) return Number(res.headers.get('Retry-After')) * 1000 || undefined;
    h.onStatus('live');
    const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (let m = await reader.read(); !m.done; m = await reader.read()) {
      if (m.value.id) lastId = m.value.id;
      if (m.value.event === 'reset') h.onReset();
      else if (m.value.event === 'change') {
        try {
          h.onChange(JSON.parse(m.value.data) as LiveChange);
        } catch {
          /* not ours: skip it */
        }
      }
    }
    return 0; // closed by the server (a restart, a session check): back soon
  }

  void (async () => {
    let delay = FIRST_DELAY_MS;
    for (let token = h.token(); token && !signal.aborted; token = h.token()) {
      h.onStatus('connecting');
      const wait = await readOnce(token).catch(() => undefined);
      if (wait === 'end' || signal.aborted) break;
      h.onStatus('down');
      const offline = !navigator.onLine;
      if (wait === 0 || offline) delay = FIRST_DELAY_MS;
      // offline, no read can succeed before the browser is back online, which ends the wait
      await sleep(offline ? LAST_DELAY_MS : wait || delay * (0.5 + Math.random()), signal);
      delay = Math.min(delay * 2, LAST_DELAY_MS);
    }
    h.onStatus('down');
  })();
  return () => stop.abort();
}
