// createApp builds the Express app without listening (start.ts listens), so tests run the real
// app in-process against a real database.
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from './context.js';
import { notFound } from './errors.js';
import { fleetRoutes } from './fleet/index.js';
import { apiCompression } from './http/compression.js';
import { errorHandler } from './http/errorHandler.js';
import { healthRoutes } from './http/health.js';
import { answerInLanguage } from './http/language.js';
import { requestLog } from './http/requestLog.js';
import { mountRoutes, type RouteDef } from './http/route.js';
import { securityHeaders, type WebConfig, webConfigFrom } from './http/securityHeaders.js';
import { staticFiles } from './http/staticFiles.js';
import { restRoutes } from './engine/restRoutes.js';

const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export const ADMIN_DIST = resolve('dist/admin');

export function createApp(ctx: AppContext, adminDist = ADMIN_DIST, web: WebConfig = webConfigFrom()): Express & { routes: RouteDef[] } {
  const app = express() as Express & { routes: RouteDef[] };
  app.routes = [];
  app.disable('x-powered-by');
  // API answers are never cached (no-store), so hashing each for an ETag is wasted work; static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', ctx.config.trustProxy);
  app.use(requestLog(ctx.log));
  app.use(securityHeaders(web));
  app.use('/api', answerInLanguage);
  healthRoutes(app, ctx);

  const fleet = express.Router({ caseSensitive: false });
  fleet.use(apiCompression);
  fleet.use(express.json({ limit: '1mb' }));
  fleet.use(noStore);
  mountRoutes(fleet, '/api/Fleet', ctx, fleetRoutes(ctx), app.routes);
  app.use('/api/Fleet', fleet);

  const rest = express.Router();
  rest.use(apiCompression);
  rest.use(express.json({ limit: '1mb' }));
  rest.use(noStore);
  mountRoutes(rest, '/api/rest', ctx, restRoutes(ctx.registry), app.routes);
  app.use('/api/rest', rest);
  app.use('/api', () => {
    throw notFound('Route');
  });

  if (existsSync(adminDist)) app.use(apiCompression, staticFiles(adminDist));
  app.use(errorHandler(ctx.log, ctx.adapter.storage));
  return app;
}
