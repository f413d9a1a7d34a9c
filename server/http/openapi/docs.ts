// GET /api/openapi.json (the description, made once at start-up) and GET /api/docs, where a person
// reads it: Scalar's API reference (@scalar/api-reference's standalone bundle, served from this
// origin and loaded only on that page, so the Content-Security-Policy stays as strict as the app's:
// scripts from 'self', no inline script). The bundle is compressed once, the first time it is asked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Request, Response } from 'express';
import type { JsonSchema } from '../../engine/registry.js';
import { declaredIn } from '../routeSource.js';
import { encode, type Encoding, encodingFor } from '../encoding.js';
import { sendJsonText } from '../jsonAnswer.js';
import type { RouteDef } from '../route.js';

const PAGE = new URL('./page/', import.meta.url);
const require = createRequire(import.meta.url);
/** The viewer's bundle: a browser script, which the package exports as a file of its own. */
const VIEWER = require.resolve('@scalar/api-reference/browser/standalone.js');

/** A file's bytes and its compressed forms, made when first asked. */
function keptFile(path: string | URL, type: string) {
  let bytes: Buffer | undefined;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return async (req: Request, res: Response) => {
    bytes ??= readFileSync(path);
    const encoding = encodingFor(req, bytes.length);
    let body = bytes;
    if (encoding) {
      if (!encoded.has(encoding)) encoded.set(encoding, encode(bytes, encoding));
      body = await encoded.get(encoding)!;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', type);
    res.vary('Accept-Encoding');
    // the viewer changes with the package's version only; an hour keeps a reader's visits quick
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}

/** The description as a JSON object, for the route's own answer shape. */
const DOCUMENT: JsonSchema = {
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string', const: '3.1.0' },
    info: { type: 'object' },
    paths: { type: 'object' },
    components: { type: 'object' },
  },
};

/** The service routes under /api; `described` gives the description's JSON text once the app has built it. */
export function apiDocsRoutes(described: () => Buffer): RouteDef[] {
  // the reference's page and its two scripts, each a file kept as it was read
  const files: [path: string, file: string | URL, type: string][] = [
    ['/docs', new URL('index.html', PAGE), 'text/html'],
    ['/docs/start.js', new URL('start.js', PAGE), 'text/javascript'],
    ['/docs/viewer.js', VIEWER, 'text/javascript'],
  ];
  return declaredIn<RouteDef>(import.meta.url, [
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This description (OpenAPI 3.1)',
      access: { public: true },
      envelope: 'none',
      answerType: 'application/json',
      answer: DOCUMENT,
      handler: ({ req, res }) => sendJsonText(req, res, described()),
    },
    ...files.map(([path, file, type]): RouteDef => {
      const send = keptFile(file, `${type}; charset=utf-8`);
      return {
        method: 'get',
        path,
        summary: 'The API reference (Scalar) for a person to read: its page and scripts',
        access: { public: true },
        envelope: 'none',
        answerType: type,
        handler: ({ req, res }) => send(req, res),
      };
    }),
  ]);
}
