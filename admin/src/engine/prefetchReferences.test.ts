import { QueryClient } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { prefetchReferences } from './prefetchReferences';

/** A getMany over fixed records that notes each call; `failing` resources reject. */
function provider(failing: string[] = []) {
  const calls: [string, (string | number)[]][] = [];
  const getMany = (async (resource: string, { ids }: { ids: (string | number)[] }) => {
    calls.push([resource, ids]);
    if (failing.includes(resource)) throw new Error(`${resource} unavailable`);
    return { data: ids.filter((id) => id !== 404).map((id) => ({ id, name: `${resource} ${id}` })) };
  }) as unknown as DataProvider['getMany'];
  return { calls, getMany };
}

const key = (resource: string, id: number) => [resource, 'getMany', { ids: [String(id)] }];
const settled = (client: QueryClient) =>
  new Promise<void>((done) => {
    const check = () => (client.isFetching() ? setTimeout(check, 1) : setTimeout(done, 1));
    check();
  });

const rows = [
  { id: 1, assetId: 11, sourceLocationId: 3, targetLocationId: 2 },
  { id: 2, assetId: 11, sourceLocationId: 2, targetLocationId: null },
  { id: 3, assetId: 404, sourceLocationId: 3, targetLocationId: 5 },
];
const prefetch = { assetId: 'assets', sourceLocationId: 'locations', targetLocationId: 'locations' };

describe('prefetchReferences', () => {
  it('asks once per resource for the distinct ids the rows name, and keeps each record under the key a ReferenceField reads', async () => {
    const client = new QueryClient();
    const { calls, getMany } = provider();
    prefetchReferences(client, getMany, rows, prefetch);
    expect(calls.map(([r, ids]) => [r, [...ids].sort()])).toEqual([
      ['assets', [11, 404]],
      ['locations', [2, 3, 5]],
    ]);
    await settled(client);
    expect(client.getQueryData(key('locations', 3))).toEqual([{ id: 3, name: 'locations 3' }]);
    expect(client.getQueryData(key('assets', 404))).toEqual([]); // a record the server no longer has
    // fresh: a field mounting now takes it as it is (its own fetch would be a second call)
    const state = client.getQueryCache().find({ queryKey: key('assets', 11) })!;
    expect(state.isStale()).toBe(false);
    let asked = 0;
    await client.fetchQuery({ queryKey: key('assets', 11), queryFn: async () => (asked++, [] as RaRecord[]) });
    expect(asked).toBe(0);
  });

  it('asks nothing for records already in the cache (a refresh of the same page)', async () => {
    const client = new QueryClient();
    const first = provider();
    prefetchReferences(client, first.getMany, rows, prefetch);
    await settled(client);
    const again = provider();
    prefetchReferences(client, again.getMany, rows, prefetch);
    prefetchReferences(client, again.getMany, rows, undefined);
    expect(again.calls).toEqual([]);
  });

  it('leaves a failed read to the fields: its queries fail, no rejection escapes', async () => {
    const client = new QueryClient();
    const { getMany } = provider(['locations']);
    prefetchReferences(client, getMany, rows, prefetch);
    await settled(client);
    expect(client.getQueryState(key('locations', 3))?.status).toBe('error');
    expect(client.getQueryData(key('assets', 11))).toEqual([{ id: 11, name: 'assets 11' }]);
  });
});
