// Issue 34, webhooks: a Company Administrator subscribes a URL to event types; a receiver on
// 127.0.0.1 (allowed here: WEBHOOK_ALLOW_PRIVATE) gets each event signed the Standard Webhooks way,
// verifiable with the secret, again after an error answer, never for a change that rolled back; the
// delivery log and replay; the subscription's rules. Once per event with two instances:
// opsWebInstances.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionStage, UserType } from '../../schemas/enums.js';
import type { Principal } from '../../server/access/access.js';
import { writeTransaction } from '../../server/engine/changeEvents.js';
import { updateRecord } from '../../server/engine/service.js';
import { startSweeps } from '../../server/sweeps.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { missionBody, sendStage } from '../helpers/missions.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that keeps what it gets and answers `status`. */
function receiver() {
  const got: Received[] = [];
  const r = { got, status: 200, server: undefined as unknown as Server, url: '' };
  r.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(r.status).end();
    });
  });
  return r;
}

async function until<T>(what: string, probe: () => T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

for (const dialect of DIALECTS) {
  describe(`webhooks on ${dialect}`, () => {
    const suite = useTestApp(dialect, { webhookAllowPrivate: true });
    const hook = receiver();
    let ids: DemoIds;
    let stopSweeps: () => void;
    beforeAll(async () => {
      await new Promise<void>((res) => hook.server.listen(0, '127.0.0.1', res));
      hook.url = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/yard-events`;
      ids = await demoIds(suite.app.ctx);
      stopSweeps = startSweeps(suite.app.ctx);
    });
    afterAll(async () => {
      stopSweeps?.();
      await new Promise((res) => hook.server.close(res));
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
        body: { url: hook.url, events: ['mission.dispatched', 'mission.stage_changed'] },
      });
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      const { id, secret } = sub.body.data;
      expect(secret).toMatch(/^whsec_/);

      hook.status = 500;
      const missionId = await newMission(dispatcher);
      const dispatched = await sendStage(suite.api, dispatcher, missionId, MissionStage.None, MissionStage.Dispatched);
      expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200);
      const mine = () =>
        hook.got.filter((g) => JSON.parse(g.body).data?.id === missionId && JSON.parse(g.body).type === 'mission.dispatched');
      const first = await until('the first attempt', () => mine()[0]);
      const event = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(event).toMatchObject({ type: 'mission.dispatched', data: { id: missionId, missionStage: MissionStage.Dispatched } });
      // never for an event it did not ask for (the mission's creation)
      expect(hook.got.some((g) => JSON.parse(g.body).type === 'mission.created')).toBe(false);
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(first.body, first.headers as Record<string, string>),
      ).toThrow();

      // the receiver failed: the same message comes again once its backoff has passed
      hook.status = 200;
      suite.app.clock.advance(6_000);
      const second = await until('the second attempt', () => mine()[1]);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);

      const deliveries = async () =>
        (await suite.api.call('GET', `/Webhook/${id}/Deliveries`, { token: admin })).body.data as Record<string, any>[];
      let row: Record<string, any> | undefined;
      for (let i = 0; i < 40 && row?.status !== 'Delivered'; i++) {
        row = (await deliveries()).find((d) => d.messageId === first.headers['webhook-id']);
        if (row?.status !== 'Delivered') await new Promise((res) => setTimeout(res, 50));
      }
      expect(row).toMatchObject({ status: 'Delivered', attempts: 2, lastStatus: 200, eventType: 'mission.dispatched' });

      const replay = await suite.api.call('POST', `/Webhook/${id}/Replay`, { token: admin, body: { deliveryId: row!.id } });
      expect(replay.status).toBe(200);
      const third = await until('the replay', () => mine()[2]);
      expect(third.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(new Webhook(secret).verify(third.body, third.headers as Record<string, string>)).toMatchObject({ type: 'mission.dispatched' });
    });

    it('when a change rolls back, then no event goes out for it; a later change of the same record does', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const dispatcher = (await suite.api.login('dispatcher')).token;
      await suite.api.call('POST', '/Webhook', { token: admin, body: { url: hook.url, events: ['mission.created'] } });
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
      await until('the new mission', () => hook.got.find((g) => JSON.parse(g.body).data?.id === made));
      expect(hook.got.some((g) => g.body.includes(ghost))).toBe(false);
    });

    it('when a subscription is asked with a private address, bad events or by someone else than a Company Administrator, then it is refused naming the field; another company sees none of it', async () => {
      const admin = (await suite.api.login('siteadmin')).token;
      const sub = (body: unknown, token = admin) => suite.api.call('POST', '/Webhook', { token, body });
      const fields = async (body: unknown) => (await sub(body)).body.error?.details?.map((d: { field: string }) => d.field);
      expect(await fields({ url: 'ftp://example.com/x', events: ['mission.created'] })).toEqual(['url']);
      expect(await fields({ url: hook.url, events: [] })).toEqual(['events']);
      expect(await fields({ url: hook.url, events: ['mission.exploded'] })).toEqual(['events[0]']);
      for (const who of ['dispatcher', 'driver', 'sysadmin']) {
        expect((await sub({ url: hook.url, events: ['mission.created'] }, (await suite.api.login(who)).token)).status).toBe(403);
      }
      const mine = (await sub({ url: hook.url, events: ['gate.checked_in'] })).body.data;
      const admin2 = (await suite.api.login('siteadmin2')).token;
      expect((await suite.api.call('GET', `/Webhook/${mine.id}`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('GET', `/Webhook/${mine.id}/Deliveries`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('DELETE', `/Webhook/${mine.id}`, { token: admin2 })).status).toBe(404);
      const listed = (await suite.api.call('GET', '/Webhooks', { token: admin })).body.data;
      expect(JSON.stringify(listed)).not.toContain('whsec_');
      const off = await suite.api.call('DELETE', `/Webhook/${mine.id}`, { token: admin });
      expect(off.body.data.isActive).toBe(false);
    });
  });
}
