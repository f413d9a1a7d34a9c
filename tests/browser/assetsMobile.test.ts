// The asset list on a phone (390 px; mobile is under 850 px, operations §2, §9): assets show as
// cards with their actions, the filter manager is the 350 px drawer at the right edge, and a
// filter set there narrows the cards; a Dispatch Manager's cards have no Delete. No screen may log
// an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, waitGone } from './maintenancePages.js';
import {
  DEMO_LOGINS,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  PHONE,
  useBrowserSuite,
  type DemoLogin,
} from './pages.js';

const suite = useBrowserSuite({ viewport: PHONE });

/** A phone's header has no room for the display name: landing on the start page is the sign. */
async function signIn(page: Page, who: DemoLogin) {
  await loginAs(page, who.login);
  await expectOnPath(page, who.startPath);
}

const cards = (page: Page) => page.getByTestId('record-card');
/** The card of an asset, by its title, the Unit ID. */
const card = (page: Page, unit: string) => cards(page).filter({ has: page.getByText(unit, { exact: true }) });
/** The Unit IDs the cards show, top to bottom. */
const units = async (page: Page) => (await cards(page).allInnerTexts()).map((text) => text.trim().split('\n')[0].trim());

/** Opens the asset list by its address (the phone's menu is folded away) and waits for the cards. */
async function openAssets(page: Page, path: string) {
  await page.goto(path);
  await expectVisible(heading(page, 'Assets'));
  await expectVisible(page.getByTestId('record-cards'));
}

describe('assets on a phone', () => {
  it('when the filter is opened at 390 px, then it is the 350 px drawer at the right edge, and a filter set there narrows the cards', async () => {
    const { page } = suite;
    await signIn(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    await expect.poll(() => cards(page).count()).toBe(14);
    const flatbed = card(page, 'TRL-1005');
    await expectVisible(flatbed.getByText('Asset Status', { exact: true }));
    for (const name of ['History', 'Asset Manager', 'Repairs', 'Delete'])
      await expectVisible(flatbed.getByRole('button', { name, exact: true }));
    expect(await page.locator('table').count()).toBe(0);
    await expectNoSideScroll(page);

    await page.getByTestId('filter-open').click();
    const manager = page.getByRole('dialog', { name: 'Filters' });
    await expectVisible(manager);
    // the drawer has finished sliding in when it stands still at the right edge
    await expect.poll(async () => (await manager.boundingBox())?.x).toBe(PHONE.width - 350);
    const box = (await manager.boundingBox())!;
    expect(box.width).toBe(350);
    expect(box.x + box.width).toBe(PHONE.width);

    await manager.getByRole('checkbox', { name: 'Enable Asset Type', exact: true }).check();
    await manager
      .getByTestId('filter-entry-AssetType')
      .getByRole('combobox', { name: /^Value/ })
      .click();
    await page.getByRole('option', { name: 'Flatbed', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/AssetFilters'));
    await manager.getByTestId('filter-ok').click();
    expect((await saved).status()).toBe(200);
    await waitGone(manager);

    await expect.poll(() => page.getByTestId('filter-chip-AssetType').innerText()).toBe('Asset Type is Flatbed');
    await expect.poll(() => units(page)).toEqual(['TRL-1005', 'TRL-1006']);
    await expectNoSideScroll(page);
    // the chips are a thumb's targets on a phone
    for (const chip of [page.getByTestId('filter-open'), page.getByTestId('filter-chip-AssetType')])
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // Cancel leaves the filters as they are; the chip's delete icon removes the filter
    await page.getByTestId('filter-open').click();
    await expectVisible(manager);
    await manager.getByRole('checkbox', { name: 'Enable Asset Type', exact: true }).uncheck();
    await manager.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(manager);
    await expectVisible(page.getByTestId('filter-chip-AssetType'));
    expect(await units(page)).toEqual(['TRL-1005', 'TRL-1006']);

    const removed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/AssetFilters'),
    );
    await page.getByTestId('filter-chip-AssetType').locator('.MuiChip-deleteIcon').click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => cards(page).count()).toBe(14);
    expectNoPageErrors(suite);
  });

  it('when a Dispatch Manager opens Assets at 390 px, then the cards have History, Asset Manager and Repairs but no Delete, and History opens the asset history', async () => {
    const { page } = suite;
    await signIn(page, DEMO_LOGINS.dispatcher);
    await openAssets(page, '/dispatch/assets');
    const reefer = card(page, 'TRL-1004');
    for (const name of ['History', 'Asset Manager', 'Repairs']) await expectVisible(reefer.getByRole('button', { name, exact: true }));
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    await expect.poll(() => reefer.getByRole('button', { name: 'Repairs' }).locator('svg').getAttribute('data-severity')).toBe('warning');
    await expectNoSideScroll(page);

    await reefer.getByRole('button', { name: 'History' }).click();
    await expectVisible(heading(page, 'Asset History - TRL-1004'));
    expect(new URL(page.url()).pathname).toMatch(/^\/dispatch\/asset\/audit\/\d+$/);
    await expectVisible(cards(page).getByText('Created', { exact: true }));
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });
});
