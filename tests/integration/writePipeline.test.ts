// The one write pipeline (issue 8 §3): optimistic concurrency, history rows from x-audit, child
// rows that keep their ids, named actions in one transaction, set-based reorders, one-statement
// deletes with a 409 naming the dependents, and no N+1 reads — on every database.
import { describe, expect, it } from 'vitest';
import { UserType } from '../../schemas/enums.js';
import { rawDb, type Rec, repoOf } from '../helpers/db.js';
import { type Query, StaleRecord, THROUGH_WRITER } from '../../server/engine/repository.js';
import { companyBody, demoIds, rest, restQuery, snapshot } from '../helpers/maintenance.js';
import { assetBody } from '../helpers/assets.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`write pipeline on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    const queries = () => suite.app.ctx.adapter.stats.queries;
    /** Statements the app ran for `call` (the login is done before). */
    async function counted<T>(call: () => Promise<T>): Promise<[T, number]> {
      const before = queries();
      const result = await call();
      return [result, queries() - before];
    }
    const history = (table: string, key: string, id: number) =>
      rawDb(suite.app.ctx).selectFrom(table).selectAll().where(key, '=', id).orderBy('audit_id').execute();

    it('when two saves race with the same version, then one is saved and the other answers 409, on both surfaces', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('sysadmin');
      const restApi = rest(suite.app);
      const locationId = ids.location(ids.site.CHI, 'Door 01');
      const read = (await restApi.call('GET', `/locations/${locationId}`, { token })).body;
      const [a, b] = await Promise.all([
        restApi.call('PUT', `/locations/${locationId}`, { token, body: { ...read, notes: 'first' } }),
        suite.api.call('POST', '/Location', { token, body: { ...read, notes: 'second' } }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a.body : b.body;
      expect(loser.error.message).toBe('This Location was changed by someone else in the meantime. Reload it and try again.');
      expect(loser.error.details[0].field).toBe('updateDate');
      const stored = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'location', locationId);
      expect(stored!.notes).toBe(a.status === 200 ? 'first' : 'second');
      // A save that echoes the old version again changes nothing.
      const again = await restApi.call('PUT', `/locations/${locationId}`, { token, body: { ...read, notes: 'third' } });
      expect(again.status).toBe(409);
      expect((await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'location', locationId))!.notes).toBe(stored!.notes);
    });

    it('when PUT names id 0 or an id that does not exist, then 404 and nothing is created', async () => {
      const { token } = await suite.api.login('sysadmin');
      const before = await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'company');
      const policy = (await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'securityParameter'))[0].id;
      for (const id of [0, 999999]) {
        const r = await rest(suite.app).call('PUT', `/companies/${id}`, { token, body: companyBody(policy) });
        expect(r.status, String(id)).toBe(404);
      }
      expect(await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'company')).toBe(before);
    });

    it('when a save names its id as anything but a whole number of 0 or more, then every entity answers 400 naming the id and writes nothing', async () => {
      const { registry } = suite.app.ctx;
      const LOGIN_OF: [number, string][] = [
        [UserType.SysAdmin, 'sysadmin'],
        [UserType.SiteAdmin, 'siteadmin'],
        [UserType.DispatchManager, 'dispatcher'],
        [UserType.Driver, 'driver'],
      ];
      const tokens = new Map<string, string>();
      const tokenOf = async (login: string) => tokens.get(login) ?? tokens.set(login, (await suite.api.login(login)).token).get(login)!;
      const before = await snapshot(suite.app.ctx);
      const failures: string[] = [];
      // (an entity no role may write through its calls — the gate visit — has no generated save to ask)
      const saved = [...registry.entities.values()].filter(
        (e) => e.fleet && !e.internal && e.primary.kind === 'integer' && e.access.write.length > 0,
      );
      expect(saved.length).toBeGreaterThan(5);
      for (const e of saved) {
        const token = await tokenOf(LOGIN_OF.find(([type]) => e.access.write.includes(type))![1]);
        // Each was read with Number() before: "5" and [5] updated record 5, true record 1, "" and [] created.
        for (const id of ['5', true, [1], '', [], 1.5, -1, { id: 1 }]) {
          const r = await suite.api.call('POST', `/${e.fleet!.one}`, { token, body: { [e.primary.name]: id } });
          const fields = (r.body?.error?.details ?? []).map((d: { field: string }) => d.field);
          if (r.status !== 400 || !fields.includes(e.primary.name))
            failures.push(`${e.fleet!.one} ${JSON.stringify(id)} → ${r.status} ${fields}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot(suite.app.ctx)).toEqual(before);
    });

    it('when a record is created, changed and deleted, then its history has a row for each, with who, the action and the fields old → new', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const body = {
        location: 'Audit Door',
        siteId: ids.site.CHI,
        locationType: ids.lookup(ids.company.glf, 'LocationType', 'Dock Door'),
        notes: null,
        isActive: true,
      };
      const created = (await suite.api.call('POST', '/Location', { token, body })).body.data;
      const changed = (await suite.api.call('POST', '/Location', { token, body: { ...created, notes: 'by the gate', isActive: false } }))
        .body.data;
      expect((await suite.api.call('DELETE', `/Location/${created.id}`, { token })).status).toBe(200);

      const rows = await history('location_audit', 'location_id', created.id);
      expect(rows.map((r: any) => r.action)).toEqual(['create', 'update', 'delete']);
      expect(rows.every((r: any) => r.audit_user === 'siteadmin')).toBe(true);
      const changes = (r: any) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes);
      expect(changes(rows[1])).toEqual(
        expect.arrayContaining([
          { field: 'notes', old: null, new: 'by the gate' },
          { field: 'isActive', old: true, new: false },
        ]),
      );
      expect(changes(rows[1]).map((c: any) => c.field)).not.toContain('location');
      expect(rows[2].location).toBe('Audit Door');
      expect(changed.updateDate).not.toBe(created.updateDate);
    });

    it('when a record with child rows is saved with one child changed, then the unchanged children keep their ids', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const driver = (await suite.api.call('GET', `/User/${ids.user.driver}`, { token })).body.data;
      const childIds = async () =>
        (await rawDb(suite.app.ctx)
          .selectFrom('user_site_access')
          .select(['id', 'site_id'])
          .where('user_id', '=', driver.id)
          .execute()) as {
          id: number;
          site_id: number;
        }[];
      const before = await childIds();
      const added = [...driver.siteAccess, ids.site.DET].filter((v: number, i: number, a: number[]) => a.indexOf(v) === i);
      const saved = await suite.api.call('POST', '/User', { token, body: { ...driver, siteAccess: added } });
      expect(saved.body.data.isSuccessful).toBe(true);
      const after = await childIds();
      for (const row of before) expect(after).toContainEqual(row);
      expect(after.map((r) => r.site_id).sort()).toEqual([...added].sort());
    });

    it('when child rows are changed, removed and added in one save, then its answer shows them as a fresh read does, without reading them again', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('dispatcher');
      const restApi = rest(suite.app);
      const glf = ids.company.glf;
      const kind = (name: string) => ids.lookup(glf, 'PayloadContent', name);
      const [payload] = (await restApi.call('GET', `/payloads${restQuery({ range: [0, 0] })}`, { token })).body;
      const save = (body: Record<string, unknown>) => counted(() => restApi.call('PUT', `/payloads/${payload.id}`, { token, body }));
      const fresh = async () => (await restApi.call('GET', `/payloads/${payload.id}`, { token })).body;
      const [first] = await save({
        ...payload,
        payloadContents: [
          { contentTypeId: kind('Pallets'), quantity: 1 },
          { contentTypeId: kind('Cases'), quantity: 2 },
        ],
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual(await fresh());
      const [kept, dropped] = first.body.payloadContents;
      const changed = {
        ...first.body,
        payloadContents: [
          { ...kept, quantity: 3.5 },
          { contentTypeId: kind('Drums'), quantity: 4 },
        ],
      };
      const [second, statements] = await save(changed);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(await fresh());
      expect(second.body.payloadContents.map((c: { contentTypeId: number; quantity: number }) => [c.contentTypeId, c.quantity])).toEqual([
        [kind('Pallets'), 3.5],
        [kind('Drums'), 4],
      ]);
      expect(second.body.payloadContents[0].payloadContentId).toBe(kept.payloadContentId);
      expect(second.body.payloadContents.map((c: { payloadContentId: number }) => c.payloadContentId)).not.toContain(
        dropped.payloadContentId,
      );
      // the same save again writes no child row: its statements less those of the rows' writes (an update, a delete, an insert)
      const [again, unchanged] = await save(second.body);
      expect(again.body.payloadContents).toEqual(second.body.payloadContents);
      expect(unchanged).toBe(statements - 3);
      // and costs what a save that leaves the list out costs (whose read-back reads it): the list is read once, not
      // twice — less, on PostgreSQL, the read-back's own statement, which a save writing no list makes one with its update
      const { payloadContents, ...without } = again.body;
      const [left, leftOut] = await save(without);
      expect(left.body.payloadContents).toEqual(payloadContents);
      expect(unchanged).toBe(leftOut + (suite.app.ctx.adapter.writeReadsBack ? 1 : 0));
    });

    it('when a record is created in a transaction, then its child lists are not read, before the write nor after, on PostgreSQL its insert and read-back are one statement, and it is answered as a fresh read answers it', async () => {
      const ctx = suite.app.ctx;
      const repo = repoOf(ctx);
      const [{ id: _id, ...stored }] = await repo.findMany(ctx.db, 'asset', { range: [0, 0] });
      const site = (await repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: stored.priCompanyId }] }))[0];
      const { siteAccess: _list, ...withoutList } = stored;
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          // an insert and its read-back (on PostgreSQL one statement: the insert in a `with`); with a
          // list, the insert, its rows' insert and the read-back
          const [bare, bareStatements] = await counted(() => repo.insert(trx, 'asset', { ...withoutList, assetModelId: 'FRESH-1' }));
          const [listed, listedStatements] = await counted(() =>
            repo.insert(trx, 'asset', { ...stored, assetModelId: 'FRESH-2', siteAccess: [site.id] }),
          );
          expect([bareStatements, listedStatements]).toEqual([ctx.adapter.writeReadsBack ? 1 : 2, 3]);
          expect(bare).toEqual(await repo.findById(trx, 'asset', bare.id));
          expect(bare.siteAccess).toEqual([]);
          expect(listed).toEqual(await repo.findById(trx, 'asset', listed.id));
          expect(listed.siteAccess).toEqual([site.id]);
          // a new row the read-back's conditions do not take is answered as none (the writer then refuses it, rolled back)
          const outside = { where: [{ prop: 'priCompanyId', op: 'eq' as const, value: -1 }] };
          expect(await repo.insert(trx, 'asset', { ...withoutList, assetModelId: 'FRESH-3' }, outside)).toBeUndefined();
          throw new Error('rolled back');
        })
        .catch((err: Error) => expect(err.message).toBe('rolled back'));
    });

    it('when records are inserted together, then one statement writes them (and on SQLite one reads them back), each answered with its own values in the order given, and a read-back that misses one answers fewer', async () => {
      const ctx = suite.app.ctx;
      const repo = repoOf(ctx);
      const [{ id: _id, siteAccess: _list, ...stored }] = await repo.findMany(ctx.db, 'asset', { range: [0, 0] });
      const list = [3, 1, 2].map((i) => ({ ...stored, assetModelId: `MANY-${i}`, assetDescription: `many ${i}` }));
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          const [saved, statements] = await counted(() => ctx.repo.insertMany(trx, 'asset', list as never, {}, THROUGH_WRITER));
          expect(statements).toBe(ctx.adapter.writeReadsBack ? 1 : 2);
          expect(saved.map((a) => [a.assetModelId, a.assetDescription])).toEqual(list.map((a) => [a.assetModelId, a.assetDescription]));
          for (const a of saved) expect(a).toEqual(await repo.findById(trx, 'asset', a.id));
          // of two, the one another company's conditions do not take is left out (the writer then refuses both)
          const company = (await repo.findMany(trx, 'company', {})).find((c) => c.id !== stored.priCompanyId)!;
          const other = { ...list[0], assetModelId: 'MANY-4', priCompanyId: company.id };
          const mine = { where: [{ prop: 'priCompanyId', op: 'eq' as const, value: stored.priCompanyId }] };
          const some = await ctx.repo.insertMany(
            trx,
            'asset',
            [{ ...list[0], assetModelId: 'MANY-5' }, other] as never,
            mine,
            THROUGH_WRITER,
          );
          expect(some.map((a) => a.assetModelId)).toEqual(['MANY-5']);
          throw new Error('rolled back');
        })
        .catch((err: Error) => expect(err.message).toBe('rolled back'));
    });

    it('when records are updated together, then one statement writes them each to its own values (and on SQLite one reads them back), in the order given, and one stale or out of the read-back is left out', async () => {
      const ctx = suite.app.ctx;
      const repo = repoOf(ctx);
      const read = await repo.findMany(ctx.db, 'location', { range: [0, 3], children: false });
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          const each = (rows: Rec[], opts: { versioned: boolean; reread?: Query }) =>
            ctx.repo.updateEach(
              trx,
              'location',
              rows.map((r, i) => ({
                id: r.id,
                version: r.updateDate as string,
                values: { notes: `each ${i}`, updateDate: `2030-01-0${i + 1}T00:00:00.000Z` },
              })),
              opts,
              THROUGH_WRITER,
            ) as Promise<Rec[]>;
          const given = [read[2], read[0], read[1]];
          const [saved, statements] = await counted(() => each(given, { versioned: true }));
          expect(statements).toBe(ctx.adapter.writeReadsBack ? 1 : 2);
          expect(saved.map((l) => [l.id, l.notes])).toEqual(given.map((l, i) => [l.id, `each ${i}`]));
          for (const l of saved) expect(l).toEqual(await ctx.repo.findById(trx, 'location', l.id, { children: false }));
          // the versions read are stale now: nothing is written
          expect(await each(given, { versioned: true })).toEqual([]);
          expect((await repo.findById(trx, 'location', read[2].id))?.notes).toBe('each 0');
          // one of another site is left out of the read-back (the writer then refuses them all)
          const other = (
            await repo.findMany(trx, 'location', { where: [{ prop: 'siteId', op: 'ne', value: saved[0].siteId }], range: [0, 0] })
          )[0];
          const mine = { where: [{ prop: 'siteId', op: 'eq' as const, value: saved[0].siteId }] };
          expect((await each([saved[0], other], { versioned: false, reread: mine })).map((l) => l.id)).toEqual([saved[0].id]);
          throw new Error('rolled back');
        })
        .catch((err: Error) => expect(err.message).toBe('rolled back'));
    });

    it('when a record is updated in a transaction, then on PostgreSQL its update and read-back are one statement, a stale version is refused, and a row the read-back does not take is answered as none', async () => {
      const ctx = suite.app.ctx;
      const [read] = await repoOf(ctx).findMany(ctx.db, 'location', { range: [0, 0] });
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          const update = (values: Rec, opts: { version?: string | null; reread?: Query }) =>
            ctx.repo.update(trx, 'location', read.id, values as never, opts, THROUGH_WRITER) as Promise<Rec | undefined>;
          const [saved, statements] = await counted(() =>
            update({ notes: 'one', updateDate: '2030-01-01T00:00:00.000Z' }, { version: read.updateDate as string }),
          );
          expect(statements).toBe(ctx.adapter.writeReadsBack ? 1 : 2);
          expect(saved).toEqual(await ctx.repo.findById(trx, 'location', read.id));
          expect(saved!.notes).toBe('one');
          // the version read before the write is stale now: nothing written
          await expect(update({ notes: 'two' }, { version: read.updateDate as string })).rejects.toBeInstanceOf(StaleRecord);
          // written, and not taken by the read-back's conditions: answered as none, not as stale
          const outside = { where: [{ prop: 'siteId', op: 'eq' as const, value: -1 }] };
          const next = { notes: 'three', updateDate: '2030-01-02T00:00:00.000Z' };
          expect(await update(next, { version: saved!.updateDate as string, reread: outside })).toBeUndefined();
          expect((await ctx.repo.findById(trx, 'location', read.id))!.notes).toBe('three');
          throw new Error('rolled back');
        })
        .catch((err: Error) => expect(err.message).toBe('rolled back'));
    });

    it('when 15 sort positions are saved, then a constant number of statements writes them, audited as one action; a foreign id refuses the whole order', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const locations = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'location', {
        where: [{ prop: 'siteId', op: 'eq', value: ids.site.CHI }],
        sort: [{ prop: 'sort', order: 'ASC' }],
      });
      const order = locations
        .slice(0, 15)
        .reverse()
        .map((l, i) => ({ Key: l.id, Value: i + 1 }));
      expect(order).toHaveLength(15);
      const [r, statements] = await counted(() => suite.api.call('POST', '/Location/SortOrder', { token, body: order }));
      expect(r.body.data.isSuccessful).toBe(true);
      expect(statements).toBeLessThanOrEqual(6);
      const stored = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'location', {
        where: [{ prop: 'id', op: 'in', value: order.map((o) => o.Key) }],
      });
      for (const o of order) expect(stored.find((s) => s.id === o.Key)!.sort).toBe(o.Value);
      const audits = await rawDb(suite.app.ctx).selectFrom('location_audit').select(['action']).where('action', '=', 'sortOrder').execute();
      expect(audits.length).toBeGreaterThanOrEqual(15);

      const atlanta = ids.location(
        ids.site.ATL,
        (
          await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'location', { where: [{ prop: 'siteId', op: 'eq', value: ids.site.ATL }] })
        )[0].location,
      );
      const foreign = await suite.api.call('POST', '/Location/SortOrder', {
        token,
        body: [
          { Key: order[0].Key, Value: 99 },
          { Key: atlanta, Value: 1 },
        ],
      });
      expect(foreign.status).toBe(404);
      expect((await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'location', order[0].Key))!.sort).toBe(1);
    });

    it('when a page of users is read, then its computed company names cost one query for the whole page, not one per row', async () => {
      const { token } = await suite.api.login('sysadmin');
      const page = (n: number) =>
        counted(() => rest(suite.app).call('GET', `/users${restQuery({ range: [0, n - 1], sort: ['loginName', 'ASC'] })}`, { token }));
      await page(2); // the first read of a session also builds who it is, and counts the total (kept a while)
      const [small, few] = await page(2);
      const [large, many] = await page(25);
      expect(small.body).toHaveLength(2);
      expect(large.body.length).toBeGreaterThan(2);
      expect(many).toBe(few);
      expect(large.body.every((u: any) => u.type === UserType.SysAdmin || typeof u.companyName === 'string')).toBe(true);
    });

    it('when a save newly chooses more references, then it costs no more statements (the checks are one), and of two wrong ones the first is named', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const restApi = rest(suite.app);
      const glf = ids.company.glf;
      const created = await restApi.call('POST', '/assets', { token, body: assetBody(ids, glf, ids.site.CHI) });
      expect(created.status).toBe(200);
      let asset = created.body;
      const save = async (over: Record<string, unknown>) => {
        const [r, statements] = await counted(() => restApi.call('PUT', `/assets/${asset.id}`, { token, body: { ...asset, ...over } }));
        if (r.status === 200) asset = r.body;
        return { r, statements };
      };
      await save({ statusNotes: 'warm' }); // the first save of a session also builds who it is
      const same = await save({ statusNotes: 'nothing else chosen' });
      const chosen = await save({
        assetType: ids.lookup(glf, 'AssetType', 'Flatbed'),
        custody: ids.lookup(glf, 'AssetCustody', 'Leased'),
        assignment: ids.lookup(glf, 'AssetAssignment', 'Inbound'),
        assignLocId: ids.location(ids.site.CHI, 'Row A'),
        assetLocId: ids.location(ids.site.CHI, 'Door 01'),
      });
      expect(same.r.status).toBe(200);
      expect(chosen.r.status).toBe(200);
      expect(chosen.r.body.custody).toBe(ids.lookup(glf, 'AssetCustody', 'Leased'));
      // each newly chosen lookup and location adds an is-it-active count: all of them ride in one statement
      expect(chosen.statements).toBe(same.statements);
      const sbl = ids.company.sbl;
      const twoWrong = await save({
        custody: ids.lookup(sbl, 'AssetCustody', 'Leased'),
        assetLocId: ids.location(ids.site.ATL, 'Row A'),
      });
      expect(twoWrong.r.status).toBe(400);
      expect(twoWrong.r.body.error.details).toEqual([{ field: 'custody', message: 'Custody is not a valid choice' }]);
      const foreignPlace = await save({ assetLocId: ids.location(ids.site.ATL, 'Row A') });
      expect(foreignPlace.r.status).toBe(404);
    });

    it('when a lookup is deleted, then one statement deletes it; one in use answers 409 naming its users, found only then', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const fresh = (
        await suite.api.call('POST', '/Lookup', { token, body: { lookupGroupType: 10, description: 'Flatbed 53', isActive: true } })
      ).body.data;
      const [gone, statements] = await counted(() => suite.api.call('DELETE', `/Lookup/${fresh.id}`, { token }));
      expect(gone.status).toBe(200);
      // Reach, the delete itself, its history row and its security log entry — no dependency counts.
      expect(statements).toBeLessThanOrEqual(6);
      const used = await suite.api.call('DELETE', `/Lookup/${ids.lookup(ids.company.glf, 'LocationType', 'Dock Door')}`, { token });
      expect(used.status).toBe(409);
      expect(used.body.error).toMatchObject({ code: 'in_use' });
      expect(used.body.error.message).toMatch(/^This Lookup cannot be deleted: it is used by .*Location/);
    });

    it('when one session makes requests, then each costs one query to know who it is, and a site-access change applies to it at once', async () => {
      const ids = await demoIds(suite.app.ctx);
      const driver = await suite.api.login('driver2');
      const admin = await suite.api.login('siteadmin');
      const locationsSeen = async () =>
        new Set(((await suite.api.call('GET', '/Locations', { token: driver.token })).body.data as any[]).map((l) => l.siteId));
      await locationsSeen();
      const [, statements] = await counted(() => suite.api.call('GET', '/Footer', { token: driver.token }));
      const [, authed] = await counted(() => suite.api.call('GET', `/Lookups/10`, { token: driver.token }));
      expect(statements).toBe(1); // the footer itself, public
      expect(authed).toBeLessThanOrEqual(3); // who it is, the page, its total

      const before = await locationsSeen();
      const user = (await suite.api.call('GET', `/User/${driver.userId}`, { token: admin.token })).body.data;
      const granted: number[] = user.siteAccess;
      const removed = granted.find((s) => before.has(s))!;
      expect(removed).toBeDefined();
      await suite.api.call('POST', '/User', { token: admin.token, body: { ...user, siteAccess: granted.filter((s) => s !== removed) } });
      const after = await locationsSeen();
      expect(after.has(removed)).toBe(false);
      await suite.api.call('POST', '/User', {
        token: admin.token,
        body: { ...(await suite.api.call('GET', `/User/${driver.userId}`, { token: admin.token })).body.data, siteAccess: granted },
      });
      expect((await locationsSeen()).has(removed)).toBe(true);
      expect(ids.site.CHI).toBeGreaterThan(0);
    });
  });
}
