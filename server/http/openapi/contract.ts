// The contract check: every successful answer held to the API's own description, so the document
// cannot drift from the code. On where YARDMASTER_CHECK_ANSWERS=1 (the integration tests, on
// both databases): an answer that does not match its route's schema in the description is not
// sent; the call fails with 500 and the mismatch is logged, so the test that made the call fails.
// The error answer has one shape, made in one place (errorHandler.ts), held to the description by a
// unit test. With YARDMASTER_ANSWERS_LOG set to a file, each route checked is written to it once
// per process, and the integration run's teardown asks that every route of the description was.
import { appendFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../engine/registry.js';
import type { RouteDef } from '../route.js';
import { COMPONENTS } from './components.js';
import { type OpenApiDocument, templateOf } from './document.js';

export const checkingAnswers = () => process.env.YARDMASTER_CHECK_ANSWERS === '1';

/** A route as the description and the answers log name it: `POST /api/Fleet/Gate/CheckIn`. */
export const routeKey = (method: string, template: string) => `${method.toUpperCase()} ${template}`;

const DOCUMENT_ID = 'openapi';
const logged = new Set<string>();

/** Rewrites the description's local $refs to point into the document as ajv holds it. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENTS) ? `${DOCUMENT_ID}${v}` : anchored(v),
    ]),
  );
}

export type AnswerCheck = (r: RouteDef, body: unknown) => void;

/** The check of each route's 200 answer against `doc`; compiled once, at start-up. */
export function answerCheck(doc: OpenApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: anchored(doc.components) });
  const compiled = new Map<string, ValidateFunction | null>();
  const validatorOf = (key: string, template: string, method: string) => {
    let v = compiled.get(key);
    if (v === undefined) {
      const schema = (doc.paths[template]?.[method] as JsonSchema | undefined)?.responses?.['200']?.content?.['application/json']?.schema;
      compiled.set(key, (v = schema ? ajv.compile(anchored(schema) as JsonSchema) : null));
    }
    return v;
  };
  return (r, body) => {
    const template = templateOf(r);
    const key = routeKey(r.method, template);
    const validate = validatorOf(key, template, r.method);
    if (!validate) throw new Error(`contract: ${key} answers JSON, but its description has no JSON answer`);
    if (!validate(body)) {
      const where = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
      throw new Error(`contract: the answer of ${key} does not match its description: ${where.join('; ')}`);
    }
    noteAnswered(r);
  };
}

/** Notes in the answers log that `r` answered (checked, or a file or stream, which is not JSON). */
export function noteAnswered(r: RouteDef) {
  const log = process.env.YARDMASTER_ANSWERS_LOG;
  const key = routeKey(r.method, templateOf(r));
  if (!log || logged.has(key)) return;
  logged.add(key);
  appendFileSync(log, `${key}\n`);
}

/**
 * For a route that sends its JSON itself (a kept answer, envelope 'none'): the bytes it ends its
 * answer with, read back (uncompressed) and checked as an enveloped answer is. A mismatch throws
 * from the handler's send, before anything has gone out, so the call fails with 500.
 */
export function checkSent(r: RouteDef, res: Response, check: AnswerCheck) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode < 300 && Buffer.isBuffer(chunk)) {
      const encoding = res.getHeader('Content-Encoding');
      const text = (encoding === 'br' ? brotliDecompressSync(chunk) : encoding === 'gzip' ? gunzipSync(chunk) : chunk).toString();
      try {
        check(r, JSON.parse(text));
      } catch (err) {
        res.removeHeader('Content-Encoding');
        throw err;
      }
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}
