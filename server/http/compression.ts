// Compression of the answers that gain from it: JSON over 1 KB (a page of a list is 5–20 KB, a
// tenth of that compressed), and text files of the admin built without a precompressed twin
// (staticFiles.ts sends those as they are). Brotli when the client accepts it, else gzip.
// Never the event stream (compression would hold its events back until a buffer fills) nor a
// CSV export (streamed row by row under backpressure, its pace and memory measured by the bench;
// a client wanting it smaller can save it zipped).
import compression from 'compression';
import type { Request, Response } from 'express';

const COMPRESSIBLE = /^(application\/json|application\/javascript|text\/javascript|text\/css|text\/html|image\/svg\+xml)\b/i;

export const apiCompression = compression({
  threshold: 1024,
  filter: (_req: Request, res: Response) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
});
