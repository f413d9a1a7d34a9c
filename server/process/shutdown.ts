// Graceful shutdown on SIGTERM/SIGINT: what a process manager or a container runtime sends before
// it kills. The server stops accepting connections at once; idle keep-alive connections are closed
// (again and again, as each in-flight request ends, so a keep-alive client cannot keep the server
// alive); the live-update streams end (they would never finish by themselves); the requests in
// flight finish, up to a timeout, after which the remaining connections are cut; then the
// background jobs (e-mails) finish and the database closes. A second signal exits at once.
import type { Server, ServerResponse } from 'node:http';
import type { AppContext } from '../context.js';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 50;

export interface ShutdownOptions {
  timeoutMs?: number;
  /** Called first, when the signal arrives (readiness turns 503). */
  onStop?: () => void;
  exit?: (code: number) => void;
}

export function shutdownTimeoutFrom(v: string | undefined): number {
  if (v === undefined || v === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const seconds = Number(v);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`SHUTDOWN_TIMEOUT must be a number of seconds (got "${v}")`);
  return seconds * 1000;
}

/** The answers not yet finished, so that shutdown can tell their clients not to reuse the connection. */
export function trackResponses(server: Server): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return open;
}

/** Stops the server and the context; resolves when the database is closed. */
export async function shutdown(
  server: Server,
  ctx: AppContext,
  timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS,
  inFlight: Set<ServerResponse> = new Set(),
): Promise<void> {
  // Every answer from now on says Connection: close, so that no client sends another request on a
  // connection about to close (a POST lost in that race would be neither answered nor refused).
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  try {
    await ctx.live.close(); // ends the open event streams
    const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), timeoutMs)));
    if ((await Promise.race([closed, late])) === 'late') {
      ctx.log.error(`shutdown: requests still running after ${timeoutMs} ms; closing their connections`);
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
  await ctx.jobs.drain();
  await ctx.adapter.close();
}

/** SIGTERM and SIGINT shut down once, then exit 0 (1 when the shutdown failed or a second signal came). */
export function onSignals(server: Server, ctx: AppContext, o: ShutdownOptions = {}): void {
  const exit = o.exit ?? ((code: number) => process.exit(code));
  const inFlight = trackResponses(server);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        ctx.log.error(`${signal} again: exiting without waiting`);
        exit(1);
        return;
      }
      stopping = true;
      o.onStop?.();
      ctx.log.info(`${signal}: shutting down (in-flight requests get up to ${o.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS} ms)`);
      shutdown(server, ctx, o.timeoutMs, inFlight).then(
        () => {
          ctx.log.info('shut down');
          exit(0);
        },
        (err) => {
          ctx.log.error('shutdown failed', err);
          exit(1);
        },
      );
    });
  }
}
