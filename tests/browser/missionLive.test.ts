// Live updates between the dispatcher and a driver (issue 10 §7; operations §2, §4): the
// dispatcher's board and the driver's missions open side by side in two browser contexts, nobody
// presses Refresh, and each side sees the other's change within 5 seconds — far inside the lists'
// 60-second refresh: a new mission on the board, the dispatched mission on the driver's list, and
// on the board each stage the driver takes it through (Activate, Waiting with a note, Resumed,
// Completed through Park and Payload). The mission history then shows its stage rows. No screen
// may log an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { today, zoneOf } from '../../schemas/dates.js';
import { demoUser } from '../helpers/demo.js';
import { unique } from '../helpers/maintenance.js';
import { S, stageRows } from '../helpers/missions.js';
import { changeStage, expectMission, greatLakes, missionItem, openDriverHome } from './driverPages.js';
import { choose, expandRow } from './maintenancePages.js';
import { DEMO_LOGINS, expectNoPageErrors, expectVisible, loginAndLand, navigateInApp, useBrowserSuite } from './pages.js';

const WIDE = { width: 1400, height: 900 };
const suite = useBrowserSuite({ viewport: WIDE });

/** How soon a change must show on the other screen: well under the lists' 60-second refresh. */
const LIVE_MS = 5_000;

const boardRow = (page: Page, id: number) => page.getByTestId('mission-board').locator(`tbody tr[data-mission-id="${id}"]`);
/** The stage the board shows past Dispatched (its row's stage mark). */
const boardStage = (page: Page, id: number) => boardRow(page, id).getByTestId('mission-stage').innerText();
/** The stream is up: the mark beside the title says so. */
const liveMark = (page: Page) => page.getByRole('status', { name: 'Live: changes show as they happen' });

describe('live updates between the board and the driver', () => {
  it('when a dispatcher dispatches a mission and its driver carries it through every stage, then each sees the other’s change within 5 s without Refresh, and the history shows the stage rows', async () => {
    const { page: board, browser, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    // shipping today in the dispatcher's zone: the history opens on the last week of ship dates
    const ship = today(zoneOf((await demoUser(app.ctx, 'dispatcher')).timeZone), app.clock.now());
    const notes = unique('Live mission');

    await loginAndLand(board, DEMO_LOGINS.dispatcher);
    await expectVisible(liveMark(board));
    const second = await browser.newContext({ baseURL: app.baseUrl, viewport: WIDE, locale: 'en-US' });
    try {
      const driver = await second.newPage();
      const driverErrors: string[] = [];
      driver.on('pageerror', (e) => driverErrors.push(`pageerror: ${e.message}`));
      driver.on('console', (m) => m.type() === 'error' && driverErrors.push(`console: ${m.text()}`));
      driver.on('response', (r) => r.status() >= 400 && driverErrors.push(`${r.status()} ${new URL(r.url()).pathname}`));
      await openDriverHome(driver, me.login);
      await expectVisible(driver.getByText('No Missions', { exact: true }));
      await expectVisible(liveMark(driver));

      // the dispatcher's new mission shows on his board, then Dispatch sends it to the driver
      const id = await gl.mission({
        driverId: me.id,
        unit: 'TRL-1001',
        from: ['CHI', 'Row A'],
        to: ['CHI', 'Door 05'],
        scheduled: true,
        over: { ship, notes },
      });
      await expectVisible(boardRow(board, id), LIVE_MS);
      await boardRow(board, id).getByRole('button', { name: 'Dispatch', exact: true }).click();
      await expectVisible(missionItem(driver, id), LIVE_MS);
      await expectMission(missionItem(driver, id), 'Dispatched', [['Activate', true]]);

      expect(await changeStage(driver, id, 'Activate')).toBe(200);
      await expect.poll(() => boardStage(board, id), { timeout: LIVE_MS }).toBe('Activate');

      expect(await changeStage(driver, id, 'Wait', 'Gate 2 closed for a crane lift.')).toBe(200);
      await expect.poll(() => boardStage(board, id), { timeout: LIVE_MS }).toBe('Waiting');

      app.clock.advance(4 * 60_000);
      expect(await changeStage(driver, id, 'Waiting')).toBe(200);
      await expect.poll(() => boardStage(board, id), { timeout: LIVE_MS }).toBe('Resumed');

      await missionItem(driver, id).getByRole('button', { name: 'Complete', exact: true }).click();
      const park = driver.getByRole('dialog', { name: 'Park and Payload' });
      await expectVisible(park);
      await choose(driver, 'Payload Status', 'Empty');
      await choose(driver, 'Payload Assignment', 'Returns');
      await park.getByRole('textbox', { name: 'Completion Note', exact: true }).fill('Dropped empty at door 5.');
      const completed = driver.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
      await park.getByRole('button', { name: 'Complete', exact: true }).click();
      expect((await completed).status()).toBe(200);
      await expect.poll(() => boardStage(board, id), { timeout: LIVE_MS }).toBe('Completed');
      await expectMission(missionItem(driver, id), 'Completed', [
        ['De-activate', false],
        ['Wait', false],
        ['Complete', false],
      ]);
      expect(driverErrors).toEqual([]);

      // the history: the mission's row opens to its stage rows, oldest first
      await navigateInApp(board, '/dispatch/history');
      const row = board.getByTestId('list-missionHistory').locator('> tbody > tr.RaDataTable-row').filter({ hasText: notes });
      await expandRow(row, board.getByTestId('mission-stages'));
      const shown = async () =>
        Promise.all(
          (await board.getByTestId('mission-stage-row').all()).map(async (r) => {
            const [stage, , user, note] = (await r.locator('td').allInnerTexts()).map((t) => t.trim());
            return [stage, user, note];
          }),
        );
      await expect.poll(shown).toEqual([
        ['Dispatched', 'dispatcher', ''],
        ['Activate', me.login, ''],
        ['Waiting', me.login, 'Gate 2 closed for a crane lift.'],
        ['Resumed', me.login, ''],
        ['Completed', me.login, 'Dropped empty at door 5.'],
      ]);
      expect((await stageRows(app.ctx, id)).map((r) => r.missionStage)).toEqual([S.Dispatched, S.Activate, S.Wait, S.Resume, S.Complete]);
      expectNoPageErrors(suite);
    } finally {
      await second.close();
    }
  });
});
