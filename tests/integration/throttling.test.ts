// Rate limits on the authentication calls, the lockout under parallel attempts, reset timing and
// bounded password hashing (issue 7), on every database. Each test speaks from its own client
// address (X-Forwarded-For, honoured because this app trusts its loopback proxy), so the
// per-address counters of one test never spill into the next.
import { describe, expect, it } from 'vitest';
import { TimeInterval } from '../../schemas/enums.js';
import { hashingStats, HASH_SLOTS, MAX_WAITING, resetHashingStats } from '../../server/account/hashing.js';
import { fleet } from '../helpers/api.js';
import { demoUser, setPolicyOf } from '../helpers/demo.js';
import { outboxSnapshot } from '../helpers/outbox.js';
import { startServerProcess } from '../helpers/serverProcess.js';
import { useTestApp } from '../helpers/suite.js';
import { DEMO_PASSWORD, DIALECTS, GENEROUS_LIMITS, startTestApp } from '../helpers/testApp.js';
import { repoOf } from '../helpers/db.js';

let lastAddress = 0;
/** A fresh client address for a test. */
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++lastAddress}` });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const dialect of DIALECTS) {
  describe(`rate limits on ${dialect}`, () => {
    const suite = useTestApp(dialect, { trustProxy: 'loopback' });

    const login = (name: string, password: string, headers: Record<string, string>) =>
      suite.api.call('POST', '/Authenticate', { body: { Username: name, Password: password }, headers });

    it('when one name gets wrong passwords under a policy that never locks, then the name is throttled with 429 and Retry-After, before any hashing', async () => {
      await setPolicyOf(suite.app.ctx, 'driver3', { maxPwdAttempts: 0 });
      const limit = suite.app.ctx.config.rateLimits.loginPerName.points;
      const answers = [];
      for (let i = 0; i < limit + 5; i++) answers.push(await login('driver3', `wrong-${i}`, from()));
      expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(200));
      const throttled = answers.slice(limit);
      expect(throttled.map((a) => a.status)).toEqual(Array(5).fill(429));
      expect(Number(throttled[0].headers!.get('retry-after'))).toBeGreaterThan(60);
      expect(throttled[0].body.error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      // Even the right password waits: a throttled name costs no argon2 work.
      resetHashingStats();
      const before = hashingStats().total;
      expect((await login('driver3', DEMO_PASSWORD, from())).status).toBe(429);
      expect(hashingStats().total).toBe(before);
    });

    it('when one address sprays a password over many names, then that address is throttled and others are not', async () => {
      const address = from();
      const limit = suite.app.ctx.config.rateLimits.loginPerAddress.points;
      const statuses = [];
      for (let i = 0; i < limit + 3; i++) statuses.push((await login(`spray-${i}`, 'Summer2026!', address)).status);
      expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429, 429]);
      expect((await login('dispatcher', DEMO_PASSWORD, from())).body.data.isPasswordValid).toBe(true);
    });

    it('when a user logs in successfully, then its point is given back and busy offices are not throttled', async () => {
      const address = from();
      const limit = suite.app.ctx.config.rateLimits.loginPerAddress.points;
      for (let i = 0; i < limit + 5; i++) expect((await login('dispatcher2', DEMO_PASSWORD, address)).status).toBe(200);
    });

    it('when one account asks for 50 reset e-mails, then 3 are sent and the rest are refused with 429', async () => {
      const before = outboxSnapshot(suite.db).size;
      const answers = [];
      for (let i = 0; i < 50; i++)
        answers.push(await suite.api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin2' }, headers: from() }));
      await suite.app.ctx.jobs.drain();
      const limit = suite.app.ctx.config.rateLimits.resetPerName.points;
      expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - limit);
      expect(outboxSnapshot(suite.db).size - before).toBe(limit);
    });

    it('when a stolen session guesses the current password, then the guesses lock the account, end its sessions and are throttled', async () => {
      await setPolicyOf(suite.app.ctx, 'driver', {
        maxPwdAttempts: 5,
        maxAttemptsLockoutTime: 15,
        maxAttemptsLockoutInterval: TimeInterval.Minutes,
      });
      const { token, userId } = await suite.api.login('driver');
      const address = from();
      const answers = [];
      for (let i = 0; i < 40; i++) {
        const r = await suite.api.call('POST', '/ChangePassword', {
          token,
          headers: address,
          body: { userId, password: `guess-${i}`, newPassword: 'Stolen-Pass-2026!' },
        });
        answers.push(r.status === 200 ? r.body.data.errorMessage : r.status);
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill('Password is incorrect'));
      expect(answers[4]).toMatch(/^Your account is now locked/);
      // The lockout ended the stolen session: every later guess is refused before any check.
      expect(answers.slice(5).every((a) => a === 401)).toBe(true);
      const right = await suite.api.authenticate('driver');
      expect(right).toMatchObject({ isLockedOut: true, accessToken: null });
      suite.app.clock.advance(16 * 60_000);
      expect((await suite.api.authenticate('driver')).isPasswordValid).toBe(true);
    });

    it('when X-Forwarded-For is sent to an app without TRUST_PROXY, then it is ignored and the real address is counted', async () => {
      const other = await startTestApp(suite.db, { seed: false, clock: suite.app.clock });
      try {
        const api = fleet(other);
        const limit = other.ctx.config.rateLimits.loginPerAddress.points;
        const statuses = [];
        for (let i = 0; i < limit + 1; i++) {
          const r = await api.call('POST', '/Authenticate', {
            body: { Username: `xff-${i}`, Password: 'x' },
            headers: { 'X-Forwarded-For': `198.51.100.${i}` },
          });
          statuses.push(r.status);
        }
        expect(statuses[limit]).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('when two app instances share a database, then they share the counters', async () => {
      const second = await startTestApp(suite.db, { seed: false, clock: suite.app.clock, trustProxy: 'loopback' });
      try {
        const apis = [suite.api, fleet(second)];
        const address = from();
        const limit = suite.app.ctx.config.rateLimits.loginPerAddress.points;
        const statuses = [];
        for (let i = 0; i < limit + 2; i++) {
          const r = await apis[i % 2].call('POST', '/Authenticate', { body: { Username: `shared-${i}`, Password: 'x' }, headers: address });
          statuses.push(r.status);
        }
        expect(statuses.slice(limit)).toEqual([429, 429]);
      } finally {
        await second.close();
      }
    });
  });

  describe(`lockout and hashing under load on ${dialect}`, () => {
    const suite = useTestApp(dialect, { rateLimits: GENEROUS_LIMITS });

    it('when wrong and right passwords race, then no 5xx, the count never passes the maximum and a lock is never wiped', async () => {
      await setPolicyOf(suite.app.ctx, 'siteadmin', {
        maxPwdAttempts: 5,
        maxAttemptsLockoutTime: 10,
        maxAttemptsLockoutInterval: TimeInterval.Minutes,
      });
      const user = await demoUser(suite.app.ctx, 'siteadmin');
      for (let round = 0; round < 12; round++) {
        const passwords = [...Array(14).fill('wrong'), ...Array(6).fill(DEMO_PASSWORD)].sort(() => Math.random() - 0.5);
        const answers = await Promise.all(
          passwords.map((p) => suite.api.call('POST', '/Authenticate', { body: { Username: 'siteadmin', Password: p } })),
        );
        expect(answers.filter((a) => a.status >= 500)).toEqual([]);
        const data = answers.map((a) => a.body.data);
        expect(Math.max(...data.map((d) => d.failedAttempts))).toBeLessThanOrEqual(5);
        const row = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'loginThrottle', 'siteadmin');
        expect(row!.failedAttempts).toBeLessThanOrEqual(5);
        expect(data.filter((d) => d.isLockedDueToThisAttempt).length).toBeLessThanOrEqual(1);
        if (data.some((d) => d.isLockedDueToThisAttempt)) {
          // The lock holds: a right password now is refused and gets no token.
          expect(await suite.api.authenticate('siteadmin')).toMatchObject({ isLockedOut: true, accessToken: null });
          expect(new Date(row!.lockedUntil).getTime()).toBeGreaterThan(suite.app.clock.t);
        }
        const sessions = await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'userSession', [{ prop: 'userId', op: 'eq', value: user.id }]);
        expect(sessions).toBeGreaterThanOrEqual(data.filter((d) => d.accessToken).length);
        suite.app.clock.advance(11 * 60_000);
        expect((await suite.api.authenticate('siteadmin')).isPasswordValid).toBe(true);
      }
    }, 120_000);

    it('when a login storm arrives, then at most one hash per spare core runs, a short queue waits and the rest are told to come back', async () => {
      resetHashingStats();
      const storm = await Promise.all(
        Array.from({ length: MAX_WAITING + HASH_SLOTS + 40 }, (_, i) =>
          suite.api.call('POST', '/Authenticate', { body: { Username: `storm-${i}`, Password: 'wrong' } }),
        ),
      );
      expect(hashingStats().maxActive).toBeLessThanOrEqual(HASH_SLOTS);
      expect(storm.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
      const busy = storm.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0].headers!.get('retry-after')).toBe('1');
      expect(storm.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(MAX_WAITING);
    }, 60_000);

    it('when reset e-mails are asked for known and unknown names, then the answers take the same time', async () => {
      // Timed from another process, as a remote client would: work after the answer must not count.
      const server = await startServerProcess(suite.db, { RATE_LIMITS: 'resetPerName=10000/15,resetPerAddress=10000/15' });
      try {
        const ask = async (username: string) => {
          const t = performance.now();
          const r = await fetch(`${server.baseUrl}/api/Fleet/ForgotPasswordRequest`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username }),
          });
          await r.arrayBuffer();
          return performance.now() - t;
        };
        // Pairs in ABBA order (which name goes first swaps every pair) and compared pair by pair, so
        // neither a first-of-two effect nor the machine getting busier or quieter during the run
        // looks like a difference between the names. A lookup before the answer adds its whole cost
        // (the account, its policy, the token, the mail) to every known answer's pair.
        const differences: number[] = [];
        const all: number[] = [];
        for (let i = 0; i < 80; i++) {
          const knownFirst = i % 4 === 0 || i % 4 === 3;
          const [first, second] = knownFirst ? ['siteadmin2', 'nobody-here'] : ['nobody-here', 'siteadmin2'];
          const a = await ask(first);
          const b = await ask(second);
          differences.push(knownFirst ? a - b : b - a);
          all.push(a, b);
        }
        const [difference, typical] = [median(differences), median(all)];
        expect(
          Math.abs(difference) / typical,
          `known answers ${difference.toFixed(2)} ms slower than unknown ones (median pair), typical answer ${typical.toFixed(2)} ms`,
        ).toBeLessThanOrEqual(0.2);
      } finally {
        await server.stop();
      }
    }, 60_000);
  });
}
