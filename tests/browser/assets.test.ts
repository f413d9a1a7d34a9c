// The asset screens (operations §2 "Asset list", "Asset Manager", "Asset change history", "Asset
// repairs dialog"; maintenance §2 "Filter manager and chip bar") as a System Administrator, a
// Company Administrator and a Dispatch Manager, and refused to a Driver: filters set through the
// chip bar and kept by the server, chosen columns, the CSV export's bytes, edits and repairs with
// their history rows, and delete for administrators only. No screen may log an error.
//
// The tests share one database: each one uses assets and filters of its own, and puts back the
// filters and columns it saved for its user.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSET_LIST_HEADER } from '../helpers/assets.js';
import { BOM, exportFile } from './exports.js';
import { chip, removeChip as removeChipOf, setFilter as setFilterOf } from './filterPages.js';
import { choose, columnTexts, fill, heading, selectField, toast, waitGone } from './maintenancePages.js';
import {
  DEMO_LOGINS,
  expectNoPageErrors,
  expectOnPath,
  expectVisible,
  loginAndLand,
  logout,
  navigateInApp,
  storedSession,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite();

/** Every Great Lakes Freight asset of the demo data, in Unit ID order. */
const GREAT_LAKES = [
  'TNK-3001',
  'TRL-1001',
  'TRL-1002',
  'TRL-1003',
  'TRL-1004',
  'TRL-1005',
  'TRL-1006',
  'TRL-1008',
  'TRL-1009',
  'TRL-1010',
  'TRL-1011',
  'TRL-1012',
  'TRL-1013',
  'YT-0101',
];

const SUNBELT = ['TNK-2007', 'TRL-2001', 'TRL-2002', 'TRL-2003', 'TRL-2004', 'TRL-2005', 'TRL-2006', 'TRL-2008', 'TRL-2009', 'YT-0201'];

// ---------------------------------------------------------------------------------------------
// The asset list

/** The list row of an asset, by its exact Unit ID. */
const assetRow = (page: Page, unit: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: unit, exact: true }) });

/** The Unit IDs the list shows, top to bottom. */
const units = (page: Page) => columnTexts(page, 1);

/** The list's column headings, without the actions column. */
const headers = async (page: Page) =>
  (await page.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'Actions');

/** The texts of a row's cells, without the actions cell. */
const cellTexts = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim()).slice(0, -1);

/** Opens the asset list from the menu and waits for its rows. */
async function openAssets(page: Page, path: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Assets' }).click();
  await expectOnPath(page, path);
  await expectVisible(heading(page, 'Assets'));
  await expectVisible(page.locator('tbody tr'));
}

/** The wrench of a row's Repairs action, with its data-severity. */
const repairIcon = (row: Locator) => row.getByRole('button', { name: 'Repairs' }).locator('svg[data-severity]');

