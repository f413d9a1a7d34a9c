// The yard view (issue 13 §2) in Chromium, one dispatcher's page through the whole story: the
// tiles of a site, a tile's colour as the company's thresholds change, the repair badge, a tile
// opening its asset and a new mission with the asset and source location filled, the tile moving
// when a driver completes a mission elsewhere (live, no reload), and the view at 390 px in dark mode.
import { describe, expect, it } from 'vitest';
import { MissionStage } from '../../schemas/enums.js';
import { assetBody } from '../helpers/assets.js';
import { missionBody, moveOk, newDriver } from '../helpers/missions.js';
import { greatLakes } from './driverPages.js';
import { selectField } from './maintenancePages.js';
import {
  bodyBackground,
  darkModeToggle,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  luminance,
  PHONE,
  useBrowserSuite,
} from './pages.js';

describe('yard view', () => {
  const suite = useBrowserSuite({ viewport: { width: 1400, height: 900 } });

  it('when a dispatcher watches a yard, then its tiles show dwell, payload and repairs, turn amber and red with the thresholds, open the asset or a new mission, move live, and fit a phone in dark mode', async () => {
    const { page, app, api } = suite;
    const g = await greatLakes(suite);
    const chi = g.ids.site.CHI;
    const glf = g.ids.company.glf;
    const rowB = g.ids.location(chi, 'Row B');
    const door = g.ids.location(chi, 'Door 03');
    const sysadmin = await api.login('sysadmin');
    const post = async (path: string, body: unknown, token = sysadmin.token) => {
      const r = await api.call('POST', path, { token, body });
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
      return r.body.data;
    };
    const asset = await post(
      '/Asset',
      assetBody(g.ids, glf, chi, { hasPayload: true, assetLocId: rowB, defectSeverity: g.lookup('AssetDefectSeverity', 'Critical') }),
    );
    const thresholds = async (amber: number, red: number) => {
      const company = (await api.call('GET', `/Company/${glf}`, { token: sysadmin.token })).body.data;
      await post('/Company', { ...company, dwellAmberMinutes: amber, dwellRedMinutes: red });
    };
    app.clock.advance(30 * 60_000); // the new asset has stood at Row B for half an hour

    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await page.getByRole('menuitem', { name: 'Yard', exact: true }).click();
    await expectOnPath(page, '/dispatch/yard');
    const tile = page.locator(`[data-testid=yard-tile][data-asset="${asset.id}"]`);
    await expectVisible(tile);
    expect(await page.getByTestId('yard-legend').innerText()).toBe('Amber after 4 h, red after 8 h');
    expect(await tile.getAttribute('data-location')).toBe(String(rowB));
    expect(await tile.getAttribute('data-level')).toBe('ok');
    expect(await tile.getByTestId('yard-dwell').innerText()).toBe('30 m');
    expect(await tile.innerText()).toContain('No payload');
    expect(await tile.getByTestId('yard-repair').innerText()).toBe('Repair: Critical');
    // the demo yard's own tiles: grouped by location type, empty locations shown too
    for (const group of ['Dock Door', 'Parking Row']) await expectVisible(page.getByRole('heading', { name: group, exact: true }));
    expect(await page.locator('[data-testid=yard-tile][data-level=empty]').count()).toBeGreaterThan(0);

    // past amber, then past red: the colour and the written level follow the company's thresholds
    for (const [amber, red, level, word] of [
      [20, 60, 'amber', 'Amber'],
      [10, 25, 'red', 'Red'],
    ] as const) {
      await thresholds(amber, red);
      await page.reload();
      await expectVisible(tile);
      expect(await tile.getAttribute('data-level')).toBe(level);
      expect(await tile.innerText()).toContain(`30 m · ${word}`);
    }

    // a tile opens its asset…
    await tile.click();
    await page.getByTestId('yard-open-asset').click();
    await expectOnPath(page, `/dispatch/asset/edit/${asset.id}/${glf}`);
    await expectVisible(page.getByRole('heading', { name: 'Asset Manager', exact: true }));
    await page.goBack();
    // …or a new mission with the asset and where it stands filled in
    await tile.click();
    await page.getByTestId('yard-new-mission').click();
    await expectOnPath(page, '/dispatch/mission/edit/0');
    await expectVisible(selectField(page, 'Asset').filter({ hasText: asset.assetModelId }));
    await expectVisible(selectField(page, 'Source Location').filter({ hasText: 'Chicago Cross-Dock / Row B' }));
    await page.goBack();
    await expectVisible(tile);

    // a driver completes a mission to Door 03 elsewhere: the tile moves there without a reload
    const driver = await newDriver(app.ctx, glf, [chi]);
    const mission = await post(
      '/Mission',
      missionBody(app, g.ids, glf, chi, asset.id, { sourceLocationId: rowB, targetLocationId: door, assignedDriverId: driver.id }),
      g.dispatcher.token,
    );
    await moveOk(api, g.dispatcher.token, mission.id, MissionStage.None, MissionStage.Dispatched, { overrideRepair: true });
    await moveOk(api, driver.token, mission.id, MissionStage.Dispatched, MissionStage.Activate);
    await moveOk(api, driver.token, mission.id, MissionStage.Activate, MissionStage.Complete);
    await expectVisible(page.locator(`[data-testid=yard-tile][data-asset="${asset.id}"][data-location="${door}"]`));
    expect(await tile.getByTestId('yard-dwell').innerText()).toBe('0 m');
    expect(await tile.getAttribute('data-level')).toBe('ok');

    // a phone in dark mode: the tiles fit, two abreast, nothing scrolls sideways
    await darkModeToggle(page).click();
    await page.setViewportSize(PHONE);
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    await expectVisible(tile);
    // a red tile stays red on the dark page, with its level written out
    const red = page.locator('[data-testid=yard-tile][data-level=red]').first();
    const [r, gr] = (await red.evaluate((el) => getComputedStyle(el).borderLeftColor)).match(/\d+/g)!.map(Number);
    expect(r - gr, 'the red edge of a red tile').toBeGreaterThan(80);
    expect(await red.innerText()).toContain('· Red');
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });
});
