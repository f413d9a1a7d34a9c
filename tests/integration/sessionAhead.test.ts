// Issue 35 §2: on PostgreSQL a list whose session this instance has seen runs for the Principal the
// session had, its session's check riding in its page's read (account/sessionAhead.ts,
// db/statementRider.ts): one round trip fewer, and an answer only when the session still gives that
// Principal. (PostgreSQL only: SQLite reads in process, where a statement is no round trip.)
import { describe, expect, it } from 'vitest';
import { UserType } from '../../schemas/enums.js';
import { setUser } from '../helpers/demo.js';
import { useTestApp } from '../helpers/suite.js';

describe.skipIf(!process.env.TEST_PG_URL)('a read’s session checked in its first statement, on PostgreSQL', () => {
  const suite = useTestApp('postgres');
  /** The statements one call made, and its answer. */
  const counted = async (...call: Parameters<typeof suite.api.call>) => {
    const before = suite.app.ctx.adapter.stats.queries;
    const answer = await suite.api.call(...call);
    return { statements: suite.app.ctx.adapter.stats.queries - before, answer };
  };

  it('when the instance has seen the session, then a list makes one statement fewer and answers the same', async () => {
    const { token } = await suite.api.login('dispatcher');
    const { ctx } = suite.app;
    const read = () => counted('GET', '/Carriers?range=[0,4]', { token });
    await read(); // this instance sees the session (and notes its use)
    const ahead = await read();
    const ahead2 = await read();
    const { authenticateAhead } = ctx;
    ctx.authenticateAhead = undefined;
    try {
      const long = await read();
      expect(long.answer.status).toBe(200);
      expect(long.answer.body.data.length).toBeGreaterThan(1);
      expect(ahead.answer.body).toEqual(long.answer.body);
      expect(ahead.statements).toBe(long.statements - 1);
      expect(ahead2.statements).toBe(long.statements - 1);
    } finally {
      ctx.authenticateAhead = authenticateAhead;
    }
  });

  it('when the session has ended, then a list answers 401 whether its page finds rows or none', async () => {
    const { token } = await suite.api.login('dispatcher');
    const list = (filter: object) => suite.api.call('GET', `/Carriers?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
    expect((await list({})).status).toBe(200);
    expect((await list({ name: 'no carrier is called this' })).body.data).toEqual([]);
    expect((await suite.api.call('DELETE', '/UserSession', { token })).status).toBe(200);
    const found = await list({});
    expect(found.status).toBe(401);
    expect(found.body.error.message).toBe('Session expired');
    // nothing of the page built for the ended session goes out with the refusal: not even its total
    expect(found.headers?.get('x-total-count')).toBeNull();
    // a page of no rows carries nothing back: the session is read alone
    expect((await list({ name: 'no carrier is called this' })).status).toBe(401);
  });

  it('when the user is made a Driver or disabled after a read, then the next read answers for what the user is now', async () => {
    const { ctx } = suite.app;
    const { token } = await suite.api.login('dispatcher2');
    // a Dispatch Manager's list, refused to a Driver
    const sites = async () => suite.api.call('GET', '/Carriers', { token });
    expect((await sites()).status).toBe(200);
    expect((await sites()).status).toBe(200);
    await setUser(ctx, 'dispatcher2', { type: UserType.Driver });
    try {
      expect((await sites()).status).toBe(403);
    } finally {
      await setUser(ctx, 'dispatcher2', { type: UserType.DispatchManager });
    }
    expect((await sites()).status).toBe(200);
    await setUser(ctx, 'dispatcher2', { isActive: false });
    try {
      expect((await sites()).status).toBe(401);
    } finally {
      await setUser(ctx, 'dispatcher2', { isActive: true });
    }
  });

  it('when the session’s use is due to be noted, then the list goes the long way and notes it', async () => {
    const { ctx, clock } = suite.app;
    const { token } = await suite.api.login('dispatcher');
    await suite.api.call('GET', '/Carriers', { token });
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };
    const seen = async () =>
      (await ctx.db.selectFrom('user_session').select('last_seen_at').where('id', '=', sid).executeTakeFirstOrThrow())
        .last_seen_at as string;
    const before = await seen();
    clock.advance(31_000);
    const { statements, answer } = await counted('GET', '/Carriers', { token });
    expect(answer.status).toBe(200);
    expect(new Date(await seen()).getTime()).toBeGreaterThan(new Date(before).getTime());
    // the page that carried the check, then the long way: the session, its use noted, the page again
    expect(statements).toBeGreaterThanOrEqual(4);
  });
});
