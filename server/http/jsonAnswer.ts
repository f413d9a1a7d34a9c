// The API's JSON answers (route.ts, and the few handlers that answer themselves), written straight
// to the response: the body in the caller's language, compressed as the client asks when it is
// worth it (encoding.ts). Express's res.json → res.send and the compression middleware, which wraps
// every answer's writes and headers to decide later, cost a small call about a tenth of its time
// (a CPU profile of GET /api/Fleet/Footer) for the same bytes.
import type { Request, Response } from 'express';
import { encode, encodingFor } from './encoding.js';
import { inCallersLanguage } from './language.js';

export const sendJson = (req: Request, res: Response, body: unknown): Promise<void> =>
  sendJsonText(req, res, Buffer.from(JSON.stringify(inCallersLanguage(res, body)) ?? 'null'));

/** A JSON text made once (the API's description), sent as sendJson sends its own. */
export async function sendJsonText(req: Request, res: Response, json: Buffer): Promise<void> {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  const encoding = encodingFor(req, json.length);
  const bytes = encoding ? await encode(json, encoding) : json;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
