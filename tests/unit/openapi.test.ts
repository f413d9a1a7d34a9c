// The API's OpenAPI description (server/http/openapi/), built from the route table and the schemas
// without a database: every call is in it with its answer, its examples are bodies the server
// accepts, the error answer has the shape it describes, and the contract check can fail.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteSources } from '../../server/app.js';
import { AppError } from '../../server/errors.js';
import { errorHandler } from '../../server/http/errorHandler.js';
import { answerCheck } from '../../server/http/openapi/contract.js';
import { type OpenApiDocument, templateOf } from '../../server/http/openapi/document.js';
import { exampleOf } from '../../server/http/openapi/examples.js';
import type { RouteDef } from '../../server/http/route.js';
import { apiDescription, loadRouteSources } from '../../server/http/routeMap.js';
import { makeValidators } from '../../server/engine/validation.js';
import type { JsonSchema } from '../../server/engine/registry.js';

let sources: RouteSources;
let doc: OpenApiDocument;
let routes: RouteDef[];

beforeAll(async () => {
  sources = await loadRouteSources();
  doc = apiDescription(sources);
  routes = Object.entries(apiRoutes(sources)).flatMap(([base, rs]) => rs.map((r) => ({ ...r, base })));
});

const keyOf = (r: RouteDef) => `${r.method.toUpperCase()} ${r.base}${r.path}`;

describe('the API description', () => {
  it('when it is built, then every route is in it under its path and method, with an operation id of its own', () => {
    const ids = new Set<string>();
    for (const r of routes) {
      const op = doc.paths[templateOf(r)]?.[r.method];
      expect(op, keyOf(r)).toBeDefined();
      expect(ids.has(op.operationId), op.operationId).toBe(false);
      ids.add(op.operationId);
    }
    expect(Object.values(doc.paths).flatMap((ops) => Object.keys(ops as object)).length).toBe(routes.length);
  });

  it('when a route answers JSON, then it declares what it answers; a file or a stream names its media type', () => {
    const undeclared = routes.filter((r) => (r.envelope === 'none' ? !r.answerType : !r.answer)).map(keyOf);
    expect(undeclared).toEqual([]);
    // a loose answer ({} or an object of any keys) would hold nothing to the description
    const loose = routes
      .filter(
        (r) =>
          r.answer &&
          (!Object.keys(r.answer).length ||
            (r.answer.type === 'object' && !r.answer.properties && typeof r.answer.additionalProperties !== 'object')),
      )
      .map(keyOf);
    expect(loose).toEqual([]);
  });

  it('when a call is public, then it asks no session; any other asks the bearer session or an API key and says who may call it', () => {
    for (const r of routes) {
      const op = doc.paths[templateOf(r)][r.method];
      if ('public' in r.access) expect(op.security, keyOf(r)).toEqual([]);
      else {
        expect(op.security, keyOf(r)).toEqual([{ session: [] }, { apiKey: [] }]);
        expect(op['x-access'].length, keyOf(r)).toBeGreaterThan(0);
      }
    }
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'ymk_<prefix>_<secret>' });
  });

  it("when a body's example is made from its schema, then the server's own validation accepts it", () => {
    const validators = makeValidators(sources.registry);
    const lookup = (id: string) => sources.registry.schemas.get(id);
    const refused: string[] = [];
    for (const r of routes) {
      const schema: JsonSchema | undefined = r.body ? { $ref: r.body } : r.accepts;
      if (!schema) continue;
      const example = exampleOf(schema, lookup);
      try {
        if (r.body) validators.check(r.body, example);
        else validators.entityInput(sources.registry.entity(schema.$ref), example, true);
      } catch (err) {
        refused.push(`${keyOf(r)}: ${(err as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('when every component is read, then each $ref names a component the document has', () => {
    const names = new Set(Object.keys(doc.components.schemas));
    const dangling: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/') && !names.has(v.slice(21))) dangling.push(v);
          else walk(v);
        }
    };
    walk(doc);
    expect(dangling).toEqual([]);
    // nothing of the engine's own keywords, nor an entity's private field, reaches the description
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/"x-(table|tenant|private|indexes)"/);
    expect(Object.keys(doc.components.schemas.user.properties)).not.toContain('passwordHash');
  });
});

describe('the contract check', () => {
  it('when an answer lacks a field its description requires, or has one it does not, then the check refuses it', () => {
    const check = answerCheck(doc);
    const route = routes.find((r) => r.base === '/api/Fleet' && r.method === 'get' && r.path === '/Carrier/:id')!;
    expect(() => check(route, { data: { name: 'Acme' } })).toThrow(/does not match its description/);
    expect(() => check(route, { record: {} })).toThrow(/does not match/);
    const footer = routes.find((r) => r.base === '/api/Fleet' && r.method === 'delete' && r.path === '/Carrier/:id')!;
    expect(() => check(footer, { status: true })).not.toThrow();
    expect(() => check(footer, { status: 'yes' })).toThrow(/does not match/);
  });

  it('when the server refuses a call, then its error answer has the shape the description gives every refusal', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(doc.components.schemas.Error);
    const sent: unknown[] = [];
    const res = { headersSent: false, set: () => res, status: () => res, json: (b: unknown) => sent.push(b) };
    const handle = errorHandler({ info: () => {}, warn: () => {}, error: () => {} }, { refused: () => undefined } as never);
    const req = { method: 'GET', path: '/x' } as never;
    handle(
      new AppError(400, 'validation', 'Unit ID is required', [{ field: 'unitId', message: 'Unit ID is required' }]),
      req,
      res as never,
      () => {},
    );
    handle(new Error('boom'), req, res as never, () => {});
    handle({ type: 'entity.parse.failed' }, req, res as never, () => {});
    expect(sent).toHaveLength(3);
    for (const body of sent) expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });
});
