// The driver's app with a bad signal (issue 13 §5), on a phone: the service worker installs from
// the driver's screen; with the network cut (context.setOffline) the list stays under the
// 'Offline — last updated hh:mm A' banner, a reload still opens the shell and the list (no logout,
// no 'Internet Connection Required'), a stage change is queued and marked pending across that
// reload, and back online it is sent and saved exactly once — even when the answer of its first
// send is lost after the server saved it. A queued change whose mission the dispatcher moved
// meanwhile gets the 'Mission Stage Mismatch' dialog and writes nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moveOk, S, stageRows } from '../helpers/missions.js';
import { expectMission, greatLakes, mismatchDialog, missionItem, openDriverHome, stageDialog } from './driverPages.js';
import { choose, selectField, waitGone } from './maintenancePages.js';
import { expectVisible, PHONE, useBrowserSuite, type BrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: PHONE });

const banner = (page: Page) => page.getByTestId('offline-banner');
const pendingMark = (page: Page, id: number) => missionItem(page, id).getByTestId('mission-pending');
const ACTIVE: [string, boolean][] = [
  ['De-activate', true],
  ['Wait', true],
  ['Complete', true],
];

/** Logs the driver in, opens his missions and waits until the service worker has precached the app. */
async function openInstalled(page: Page, login: string) {
  await openDriverHome(page, login);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Presses a stage button and confirms its dialog; offline nothing answers, the dialog just closes. */
async function pressStage(page: Page, id: number, button: string) {
  await missionItem(page, id).getByRole('button', { name: button, exact: true }).click();
  await stageDialog(page, id).getByRole('button', { name: button, exact: true }).click();
  await waitGone(stageDialog(page, id));
}

/** What went wrong on the page other than the calls the cut network refused. */
const realErrors = (s: BrowserSuite) => s.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|ERR_CONNECTION_RESET/.test(e));

const LIVE_ON = 'Live: changes show as they happen';
const LIVE_OFF = 'Refreshed every minute';

