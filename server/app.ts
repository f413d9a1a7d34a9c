// createApp builds the Express app without listening (start.ts listens), so tests run the real
// app in-process against a real database.
import { join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from './context.js';
import { notFound } from './errors.js';
import { fleetRoutes } from './fleet/index.js';
import { fileCompression } from './http/compression.js';
import { errorHandler } from './http/errorHandler.js';
import { healthRoutes } from './http/health.js';
import { answerInLanguage } from './http/language.js';
import { requestLog } from './http/requestLog.js';
import { useOwnRequestClasses } from './http/requestClasses.js';
import { hasOwnBodyLimit, mountRoutes, type RouteDef } from './http/route.js';
import { securityHeaders, type WebConfig, webConfigFrom } from './http/securityHeaders.js';
import { staticFiles } from './http/staticFiles.js';
import { restRoutes } from './engine/restRoutes.js';
import { answerCheck, type AnswerCheck, checkingAnswers } from './http/openapi/contract.js';
import { apiDocsRoutes } from './http/openapi/docs.js';
import { openApiDocument } from './http/openapi/document.js';
import { REPO_ROOT } from './http/routeSource.js';

const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export const ADMIN_DIST = resolve('dist/admin');

/** What the API's routes are built from: the schemas and the entity modules. */
export type RouteSources = Pick<AppContext, 'registry' | 'modules'>;

/**
 * The API's declared routes by the base each is mounted under: what createApp mounts, in this
 * order, and what the route map lists (server/http/routeMap.ts, `npm run routes`).
 */
export const apiRoutes = (ctx: RouteSources, described: () => Buffer = notYetDescribed) => ({
  '/api/Fleet': fleetRoutes(ctx),
  '/api/rest': restRoutes(ctx.registry),
  '/api': apiDocsRoutes(described),
});

const notYetDescribed = (): Buffer => {
  throw new Error('the API is described once its routes are mounted');
};

/** The app's version, for the API's description. */
export const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export function createApp(ctx: AppContext, adminDist = ADMIN_DIST, web: WebConfig = webConfigFrom()): Express & { routes: RouteDef[] } {
  const app = express() as Express & { routes: RouteDef[] };
  useOwnRequestClasses(app);
  app.routes = [];
  app.disable('x-powered-by');
  // API answers are never cached (no-store), so hashing each for an ETag is wasted work; static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', ctx.config.trustProxy);
  app.use(requestLog(ctx.log));
  app.use(securityHeaders(web));
  app.use('/api', answerInLanguage);
  healthRoutes(app, ctx);
  // The API's description is made from the routes once they are mounted (below); in the tests
  // each answer is held to it (http/openapi/contract.ts).
  const described: { json?: Buffer; check?: AnswerCheck } = {};
  const checkAnswer = checkingAnswers() ? () => described.check! : undefined;
  const api = apiRoutes(ctx, () => described.json!);

  // (the routes' answers are compressed where they are sent: http/jsonAnswer.ts)
  const fleet = express.Router({ caseSensitive: false });
  // every body up to 1 MB, but a route's with a larger limit of its own (an import's CSV), which
  // the route reads once the caller is known (http/route.ts)
  const ownLimit = hasOwnBodyLimit(api['/api/Fleet']);
  fleet.use(express.json({ limit: '1mb', type: (req) => !ownLimit(req as Request) && !!(req as Request).is('application/json') }));
  fleet.use(noStore);
  mountRoutes(fleet, '/api/Fleet', ctx, api['/api/Fleet'], app.routes, checkAnswer);
  app.use('/api/Fleet', fleet);

  const rest = express.Router();
  rest.use(express.json({ limit: '1mb' }));
  rest.use(noStore);
  mountRoutes(rest, '/api/rest', ctx, api['/api/rest'], app.routes, checkAnswer);
  app.use('/api/rest', rest);

  const service = express.Router();
  mountRoutes(service, '/api', ctx, api['/api'], app.routes, checkAnswer);
  app.use('/api', service);
  const document = openApiDocument({ version: VERSION, routes: app.routes, schemas: ctx.registry.schemas });
  described.json = Buffer.from(JSON.stringify(document));
  if (checkAnswer) described.check = answerCheck(document);
  app.use('/api', () => {
    throw notFound('Route');
  });

  if (existsSync(adminDist)) app.use(fileCompression, staticFiles(adminDist));
  app.use(errorHandler(ctx.log, ctx.adapter.storage));
  return app;
}
