// A receiver on 127.0.0.1 for what the server sends out (webhook deliveries, web push messages):
// it keeps each request and answers the status set for its path, else `status`; a path in `silent`
// gets no answer (a receiver that hangs) until release() or close; one in `slow` is answered after
// that many milliseconds.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body as text. */
  text: string;
}

export function receiver(defaultStatus = 200) {
  const r = {
    got: [] as Received[],
    status: defaultStatus,
    statusOf: new Map<string, number>(),
    silent: new Set<string>(),
    slow: new Map<string, number>(),
    base: '',
    url: (path: string) => `${r.base}${path}`,
    /** Answers the requests held for the `silent` paths, and holds no more. */
    release() {
      r.silent.clear();
      for (const answer of held.splice(0)) answer();
    },
    async listen() {
      await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
      r.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections(); // the server's kept-alive connections
      await new Promise((res) => server.close(res));
    },
  };
  const held: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      r.got.push({ path: req.url!, headers: req.headers, body, text: body.toString('utf8') });
      const answer = () => res.writeHead(r.statusOf.get(req.url!) ?? r.status).end();
      if (r.silent.has(req.url!)) return void held.push(answer);
      const slow = r.slow.get(req.url!);
      if (slow) setTimeout(answer, slow);
      else answer();
    });
  });
  return r;
}

/** Waits until `probe` answers something (it may ask the server), polling every 50 ms. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}
