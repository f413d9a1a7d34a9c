// The yard check (issue 33) in Chromium, one story a test. A driver on a phone (390 px, light)
// starts a check of Chicago's parking rows from his menu, confirms a spot, loses the signal,
// marks a spot empty (kept, marked as waiting, counted in the banner), gets it sent once when the
// signal returns, enters a unit nobody knows and closes the check: its differences are listed, with
// no action to resolve them (a driver's). A Dispatch Manager at 1400 px in the dark theme opens the
// demo's Detroit check from the list and resolves its two differences — a new asset created from
// the unknown unit, an emptied spot's trailer marked missing — each through the asset's own save;
// the yard view marks the spots no check confirmed this shift. Axe checks every screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_UNIT } from '../../server/seed/demoYardChecks.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds } from '../helpers/maintenance.js';
import { axeFindings, DESKTOP, settle } from './axePages.js';
import { choose, heading, toast, waitGone } from './maintenancePages.js';
import {
  bodyBackground,
  darkModeToggle,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  luminance,
  PHONE,
  useBrowserSuite,
  type BrowserSuite,
} from './pages.js';

async function expectAccessible(page: Page, where: string): Promise<void> {
  await settle(page);
  expect(await axeFindings(page, where)).toEqual([]);
}

const spot = (page: Page, name: string) =>
  page.getByTestId('yard-spot').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} · `) }) });
const banner = (page: Page) => page.getByTestId('offline-banner');
const offlineNoise = (s: BrowserSuite) => s.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|ERR_CONNECTION_RESET/.test(e));
const find = (suite: BrowserSuite, entity: string, where: Rec) =>
  repoOf(suite.app.ctx).findMany(suite.app.ctx.db, entity, {
    where: Object.entries(where).map(([prop, value]) => ({ prop, op: 'eq' as const, value })),
  });

describe('the yard check', () => {
  const suite = useBrowserSuite({ viewport: PHONE });

  it('when a driver walks a check on his phone, then a spot marked without a signal waits and is sent once it returns, and the close lists the differences', async () => {
    const { page, context } = suite;
    const ids = await demoIds(suite.app.ctx);
    await loginAs(page, 'driver');
    await expectOnPath(page, '/driver/home');
    await page.goto('/driver/yardcheck');
    await expectVisible(heading(page, 'Start a Yard Check'));
    const start = page.getByRole('region', { name: 'Start a Yard Check' });
    for (const [label, option] of [
      ['Site', 'Chicago Cross-Dock'],
      ['Locations', 'Parking Row'],
    ]) {
      await start.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    }
    await expectNoSideScroll(page);
    await expectAccessible(page, 'yard check start, phone');
    await page.getByRole('button', { name: 'Start Yard Check' }).click();
    await page.waitForURL(/\/driver\/yardcheck\/\d+$/);
    const checkId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expectVisible(page.getByTestId('yard-check-progress').getByText('0 of 3 spots checked'));
    await expectNoSideScroll(page);
    await expectAccessible(page, 'yard check walk, phone');

    // Row A: its recorded trailer confirmed
    const rowA = spot(page, 'Row A');
    const confirm = rowA.getByRole('button', { name: /^Confirm / });
    const unit = (await confirm.first().textContent())!.replace(/^Confirm /, '');
    await confirm.first().click();
    await expect.poll(() => rowA.getAttribute('data-state')).toBe('confirmed');
    await expect.poll(async () => (await find(suite, 'yardCheckEntry', { yardCheckId: checkId })).map((e) => e.unitId)).toEqual([unit]);

    // no signal: Row B marked empty waits, marked so, and counted
    await context.setOffline(true);
    const rowB = spot(page, 'Row B');
    await rowB.getByRole('button', { name: 'Empty', exact: true }).click();
    await expectVisible(rowB.getByTestId('yard-spot-pending'));
    await expectVisible(banner(page).getByText('1 entry waiting for a signal', { exact: true }));
    expect(await page.getByRole('button', { name: 'Close Yard Check' }).isDisabled()).toBe(true);
    expect(await find(suite, 'yardCheckEntry', { yardCheckId: checkId })).toHaveLength(1);
    await context.setOffline(false);
    await waitGone(rowB.getByTestId('yard-spot-pending'));
    await waitGone(banner(page));
    const entries = await find(suite, 'yardCheckEntry', { yardCheckId: checkId });
    expect(entries.filter((e) => e.isEmpty).map((e) => e.locationId)).toEqual([ids.location(ids.site.CHI, 'Row B')]);

    // Row C: a unit nobody knows, typed
    const rowC = spot(page, 'Row C');
    await rowC.getByRole('button', { name: 'Other unit', exact: true }).click();
    const typed = page.getByRole('dialog', { name: 'Unit found at Row C' });
    await typed.getByLabel('Unit ID').fill('ZZ-TEST-77');
    await expectAccessible(page, 'unit dialog, phone');
    await typed.getByRole('button', { name: 'Enter', exact: true }).click();
    await waitGone(typed);
    await expect.poll(() => rowC.getAttribute('data-state')).toBe('different');
    await expectVisible(page.getByTestId('yard-check-progress').getByText('3 of 3 spots checked'));

    await page.getByRole('button', { name: 'Close Yard Check' }).click();
    await page.getByRole('dialog', { name: 'Close this Yard Check?' }).getByRole('button', { name: 'Close Yard Check' }).click();
    await expectVisible(toast(page, 'Yard Check closed:'));
    const unknown = page.getByTestId('yard-difference').filter({ hasText: 'ZZ-TEST-77' });
    await expectVisible(unknown.getByText('Unknown Unit ID', { exact: true }));
    // resolving is the dispatcher's: a driver sees no action
    expect(await unknown.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Empty', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'closed check, phone');
    expect(offlineNoise(suite)).toEqual([]);
  });

  it('when a Dispatch Manager at 1400 px in the dark theme opens a closed check, then he resolves its differences through the asset, and the yard view marks the spots no check confirmed', async () => {
    const { page } = suite;
    const ids = await demoIds(suite.app.ctx);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await darkModeToggle(page).click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    await page.getByRole('menuitem', { name: 'Yard Check' }).click();
    await expectOnPath(page, '/dispatch/yardcheck');
    await expectVisible(heading(page, 'Yard Checks'));
    await expectAccessible(page, 'yard checks, dark');
    const [det] = await find(suite, 'yardCheck', { siteId: ids.site.DET });
    await page.getByRole('button', { name: `Open Yard Check ${det.id} at Detroit Terminal` }).click();
    await expectOnPath(page, `/dispatch/yardcheck/${det.id}`);
    const differences = page.getByTestId('yard-difference');
    await expect.poll(() => differences.count()).toBe(2);
    await expectAccessible(page, 'differences, dark');

    // the unknown unit becomes an asset at the door it was seen at
    const unknown = differences.filter({ hasText: UNKNOWN_UNIT });
    await unknown.getByRole('button', { name: 'Create the asset' }).click();
    const create = page.getByRole('dialog', { name: new RegExp(`^Create ${UNKNOWN_UNIT} at `) });
    await choose(page, 'Asset Type', 'Dry Van');
    await choose(page, 'Asset Category', 'Trailer');
    await expectAccessible(page, 'create dialog, dark');
    await create.getByRole('button', { name: 'Create the asset' }).click();
    await waitGone(create);
    await expectVisible(unknown.getByTestId('yard-resolution').getByText(/^Created by dispatcher, /));
    const [made] = await find(suite, 'asset', { assetModelId: UNKNOWN_UNIT });
    expect(made.siteAccess).toEqual([ids.site.DET]);

    // the emptied door's trailer is marked missing, its history saying so
    const emptied = differences.filter({ hasText: 'Spot empty' });
    const missing = (await emptied.getByRole('heading').textContent())!.trim();
    await emptied.getByRole('button', { name: 'Mark missing' }).click();
    await expectVisible(emptied.getByTestId('yard-resolution').getByText(/^Marked missing by dispatcher, /));
    await expectVisible(page.getByTestId('yard-check-status').getByText('Resolved'));
    const [asset] = await find(suite, 'asset', { assetModelId: missing });
    expect(asset.assetStatus).toBe(ids.lookup(ids.company.glf, 'AssetStatus', 'Missing'));
    const [last] = (await find(suite, 'assetAudit', { assetId: asset.id })).sort((x, y) => y.auditId - x.auditId);
    expect([last.action, last.auditUser]).toEqual(['yard check', 'dispatcher']);

    // Chicago's yard: the parking rows checked this shift, the other spots marked
    await page.goto('/dispatch/yard');
    await choose(page, 'Site', 'Chicago Cross-Dock');
    await expectVisible(page.getByTestId('yard-unchecked-legend'));
    const tile = (name: string) => page.getByTestId('yard-tile').filter({ hasText: name });
    await expect.poll(() => tile('Row A').first().getByTestId('yard-unchecked').count()).toBe(0);
    await expect.poll(() => tile('Door 01').first().getByTestId('yard-unchecked').count()).toBe(1);
    await expectAccessible(page, 'yard view with marks, dark');
    expect(suite.errors).toEqual([]);
  });
});
