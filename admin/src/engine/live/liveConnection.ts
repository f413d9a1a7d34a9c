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

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Opens the stream and keeps it open until the answer is called. */
export function connectLive(h: LiveHandlers): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  let lastId: string | undefined;

  async function readOnce(token: string): Promise<number | 'end' | undefined> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastId) headers['Last-Event-ID'] = lastId;
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
      if (wait === 0) delay = FIRST_DELAY_MS;
      await sleep(wait || delay * (0.5 + Math.random()), signal);
      delay = Math.min(delay * 2, LAST_DELAY_MS);
    }
    h.onStatus('down');
  })();
  return () => stop.abort();
}
