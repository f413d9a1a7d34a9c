// The CSV import calls of every entity with x-import (issue 34), generated:
//   POST /{many}/Import         { csv, dryRun } → the rows' errors, or the records written (importResult)
//   POST /{many}/Import/Stream  the same, answered as NDJSON: a { "progress": { "rows": n } } line per
//                               batch of rows done, then { "data": importResult } (or { "error": … }),
//                               so a screen shows a long file's progress (the JSON call answers once)
// Who may import is who may both create and change the entity's records: an import does both.
// The body may be up to 64 MB (100,000 assets are some 13 MB), read once the caller is known and
// allowed (RouteDef.bodyLimit); every other call's is 1 MB.
import type { Request } from 'express';
import type { AppContext } from '../context.js';
import type { Principal } from '../access/access.js';
import { errorAnswer, errorBody } from '../http/errorHandler.js';
import { inCallersLanguage } from '../http/language.js';
import { one } from '../http/openapi/shapes.js';
import type { RouteDef } from '../http/route.js';
import { sourced, sourceOf } from '../http/routeSource.js';
import { importCsv } from './csvImport.js';
import { type EntityDef, generatedSource, type Registry } from './registry.js';

/** The largest body an import call takes (its CSV text inside JSON). */
export const IMPORT_BODY_LIMIT = '64mb';

interface ImportBody {
  csv: string;
  dryRun?: boolean;
  siteIds?: number[];
  companyId?: number | null;
}

const run = (ctx: AppContext, p: Principal, e: EntityDef, body: ImportBody, progress?: (rows: number) => void) =>
  importCsv(ctx, p, e, e.import!, body.csv, body.dryRun ?? false, progress, { siteIds: body.siteIds, companyId: body.companyId });

function callsOf(e: EntityDef): RouteDef[] {
  const path = `/${e.fleet!.many}/Import`;
  const access = { roles: e.access.create.filter((r) => e.access.write.includes(r)) };
  const common = { method: 'post' as const, access, body: 'importRequest', writes: true, bodyLimit: IMPORT_BODY_LIMIT };
  return [
    {
      ...common,
      path,
      summary: `Import ${e.label} records from CSV (a dry run writes nothing; all or nothing)`,
      answer: one('importResult'),
      handler: ({ ctx, principal, body }) => run(ctx, principal, e, body as ImportBody),
    },
    {
      ...common,
      path: `${path}/Stream`,
      summary: `Import ${e.label} records from CSV, answered as NDJSON progress lines and then the result`,
      envelope: 'none',
      answerType: 'application/x-ndjson',
      handler: async ({ ctx, principal, body, req, res }) => {
        let started = false;
        const line = (value: unknown) => {
          if (!started) {
            res.status(200).set({ 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
            started = true;
          }
          res.write(`${JSON.stringify(inCallersLanguage(res, value))}\n`);
        };
        try {
          const result = await run(ctx, principal, e, body as ImportBody, (rows) => line({ progress: { rows } }));
          line({ data: result });
        } catch (err) {
          // before the first line, the refusal is the call's own answer; after it, its last line
          if (!started) throw err;
          line(errorBody(errorAnswer(err, req as Request, ctx.log, ctx.adapter.storage)));
        }
        res.end();
      },
    },
  ];
}

/** The import calls of every entity that declares x-import. */
export const importRoutes = (registry: Registry): RouteDef[] =>
  [...registry.entities.values()]
    .filter((e) => e.import && !e.internal)
    .flatMap((e) => sourced(generatedSource(registry, e, 'x-import', [sourceOf(import.meta.url)]), callsOf(e)));