/** The computed colour of an element as [r, g, b]. */
async function colourOf(locator: Locator): Promise<[number, number, number]> {
  const css = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (css.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

/** The column chooser's menu (the app's drawer is a menu as well). */
const columnMenu = (page: Page) => page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Default Columns' }) });

// ---------------------------------------------------------------------------------------------
// Filters

/** On the asset list OK saves the set on the server (waited for); a history's filters are its own and not saved. */
const setFilter = (page: Page, label: string, value: string, { saved = true, tick = true } = {}) =>
  setFilterOf(page, label, value, saved ? '/User/AssetFilters' : null, { tick });
const removeChip = (page: Page, type: string, { saved = true } = {}) => removeChipOf(page, type, saved ? '/User/AssetFilters' : null);

/** The user's saved asset filters as the server has them. */
async function savedAssetFilters(page: Page) {
  const { accessToken, userId } = await storedSession(page);
  const res = await suite.api.call('GET', `/User/Filters/${userId}`, { token: accessToken! });
  expect(res.status).toBe(200);
  return res.body.data.assetFilters as { type: string; active: boolean; value: unknown }[];
}

// ---------------------------------------------------------------------------------------------
// The history

/** The columns of the history's 'Asset Repairs' set. */
const REPAIR_SET = [
  'Date',
  'Action',
  'Updated By',
  'Unit ID',
  'Asset Status',
  'Repair Type',
  'Repair Technician',
  'Repair ETA',
  'Defect Severity',
  'Complaint',
  'Preventive Maintenance Info',
  'Status Notes',
];

/** The history's rows (the table body's rows). */
const historyRows = (page: Page) => page.locator('tbody tr');
/** The changed fields a history row lists, 'Field: old → new'. */
const changesOf = async (row: Locator) =>
  (await row.getByTestId('history-changes').getByRole('listitem').allInnerTexts()).map((t) => t.trim());

describe('assets as System Administrator', () => {
  it('when a filter is set through the chip bar, then the list narrows, its chip says so and it is kept after a reload; removing the chip brings every asset back', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    // the toolbar of a System Administrator
    await expectVisible(page.getByRole('combobox', { name: 'Company Great Lakes Freight' }));
    await expectVisible(page.getByRole('combobox', { name: 'Site All Sites' }));
    for (const name of ['Columns', 'Export', 'Refresh', 'Add New']) await expectVisible(page.getByRole('button', { name, exact: true }));
    expect(await headers(page)).toEqual(ASSET_LIST_HEADER);
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);

    // the company picker switches the list to another company's fleet
    await choose(page, 'Company', 'Sunbelt Logistics');
    await expect.poll(() => units(page)).toEqual(SUNBELT);
    await choose(page, 'Company', 'Great Lakes Freight');
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);

    await setFilter(page, 'Asset Status', 'In Repair');
    await expect.poll(() => chip(page, 'AssetStatus').innerText()).toBe('Asset Status is In Repair');
    await expect.poll(() => units(page)).toEqual(['TRL-1004', 'TRL-1008']);
    expect((await savedAssetFilters(page)).find((f) => f.type === 'AssetStatus')).toMatchObject({ active: true });

    await page.reload();
    await expectVisible(chip(page, 'AssetStatus'));
    await expect.poll(() => chip(page, 'AssetStatus').innerText()).toBe('Asset Status is In Repair');
    await expect.poll(() => units(page)).toEqual(['TRL-1004', 'TRL-1008']);

    await removeChip(page, 'AssetStatus');
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);
    expect((await savedAssetFilters(page)).filter((f) => f.active)).toEqual([]);
    expectNoPageErrors(suite);
  });

  it('when columns are chosen and one site picked, then the list and AssetsReport.csv show those columns and rows, the file imports back unchanged, and the columns are kept after a reload', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    const menu = columnMenu(page);
    const toggle = async (column: string) => {
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/Settings'));
      await menu.getByRole('menuitem', { name: column, exact: true }).click();
      expect((await saved).status()).toBe(200);
    };
    const checked = (column: string) => menu.getByRole('menuitem', { name: column, exact: true }).getByRole('checkbox').isChecked();

    await page.getByTestId('column-chooser').click();
    await expectVisible(menu);
    expect(await checked('Updated By')).toBe(true);
    expect(await checked('Defect Severity')).toBe(false);
    await toggle('Updated By');
    await toggle('Defect Severity');
    expect(await checked('Updated By')).toBe(false);
    expect(await checked('Defect Severity')).toBe(true);
    await page.keyboard.press('Escape');
    await waitGone(menu);
    const chosen = [...ASSET_LIST_HEADER.filter((h) => h !== 'Updated By'), 'Defect Severity'];
    await expect.poll(() => headers(page)).toEqual(chosen);

    await choose(page, 'Site', 'Toledo Yard');
    await expect.poll(() => units(page)).toEqual(['TRL-1001', 'TRL-1008', 'TRL-1011']);
    expect((await cellTexts(assetRow(page, 'TRL-1008'))).at(-1)).toBe('Minor');

    const file = await exportFile(page);
    expect(file.name).toBe('AssetsReport.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(file.lines[0]).toBe(chosen.join(','));
    expect(file.lines).toHaveLength(4);
    // each line as the list shows its row: names for lookups and locations, MM-DD-YYYY hh:mm A —
    // and a location away from Toledo Yard, the one site chosen, names its site
    const away = { 'TRL-1001': ' (Chicago Cross-Dock)', 'TRL-1008': '', 'TRL-1011': ' (Detroit Terminal)' };
    const located = (header: string) => header === 'Assigned Location' || header === 'Current Location';
    for (const [i, [unit, site]] of Object.entries(away).entries()) {
      const shown = await cellTexts(assetRow(page, unit));
      expect(file.lines[i + 1]).toBe(shown.map((text, c) => (located(chosen[c]) ? text + site : text)).join(','));
    }
    expect(file.lines[2]).toMatch(
      /^TRL-1008,In Repair,\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M,Dry Van,Trailer,Door 01,Maintenance Bay,.+,Minor$/,
    );
    // imported back from the same screen, its plain names are Toledo Yard's (several sites have a Door 01)
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'AssetsReport.csv', mimeType: 'text/csv', buffer: file.bytes });
    await dialog.getByRole('button', { name: 'Check File' }).click();

    await expectVisible(dialog.getByText('Every row is valid (3): 0 would be added, 0 updated and 3 left as they are.'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(dialog);

    await page.reload();
    await expectVisible(assetRow(page, 'TRL-1006'));
    expect(await headers(page)).toEqual(chosen);

    // Default Columns puts the schema's columns back (and leaves this user as the demo has it)
    await page.getByTestId('column-chooser').click();
    await toggle('Default Columns');
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toEqual(ASSET_LIST_HEADER);
    expectNoPageErrors(suite);
  });

  it('when an asset is edited in the Asset Manager, then Save returns to the list and its history lists the change, by column set, filter and export', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    await assetRow(page, 'TRL-1010').getByRole('button', { name: 'Asset Manager' }).click();
    await expectVisible(heading(page, 'Asset Manager'));
    expect(new URL(page.url()).pathname).toMatch(/^\/fleet\/asset\/edit\/\d+\/1$/);
    const id = new URL(page.url()).pathname.split('/')[4];
    expect(await page.getByRole('tab', { name: 'Asset Information' }).getAttribute('aria-selected')).toBe('true');
    expect(await selectField(page, 'Primary Company').innerText()).toContain('Great Lakes Freight');
    expect(await page.getByLabel(/^Unit ID/).isEditable()).toBe(true);
    await page.getByRole('tab', { name: 'Site Access' }).click();
    const sites = page.getByTestId('choices-siteAccess');
    expect(await sites.getByRole('checkbox', { name: 'Chicago Cross-Dock' }).isChecked()).toBe(true);
    expect(await sites.getByRole('checkbox', { name: 'Toledo Yard' }).isChecked()).toBe(false);
    await page.getByRole('tab', { name: 'Asset Information' }).click();

    await fill(page, { 'Asset Description': '2021 Wabash DuraPlate 53 ft dry van, new floor' });
    await choose(page, 'Asset Status', 'Out of Service');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectOnPath(page, '/fleet/assets');
    await expectVisible(assetRow(page, 'TRL-1010').getByRole('cell', { name: 'Out of Service', exact: true }));

    await assetRow(page, 'TRL-1010').getByRole('button', { name: 'History' }).click();
    await expectOnPath(page, `/fleet/asset/audit/${id}`);
    await expectVisible(heading(page, 'Asset History - TRL-1010'));
    await expect.poll(() => historyRows(page).count()).toBe(2);
    const updated = historyRows(page).first();
    expect((await cellTexts(updated)).slice(1, 4)).toEqual(['Updated', 'sysadmin', 'TRL-1010']);
    const changes = await changesOf(updated);
    expect(changes).toContain('Asset Status: Available → Out of Service');
    expect(changes).toContain('Asset Description: 2021 Wabash DuraPlate 53 ft dry van → 2021 Wabash DuraPlate 53 ft dry van, new floor');
    expect(await historyRows(page).nth(1).getByRole('cell', { name: 'Created', exact: true }).count()).toBe(1);

    // a column set, and the export of the history in it
    expect(await page.getByTestId('column-set').inputValue()).toBe('1');
    await choose(page, 'Column Set', 'Asset Repairs');
    await expect.poll(() => headers(page)).toEqual([...REPAIR_SET, 'Changes']);
    const file = await exportFile(page);
    expect(file.name).toBe('AssetHistoryReport.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(file.lines[0]).toBe(REPAIR_SET.join(','));
    expect(file.lines).toHaveLength(3);
    expect(file.lines[1]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M,Updated,sysadmin,TRL-1010,Out of Service,/);
    expect(file.lines[2]).toMatch(/,Created,siteadmin,TRL-1010,Available,/);

    // the history's own filters (not saved): a status no row has
    await setFilter(page, 'Asset Status', 'In Repair', { saved: false });
    await expect.poll(() => chip(page, 'AssetStatus').innerText()).toBe('Asset Status is In Repair');
    await expectVisible(page.getByText('No Asset History', { exact: true }));
    expectNoPageErrors(suite);
  });

  it('when a severity’s lookup has not come yet, then the wrench has no colour (not the green of Minor), and takes its own once the lookup comes', async () => {
    const { page } = suite;
    // the severities' lookups are held until released: read one by one, and in the lists whose
    // records react-admin also files as each one's (a filter's choices read them)
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const lookups = /\/api\/rest\/lookups(\/\d+$|\?|$)/;
    await page.route(lookups, async (route) => {
      await held;
      await route.continue();
    });
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    const critical = repairIcon(assetRow(page, 'TRL-1006'));
    expect(await critical.getAttribute('data-severity')).toBe('pending');
    expect(await critical.evaluate((el) => el.classList.contains('MuiSvgIcon-colorSuccess'))).toBe(false);
    release();
    await expect.poll(() => critical.getAttribute('data-severity')).toBe('error');
    await page.unroute(lookups);
    expectNoPageErrors(suite);
  });

  it('when a Critical defect severity is saved in the repairs dialog, then the toast shows, the wrench turns red and the history says Repaired', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openAssets(page, '/fleet/assets');
    const row = assetRow(page, 'TRL-1001');
    // the demo severities: Major amber, Critical red, Minor green, none grey (each once its lookup is in)
    await expect.poll(() => repairIcon(assetRow(page, 'TRL-1004')).getAttribute('data-severity')).toBe('warning');
    await expect.poll(() => repairIcon(assetRow(page, 'TRL-1006')).getAttribute('data-severity')).toBe('error');
    await expect.poll(() => repairIcon(assetRow(page, 'TRL-1008')).getAttribute('data-severity')).toBe('success');
    expect(await repairIcon(row).getAttribute('data-severity')).toBe('disabled');

    await row.getByRole('button', { name: 'Repairs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asset Repairs - TRL-1001' });
    await expectVisible(dialog);
    expect(await dialog.getByRole('tab', { name: 'Control' }).getAttribute('aria-selected')).toBe('true');
    await selectField(page, 'Defect Severity').click();
    const severities = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((s) => s.trim());
    expect(severities.slice(-4)).toEqual(['None', 'Minor', 'Major', 'Critical']);
    await page.getByRole('option', { name: 'Critical', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await choose(page, 'Repair Type', 'Brakes');
    await choose(page, 'Repair Technician', 'Dana Whitfield');
    const eta = dialog.getByRole('group', { name: 'Repair ETA' });
    await eta.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('011520300930AM');
    await dialog.getByLabel('Complaint').fill('Air leak at the glad hands.');
    await dialog.getByLabel('Status Notes').fill('Waiting for the brake vendor.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Asset Update Completed'));
    await waitGone(dialog);

    await expect.poll(() => repairIcon(row).getAttribute('data-severity')).toBe('error');
    const [r, g, b] = await colourOf(repairIcon(row));
    expect(r, `the wrench is rgb(${r}, ${g}, ${b})`).toBeGreaterThan(150);
    expect(g).toBeLessThan(r / 2);
    expect(b).toBeLessThan(r / 2);

    await row.getByRole('button', { name: 'History' }).click();
    await expectVisible(heading(page, 'Asset History - TRL-1001'));
    const repaired = historyRows(page).filter({ has: page.getByRole('cell', { name: 'Repaired', exact: true }) });
    await expectVisible(repaired);
    const changes = await changesOf(repaired);
    expect(changes).toEqual(
      expect.arrayContaining([
        'Defect Severity: — → Critical',
        'Repair Type: — → Brakes',
        'Repair Technician: — → Dana Whitfield',
        'Repair ETA: — → 01-15-2030 09:30 AM',
        'Complaint: — → Air leak at the glad hands.',
        'Status Notes: — → Waiting for the brake vendor.',
      ]),
    );
    expectNoPageErrors(suite);
  });

  it('when the history is sorted by a column, then its rows stay on screen; the Changes heading, not a column of the record, offers no sort', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await navigateInApp(page, '/fleet/asset/audit/4');
    await expectVisible(heading(page, 'Asset History - TRL-1004'));
    const created = historyRows(page).getByRole('cell', { name: 'Created', exact: true });
    await expectVisible(created);
    const header = (name: string) => page.getByRole('columnheader').filter({ hasText: new RegExp(`^${name}$`) });
    expect(await header('Changes').getByRole('button').count()).toBe(0);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/AssetAudits'));
    await header('Updated By').getByRole('button').click();
    expect((await answered).status(), 'the answer to the history sorted by Updated By').toBe(200);
    await expectVisible(created);
    expectNoPageErrors(suite);
  });

  it('when the history of an asset that does not exist is opened, then it says the asset was not found, with no pager (no "1-25 of -1")', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/AssetAudits'));
    await navigateInApp(page, '/fleet/asset/audit/9999');
    // the server's answer: the asset is not found (404), not an empty history
    expect((await answered).status()).toBe(404);
    await expectVisible(heading(page, 'Asset History - #9999'));
    await expectVisible(page.getByRole('main').getByRole('cell', { name: 'Asset not found', exact: true }));
    expect(await page.getByText('No Asset History').count()).toBe(0);
    expect(await page.getByText(/Rows per page|of -1/).count()).toBe(0);
  });
});

