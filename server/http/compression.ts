// Compression of the admin's text files built without a precompressed twin (staticFiles.ts sends
// those as they are) and of the answers around them over 1 KB. Brotli when the client accepts it,
// else gzip. The API's JSON answers compress where they are sent (jsonAnswer.ts, keptBody.ts);
// the event stream never (compression would hold its events back until a buffer fills) nor a CSV
// export (streamed row by row under backpressure, its pace and memory measured by the bench; a
// client wanting it smaller can save it zipped).
import compression from 'compression';
import type { Request, Response } from 'express';

const COMPRESSIBLE = /^(application\/json|application\/javascript|text\/javascript|text\/css|text\/html|image\/svg\+xml)\b/i;

export const fileCompression = compression({
  threshold: 1024,
  filter: (_req: Request, res: Response) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
});
