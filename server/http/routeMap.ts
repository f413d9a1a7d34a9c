// The route map: every route of the app with its access rule and the files that declare and
// implement it — the API's routes built as createApp builds them (app.ts apiRoutes), and the health
// probes. `npm run routes` prints it (scripts/routes.ts); tests/unit/routeMap.test.ts holds the
// spec's calls and docs/API.md to it. Building it needs the schemas and the entity modules, no database.
import { join } from 'node:path';
import { apiRoutes, type RouteSources, VERSION } from '../app.js';
import { openApiDocument, templateOf } from './openapi/document.js';
import { loadModules } from '../engine/modules.js';
import { loadRegistry } from '../engine/registry.js';
import { healthRouteList } from './health.js';
import { accessText } from './accessText.js';
import type { RouteDef } from './route.js';
import { REPO_ROOT } from './routeSource.js';

export interface MappedRoute {
  /** GET, POST, PUT, DELETE */
  method: string;
  /** The whole path, its parameters written as the spec writes them: `/api/Fleet/Payload/MostRecent/{assetId}`. */
  path: string;
  /** `public`, `authenticated` (any user type), or the user types by name; `+confined` when a session confined to its password change may call it too. */
  access: string;
  /** Repository paths, each maybe followed by a note in parentheses (RouteDef.source). */
  source: string[];
  /** The named action it runs (entity.action), when it is one. */
  action?: string;
}

/** What the route map is built from: the repository's schemas and entity modules. */
export async function loadRouteSources(schemasDir = join(REPO_ROOT, 'schemas')): Promise<RouteSources> {
  const registry = loadRegistry(schemasDir);
  return { registry, modules: await loadModules((id) => registry.entities.has(id)) };
}

export { accessText };

const METHODS = ['get', 'post', 'put', 'delete'];

export function routeMap(ctx: RouteSources): MappedRoute[] {
  const api = Object.entries(apiRoutes(ctx)).flatMap(([base, routes]) => routes.map((r) => ({ ...r, base })));
  const all: Pick<RouteDef, 'base' | 'method' | 'path' | 'access' | 'source' | 'action'>[] = [...api, ...healthRouteList];
  return all
    .map((r) => ({
      method: r.method.toUpperCase(),
      path: templateOf(r),
      access: accessText(r.access),
      source: r.source ?? [],
      ...(r.action ? { action: r.action } : {}),
    }))
    .sort(
      (a, b) =>
        a.path.toLowerCase().localeCompare(b.path.toLowerCase()) ||
        METHODS.indexOf(a.method.toLowerCase()) - METHODS.indexOf(b.method.toLowerCase()),
    );
}

/** The map as a plain aligned table, one route a line (`POST /api/Fleet/Payload` first, so a grep for a call finds it). */
export function routeTable(routes: MappedRoute[]): string {
  const rows = [['ROUTE', 'ACCESS', 'SOURCE'], ...routes.map((r) => [`${r.method} ${r.path}`, r.access, r.source.join(', ')])];
  const widths = [0, 1].map((i) => Math.max(...rows.map((cells) => cells[i].length)));
  return rows.map((cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c)).join('  ')).join('\n');
}

/** The map as the rows of docs/API.md's "Every route" table. */
export function routeMarkdown(routes: MappedRoute[]): string {
  return ['| Route | Access |', '| --- | --- |', ...routes.map((r) => `| \`${r.method} ${r.path}\` | ${r.access} |`)].join('\n');
}

/** The API's OpenAPI description as the app builds it at start-up, without a database (`npm run openapi`). */
export function apiDescription(ctx: RouteSources) {
  const routes = Object.entries(apiRoutes(ctx)).flatMap(([base, rs]) => rs.map((r) => ({ ...r, base })));
  return openApiDocument({ version: VERSION, routes, schemas: ctx.registry.schemas });
}
