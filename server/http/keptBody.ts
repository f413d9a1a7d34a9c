// A JSON answer kept as bytes (engine/readCache.ts: the door schedule's day) and sent compressed
// the way the client asks, each encoding made once per kept answer instead of once per request.
// The compression middleware (compression.ts) would brotli a 300 KB day again for every open
// schedule after every change; here the first request of an encoding compresses it (off the
// request thread: zlib's own threads) and the others send the same bytes. The middleware leaves
// an answer that names its Content-Encoding alone.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The middleware's own quality (compression.ts): fast enough for a first request, a tenth of the size or better. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Below this, an answer goes as it is (the middleware's threshold). */
const THRESHOLD = 1024;

export interface KeptBody {
  identity: Buffer;
  /** Each encoding, made when first asked for. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

export const keptBody = (json: Buffer): KeptBody => ({ identity: json, encoded: new Map() });

/** Sends a kept JSON answer in the encoding the request accepts (brotli, else gzip, else none). */
export async function sendKept(req: Request, res: Response, kept: KeptBody): Promise<void> {
  // brotli whenever it is accepted at all (as the middleware prefers it), whatever order the client lists them in
  const accepted = (encoding: 'br' | 'gzip') => req.acceptsEncodings(encoding) === encoding;
  const wanted = kept.identity.length < THRESHOLD ? null : accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
  res.vary('Accept-Encoding').type('application/json');
  if (!wanted) {
    res.send(kept.identity);
    return;
  }
  let bytes = kept.encoded.get(wanted);
  if (!bytes) {
    bytes = wanted === 'br' ? brotli(kept.identity, BROTLI) : gzipped(kept.identity);
    kept.encoded.set(wanted, bytes);
    bytes.catch(() => kept.encoded.delete(wanted));
  }
  res.setHeader('Content-Encoding', wanted);
  res.send(await bytes);
}
