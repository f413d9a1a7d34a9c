// Deletes that race (issue 29 §4): ten concurrent DELETEs of one record answer 200 exactly once and
// 404 for the others, with one history row and one security-log entry — on PostgreSQL the losers
// used to wait for the winner's row lock, delete nothing and answer 200 all the same, each writing
// its own delete history row and log entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { rawDb } from '../helpers/db.js';
import { demoIds, type DemoIds, locationBody } from '../helpers/maintenance.js';
import { missionBody, newDriver, signIn } from '../helpers/missions.js';
import { payloadBody } from '../helpers/payloads.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const RACERS = 10;

for (const dialect of DIALECTS) {
  describe(`deletes that race on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let tokens: Record<'siteadmin' | 'dispatcher', string>;
    const post = async (path: string, body: unknown, token: string) => {
      const r = await suite.api.call('POST', path, { body, token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    /** Ten DELETEs at once: their statuses, sorted, then the record's delete history rows and log entries. */
    const race = async (path: string, token: string, table: string, key: string, id: number, subject: string) => {
      const statuses = (await Promise.all(Array.from({ length: RACERS }, () => suite.api.call('DELETE', `${path}/${id}`, { token })))).map(
        (r) => r.status,
      );
      const db = rawDb(suite.app.ctx);
      const audits = await db.selectFrom(table).select('action').where(key, '=', id).where('action', '=', 'delete').execute();
      const logged = await db.selectFrom('security_event').select('id').where('subject', '=', subject).execute();
      return { statuses: statuses.sort(), audits: audits.length, logged: logged.length };
    };
    const once = { statuses: [200, ...Array(RACERS - 1).fill(404)], audits: 1, logged: 1 };

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      tokens = await signIn(suite.api, ['siteadmin', 'dispatcher'] as const);
    });

    it('when ten deletes of one payload race, then one answers 200 and nine 404, with one history row and one log entry', async () => {
      const [asset] = await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'asset', {
        where: [
          { prop: 'priCompanyId', op: 'eq', value: ids.company.glf },
          { prop: 'hasPayload', op: 'eq', value: true },
        ],
      });
      const location = ids.location(ids.site.CHI, 'Row A');
      const payload = await post('/Payload', payloadBody(ids, ids.company.glf, asset.id, location), tokens.dispatcher);
      expect(await race('/Payload', tokens.dispatcher, 'payload_audit', 'payload_id', payload.id, `Payload #${payload.id}`)).toEqual(once);
    });

    it('when ten deletes of one location race, then one answers 200 and nine 404, with one history row and one log entry', async () => {
      const name = `Race ${Date.now().toString(36)}`;
      const type = ids.lookup(ids.company.glf, 'LocationType', 'Dock Door');
      const location = await post('/Location', locationBody(ids.site.CHI, type, { location: name }), tokens.siteadmin);
      expect(
        await race('/Location', tokens.siteadmin, 'location_audit', 'location_id', location.id, `Location ${name} (#${location.id})`),
      ).toEqual(once);
    });

    it('when ten deletes of one scheduled mission race, then one answers 200 and nine 404, with one history row and one log entry', async () => {
      const [asset] = await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'asset', {
        where: [
          { prop: 'priCompanyId', op: 'eq', value: ids.company.glf },
          { prop: 'hasPayload', op: 'eq', value: true },
        ],
      });
      const mission = await post('/Mission', missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, asset.id), tokens.dispatcher);
      expect(await race('/Mission', tokens.dispatcher, 'mission_audit', 'mission_id', mission.id, `Mission #${mission.id}`)).toEqual(once);
    });

    it('when ten deletes of one user race, then one answers 200 and nine 404 (a Deleted user is gone), with one history row and one log entry', async () => {
      const user = await newDriver(suite.app.ctx, ids.company.glf, [ids.site.CHI]);
      const name = (await suite.app.ctx.repo.findById(suite.app.ctx.db, 'user', user.id))!.displayName;
      const subject = name ? `User ${name} (#${user.id})` : `User #${user.id}`;
      expect(await race('/User', tokens.siteadmin, 'app_user_audit', 'user_id', user.id, subject)).toEqual(once);
      // and once more, long after
      expect((await suite.api.call('DELETE', `/User/${user.id}`, { token: tokens.siteadmin })).status).toBe(404);
    });
  });
}
