// Issue 34, webhooks: a Company Administrator subscribes a URL to event types; a receiver on
// 127.0.0.1 (allowed here: WEBHOOK_ALLOW_PRIVATE) gets each event signed the Standard Webhooks way,
// verifiable with the secret, again after an error answer, never for a change that rolled back; the
// delivery log (a 2xx other than 200 kept as it came) and replay (also while the same delivery is
// being posted); an unsubscribe during a post ends it; a subscriber that never answers holds up no
// other; a stopping instance stores the outcome of its posts in flight; the subscription's rules.
// Once per event with two instances: opsWebInstances.test.ts.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionStage, UserType } from '../../schemas/enums.js';
import type { Principal } from '../../server/access/access.js';
import { writeTransaction } from '../../server/engine/changeEvents.js';
import { PER_WEBHOOK } from '../../server/entities/webhook/deliver.js';
import { CURSOR } from '../../server/entities/webhook/fanOut.js';
import { updateRecord } from '../../server/engine/service.js';
import { startSweeps } from '../../server/sweeps.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { missionBody, sendStage } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';
import { receiver, until } from '../helpers/receiver.js';

for (const dialect of DIALECTS) {
  describe(`webhooks on ${dialect}`, () => {
    const suite = useTestApp(dialect, { webhookAllowPrivate: true });
    const hook = receiver();
    let ids: DemoIds;
    let stopSweeps: () => void;
    beforeAll(async () => {
      await hook.listen();
      ids = await demoIds(suite.app.ctx);
      stopSweeps = startSweeps(suite.app.ctx);
    });
    afterAll(async () => {
      stopSweeps?.();
      await hook.close();
    });

    const newMission = async (token: string) => {
      const ctx = suite.app.ctx;
      const [asset] = await ctx.repo.findMany(ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1001' }] });
      const made = await suite.api.call('POST', '/Mission', {
        token,
        body: missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, asset.id!, { assignedDriverId: ids.user.driver }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.data.id as number;
    };

    it('when a mission is dispatched, then the subscriber gets it signed and verifiable, again after answering 500, and the log shows it delivered; a replay sends it once more', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      const sub = await suite.api.call('POST', '/Webhook', {
        token: admin,
        body: { url: hook.url('/yard-events'), events: ['mission.dispatched', 'mission.stage_changed'] },
      });
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      const { id, secret } = sub.body.data;
      expect(secret).toMatch(/^whsec_/);

      hook.status = 500;
      const missionId = await newMission(dispatcher);
      const dispatched = await sendStage(suite.api, dispatcher, missionId, MissionStage.None, MissionStage.Dispatched);
      expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200);
      const mine = () =>
        hook.got.filter((g) => JSON.parse(g.text).data?.id === missionId && JSON.parse(g.text).type === 'mission.dispatched');
      const first = await until('the first attempt', () => mine()[0]);
      const event = new Webhook(secret).verify(first.text, first.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(event).toMatchObject({ type: 'mission.dispatched', data: { id: missionId, missionStage: MissionStage.Dispatched } });
      // never for an event it did not ask for (the mission's creation)
      expect(hook.got.some((g) => JSON.parse(g.text).type === 'mission.created')).toBe(false);
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(first.text, first.headers as Record<string, string>),
      ).toThrow();

      // the receiver failed: the same message comes again once its backoff has passed
      hook.status = 200;
      suite.app.clock.advance(6_000);
      const second = await until('the second attempt', () => mine()[1]);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);

      const deliveries = async () =>
        (await suite.api.call('GET', `/Webhook/${id}/Deliveries`, { token: admin })).body.data as Record<string, any>[];
      const row = await until('the delivery stored', async () => {
        const stored = (await deliveries()).find((d) => d.messageId === first.headers['webhook-id']);
        return stored?.status === 'Delivered' ? stored : undefined;
      });
      expect(row).toMatchObject({ status: 'Delivered', attempts: 2, lastStatus: 200, eventType: 'mission.dispatched' });

      const replay = await suite.api.call('POST', `/Webhook/${id}/Replay`, { token: admin, body: { deliveryId: row.id } });
      expect(replay.status).toBe(200);
      const third = await until('the replay', () => mine()[2]);
      expect(third.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(new Webhook(secret).verify(third.text, third.headers as Record<string, string>)).toMatchObject({ type: 'mission.dispatched' });
      // the log shows the replay's own outcome
      const replayed = await until('the replay stored', async () => {
        const stored = (await deliveries()).find((d) => d.id === row.id);
        return stored?.status === 'Delivered' && stored.attempts === 1 ? stored : undefined;
      });
      expect(replayed).toMatchObject({ lastStatus: 200, lastError: null });
    });

    it('when a change rolls back, then no event goes out for it; a later change of the same record does', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      await suite.api.call('POST', '/Webhook', { token: admin, body: { url: hook.url('/yard-events'), events: ['mission.created'] } });
      const ctx = suite.app.ctx;
      const [mission] = await ctx.repo.findMany(ctx.db, 'mission', {
        where: [{ prop: 'companyId', op: 'eq', value: ids.company.glf }],
        range: [0, 0],
      });
      const ghost = 'Ghost of a rolled-back save';
      await expect(
        writeTransaction(ctx, async (trx) => {
          const sysadmin: Principal = {
            userId: ids.user.sysadmin,
            type: UserType.SysAdmin,
            loginName: 'sysadmin',
            companyId: null,
            siteIds: null,
            sessionId: '',
            mustChangePassword: false,
            zone: 'UTC',
          };
          await updateRecord(ctx, sysadmin, ctx.registry.entity('mission'), mission.id!, { notes: ghost }, { trx, overrideAccess: true });
          throw new Error('the workflow fails after the write');
        }),
      ).rejects.toThrow('the workflow fails');
      const made = await newMission(dispatcher);
      await until('the new mission', () => hook.got.find((g) => JSON.parse(g.text).data?.id === made));
      expect(hook.got.some((g) => g.text.includes(ghost))).toBe(false);
    });

    it('when an asset is saved and a reefer reads further from its set point than the company allows, then asset.saved and reefer.out_of_range go out; a reading within it, only payload.saved', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      await suite.api.call('POST', '/Webhook', {
        token: admin,
        body: { url: hook.url('/yard-events'), events: ['asset.saved', 'reefer.out_of_range'] },
      });
      const ctx = suite.app.ctx;
      const [reefer] = await ctx.repo.findMany(ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: 'TRL-1003' }] });
      const asset = (await suite.api.call('GET', `/Asset/${reefer.id}`, { token: admin })).body.data;
      const saved = await suite.api.call('POST', '/Asset', { token: admin, body: { ...asset, assetDescription: 'Reefer unit serviced' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const reading = (temperature: number) => ({
        assetId: reefer.id,
        locId: ids.location(ids.site.CHI, 'South Yard'),
        payloadStatusId: ids.lookup(ids.company.glf, 'PayloadStatus', 'Loaded'),
        payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Outbound'),
        isRefrigerated: true,
        temperature,
        setPoint: 34,
        payloadContents: [],
      });
      const within = await suite.api.call('POST', '/Payload', { token: dispatcher, body: reading(29) });
      const beyond = await suite.api.call('POST', '/Payload', { token: dispatcher, body: reading(28.5) });
      expect([within.status, beyond.status]).toEqual([200, 200]);
      const of = (type: string) => hook.got.map((g) => JSON.parse(g.text)).filter((b) => b.type === type);
      const warm = await until('the out-of-range event', () => of('reefer.out_of_range')[0]);
      expect(warm.data).toMatchObject({ id: beyond.body.data.id, temperature: 28.5, setPoint: 34, assetId: reefer.id });
      const assetSaved = await until('the asset event', () => of('asset.saved').find((b) => b.data.id === reefer.id));
      expect(assetSaved.data.assetDescription).toBe('Reefer unit serviced');
      expect(of('reefer.out_of_range').map((b) => b.data.id)).toEqual([beyond.body.data.id]);
    });

    it("when a door is booked, then appointment.booked goes to its company's subscriber (an appointment names no company: its site's), not to another company's", async () => {
      const ctx = suite.app.ctx;
      const admin = (await suite.api.login('siteadmin')).token;
      const other = (await suite.api.login('siteadmin2')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      const subscribe = (token: string, path: string) =>
        suite.api.call('POST', '/Webhook', { token, body: { url: hook.url(path), events: ['appointment.booked'] } });
      expect((await subscribe(admin, '/booked')).status).toBe(200);
      const elsewhere = await subscribe(other, '/booked-elsewhere');
      expect(elsewhere.status).toBe(200);
      const [carrier] = await ctx.repo.findMany(ctx.db, 'carrier', { where: [{ prop: 'scac', op: 'eq', value: 'LKSH' }] });
      const start = new Date(ctx.clock.now().getTime() + 30 * 24 * 3600_000);
      const booked = await suite.api.call('POST', '/Appointment', {
        token: dispatcher,
        body: {
          siteId: ids.site.CHI,
          doorId: ids.location(ids.site.CHI, 'Door 02'),
          carrierId: carrier.id,
          reference: `PO-HOOK-${dialect}`,
          payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Inbound'),
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3600_000).toISOString(),
        },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const got = await until('the booking', () =>
        hook.got.find((g) => g.path === '/booked' && JSON.parse(g.text).data?.id === booked.body.data.id),
      );
      expect(JSON.parse(got.text)).toMatchObject({
        type: 'appointment.booked',
        data: { reference: `PO-HOOK-${dialect}`, siteId: ids.site.CHI },
      });
      const [event] = await ctx.db
        .selectFrom('app_event')
        .select('company_id')
        .where('entity', '=', 'appointment')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(event.company_id).toBe(ids.company.glf);
      // the fan-out writes every subscription's deliveries of an event together: the other company's would be there by now
      const theirs = await ctx.db.selectFrom('webhook_delivery').select('id').where('webhook_id', '=', elsewhere.body.data.id).execute();
      expect(theirs).toEqual([]);
    });

    /** A subscription to missions' creations at `path`, answered after 600 ms, and a mission whose post is in flight. */
    const postInFlight = async (path: string) => {
      const admin = (await suite.api.login('siteadmin')).token;
      hook.slow.set(path, 600);
      const sub = await suite.api.call('POST', '/Webhook', { token: admin, body: { url: hook.url(path), events: ['mission.created'] } });
      const made = await newMission((await suite.api.login('dispatcher')).token);
      const posts = () => hook.got.filter((g) => g.path === path && JSON.parse(g.text).data?.id === made);
      await until('the post in flight', () => posts()[0]);
      const rows = async () =>
        (await suite.api.call('GET', `/Webhook/${sub.body.data.id}/Deliveries`, { token: admin })).body.data as Record<string, any>[];
      /** The delivery's row once Delivered. */
      const stored = () =>
        until('the delivery stored', async () => {
          const [row] = await rows();
          return row?.status === 'Delivered' ? row : undefined;
        });
      return { admin, id: sub.body.data.id as number, posts, rows, stored };
    };

    it('when a replay is asked while the same delivery is being posted, then that post does not overwrite it: it goes out once more', async () => {
      const { admin, id, posts, rows, stored } = await postInFlight('/replayed');
      const [row] = await rows();
      const replay = await suite.api.call('POST', `/Webhook/${id}/Replay`, { token: admin, body: { deliveryId: row.id } });
      expect(replay.body.data).toMatchObject({ status: 'Pending', attempts: 0 });
      const again = await until('the replay', () => posts()[1]);
      expect(again.headers['webhook-id']).toBe(posts()[0].headers['webhook-id']);
      expect(await stored()).toMatchObject({ id: row.id, status: 'Delivered', attempts: 1 });
      expect(posts()).toHaveLength(2);
    });

    it('when a receiver answers a 2xx other than 200, then the delivery is Delivered with that status', async () => {
      hook.statusOf.set('/no-content', 204);
      const { stored } = await postInFlight('/no-content');
      expect(await stored()).toMatchObject({ status: 'Delivered', attempts: 1, lastStatus: 204 });
    });

    it('when a subscription ends while a delivery is being posted and that post fails, then it is not tried again', async () => {
      hook.statusOf.set('/ending', 500);
      const { admin, id, posts, rows } = await postInFlight('/ending');
      expect((await suite.api.call('DELETE', `/Webhook/${id}`, { token: admin })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 900)); // the post's 500 came back and was not stored
      suite.app.clock.advance(6_000); // past the first backoff
      await new Promise((r) => setTimeout(r, 1_500)); // a sweep's turn or more
      expect(posts()).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ status: 'Failed', lastError: 'Unsubscribed' });
    });

    it('when a subscription ends while a fan-out is writing its deliveries, then the unsubscribe waits for them and ends them too: none goes out', async () => {
      const ctx = suite.app.ctx;
      const admin = (await suite.api.login('siteadmin')).token;
      const sub = await suite.api.call('POST', '/Webhook', {
        token: admin,
        body: { url: hook.url('/fanned'), events: ['mission.created'] },
      });
      const id = sub.body.data.id as number;
      const now = ctx.adapter.toDb('timestamp', ctx.clock.now().toISOString()) as string;
      // due in a minute: no sweep may claim it between the fan-out's commit and the unsubscribe's end
      const due = ctx.adapter.toDb('timestamp', new Date(ctx.clock.now().getTime() + 60_000).toISOString()) as string;
      let unsubscribed: ReturnType<typeof suite.api.call> | undefined;
      // a fan-out's transaction (fanOut.ts), held open: its lock, the subscription read active, a delivery written
      await writeTransaction(ctx, async (trx) => {
        await ctx.adapter.serialize(trx, CURSOR);
        await trx
          .insertInto('webhook_delivery')
          .values({
            company_id: ids.company.glf,
            webhook_id: id,
            message_id: 'msg_fanned',
            event_type: 'mission.created',
            payload: JSON.stringify({ type: 'mission.created', data: {} }),
            status: 'Pending',
            attempts: 0,
            next_attempt_at: due,
            created_at: now,
          })
          .execute();
        unsubscribed = suite.api.call('DELETE', `/Webhook/${id}`, { token: admin });
        await new Promise((r) => setTimeout(r, 300)); // the unsubscribe, had it not waited, would be done
      });
      expect((await unsubscribed!).status).toBe(200);
      const [row] = (await suite.api.call('GET', `/Webhook/${id}/Deliveries`, { token: admin })).body.data;
      expect(row).toMatchObject({ status: 'Failed', lastError: 'Unsubscribed' });
      suite.app.clock.advance(120_000); // past when it was due
      await new Promise((r) => setTimeout(r, 1_200)); // a sweep's turn or more
      expect(hook.got.filter((g) => g.path === '/fanned')).toEqual([]);
    });

    it('when one subscriber never answers, then another gets each event at once, and the silent one holds no more than its share of posts', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      hook.silent.add('/silent');
      for (const path of ['/silent', '/prompt'])
        await suite.api.call('POST', '/Webhook', { token: admin, body: { url: hook.url(path), events: ['mission.created'] } });
      const made: number[] = [];
      for (let i = 0; i < PER_WEBHOOK + 3; i++) made.push(await newMission(dispatcher));
      const got = (path: string) =>
        hook.got.filter((g) => g.path === path && made.includes(JSON.parse(g.text).data?.id)).map((g) => JSON.parse(g.text).data.id);
      // all of them, well before the silent receiver's posts time out (10 s): no turn waits for them
      await until('every event at the prompt receiver', () => (got('/prompt').length === made.length ? true : undefined), 5_000);
      expect(got('/prompt').sort()).toEqual([...made].sort());
      // its share, and no more (the last of it may come a moment after the prompt one's)
      await until('the silent receiver’s share', () => (got('/silent').length >= PER_WEBHOOK ? true : undefined));
      await new Promise((r) => setTimeout(r, 200));
      expect(got('/silent').length).toBe(PER_WEBHOOK);
      hook.release();
    });

    it('when a subscription is asked with a private address, bad events or by someone else than a Company Administrator, then it is refused naming the field; another company sees none of it', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const sub = (body: unknown, token = admin) => suite.api.call('POST', '/Webhook', { token, body });
      const fields = async (body: unknown) => (await sub(body)).body.error?.details?.map((d: { field: string }) => d.field);
      expect(await fields({ url: 'ftp://example.com/x', events: ['mission.created'] })).toEqual(['url']);
      expect(await fields({ url: hook.url('/yard-events'), events: [] })).toEqual(['events']);
      expect(await fields({ url: hook.url('/yard-events'), events: ['mission.exploded'] })).toEqual(['events[0]']);
      for (const who of ['dispatcher', 'driver', 'sysadmin']) {
        expect((await sub({ url: hook.url('/yard-events'), events: ['mission.created'] }, (await suite.api.login(who)).token)).status).toBe(
          403,
        );
      }
      const mine = (await sub({ url: hook.url('/yard-events'), events: ['gate.checked_in'] })).body.data;
      const admin2 = (await suite.api.login('siteadmin2')).token;
      expect((await suite.api.call('GET', `/Webhook/${mine.id}`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('GET', `/Webhook/${mine.id}/Deliveries`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('DELETE', `/Webhook/${mine.id}`, { token: admin2 })).status).toBe(404);
      const listed = (await suite.api.call('GET', '/Webhooks', { token: admin })).body.data;
      expect(JSON.stringify(listed)).not.toContain('whsec_');
      const off = await suite.api.call('DELETE', `/Webhook/${mine.id}`, { token: admin });
      expect(off.body.data.isActive).toBe(false);
    });

    it('when the instance stops with a post in flight, then it waits for the answer and stores it: nothing is sent again after a restart', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      hook.slow.set('/slow', 800);
      const sub = await suite.api.call('POST', '/Webhook', { token: admin, body: { url: hook.url('/slow'), events: ['mission.created'] } });
      const made = await newMission(dispatcher);
      await until('the post in flight', () => hook.got.find((g) => g.path === '/slow' && JSON.parse(g.text).data?.id === made));
      stopSweeps();
      await suite.app.ctx.jobs.drain(); // as shutdown does before the database closes
      const rows = (await suite.api.call('GET', `/Webhook/${sub.body.data.id}/Deliveries`, { token: admin })).body.data as {
        payload: string;
        status: string;
        attempts: number;
      }[];
      expect(rows.find((r) => JSON.parse(r.payload).data.id === made)).toMatchObject({ status: 'Delivered', attempts: 1 });
      stopSweeps = startSweeps(suite.app.ctx);
    });
  });
}
