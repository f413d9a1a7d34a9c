// Which encoding an answer goes in, and the encoding itself: brotli whenever the client accepts it
// (at quality 4, as the compression middleware makes it: fast enough for every answer, a tenth of
// a list page's size or better), else gzip, else none; never for an answer under 1 KB, which
// compression would hardly shrink. zlib compresses on its own threads, off the request thread.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request } from 'express';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Below this, an answer goes as it is. */
const THRESHOLD = 1024;

/** The encoding an answer of `length` bytes goes in for `req`; null: as it is. */
export function encodingFor(req: Request, length: number): Encoding | null {
  if (length < THRESHOLD || !req.headers['accept-encoding']) return null;
  // brotli whenever it is accepted at all, whatever order the client lists them in
  const accepted = (encoding: Encoding) => req.acceptsEncodings(encoding) === encoding;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}

export const encode = (bytes: Buffer, encoding: Encoding): Promise<Buffer> => (encoding === 'br' ? brotli(bytes, BROTLI) : gzipped(bytes));
