// Issue 34, web push: a Driver's browser subscribes with the server's VAPID key and is told of a
// mission dispatched or transferred to him; a Dispatch Manager's of a reefer out of range. The
// "push service" here is a receiver on 127.0.0.1 (allowed: WEBHOOK_ALLOW_PRIVATE), and each test
// browser a P-256 key pair: a message reaches it only if it decrypts (RFC 8291, http_ece) and is
// signed with the server's key (RFC 8292's Authorization: vapid t=…, k=…). Also: the subscription's
// rules, Spanish for a Spanish user, and a subscription the push service says is gone.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionStage } from '../../schemas/enums.js';
import { startSweeps } from '../../server/sweeps.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { missionBody, sendStage, storedMission } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';
import { type Received, receiver, until } from '../helpers/receiver.js';

/** A browser's push subscription: its keys, and what it can read of a message. */
function browser(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    endpoint,
    body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    read: (m: Received) =>
      JSON.parse(ece.decrypt(m.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<
        string,
        string
      >,
  };
}

for (const dialect of DIALECTS) {
  describe(`web push on ${dialect}`, () => {
    const suite = useTestApp(dialect, { pushAllowPrivate: true });
    const service = receiver(201);
    let ids: DemoIds;
    let stopSweeps: () => void;
    const at = service.url;
    const to = (path: string) => service.got.filter((m) => m.path === path);
    beforeAll(async () => {
      await service.listen();
      ids = await demoIds(suite.app.ctx);
      stopSweeps = startSweeps(suite.app.ctx);
    });
    afterAll(async () => {
      stopSweeps?.();
      await service.close();
    });

    const subscribe = async (token: string, b: ReturnType<typeof browser>) => {
      const r = await suite.api.call('POST', '/Push/Subscription', { token, body: b.body });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as Record<string, unknown>;
    };
    const assetId = async (unit: string) =>
      (await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'asset', { where: [{ prop: 'assetModelId', op: 'eq', value: unit }] }))[0].id!;

    it('when a mission is dispatched to a subscribed driver, then his browser gets it signed with the server key and readable only with its keys; transferred to another driver, the other is told', async () => {
      const driver = await suite.api.login('driver2'); // Detroit
      const driver4 = await suite.api.login('driver4'); // Toledo and Detroit
      const dispatcher = (await suite.api.login('dispatcher')).token;
      const key = await suite.api.call('GET', '/Push/Key', { token: driver.token });
      expect(key.status).toBe(200);
      const publicKey = key.body.data.publicKey as string;
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

      const phone = browser(at('/push/angela'));
      const saved = await subscribe(driver.token, phone);
      expect(saved).toMatchObject({ userId: driver.userId, endpoint: phone.endpoint });
      expect(saved).not.toHaveProperty('p256dh'); // the browser's keys are never answered
      const shuttle = browser(at('/push/nadia'));
      await subscribe(driver4.token, shuttle);

      const made = await suite.api.call('POST', '/Mission', {
        token: dispatcher,
        body: missionBody(suite.app, ids, ids.company.glf, ids.site.DET, await assetId('TRL-1001'), { assignedDriverId: driver.userId }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const missionId = made.body.data.id as number;
      expect((await sendStage(suite.api, dispatcher, missionId, MissionStage.None, MissionStage.Dispatched)).status).toBe(200);

      const message = await until('the dispatch notice', () => to('/push/angela')[0]);
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      expect(phone.read(message)).toEqual({
        title: `Mission ${missionId} dispatched`,
        body: 'TRL-1001: Row A → Door 03',
        url: '/driver/home',
        tag: `mission-${missionId}`,
      });
      // another browser's keys cannot read it
      expect(() => shuttle.read(message)).toThrow();

      // the dispatcher gives the Dispatched mission to Nadia: she is told, Angela is not told again
      const mission = await storedMission(suite.app.ctx, missionId);
      const moved = await suite.api.call('POST', '/Mission', {
        token: dispatcher,
        body: {
          ...missionBody(suite.app, ids, ids.company.glf, ids.site.DET, mission.assetId as number),
          id: missionId,
          assignedDriverId: driver4.userId,
          updateDate: mission.updateDate,
        },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const handed = await until('the transfer notice', () => to('/push/nadia')[0]);
      expect(shuttle.read(handed)).toMatchObject({ title: `Mission ${missionId} transferred to you`, tag: `mission-${missionId}` });
      expect(to('/push/angela')).toHaveLength(1);
    });

    it('when a payload reads out of range, then the Dispatch Managers who reach its asset are told, in their language; in range, nobody is', async () => {
      const dispatcher = await suite.api.login('dispatcher');
      const dispatcher2 = await suite.api.login('dispatcher2'); // another company
      const desk = browser(at('/push/marcus'));
      const otherDesk = browser(at('/push/raj'));
      await subscribe(dispatcher.token, desk);
      await subscribe(dispatcher2.token, otherDesk);
      const settings = JSON.stringify({ language: 'es' });
      expect(
        (await suite.api.call('POST', '/User/Settings', { token: dispatcher.token, body: { userId: dispatcher.userId, settings } })).status,
      ).toBe(200);

      const reefer = await assetId('TRL-1003');
      const reading = (temperature: number) => ({
        assetId: reefer,
        locId: ids.location(ids.site.CHI, 'South Yard'),
        payloadStatusId: ids.lookup(ids.company.glf, 'PayloadStatus', 'Loaded'),
        payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Outbound'),
        isRefrigerated: true,
        temperature,
        setPoint: 34,
        payloadContents: [],
      });
      const inRange = await suite.api.call('POST', '/Payload', { token: dispatcher.token, body: reading(38) });
      expect(inRange.status, JSON.stringify(inRange.body)).toBe(200);
      const warm = await suite.api.call('POST', '/Payload', { token: dispatcher.token, body: reading(41.5) });
      expect(warm.status, JSON.stringify(warm.body)).toBe(200);

      const message = await until('the reefer notice', () => to('/push/marcus')[0]);
      expect(desk.read(message)).toEqual({
        title: 'Reefer TRL-1003 fuera de rango',
        body: '41.5 °F, punto de ajuste 34 °F, en South Yard',
        url: `/dispatch/payload/history/${reefer}`,
        tag: `reefer-${reefer}`,
      });
      // one notice: the reading in range told nobody; the other company's dispatcher heard nothing
      await new Promise((res) => setTimeout(res, 1_500));
      expect(to('/push/marcus')).toHaveLength(1);
      expect(to('/push/raj')).toHaveLength(0);
    });

    it('when a subscription is made wrongly, by someone who gets no notices, or ended by another user, then it is refused; gone at the push service, it is deleted', async () => {
      const driver = await suite.api.login('driver');
      const driver2 = await suite.api.login('driver2');
      const admin = (await suite.api.login('siteadmin')).token;
      const b = browser(at('/push/refused'));
      const bad = await suite.api.call('POST', '/Push/Subscription', {
        token: driver.token,
        body: { endpoint: b.endpoint, keys: { p256dh: 'short', auth: b.body.keys.auth } },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('keys.p256dh');
      // keys of the right length that no browser could hold: not a point of the curve, a short secret
      const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
      const keys = await suite.api.call('POST', '/Push/Subscription', {
        token: driver.token,
        body: { endpoint: b.endpoint, keys: { p256dh: offCurve, auth: Buffer.alloc(12, 1).toString('base64url') } },
      });
      expect(keys.status).toBe(400);
      expect(keys.body.error.details.map((d: { field: string }) => d.field)).toEqual(['keys.p256dh', 'keys.auth']);
      const ftp = await suite.api.call('POST', '/Push/Subscription', {
        token: driver.token,
        body: { ...b.body, endpoint: 'ftp://127.0.0.1/x' },
      });
      expect(ftp.status).toBe(400);
      expect(JSON.stringify(ftp.body)).toContain('endpoint');
      for (const call of [
        suite.api.call('GET', '/Push/Key', { token: admin }),
        suite.api.call('POST', '/Push/Subscription', { token: admin, body: b.body }),
        suite.api.call('POST', '/Push/Test', { token: admin }),
      ])
        expect((await call).status).toBe(403);

      // one browser, two drivers in turn (a shared yard phone): the last one's
      const shared = browser(at('/push/shared'));
      const first = await subscribe(driver2.token, shared);
      const second = await subscribe(driver.token, shared);
      const rows = await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'pushSubscription', {
        where: [{ prop: 'endpoint', op: 'eq', value: shared.endpoint }],
      });
      expect(rows.map((r) => r.userId)).toEqual([driver.userId]);
      expect((await suite.api.call('DELETE', `/Push/Subscription/${second.id}`, { token: driver2.token })).status).toBe(404);
      expect((await suite.api.call('DELETE', `/Push/Subscription/${first.id}`, { token: driver2.token })).status).toBe(404);

      // the test notice reaches the browser; once the push service says it is gone, the subscription is deleted
      const test = await suite.api.call('POST', '/Push/Test', { token: driver.token });
      expect(test.status, JSON.stringify(test.body)).toBe(200);
      expect(test.body.data).toEqual({ subscriptions: 1, delivered: 1 });
      expect(shared.read(to('/push/shared')[0])).toMatchObject({ title: 'Test notification', tag: 'test' });
      service.statusOf.set('/push/shared', 410);
      expect((await suite.api.call('POST', '/Push/Test', { token: driver.token })).body.data).toEqual({ subscriptions: 1, delivered: 0 });
      expect(
        await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'pushSubscription', { where: [{ prop: 'id', op: 'eq', value: second.id }] }),
      ).toEqual([]);

      // ended by its user
      const again = await subscribe(driver.token, browser(at('/push/tony')));
      const ended = await suite.api.call('DELETE', `/Push/Subscription/${again.id}`, { token: driver.token });
      expect(ended.status).toBe(200);
      expect((await suite.api.call('POST', '/Push/Test', { token: driver.token })).body.data).toEqual({ subscriptions: 0, delivered: 0 });
    });
  });
}
