// Users (maintenance §2, §5, §6, §8): the User Manager's tabs, site access and password under the
// policy; the users list's column filters; and what a Company Administrator sees.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  choosable,
  columnTexts,
  deleteRow,
  editRow,
  fill,
  heading,
  openScreen,
  optionsOf,
  row,
  save,
  toast,
  addNewFromMenu,
} from './maintenancePages.js';
import { DEMO_LOGINS, expectOnPath, expectVisible, loginAndLand, useBrowserSuite } from './pages.js';
import { UserType } from '../../schemas/enums.js';
import { demoIds, userBody } from '../helpers/maintenance.js';

const suite = useBrowserSuite();
const tab = (name: string) => suite.page.getByRole('tab', { name });
const deleteButton = (rowLocator: Locator) => rowLocator.getByRole('button', { name: 'Delete' });
/** The row of one username (row() would take 'siteadmin2' for 'siteadmin'). */
const userRow = (login: string) => suite.page.getByRole('row').filter({ has: suite.page.getByRole('cell', { name: login, exact: true }) });

describe('users as System Administrator', () => {
  it('when a driver is added with site access and a password under the policy, then it can log in, edits and deletes', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    // the home's dashboard chooses the working company as its companies come (waited for: on a busy
    // machine the menu was reached before, and the form rightly started without one)
    await expectVisible(page.getByRole('combobox', { name: 'Company Great Lakes Freight' }));
    await addNewFromMenu(page, 'Users', '/fleet/user/edit/0', 'User Manager');
    // a new user starts in that working company: Site Access is open
    expect(await tab('Site Access').isDisabled()).toBe(false);
    // opened by its address, before any company is chosen, the form starts without one
    await page.goto('/fleet/user/edit/0');
    await expectVisible(heading(page, 'User Manager'));

    expect(await page.getByRole('switch', { name: 'Force Password Reset' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Force Password Reset' }).isDisabled()).toBe(true);
    expect(choosable(await optionsOf(page, 'User Type'))).toEqual(['Company Administrator', 'Dispatch Manager', 'Driver']);
    const setPassword = page.getByRole('button', { name: 'Set Password' });
    expect(await setPassword.isDisabled()).toBe(true);
    expect(await tab('Site Access').isDisabled()).toBe(true);

    await fill(page, { Username: 'hauler.one' });
    await choose(page, 'Primary Company', 'Great Lakes Freight');
    await choose(page, 'User Type', 'Driver');
    // a save error names the tab it belongs to: the missing first name opens Personal Information
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(toast(page, 'First Name is required'));
    expect(await tab('Personal Information').getAttribute('aria-selected')).toBe('true');
    await fill(page, { 'First Name': 'Hank', 'Last Name': 'Oneida', 'Email Address': 'not-an-address' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Invalid Email Address', { exact: true }));
    await fill(page, { 'Email Address': 'hank.oneida@example.com' });

    await tab('Site Access').click();
    const sites = page.getByTestId('choices-siteAccess');
    await expectVisible(sites.getByText('Toledo Yard'));
    expect(await sites.getByText('Atlanta Distribution Center').count()).toBe(0);
    await sites.getByRole('checkbox', { name: 'Chicago Cross-Dock' }).check();
    await sites.getByRole('checkbox', { name: 'Toledo Yard' }).check();
    await choose(page, 'Work Site', 'Chicago Cross-Dock');

    await tab('Account Information').click();
    await setPassword.click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Password requirements:'));
    await expectVisible(dialog.getByText('Password minimum length is 8'));
    await dialog.getByLabel(/^New Password/).fill('short');
    await dialog.getByLabel(/^Verify Password/).fill('short');
    await expectVisible(dialog.getByText('New Password does not meet requirements.'));
    expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^New Password/).fill('Hauler2go');
    await dialog.getByLabel(/^Verify Password/).fill('Hauler2go');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByTestId('password-ready'));
    await save(page, '/fleet/users');

    const listed = row(page, 'hauler.one', 'Hank', 'Oneida', 'Great Lakes Freight', 'Driver', 'Active');
    await expectVisible(listed);
    const auth = await suite.api.authenticate('hauler.one', 'Hauler2go');
    expect(auth).toMatchObject({ isPasswordValid: true, isRedirectToPasswordReset: true });

    await editRow(page, listed, 'User Manager');
    expect(await page.getByRole('switch', { name: 'Force Password Reset' }).isDisabled()).toBe(false);
    await tab('Site Access').click();
    expect(await sites.getByRole('checkbox', { name: 'Chicago Cross-Dock' }).isChecked()).toBe(true);
    expect(await sites.getByRole('checkbox', { name: 'Detroit Terminal' }).isChecked()).toBe(false);
    await sites.getByRole('checkbox', { name: 'Detroit Terminal' }).check();
    await tab('Account Information').click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByLabel(/^New Password/).fill('Hauler3go');
    await dialog.getByLabel(/^Verify Password/).fill('Hauler3go');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectVisible(toast(page, 'Password Change Completed'));
    expect(await suite.api.authenticate('hauler.one', 'Hauler3go')).toMatchObject({ isPasswordValid: true });
    await save(page, '/fleet/users');
    const user = (await suite.api.authenticate('hauler.one', 'Hauler3go')).user;
    expect(user.siteAccess).toHaveLength(3);

    await deleteRow(page, row(page, 'hauler.one'), 'User');
    await expectVisible(row(page, 'hauler.one', 'Deleted'));
  });

  it('when the System Administrator lists the users, then his own row offers no Delete (the server refuses it) and neither does his User Manager, while other rows do', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/users', 'Users');
    await expectVisible(row(page, 'siteadmin2'));
    expect(await deleteButton(userRow('sysadmin')).isDisabled()).toBe(true);
    for (const other of ['siteadmin', 'dispatcher', 'driver']) expect(await deleteButton(userRow(other)).isDisabled()).toBe(false);
    await editRow(page, userRow('sysadmin'), 'User Manager');
    await expectVisible(page.getByRole('button', { name: 'Save', exact: true }));
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it("when a column filter is set, then it filters on the server and replaces the other columns' filters", async () => {
    // The boxes show the list's filter, which follows a click after the filter's debounce: click, then wait for it.
    const setBox = async (box: Locator, on: boolean) => {
      if ((await box.isChecked()) !== on) await box.click();
      await expect.poll(() => box.isChecked()).toBe(on);
    };
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/users', 'Users');
    await expectVisible(row(page, 'siteadmin2'));

    await page.getByRole('button', { name: 'Filter by Username' }).click();
    await page.getByTestId('filter-loginName').fill('DRIVER');
    await expect
      .poll(() => columnTexts(page, 1), { timeout: 5_000 })
      .toEqual(['driver', 'driver2', 'driver3', 'driver4', 'driver5', 'driver6']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Filter by Type' }).click();
    const panel = page.getByRole('presentation').last();
    await expectVisible(panel.getByRole('checkbox', { name: 'Company Administrator', exact: true }));
    await setBox(panel.getByRole('checkbox', { name: 'Dispatch Manager', exact: true }), true);
    await expect.poll(() => columnTexts(page, 1), { timeout: 5_000 }).toEqual(['dispatcher', 'dispatcher2']);
    await setBox(panel.getByRole('checkbox', { name: 'Locked', exact: true }), true);
    await expectVisible(page.getByText(/No results found/));
    await setBox(panel.getByRole('checkbox', { name: 'Locked', exact: true }), false);
    await setBox(panel.getByRole('checkbox', { name: 'Active', exact: true }), true);
    await expect.poll(() => columnTexts(page, 1), { timeout: 5_000 }).toEqual(['dispatcher', 'dispatcher2']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Filter by Last Name' }).click();
    await page.getByTestId('filter-lastName').fill('car');
    await expect.poll(() => columnTexts(page, 1), { timeout: 5_000 }).toEqual(['siteadmin2']);
  });
});

describe('maintenance as Company Administrator', () => {
  it('when a Company Administrator lists the users, then neither its own row nor a peer administrator’s offers Delete; a refusal it could not foresee says the spec’s words and the server’s reason', async () => {
    const { page } = suite;
    const ids = await demoIds(suite.app.ctx);
    const { token } = await suite.api.login('sysadmin');
    const made = async (over: Record<string, unknown>) => {
      const body = userBody(ids.company.glf, over);
      const res = await suite.api.call('POST', '/User', { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { id: res.body.data.id as number, loginName: body.loginName as string };
    };
    const peer = await made({ type: UserType.SiteAdmin });
    const driver = await made({ siteAccess: [ids.site.CHI] });

    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await openScreen(page, '/site/users', 'Users');
    await expectVisible(userRow(driver.loginName));
    expect(await deleteButton(userRow('siteadmin')).isDisabled()).toBe(true);
    expect(await deleteButton(userRow(peer.loginName)).isDisabled()).toBe(true);
    expect(await deleteButton(userRow(driver.loginName)).isDisabled()).toBe(false);
    await editRow(page, userRow('siteadmin'), 'User Manager');
    await expectVisible(page.getByRole('button', { name: 'Save', exact: true }));
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.goBack();
    await expectVisible(userRow(driver.loginName));

    // meanwhile the System Administrator moves the driver to another company: the delete is refused
    const moved = await suite.api.call('POST', '/User', {
      token,
      body: { ...userBody(ids.company.sbl, { siteAccess: [ids.site.ATL] }), id: driver.id, loginName: driver.loginName },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await deleteButton(userRow(driver.loginName)).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'User Delete Failure, Please see logs. User not found'));
  });

  it('when a Company Administrator opens the lists, then only its company shows, without company column or selector', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    for (const entry of ['Users', 'Sites', 'Locations', 'Lookups']) await expectVisible(page.getByRole('menuitem', { name: entry }));
    expect(await page.getByRole('menuitem', { name: 'Companies' }).count()).toBe(0);

    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expectOnPath(page, '/site/users');
    await expectVisible(row(page, 'driver2'));
    const logins = await columnTexts(page, 1);
    expect(logins).toEqual(expect.arrayContaining(['dispatcher', 'driver', 'driver2', 'siteadmin']));
    for (const other of ['sysadmin', 'siteadmin2', 'dispatcher2', 'driver3']) expect(logins).not.toContain(other);
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filter by Type' }).click();
    await expectVisible(page.getByLabel('Driver'));
    expect(await page.getByLabel('Company Administrator').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/site/user/edit/0');
    expect(choosable(await optionsOf(page, 'User Type'))).toEqual(['Dispatch Manager', 'Driver']);

    await openScreen(page, '/site/sites', 'Sites');
    await expectVisible(row(page, 'Toledo Yard'));
    expect(await columnTexts(page, 2)).toEqual(['Chicago Cross-Dock', 'Detroit Terminal', 'Toledo Yard']);

    await openScreen(page, '/site/locations', 'Locations');
    await expectVisible(row(page, 'Detroit Terminal'));
    expect(new Set(await columnTexts(page, 1))).toEqual(new Set(['Chicago Cross-Dock', 'Detroit Terminal', 'Toledo Yard']));
    expect(await page.getByRole('combobox', { name: /^Company/ }).count()).toBe(0);

    await openScreen(page, '/site/lookups', 'Lookups');
    await expectVisible(row(page, 'LocationType'));
    expect(await page.getByRole('combobox', { name: /^Company/ }).count()).toBe(0);

    await page.goto('/site/lookupgrp/edit/3');
    await expectVisible(heading(page, 'Under-Construction'));
  });
});
