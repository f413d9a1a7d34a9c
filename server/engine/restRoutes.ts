// The REST surface generated from the schemas, in the ra-data-simple-rest protocol, so the admin's
// generic lists and editors use simpleRestProvider unchanged: GET /{x-rest}?sort=["f","ASC"]&
// range=[0,24]&filter={...} with the total in Content-Range, GET/PUT/DELETE /{x-rest}/{id},
// POST /{x-rest}. Rules and queries are the entity service's, shared with /api/Fleet.
import type { Request } from 'express';
import { badRequest } from '../errors.js';
import { type RouteDef, someoneMay } from '../http/route.js';
import { sourced, sourceOf } from '../http/routeSource.js';
import { type EntityDef, generatedSource, type Registry } from './registry.js';
import { type ListParams, MAX_PAGE } from './listing.js';
import { LIST_QUERY, many, one, withArticle } from '../http/openapi/shapes.js';
import { deleteRecord, getRecord, listRecords, saveRecord } from './service.js';

function jsonQuery(req: Request, name: string): unknown {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  try {
    if (typeof raw !== 'string') throw new Error();
    return JSON.parse(raw);
  } catch {
    throw badRequest([{ field: name, message: `${name} must be JSON` }]);
  }
}

export function listParams(req: Request): ListParams {
  const sort = jsonQuery(req, 'sort');
  const range = jsonQuery(req, 'range');
  const filter = jsonQuery(req, 'filter');
  const params: ListParams = {};
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1])) {
      throw badRequest([{ field: 'sort', message: 'sort must be ["field","ASC"|"DESC"]' }]);
    }
    params.sort = [{ prop: sort[0], order: sort[1] as 'ASC' | 'DESC' }];
  }
  if (range !== undefined) {
    const ok = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0];
    if (!ok || range[1] - range[0] >= MAX_PAGE)
      throw badRequest([{ field: 'range', message: `range must be [start,end] of at most ${MAX_PAGE} rows` }]);
    params.range = range as [number, number];
  } else params.range = [0, MAX_PAGE - 1];
  if (filter !== undefined) {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter))
      throw badRequest([{ field: 'filter', message: 'filter must be an object' }]);
    params.filter = filter as Record<string, unknown>;
  }
  return params;
}

function entityRoutes(e: EntityDef): RouteDef[] {
  const base = `/${e.rest}`;
  const read = { roles: e.access.read };
  const write = { roles: e.access.write };
  const create = { roles: e.access.create };
  const remove = { roles: e.access.delete };
  return [
    {
      method: 'get',
      path: base,
      access: read,
      envelope: 'bare',
      query: LIST_QUERY,
      readsOnly: true,
      summary: `List ${e.label} records (REST)`,
      answer: many(e.id),
      handler: async ({ ctx, principal, req, res }) => {
        const params = listParams(req);
        const { records, total, exact } = await listRecords(ctx, principal, e, params);
        const [start] = params.range!;
        const end = records.length ? start + records.length - 1 : start;
        // Past EXACT_TOTAL_UP_TO the total is a floor: Content-Range carries it (clients paging by
        // it keep working) and X-Total-Exact says "more than".
        res.set('Content-Range', `${e.rest} ${start}-${end}/${exact ? total : Math.max(total, end + 1)}`);
        res.set('X-Total-Exact', String(exact));
        res.set('Access-Control-Expose-Headers', 'Content-Range, X-Total-Exact');
        return records;
      },
    },
    {
      method: 'get',
      path: `${base}/:id`,
      access: read,
      params: ['id'],
      envelope: 'bare',
      summary: `Read ${withArticle(e.label)} record (REST)`,
      answer: one(e.id),
      handler: ({ ctx, principal, params }) => getRecord(ctx, principal, e, params.id),
    },
    {
      method: 'post',
      path: base,
      access: create,
      writes: true,
      envelope: 'bare',
      accepts: one(e.id),
      summary: `Create ${withArticle(e.label)} record (REST)`,
      answer: one(e.id),
      handler: ({ ctx, principal, req }) => saveRecord(ctx, principal, e, req.body),
    },
    {
      method: 'put',
      path: `${base}/:id`,
      access: write,
      writes: true,
      params: ['id'],
      envelope: 'bare',
      accepts: one(e.id),
      summary: `Update ${withArticle(e.label)} record (REST)`,
      answer: one(e.id),
      handler: ({ ctx, principal, params, req }) => saveRecord(ctx, principal, e, req.body, { id: params.id }),
    },
    {
      method: 'delete',
      path: `${base}/:id`,
      access: remove,
      writes: true,
      params: ['id'],
      envelope: 'bare',
      summary: `Delete ${withArticle(e.label)} record (REST)`,
      answer: one(e.id),
      handler: ({ ctx, principal, params }) => deleteRecord(ctx, principal, e, params.id),
    },
  ];
}

/** Where the REST routes are built and what they run (the route map's source, after the schema's file). */
const ENGINE = [sourceOf(import.meta.url), sourceOf(new URL('./service.ts', import.meta.url))];

export const restRoutes = (registry: Registry): RouteDef[] =>
  [...registry.entities.values()]
    .filter((e) => e.rest && !e.internal)
    .flatMap((e) =>
      sourced(
        generatedSource(registry, e, 'x-rest', ENGINE),
        entityRoutes(e).filter((r) => someoneMay(r.access)),
      ),
    );
