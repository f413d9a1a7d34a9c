// Live updates (GET /api/Fleet/Events): a change to an x-live entity reaches the streams of the
// users who may see it within a second, scoped like every read; an event exists only when its
// change committed; a stream resumes after a reconnect; on PostgreSQL a write on one app instance
// reaches a stream on another. Writes go through the engine's writer in the same transaction
// wrapper every save and named action uses (service.ts inTransaction).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/engine/service.js';
import { makeWriter, type Writer } from '../../server/engine/writer.js';
import { DEFAULT_LIVE_LIMITS } from '../../server/live/limits.js';
import { rawDb, repoOf, type Rec } from '../helpers/db.js';
import { openStream, type LiveStream } from '../helpers/liveStream.js';
import { demoIds, type DemoIds, locationBody, rest } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`live updates on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let tokens: Record<string, string>;
    const opened: LiveStream[] = [];
    const LOGINS = ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'driver2', 'dispatcher2', 'driver3'];

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      tokens = {};
      for (const login of LOGINS) tokens[login] = (await suite.api.login(login)).token;
    });
    afterAll(() => opened.forEach((s) => s.close()));

    const stream = async (login: string | null, headers: Record<string, string> = {}, app: TestApp = suite.app) => {
      const s = await openStream(app, login ? tokens[login] : null, headers);
      opened.push(s);
      return s;
    };
    /** Runs `work` with a writer in a write transaction of `app`, as saves and named actions do. */
    const write = <T>(work: (w: Writer) => Promise<T>, app: TestApp = suite.app) =>
      inTransaction(app.ctx, app.ctx.registry.entity('mission'), (trx) => work(makeWriter(app.ctx, trx, undefined)));
    /** A demo mission whose source and target are at these sites. */
    const missionAt = async (from: number, to = from): Promise<Rec> => {
      const locations = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'location');
      const siteOf = new Map(locations.map((l) => [l.id, l.siteId]));
      const missions = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'mission');
      const m = missions.find((r) => siteOf.get(r.sourceLocationId) === from && siteOf.get(r.targetLocationId) === to);
      if (!m) throw new Error(`no demo mission from site ${from} to ${to}`);
      return m;
    };
    const touch = async (mission: Rec, app: TestApp = suite.app) => {
      const current = await repoOf(app.ctx).findById(app.ctx.db, 'mission', mission.id);
      await write((w) => w.update('mission', current as never, { notes: `touched ${Date.now()}` }), app);
    };
    const isChange = (entity: string, id: number) => (c: { event: string; entity?: string; ids?: number[] }) =>
      c.event === 'change' && c.entity === entity && !!c.ids?.includes(id);
    const eventCount = async () =>
      Number(
        (
          await rawDb(suite.app.ctx)
            .selectFrom('app_event')
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      );

    it('when a mission changes, then the streams of its company and sites have it within a second, and no one else', async () => {
      const chicago = await missionAt(ids.site.CHI);
      const detroit = await missionAt(ids.site.DET);
      const atlanta = await missionAt(ids.site.ATL);
      const streams = Object.fromEntries(await Promise.all(LOGINS.map(async (l) => [l, await stream(l)] as const)));
      for (const s of Object.values(streams)) expect(s.status).toBe(200);

      const started = Date.now();
      await touch(chicago);
      const seers = ['sysadmin', 'siteadmin', 'dispatcher', 'driver'];
      const got = await Promise.all(seers.map((l) => streams[l].next(isChange('mission', chicago.id))));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(got[0]).toMatchObject({ event: 'change', entity: 'mission', ids: [chicago.id], action: 'update' });
      expect(new Set(got.map((c) => c.id)).size).toBe(1);

      // Each of the others gets a later change it may see, so an earlier one would have come first.
      await touch(detroit);
      await touch(atlanta);
      const driver2 = await streams.driver2.next(isChange('mission', detroit.id));
      const dispatcher2 = await streams.dispatcher2.next(isChange('mission', atlanta.id));
      const driver3 = await streams.driver3.next(isChange('mission', atlanta.id));
      for (const s of [streams.driver2, streams.dispatcher2, streams.driver3])
        expect(s.events.some(isChange('mission', chicago.id))).toBe(false);
      expect(streams.driver.events.some(isChange('mission', detroit.id))).toBe(false);
      expect(streams.dispatcher.events.some(isChange('mission', atlanta.id))).toBe(false);
      expect([driver2.id, dispatcher2.id, driver3.id].every((id) => id > got[0].id)).toBe(true);
      opened.splice(0).forEach((s) => s.close());
    });

    it('when a driver writes a note on their mission (POST /Mission/Note), then the dispatcher’s stream has it within a second', async () => {
      const missions = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'mission');
      const own = missions.find((m) => m.computedDriverId === ids.user.driver)!;
      const dispatcher = await stream('dispatcher');
      const started = Date.now();
      const saved = await suite.api.call('POST', '/Mission/Note', {
        token: tokens.driver,
        body: { missionId: own.id, notes: 'Door blocked' },
      });
      expect(saved.status).toBe(200);
      const got = await dispatcher.next(isChange('mission', own.id));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(got.action).toBe('note');
      dispatcher.close();
    });

    it('when a mission moves to another site, or a stage is added, then the sites before and after and the stage’s mission reach the users', async () => {
      const chicago = await missionAt(ids.site.CHI);
      const driver = await stream('driver'); // Chicago and Toledo
      const driver2 = await stream('driver2'); // Detroit
      const detroitDoor = ids.location(ids.site.DET, 'Door 01');
      const moved = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'mission', chicago.id);
      await write((w) => w.update('mission', moved as never, { sourceLocationId: detroitDoor, targetLocationId: detroitDoor }));
      await driver.next(isChange('mission', chicago.id));
      await driver2.next(isChange('mission', chicago.id));
      await write((w) =>
        w.update('mission', moved as never, { sourceLocationId: moved!.sourceLocationId, targetLocationId: moved!.targetLocationId }),
      );

      const stage = await write((w) => w.insert('missionStage', { companyId: chicago.companyId, missionId: chicago.id, missionStage: 1 }));
      const got = await driver.next(isChange('missionStage', stage.id));
      expect(got.action).toBe('create');
      await touch(await missionAt(ids.site.DET));
      await driver2.next((c) => c.entity === 'mission' && c.id > got.id);
      expect(driver2.events.some(isChange('missionStage', stage.id))).toBe(false);
      driver.close();
      driver2.close();
    });

    it('when a payload changes, then the users of its asset’s sites have it (x-tenant through the asset’s site access)', async () => {
      const ctx = suite.app.ctx;
      const assets = await repoOf(ctx).findMany(ctx.db, 'asset');
      const payloads = await repoOf(ctx).findMany(ctx.db, 'payload');
      const sitesOf = (p: Rec) => assets.find((a) => a.id === p.assetId)!.siteAccess as number[];
      const chicagoOnly = payloads.find((p) => sitesOf(p).includes(ids.site.CHI) && !sitesOf(p).includes(ids.site.DET))!;
      const detroit = payloads.find((p) => sitesOf(p).includes(ids.site.DET) && !sitesOf(p).includes(ids.site.CHI))!;
      const driver = await stream('driver');
      const driver2 = await stream('driver2');
      for (const p of [chicagoOnly, detroit]) await write((w) => w.update('payload', p as never, { payloadNotes: `live ${p.id}` }));
      const first = await driver.next(isChange('payload', chicagoOnly.id));
      await driver2.next(isChange('payload', detroit.id));
      // a later change the driver sees: the Detroit one would have come before it
      const current = await repoOf(ctx).findById(ctx.db, 'payload', chicagoOnly.id);
      await write((w) => w.update('payload', current as never, { payloadNotes: 'live again' }));
      await driver.next((c) => isChange('payload', chicagoOnly.id)(c) && c.id > first.id);
      expect(driver.events.some(isChange('payload', detroit.id))).toBe(false);
      expect(driver2.events.some(isChange('payload', chicagoOnly.id))).toBe(false);
      driver.close();
      driver2.close();
    });

    it('when a write rolls back, or the entity is not live, then no event is stored', async () => {
      const before = await eventCount();
      const chicago = await missionAt(ids.site.CHI);
      const current = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'mission', chicago.id);
      await expect(
        write(async (w) => {
          await w.update('mission', current as never, { notes: 'never saved' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const location = await rest(suite.app).call('POST', '/locations', {
        token: tokens.siteadmin,
        body: locationBody(ids.site.CHI, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door')),
      });
      expect(location.status).toBe(200);
      expect(await eventCount()).toBe(before);
    });

    it('when a stream reconnects with Last-Event-ID, then it first gets what it missed, in order, then live changes', async () => {
      const chicago = await missionAt(ids.site.CHI);
      const first = await stream('dispatcher');
      await touch(chicago);
      const last = await first.next(isChange('mission', chicago.id));
      first.close();

      await touch(chicago);
      await touch(await missionAt(ids.site.ATL)); // not the dispatcher's: skipped
      await touch(await missionAt(ids.site.DET));
      const resumed = await stream('dispatcher', { 'Last-Event-ID': String(last.id) });
      const replayed = await resumed.next((c) => c.ids?.[0] !== chicago.id);
      const missed = resumed.events.filter((c) => c.event === 'change');
      expect(missed.map((c) => c.entity)).toEqual(['mission', 'mission']);
      expect(missed[0].ids).toEqual([chicago.id]);
      expect(missed[0].id).toBeGreaterThan(last.id);
      expect(replayed.id).toBeGreaterThan(missed[0].id + 1);
      await touch(chicago);
      const live = await resumed.next(isChange('mission', chicago.id), 1000, missed.length);
      expect(live.id).toBeGreaterThan(replayed.id);
      resumed.close();
    });

    it('when Last-Event-ID names an id the server never gave, or events were pruned, then the stream answers a reset and goes on', async () => {
      const chicago = await missionAt(ids.site.CHI);
      const future = await stream('dispatcher', { 'Last-Event-ID': '900000000' });
      const reset = await future.next((c) => c.event === 'reset');
      await touch(chicago);
      expect((await future.next(isChange('mission', chicago.id))).id).toBeGreaterThan(reset.id);
      future.close();

      // Events older than an hour go; a stream that last saw one of them starts afresh.
      const old = new Date(suite.app.clock.now().getTime() - 2 * 3600_000).toISOString();
      const row = {
        at: suite.app.ctx.adapter.toDb('timestamp', old),
        entity: 'mission',
        action: 'update',
        ids: suite.app.ctx.adapter.toDb('json', [chicago.id]),
      };
      const [{ id: a }] = await rawDb(suite.app.ctx).insertInto('app_event').values(row).returning('id').execute();
      await rawDb(suite.app.ctx).insertInto('app_event').values(row).execute();
      expect(await suite.app.ctx.live.prune()).toBeGreaterThanOrEqual(2);
      await touch(chicago);
      const away = await stream('dispatcher', { 'Last-Event-ID': String(a - 1) });
      await away.next((c) => c.event === 'reset');
      away.close();
    });

    it('when the caller has no session or names a bad event id, then 401 or 400, and a user’s streams are bounded', async () => {
      expect((await stream(null)).status).toBe(401);
      expect((await openStream(suite.app, 'not.a.token')).status).toBe(401);
      const bad = await stream('driver', { 'Last-Event-ID': 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details[0].field).toBe('Last-Event-ID');
      const many = await Promise.all(Array.from({ length: DEFAULT_LIVE_LIMITS.perUser }, () => stream('driver3')));
      expect(many.every((s) => s.status === 200)).toBe(true);
      const over = await stream('driver3');
      expect(over.status).toBe(429);
      many.forEach((s) => s.close());
    });

    if (dialect === 'postgres')
      it('when a mission changes on one app instance, then a stream on another instance has it within a second (LISTEN/NOTIFY)', async () => {
        const other = await startTestApp(suite.db, { seed: false, clock: suite.app.clock });
        try {
          const remote = await stream('driver', {}, other);
          expect(remote.status).toBe(200);
          const chicago = await missionAt(ids.site.CHI);
          // Three in a row, so that the instance's safety poll (every 5 s) cannot be what delivers them.
          for (let i = 0; i < 3; i++) {
            const [started, seen] = [Date.now(), remote.events.length];
            await touch(chicago);
            await remote.next(isChange('mission', chicago.id), 1000, seen);
            expect(Date.now() - started).toBeLessThan(1000);
          }
          // And the other way round.
          const local = await stream('driver');
          await touch(chicago, other);
          await local.next(isChange('mission', chicago.id));
          remote.close();
          local.close();
        } finally {
          await other.close();
        }
      });
  });
}
