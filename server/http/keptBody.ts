// A JSON answer kept as bytes (engine/readCache.ts: the door schedule's day) and sent compressed
// the way the client asks, each encoding made once per kept answer instead of once per request.
// Sent as any JSON answer (jsonAnswer.ts), a 300 KB day would be brotlied again for every open
// schedule after every change; here the first request of an encoding compresses it (off the
// request thread: zlib's own threads) and the others send the same bytes.
import type { Request, Response } from 'express';
import { encode, type Encoding, encodingFor } from './encoding.js';

export interface KeptBody {
  identity: Buffer;
  /** Each encoding, made when first asked for. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export const keptBody = (json: Buffer): KeptBody => ({ identity: json, encoded: new Map() });

/** Sends a kept JSON answer in the encoding the request accepts (brotli, else gzip, else none). */
export async function sendKept(req: Request, res: Response, kept: KeptBody): Promise<void> {
  const wanted = encodingFor(req, kept.identity.length);
  res.vary('Accept-Encoding').type('application/json');
  if (!wanted) {
    res.send(kept.identity);
    return;
  }
  let bytes = kept.encoded.get(wanted);
  if (!bytes) {
    bytes = encode(kept.identity, wanted);
    kept.encoded.set(wanted, bytes);
    bytes.catch(() => kept.encoded.delete(wanted));
  }
  res.setHeader('Content-Encoding', wanted);
  res.send(await bytes);
}