describe('assets as Company Administrator', () => {
  it('when a filter is set through the chip bar by choosing its value alone (which ticks its Enable box), then it is kept after a reload and after logging out and in again', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await openAssets(page, '/site/assets');
    expect(await page.getByTestId('company-selector').count()).toBe(0);
    await expectVisible(page.getByRole('combobox', { name: 'Site All Sites' }));
    await expectVisible(page.getByRole('button', { name: 'Add New' }));
    await expectVisible(assetRow(page, 'TRL-1002').getByRole('button', { name: 'Delete' }));

    await setFilter(page, 'Asset Type', 'Reefer', { tick: false });
    await expect.poll(() => chip(page, 'AssetType').innerText()).toBe('Asset Type is Reefer');
    await expect.poll(() => units(page)).toEqual(['TRL-1003', 'TRL-1004']);

    await page.reload();
    await expectVisible(chip(page, 'AssetType'));
    await expect.poll(() => units(page)).toEqual(['TRL-1003', 'TRL-1004']);

    await logout(page);
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await openAssets(page, '/site/assets');
    await expect.poll(() => chip(page, 'AssetType').innerText()).toBe('Asset Type is Reefer');
    await expect.poll(() => units(page)).toEqual(['TRL-1003', 'TRL-1004']);

    await removeChip(page, 'AssetType');
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);
    expect((await savedAssetFilters(page)).filter((f) => f.active)).toEqual([]);
    expectNoPageErrors(suite);
  });

  it('when an unused asset is added, then it is listed and deletes after the confirmation', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await openAssets(page, '/site/assets');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/site/asset/edit/0/1');
    await expectVisible(heading(page, 'Asset Manager'));
    await fill(page, { 'Unit ID': 'TRL-9001', 'Asset Description': 'Spare dry van for the Toledo shuttle' });
    await choose(page, 'Asset Status', 'Available');
    await choose(page, 'Asset Type', 'Dry Van');
    await choose(page, 'Asset Category', 'Trailer');
    await choose(page, 'Custody', 'Company Owned');
    await choose(page, 'Assigned Location', 'Main Yard');
    await choose(page, 'Current Location', 'Main Yard');
    await page.getByRole('tab', { name: 'Site Access' }).click();
    await page.getByTestId('choices-siteAccess').getByRole('checkbox', { name: 'Toledo Yard' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectOnPath(page, '/site/assets');
    const added = assetRow(page, 'TRL-9001');
    await expectVisible(added);
    expect(await cellTexts(added)).toEqual(expect.arrayContaining(['Available', 'Dry Van', 'Trailer', 'Main Yard', 'siteadmin']));

    await added.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expectVisible(confirm.getByText('Confirm Asset Delete', { exact: true }));
    await expectVisible(confirm.getByText('Deleting a Asset cannot be undone, are you sure?', { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'Asset Delete Completed'));
    await waitGone(added);
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);
    expectNoPageErrors(suite);
  });
});

