// A receiver on 127.0.0.1 for what the server sends out (webhook deliveries, web push messages):
// it keeps each request and answers the status set for its path, else `status`; a path in `silent`
// gets no answer at all (a receiver that hangs) until the receiver closes.
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
    base: '',
    url: (path: string) => `${r.base}${path}`,
    async listen() {
      await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
      r.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections(); // the server's kept-alive connections
      await new Promise((res) => server.close(res));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      r.got.push({ path: req.url!, headers: req.headers, body, text: body.toString('utf8') });
      if (r.silent.has(req.url!)) return;
      res.writeHead(r.statusOf.get(req.url!) ?? r.status).end();
    });
  });
  return r;
}

/** Waits until `probe` answers something, polling every 50 ms. */
export async function until<T>(what: string, probe: () => T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}
