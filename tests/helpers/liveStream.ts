// A live-update stream (GET /api/Fleet/Events) as a test reads it: over real HTTP, parsed with
// eventsource-parser (as the admin does), every event kept; `next` waits for one with a deadline.
import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';
import type { TestApp } from './testApp.js';

export interface Change {
  id: number;
  event: string;
  entity?: string;
  ids?: number[];
  action?: string;
}

export interface LiveStream {
  status: number;
  body: any;
  events: Change[];
  /** The first event after the `seen` first ones that `match` takes, within `ms`. */
  next(match?: (c: Change) => boolean, ms?: number, seen?: number): Promise<Change>;
  close(): void;
}

const toChange = (m: EventSourceMessage): Change => ({ id: Number(m.id), event: m.event ?? 'message', ...JSON.parse(m.data || '{}') });

export async function openStream(app: TestApp, token: string | null, headers: Record<string, string> = {}): Promise<LiveStream> {
  const controller = new AbortController();
  const res = await fetch(`${app.baseUrl}/api/Fleet/Events`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const events: Change[] = [];
  const waiters = new Set<() => void>();
  let body: any = null;
  if (res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      try {
        const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
        for (let m = await reader.read(); !m.done; m = await reader.read()) {
          events.push(toChange(m.value));
          waiters.forEach((w) => w());
        }
      } catch {
        /* closed */
      }
    })();
  } else body = await res.json().catch(() => null);
  return {
    status: res.status,
    body,
    events,
    next(match = () => true, ms = 1000, seen = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(seen).find(match);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${ms} ms (had ${JSON.stringify(events)})`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