describe("the driver's app offline", () => {
  it('when the network drops after the list loaded, then the list stays under the Offline banner, survives a reload, queues an Activate as pending, and sends it once when the network returns although its first answer is lost, and the banner goes although the first read of the list back online fails', async () => {
    const { page, context, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 03'] });
    await openInstalled(page, me.login);
    await expectMission(missionItem(page, id), 'Dispatched', [['Activate', true]]);
    expect(await banner(page).count()).toBe(0);
    // installable: Chromium finds nothing missing in the manifest, its icons and the service worker
    // (but that a test's browser context is incognito, where nothing installs)
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((e) => e !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
    expect(manifest).toMatchObject({ name: 'Yardmaster', start_url: '/driver/home', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    await expectVisible(page.getByRole('status', { name: LIVE_ON }));
    await context.setOffline(true);
    await expectVisible(banner(page).getByText(/^Offline — last updated \d\d:\d\d [AP]M$/));
    // the live mark is not green offline, whatever the stream's socket says
    await expectVisible(page.getByRole('status', { name: LIVE_OFF }));
    await pressStage(page, id, 'Activate');
    await expectVisible(pendingMark(page, id));
    await expectMission(missionItem(page, id), 'Activate', [
      ['De-activate', true],
      ['Wait', true],
      ['Complete', true],
    ]);
    await expectVisible(banner(page).getByText('1 stage change waiting to be sent', { exact: true }));

    // a reload with no network: the shell from the service worker, the list and the queue from IndexedDB
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Missions' }));
    await expectVisible(banner(page).getByText(/^Offline — last updated \d\d:\d\d [AP]M$/));
    await expectVisible(pendingMark(page, id));
    // the names the list reads through the REST calls come from their kept answers too
    await expectVisible(missionItem(page, id).getByText('TRL-1001', { exact: true }));
    await expectVisible(missionItem(page, id).getByText('Row A', { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/driver/home');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await stageRows(app.ctx, id)).map((r) => r.missionStage)).toEqual([S.Dispatched]);

    // back online, the first send reaches the server but its answer is lost on the way back
    let sends = 0;
    await context.route('**/api/Fleet/MissionStage', async (route) => {
      sends++;
      if (sends > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    // and the list's first read back online is lost too (the signal comes back in steps): read again
    let lists = 0;
    await context.route('**/api/Fleet/Missions/Drivers', (route) => (++lists === 1 ? route.abort('connectionreset') : route.continue()));
    await context.setOffline(false);
    await waitGone(pendingMark(page, id));
    await expectMission(missionItem(page, id), 'Activate', [
      ['De-activate', true],
      ['Wait', true],
      ['Complete', true],
    ]);
    await waitGone(banner(page));
    // and the stream is back at once, not after its longest wait between tries
    await expectVisible(page.getByRole('status', { name: LIVE_ON }));
    expect(sends).toBe(1);
    expect(lists).toBeGreaterThan(1);
    const saved = (await suite.api.call('GET', `/Mission/${id}`, { token: gl.dispatcher.token })).body.data;
    expect(saved.missionStage).toBe(S.Activate);
    expect(saved.stages.map((r: { missionStage: number }) => r.missionStage)).toEqual([S.Dispatched, S.Activate]);
    expect(realErrors(suite)).toEqual([]);
  });

  it('when the server answers that it cannot store data now (503, a full disk), then the stage change waits as pending and is sent again by itself, saved once', async () => {
    const { page, context, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1002', from: ['CHI', 'Row A'], to: ['CHI', 'Door 04'] });
    await openDriverHome(page, me.login);
    await expectMission(missionItem(page, id), 'Dispatched', [['Activate', true]]);
    // The server's own answer on a full disk (tests/integration/storageFull.test.ts): nothing saved.
    // The queue sends the move again at once; that send is held until the pending mark has been
    // seen (else the mark may come and go between two looks of the test).
    let sends = 0;
    let seen = () => {};
    const markSeen = new Promise<void>((resolve) => (seen = resolve));
    await context.route('**/api/Fleet/MissionStage', async (route) => {
      if (++sends > 1) {
        await markSeen;
        return route.continue();
      }
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '30' },
        body: JSON.stringify({
          error: {
            code: 'storage_unavailable',
            message: 'The server cannot store data right now. Please try again in a few minutes.',
            details: [],
          },
        }),
      });
    });
    await pressStage(page, id, 'Activate');
    await expectVisible(pendingMark(page, id));
    expect(await page.getByRole('dialog').count()).toBe(0);
    seen();
    await waitGone(pendingMark(page, id));
    await expectMission(missionItem(page, id), 'Activate', ACTIVE);
    expect(sends).toBe(2);
    expect((await stageRows(app.ctx, id)).map((r) => r.missionStage)).toEqual([S.Dispatched, S.Activate]);
    await context.unroute('**/api/Fleet/MissionStage');
  });

  it('when the network drops while a mission is active, then Complete still opens Park and Payload (from what was kept) and its completion waits as pending, saved with its park location once the network returns', async () => {
    const { page, context, app } = suite;
    const gl = await greatLakes(suite);
    const { me, id } = await gl.activeMission({ unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 06'] });
    await openInstalled(page, me.login);
    await expectMission(missionItem(page, id), 'Activate', ACTIVE);

    await context.setOffline(true);
    await expectVisible(banner(page));
    await missionItem(page, id).getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Park and Payload' });
    await expectVisible(selectField(page, 'Park Location'));
    expect(await selectField(page, 'Park Location').innerText()).toBe('Door 06');
    await choose(page, 'Payload Status', 'Loaded');
    await choose(page, 'Payload Assignment', 'Outbound');
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await waitGone(dialog);
    await expectVisible(pendingMark(page, id));

    // and the list's first read back online is lost too (the signal comes back in steps): read again
    let lists = 0;
    await context.route('**/api/Fleet/Missions/Drivers', (route) => (++lists === 1 ? route.abort('connectionreset') : route.continue()));
    await context.setOffline(false);
    await waitGone(pendingMark(page, id));
    await expect
      .poll(async () => (await stageRows(app.ctx, id)).map((r) => r.missionStage))
      .toEqual([S.Dispatched, S.Activate, S.Complete]);
    const asset = (await suite.api.call('GET', `/Asset/${await gl.assetId('TRL-1010')}`, { token: gl.dispatcher.token })).body.data;
    expect(asset.assetLocId).toBe(gl.place(['CHI', 'Door 06']));
    expect(realErrors(suite)).toEqual([]);
  });

  it('when the dispatcher moves a mission while its Activate waits offline, then back online the Mission Stage Mismatch dialog shows and nothing is written', async () => {
    const { page, context, api, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1002', from: ['CHI', 'Row B'], to: ['CHI', 'Door 04'] });
    await openInstalled(page, me.login);
    await expectMission(missionItem(page, id), 'Dispatched', [['Activate', true]]);

    await context.setOffline(true);
    await pressStage(page, id, 'Activate');
    await expectVisible(pendingMark(page, id));
    await moveOk(api, gl.dispatcher.token, id, S.Dispatched, S.None);

    await context.setOffline(false);
    const dialog = mismatchDialog(page);
    await expectVisible(dialog.getByText('Mission was updated by another User.', { exact: true }));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await waitGone(dialog);
    await waitGone(pendingMark(page, id));
    expect((await stageRows(app.ctx, id)).map((r) => r.missionStage)).toEqual([S.Dispatched, S.None]);
    expect(realErrors(suite)).toEqual([
      '409 POST /api/Fleet/MissionStage',
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});
