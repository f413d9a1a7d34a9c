// GET /api/Fleet/Events: the caller's live updates as server-sent events (docs/API.md). Each
// change the caller may see is `id: <event id>`, `event: change`, data { entity, ids, action };
// with a Last-Event-ID header the stream first replays what came after that id. A comment every
// 20 s keeps proxies from closing it; the session is checked again every minute (without counting
// as activity; the instance's checks of a second together: account/sessionRecheck.ts), so a logout
// or a change of the user's sites reaches an open stream too.
import type { Request } from 'express';
import { badRequest, serviceUnavailable, tooManyRequests } from '../errors.js';
import type { Call, RouteDef } from '../http/route.js';
import { declaredIn } from '../http/routeSource.js';
import { frameBatcher } from './frameBatcher.js';
import type { ChangeEvent, Subscriber } from './hub.js';

const HEARTBEAT_MS = 20_000;
const RECHECK_EVERY = 3; // heartbeats
/** A client that stops reading is dropped once this much waits for it (it resumes on reconnect). */
const MAX_BUFFERED = 256 * 1024;

function lastEventId(req: Request): number | undefined {
  const raw = req.get('last-event-id');
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest([{ field: 'Last-Event-ID', message: 'Last-Event-ID must be an event id' }]);
  return Number(raw);
}

const frame = (id: number, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** An event's frame, made once for every stream it goes to (the hub offers one event object to each). */
const frames = new WeakMap<ChangeEvent, string>();
function changeFrame(ev: ChangeEvent): string {
  let text = frames.get(ev);
  if (text === undefined) frames.set(ev, (text = frame(ev.id, 'change', { entity: ev.entity, ids: ev.ids, action: ev.action })));
  return text;
}

async function openStream({ req, res, ctx, principal }: Call): Promise<void> {
  const after = lastEventId(req);
  const hub = ctx.live;
  // past the instance's limits (live/limits.ts) the lists refresh by their poll
  const limits = ctx.config.liveLimits;
  if (hub.size >= limits.streams) throw serviceUnavailable('Too many live connections; lists refresh every minute meanwhile.', 30);
  if (hub.countOf(principal.userId) >= limits.perUser) throw tooManyRequests('Too many live connections for this user.', 30);

  let open = true;
  // What waits for the stream goes out in the batcher's next round, in one write (frameBatcher.ts).
  let pending = '';
  const send = (text: string) => {
    if (res.writableLength > MAX_BUFFERED) res.destroy();
    else res.write(text);
  };
  const flush = () => {
    const text = pending;
    pending = '';
    if (open && text) send(text);
  };
  const write = (text: string) => {
    if (!open) return;
    if (!pending) frameBatcher.mark(flush);
    pending += text;
  };
  // A heartbeat is no change: it goes at once (or with the frames waiting), and does not start a
  // round — ten thousand streams beat 500 times a second, which would keep a change waiting for
  // the rounds' gap.
  const ping = () => {
    if (!open) return;
    if (pending) pending += ': ping\n\n';
    else send(': ping\n\n');
  };
  const sub: Subscriber = {
    userId: principal.userId,
    principal,
    cursor: 0,
    held: null,
    send: (ev: ChangeEvent) => write(changeFrame(ev)),
    reset: (id) => write(frame(id, 'reset', {})),
    end: () => res.end(),
  };
  let beats = 0;
  const heartbeat = setInterval(() => {
    ping();
    if (++beats % RECHECK_EVERY) return;
    ctx.recheck(ctx, req).then(
      (p) => hub.setPrincipal(sub, p),
      () => res.end(),
    );
  }, HEARTBEAT_MS);
  res.on('close', () => {
    open = false;
    clearInterval(heartbeat);
    hub.leave(sub);
  });

  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('X-Accel-Buffering', 'no');
  req.socket.setNoDelay(true);
  try {
    await hub.join(sub, after);
  } catch (err) {
    hub.leave(sub);
    clearInterval(heartbeat);
    if (!res.headersSent) {
      res.removeHeader('Content-Type'); // the error answers as JSON
      throw err;
    }
    ctx.log.error('live updates: a stream failed to start', err);
    res.end();
    return;
  }
  if (!open) return hub.leave(sub);
  res.flushHeaders();
  keepHeaderBlockFlat(res);
  write(': live\n\n');
}

/**
 * Node keeps a stream's header block (`_header`, which `headersSent` reads) for the stream's life
 * as it built it: a string joined piece by piece, about 70 pieces for its 17 headers, 3 KB where
 * the text is 0.8 KB. Reading a character makes V8 flatten it in place into one string.
 */
function keepHeaderBlockFlat(res: Call['res']) {
  const block = (res as unknown as { _header?: unknown })._header;
  if (typeof block === 'string') block.charCodeAt(0);
}

export const eventRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Events',
    summary: 'Live updates: a stream of change events (server-sent events)',
    access: { roles: 'any' },
    envelope: 'none',
    answerType: 'text/event-stream',
    handler: (call) => openStream(call),
  },
]);
