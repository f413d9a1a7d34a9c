// Issue 34, web push on the driver's phone: he turns notifications on from the user menu, the app
// subscribes through its service worker and hands the subscription to the server, the test
// notification reaches the "push service", and logging out ends the subscription. Headless
// Chromium has no push service of its own, so the browser's PushManager answers with a
// subscription to a receiver on 127.0.0.1 (allowed here) holding keys the test can read with; the
// rest — permission, worker, dialog, calls, server, encryption — is the real thing. What the
// server sends when, and to whom: tests/integration/webPush.test.ts.
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiver, until } from '../helpers/receiver.js';
import {
  DEMO_LOGINS,
  darkModeToggle,
  expectNoPageErrors,
  expectNoSideScroll,
  expectVisible,
  loginAndLand,
  logout,
  openUserMenu,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite({ app: { pushAllowPrivate: true } });
const service = receiver(201);
beforeAll(() => service.listen());
afterAll(() => service.close());

describe('web push', () => {
  it('when a driver turns notifications on, then his phone is subscribed and the test notice reaches it; logging out ends it, at 390 px dark', async () => {
    const { page } = suite;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const fake = { endpoint: service.url('/push/phone'), p256dh: ecdh.getPublicKey().toString('base64url'), auth };
    await page.context().grantPermissions(['notifications']);
    // the push service of this browser: a subscription with the test's keys, made with the server's key
    await page.addInitScript((f) => {
      let current: object | null = null;
      const make = (key: ArrayBuffer) => ({
        endpoint: f.endpoint,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => ({ endpoint: f.endpoint, expirationTime: null, keys: { p256dh: f.p256dh, auth: f.auth } }),
        unsubscribe: async () => ((current = null), true),
      });
      PushManager.prototype.subscribe = async function (o?: PushSubscriptionOptionsInit) {
        const key = o?.applicationServerKey as Uint8Array;
        current = make(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer);
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, fake);

    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAndLand(page, DEMO_LOGINS.driver);
    await darkModeToggle(page).click();
    // on the phone, as it opens there (the layout is chosen at load)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(dialog.getByText('when a mission is dispatched or transferred to you', { exact: false }));
    const on = dialog
      .getByRole('switch', { name: 'Notifications on this device' })
      .or(dialog.getByRole('checkbox', { name: 'Notifications on this device' }));
    await on.click(); // the switch follows the outcome: on once the server has the subscription
    await expect.poll(() => on.isChecked()).toBe(true);
    await expectNoSideScroll(page);

    const stored = async () =>
      suite.app.ctx.repo.findMany(suite.app.ctx.db, 'pushSubscription', { where: [{ prop: 'endpoint', op: 'eq', value: fake.endpoint }] });
    expect((await stored()).map((s) => s.userId)).toEqual([
      (await suite.app.ctx.repo.findMany(suite.app.ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'driver' }] }))[0].id,
    ]);

    await dialog.getByRole('button', { name: 'Send Test' }).click();
    await expectVisible(dialog.getByRole('status').getByText('Test notification sent to 1 device'));
    const message = await until('the test notice', () => service.got.find((m) => m.path === '/push/phone'));
    const notice = JSON.parse(ece.decrypt(message.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'));
    expect(notice).toMatchObject({ title: 'Test notification', body: 'Notifications from Yardmaster reach this device.' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // the next driver on this phone is not told of Tony's missions
    await logout(page);
    expect(await stored()).toEqual([]);
    expectNoPageErrors(suite);
  }, 120_000);
});
