// The records a list page shows by name (a mission's type, asset and locations), asked for as
// soon as the page's rows arrive instead of after they have rendered: a cell's ReferenceName asks
// for its record only once it is on screen, which on a first load puts a whole render of the page between
// the rows and the request for their names (the board's first paint, issue 10). The provider
// (dataProvider.ts) hands the rows on at once and meanwhile asks, one getMany per resource (the
// call the fields would make), under the very query keys the fields use; a field that mounts while
// the answer is on its way waits for it instead of asking again. Records already in the cache are
// not asked for: a minute's refresh of an unchanged page asks for nothing more.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'react-admin';
import { referenceResource } from './fieldFor';
import type { EntitySchema, SchemaMap } from './schemaTypes';

/** The shown columns that name another record, with that record's resource. */
export type Prefetch = Record<string, string>;

export function prefetchOf(schemas: SchemaMap | null | undefined, schema: EntitySchema, columns: string[]): Prefetch {
  const prefetch: Prefetch = {};
  for (const column of columns) {
    const resource = schemas && referenceResource(schemas, schema, column);
    if (resource) prefetch[column] = resource;
  }
  return prefetch;
}

/**
 * How long a record read here counts as fresh: a field mounting after the answer (the page still
 * rendering) takes it as it is, where a stale one would be asked for again. react-admin's own
 * prefetching (populateQueryCache) does the same, with an update time in the future.
 */
const FRESH_MS = 10_000;

const manyKey = (resource: string, id: string | number) => [resource, 'getMany', { ids: [String(id)] }];

/**
 * Starts reading the records `rows` name in the `prefetch` columns that the cache lacks, one
 * getMany per resource, each record kept under the single-id getMany key of react-admin's
 * useGetManyAggregate (which ReferenceName reads). A failed read leaves those queries failed, and a field that mounts asks again.
 */
export function prefetchReferences(
  client: QueryClient,
  getMany: DataProvider['getMany'],
  rows: Record<string, unknown>[],
  prefetch: Prefetch | undefined,
): void {
  if (!prefetch) return;
  const wanted = new Map<string, Set<string | number>>();
  for (const [column, resource] of Object.entries(prefetch))
    for (const row of rows) {
      const id = row[column] as string | number | null | undefined;
      if (id === null || id === undefined || client.getQueryState(manyKey(resource, id)) !== undefined) continue;
      let ids = wanted.get(resource);
      if (!ids) wanted.set(resource, (ids = new Set()));
      ids.add(id);
    }
  for (const [resource, ids] of wanted) {
    const answer = getMany(resource, { ids: [...ids] }).then((r) => new Map(r.data.map((record: RaRecord) => [String(record.id), record])));
    for (const id of ids) {
      const queryKey = manyKey(resource, id);
      void client
        .prefetchQuery({
          queryKey,
          queryFn: async () => {
            const record = (await answer).get(String(id));
            return record ? [record] : [];
          },
          retry: false,
        })
        .then(() => {
          const records = client.getQueryData(queryKey);
          if (records) client.setQueryData(queryKey, records, { updatedAt: Date.now() + FRESH_MS });
        });
    }
  }
}
