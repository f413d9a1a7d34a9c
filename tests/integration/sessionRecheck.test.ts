// Issue 35 §4: an open stream's session is checked again every minute (a logout or a change of the
// user's sites reaches it), and ten thousand streams are 167 checks a second. The checks asked
// within a second are made together (account/sessionRecheck.ts): one statement reads their
// sessions, each stream gets its own answer.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { recheckSession } from '../../server/account/sessionRecheck.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

/** What the check reads of a stream's request: its bearer token and its address. */
const streamRequest = (token?: string) =>
  ({
    get: (name: string) => (name.toLowerCase() === 'authorization' && token ? `Bearer ${token}` : undefined),
    ip: '127.0.0.1',
  }) as unknown as Request;

for (const dialect of DIALECTS) {
  describe(`open streams' sessions checked together on ${dialect}`, () => {
    const suite = useTestApp(dialect);

    it('when streams of several sessions, an ended one, an API key and bad tokens are checked in the same second, then one read serves the sessions and each gets its own answer', async () => {
      const { ctx } = suite.app;
      const [one, two, ended, other] = await Promise.all(
        ['dispatcher', 'dispatcher', 'dispatcher', 'dispatcher2'].map((u) => suite.api.login(u)),
      );
      const admin = (await suite.api.login('siteadmin')).token;
      const [site] = (await suite.api.call('GET', '/Sites', { token: admin })).body.data;
      const key = (
        await suite.api.call('POST', '/ApiKey', {
          token: admin,
          body: {
            name: 'yard TMS',
            userType: 201,
            siteAccess: [site.id],
            expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
          },
        })
      ).body.data.secret as string;
      // each seen once, as its stream's opening would (its sites known to the instance)
      for (const token of [one.token, two.token, ended.token, other.token, key])
        expect((await suite.api.call('GET', '/Sites', { token })).status).toBe(200);
      expect((await suite.api.call('DELETE', '/UserSession', { token: ended.token })).status).toBe(200);

      const before = ctx.adapter.stats.queries;
      const checks = await Promise.allSettled(
        [one.token, one.token, two.token, ended.token, other.token, key, 'not.a.token', undefined].map((t) =>
          recheckSession(ctx, streamRequest(t)),
        ),
      );
      // the four sessions in one statement, the key in its own
      expect(ctx.adapter.stats.queries - before).toBe(2);
      const answer = (i: number) => (checks[i].status === 'fulfilled' ? checks[i].value : checks[i].reason);
      expect([0, 1, 2].map((i) => answer(i).userId)).toEqual([one.userId, one.userId, two.userId]);
      expect(answer(2).sessionId).not.toBe(answer(0).sessionId);
      expect(answer(3)).toMatchObject({ status: 401, message: 'Session expired' });
      expect(answer(4).userId).toBe(other.userId);
      expect(answer(5)).toMatchObject({ type: 201, siteIds: [site.id] });
      expect(answer(6)).toMatchObject({ status: 401, message: 'Invalid token' });
      expect(answer(7)).toMatchObject({ status: 401 });
    });
  });
}
