// The server's own calls out — webhook deliveries and web push messages: one POST to an address
// outboundTargets.ts checked (no private network unless the operator allows it), connecting to the
// very address that was checked whatever the name resolves to by now (DNS rebinding), with a
// timeout and one kept-alive connection pool per protocol, so a busy receiver is not a TCP (and
// TLS) handshake per message. The answer's body is not read: only its status counts.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { targetOf } from './outboundTargets.js';

// 16 a host: a webhook holds at most 4 posts (entities/webhook/deliver.ts, PER_WEBHOOK), so one
// that does not answer leaves room for the other subscriptions to the same host
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 16 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 16 });

export interface Outcome {
  /** The receiver's status; null when none came (refused, unreachable, timed out). */
  status: number | null;
  /** Why it is not a 2xx, in a few words for a log. */
  error?: string;
}

/** POSTs `body` to `url` when its host may be called; how the receiver answered, or why it did not. */
export async function postOut(
  url: string,
  o: { headers: Record<string, string>; body: string | Buffer; allowPrivate: boolean; timeoutMs: number; userAgent: string },
): Promise<Outcome> {
  const target = await targetOf(url, o.allowPrivate);
  if ('refused' in target) return { status: null, error: target.refused };
  const parsed = new URL(url);
  const https = parsed.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const lookup = ((_host, opts, cb) =>
    (opts as { all?: boolean }).all
      ? (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target])
      : (cb as (e: null, a: string, f: number) => void)(null, target.address, target.family)) as LookupFunction;
  return new Promise((resolve) => {
    const req = send(
      parsed,
      {
        method: 'POST',
        timeout: o.timeoutMs,
        agent: https ? httpsAgent : httpAgent,
        lookup,
        headers: { 'user-agent': o.userAgent, 'content-length': String(Buffer.byteLength(o.body)), ...o.headers },
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? null;
        res.on('end', () => resolve({ status, error: status && status < 300 ? undefined : `HTTP ${status}` }));
        res.on('error', () => resolve({ status }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs / 1000} s`)));
    req.on('error', (err) => resolve({ status: null, error: err.message }));
    req.end(o.body);
  });
}