describe('assets as Dispatch Manager', () => {
  it('when a Dispatch Manager works on assets, then there is no Add New nor Delete, a chip-bar filter narrows the list, an edit saves back to the list and a Critical severity turns the wrench red', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await openAssets(page, '/dispatch/assets');
    expect(await page.getByTestId('company-selector').count()).toBe(0);
    await expectVisible(page.getByRole('combobox', { name: 'Site All Sites' }));
    for (const name of ['Columns', 'Export', 'Refresh']) await expectVisible(page.getByRole('button', { name, exact: true }));
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    const row = assetRow(page, 'TRL-1005');
    for (const name of ['History', 'Asset Manager', 'Repairs']) await expectVisible(row.getByRole('button', { name, exact: true }));
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await setFilter(page, 'Custody', 'Leased');
    await expect.poll(() => chip(page, 'Custody').innerText()).toBe('Custody is Leased');
    await expect.poll(() => units(page)).toEqual(['TRL-1002', 'TRL-1005', 'TRL-1011']);

    await row.getByRole('button', { name: 'Asset Manager' }).click();
    await expectVisible(heading(page, 'Asset Manager'));
    expect(new URL(page.url()).pathname).toMatch(/^\/dispatch\/asset\/edit\/\d+\/1$/);
    expect(await page.getByLabel(/^Unit ID/).isEditable()).toBe(false);
    expect(await selectField(page, 'Primary Company').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await choose(page, 'Current Location', 'East Yard');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectOnPath(page, '/dispatch/assets');
    await expect.poll(async () => (await cellTexts(row))[6]).toBe('East Yard');

    expect(await repairIcon(row).getAttribute('data-severity')).toBe('disabled');
    await row.getByRole('button', { name: 'Repairs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asset Repairs - TRL-1005' });
    await expectVisible(dialog);
    await choose(page, 'Defect Severity', 'Critical');
    await dialog.getByLabel('Complaint').fill('Cracked crossmember.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Asset Update Completed'));
    await waitGone(dialog);
    await expect.poll(() => repairIcon(row).getAttribute('data-severity')).toBe('error');

    await removeChip(page, 'Custody');
    await expect.poll(() => units(page)).toEqual(GREAT_LAKES);
    expectNoPageErrors(suite);
  });
});

describe('assets refused to a Driver', () => {
  it('when a Driver opens an asset screen, then UNAUTHORIZED ACCESS shows and the menu has no Assets', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.driver);
    expect(await page.getByRole('menuitem', { name: 'Assets' }).count()).toBe(0);
    for (const path of ['/dispatch/assets', '/dispatch/asset/edit/1/1', '/dispatch/asset/audit/1']) {
      await navigateInApp(page, path);
      await expectVisible(page.getByRole('heading', { name: 'UNAUTHORIZED ACCESS' }));
      await expectOnPath(page, '/unauthorized');
      await page.getByRole('button', { name: 'Return' }).click();
      await expectOnPath(page, DEMO_LOGINS.driver.startPath);
    }
    expectNoPageErrors(suite);
  });
});
