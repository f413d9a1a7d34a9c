// The API's OpenAPI 3.1 description, built once at start-up from what the app mounted: every route
// of the route table (RouteDef: its method and path, access rule, parameters, body schema, answer
// and envelope) and the JSON Schemas those name. Nothing here knows an entity: a new schema's calls
// appear in it as they appear in the route table. GET /api/openapi.json serves it (docs.ts), the
// integration tests check every answer against it (contract.ts), and CI lints it (Redocly).
import type { JsonSchema } from '../../engine/registry.js';
import { accessText, roleName } from '../accessText.js';
import type { RouteDef } from '../route.js';
import { componentsFor, describe, refsOf, refTo } from './components.js';
import { exampleOf } from './examples.js';

export type OpenApiDocument = JsonSchema;

/** The security scheme of a signed-in session: its bearer token (POST /api/Fleet/Authenticate). */
export const SESSION_SCHEME = 'session';
/** Another system's key (POST /api/Fleet/ApiKey), sent the same way: every call a session may make, a key may. */
export const API_KEY_SCHEME = 'apiKey';

/** The error answer every call may give: { error: { code, message, details } } (server/errors.ts). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'validation, unauthorized, forbidden, not_found, conflict, too_many_requests, busy…' },
        message: { type: 'string', description: "The refusal in the caller's language, the spec's wording." },
        details: {
          type: 'array',
          description: 'The fields at fault, each with its message.',
          items: {
            type: 'object',
            required: ['field', 'message'],
            additionalProperties: false,
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
  examples: [
    { error: { code: 'validation', message: 'Unit ID is required', details: [{ field: 'unitId', message: 'Unit ID is required' }] } },
  ],
};

const ERRORS: Record<string, string> = {
  '400': 'A field is missing or wrong: the details name each one. Nothing was written.',
  '401': 'No session, or it has expired.',
  '403': 'The caller may not make this call.',
  '404': 'No such record the caller may reach (another company’s is not found either).',
  '409': 'The record changed or is in use since it was read; nothing was written.',
  '429': 'Too many calls: try again after Retry-After seconds.',
  '503': 'The server or its database cannot take the call just now: try again after Retry-After seconds.',
};

/** Where a route's answer sits in the body it sends (RouteDef.envelope). */
export function enveloped(r: Pick<RouteDef, 'envelope' | 'answer'>): JsonSchema | undefined {
  const answer = r.answer ?? {};
  if (r.envelope === 'none') return undefined;
  if (r.envelope === 'bare') return answer;
  const key = r.envelope === 'status' ? 'status' : 'data';
  return { type: 'object', required: [key], properties: { [key]: answer } };
}

/** The route's path as OpenAPI writes it: `/api/Fleet/Asset/{id}`. */
export const templateOf = (r: Pick<RouteDef, 'base' | 'path'>) => `${r.base ?? ''}${r.path}`.replace(/:(\w+)/g, '{$1}');

/** A name for the call, unique in the document: its method and path in camel case (postGateCheckIn). */
function operationIdOf(r: RouteDef): string {
  const words = `${r.base === '/api/rest' ? 'rest ' : ''}${r.path}`
    .replace(/:(\w+)/g, 'by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return r.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

const tagOf = (r: RouteDef) => (r.base === '/api/rest' ? 'REST' : r.base === '/api/Fleet' ? 'Fleet' : 'Service');

function operationOf(r: RouteDef, lookup: (id: string) => JsonSchema | undefined): JsonSchema {
  const isPublic = 'public' in r.access;
  const who = accessText(r.access);
  const roles = 'public' in r.access ? [] : r.access.roles === 'any' ? ['any'] : r.access.roles.map(roleName);
  const parameters = [
    ...(r.params ?? []).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
    })),
    ...Object.entries(r.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
  ];
  const bodySchema = r.body ? { $ref: r.body } : r.accepts;
  const responses: JsonSchema = {};
  const body = enveloped(r);
  responses['200'] = body
    ? { description: 'Done.', content: { 'application/json': { schema: describe(body) } } }
    : {
        description: 'Done.',
        content: { [r.answerType ?? 'application/octet-stream']: { schema: describe(r.answer ?? { type: 'string' }) } },
      };
  if (r.noContent) responses['204'] = { description: r.noContent };
  const errors = [
    ...(bodySchema || r.params?.length || r.query ? ['400'] : []),
    ...(isPublic ? [] : ['401', '403']),
    ...(r.params?.length || r.body || r.accepts ? ['404'] : []),
    ...(r.writes ? ['409'] : []),
    ...(r.throttle?.length ? ['429'] : []),
    '503',
  ];
  for (const status of errors) responses[status] = { $ref: `#/components/responses/E${status}` };
  return {
    operationId: operationIdOf(r),
    summary:
      r.summary ?? (r.action ? `${r.action} (${r.method.toUpperCase()} ${templateOf(r)})` : `${r.method.toUpperCase()} ${templateOf(r)}`),
    description: `Who may call it: ${who}.${r.source?.length ? ` Declared in ${r.source[0]}.` : ''}`,
    tags: [tagOf(r)],
    'x-access': roles,
    security: isPublic ? [] : [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: describe(bodySchema), example: exampleOf(bodySchema, lookup) } },
          },
        }
      : {}),
    responses,
  };
}

export interface DescribeOptions {
  version: string;
  routes: RouteDef[];
  schemas: Map<string, JsonSchema>;
}

export function openApiDocument({ version, routes, schemas }: DescribeOptions): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const named = new Set<string>();
  const lookup = (id: string) => schemas.get(id);
  for (const r of routes) {
    const op = operationOf(r, lookup);
    (paths[templateOf(r)] ??= {})[r.method] = op;
    for (const part of [r.body ? { $ref: r.body } : undefined, r.accepts, r.answer]) refsOf(part, named);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase())));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yardmaster API',
      version,
      description:
        'Every call of the yard, fleet and dispatch server, generated from its route table and JSON Schemas. ' +
        'Sign in with POST /api/Fleet/Authenticate and send the token as `Authorization: Bearer <token>`; ' +
        'another system sends its API key the same way. ' +
        'Answers are wrapped as the route says (`data`, `status` or bare); a refusal is `{ error: { code, message, details } }`, ' +
        'its details naming each field at fault.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [
      { name: 'Fleet', description: 'The spec’s calls (/api/Fleet), with the gate, the dock and the yard check.' },
      { name: 'REST', description: 'The generic REST surface (/api/rest), in the ra-data-simple-rest protocol.' },
      { name: 'Service', description: 'The API’s own description.' },
    ],
    paths: sorted,
    components: {
      schemas: { ...componentsFor(named, schemas), Error: ERROR_SCHEMA },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [
          `E${status}`,
          { description, content: { 'application/json': { schema: { $ref: refTo('Error') } } } },
        ]),
      ),
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/Fleet/Authenticate answers, valid until the session ends or times out.',
        },
        [API_KEY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ymk_<prefix>_<secret>',
          description:
            'A key a Company Administrator made for another system (POST /api/Fleet/ApiKey): it acts with the rights of its user type at its sites, ' +
            'until it expires or is revoked, and its calls are limited per key (429 with Retry-After).',
        },
      },
    },
  };
}
