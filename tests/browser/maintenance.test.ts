// The generated maintenance screens as a System Administrator (maintenance §2, §5, §8): companies
// with a per-user-type policy, security policies, sites and lookups are created, edited and
// deleted through the lists and editors.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, expectOnPath, expectVisible, loginAndLand, storedSession } from './pages.js';
import {
  choosable,
  choose,
  deleteRow,
  expandRow,
  editRow,
  fill,
  heading,
  openScreen,
  optionsOf,
  row,
  save,
  selectField,
  toast,
  waitGone,
  addNewFromMenu,
} from './maintenancePages.js';
import { useBrowserSuite } from './pages.js';

const suite = useBrowserSuite();

describe('maintenance as System Administrator', () => {
  it('when a company is added with a per-type policy, then it is listed, edits and deletes', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await addNewFromMenu(page, 'Companies', '/fleet/company/edit/0', 'Company Manager');

    // lazy validation: the required messages appear on Save
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Company Name is required', { exact: true }));
    await expectVisible(page.getByText('Address1 is required', { exact: true }));

    await fill(page, {
      'Company Name': 'Prairie Haulers',
      Description: 'Test carrier',
      'Address 1': '10 Grain Rd',
      City: 'Peoria',
      Zip: '61602',
    });
    await page.getByLabel(/^Phone/).pressSequentially('3095550100');
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('(309) 555-0100');
    await choose(page, 'State', 'Illinois');
    await choose(page, 'Default Security Policy', 'Default Policy');

    // per-type policy: Add needs both; the default policy is not offered, a used type not again
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    expect(choosable(await optionsOf(page, 'Security Policy'))).not.toContain('Default Policy');
    await choose(page, 'User Type', 'Driver');
    expect(await add.isDisabled()).toBe(true);
    await choose(page, 'Security Policy', 'Driver Policy');
    await add.click();
    const policies = page.getByTestId('user-type-policies');
    await expectVisible(policies.getByRole('row').filter({ hasText: 'Driver Policy' }));
    expect(choosable(await optionsOf(page, 'User Type'))).toEqual(['Company Administrator', 'Dispatch Manager']);

    await save(page, '/fleet/companies');
    const listed = row(page, 'Prairie Haulers', '10 Grain Rd', 'Peoria', 'IL');
    await expectVisible(listed);

    await editRow(page, listed, 'Company Manager');
    await expectVisible(policies.getByRole('row').filter({ hasText: 'Driver' }).filter({ hasText: 'Driver Policy' }));
    await fill(page, { City: 'Springfield' });
    await save(page, '/fleet/companies');
    await expectVisible(row(page, 'Prairie Haulers', 'Springfield'));

    await deleteRow(page, row(page, 'Prairie Haulers'), 'Company');
    await waitGone(row(page, 'Prairie Haulers'));
  });

  it('when a company is still used, then its delete fails with the spec toast and the server’s reason, and it stays', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/companies', 'Companies');
    await row(page, 'Great Lakes Freight').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // the spec's words, then the server's reason
    await expectVisible(toast(page, 'Company Delete Failure, Please see logs. This Company cannot be deleted: it is used by'));
    await expectVisible(row(page, 'Great Lakes Freight'));
  });

  it('when a security policy is added, then its numbers are checked, it saves, edits and deletes', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await page.getByRole('menuitem', { name: 'Security Policies' }).click();
    await expectVisible(heading(page, 'Security Policies'));
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectVisible(heading(page, 'Security Policy Manager'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Security Policy Name is required', { exact: true }));
    await expectVisible(page.getByText('Grace Logins is required', { exact: true }));

    await fill(page, {
      Name: 'Contractor Policy',
      Description: 'Short-lived contractor accounts',
      'Minimum Password Length': '9',
      'Minimum Alpha Characters': '1',
      'Minimum Numeric Characters': '1',
      'Minimum Special Characters': '-1',
      'Minimum Lower Case Characters': '1',
      'Minimum Upper Case Characters': '1',
      'Password Change Days': '30',
      'Grace Logins Allowed': '1',
      'Maximum Login Attempts': '4',
      'Lockout Time': '2',
      'Absolute Session Timeout': '8',
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Minimum Special Characters must be a number, 0 or more', { exact: true }));
    await fill(page, { 'Minimum Special Characters': '0' });
    expect(choosable(await optionsOf(page, 'Lockout Interval'))).toEqual(['Minutes', 'Hours', 'Days', 'Months', 'Quarters', 'Years']);
    await choose(page, 'Lockout Interval', 'Hours');
    await choose(page, 'Absolute Session Timeout Interval', 'Hours');
    expect(await page.getByLabel(/^Forgot Password Expiration/).inputValue()).toBe('60');
    await save(page, '/fleet/securityparameters');

    const listed = row(page, 'Contractor Policy', 'Short-lived contractor accounts');
    await editRow(page, listed, 'Security Policy Manager');
    expect(new URL(page.url()).pathname).toMatch(/^\/fleet\/securityparameter\/edit\/\d+\/$/);
    expect(await selectField(page, 'Lockout Interval').innerText()).toContain('Hours');
    await fill(page, { Description: 'Contractors' });
    await save(page, '/fleet/securityparameters');
    await expectVisible(row(page, 'Contractor Policy', 'Contractors'));
    await deleteRow(page, row(page, 'Contractor Policy'), 'Security Parameter');
    await waitGone(row(page, 'Contractor Policy'));
  });

  it('when a site is added, then only active companies are offered and the company is read-only once saved', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/sites', 'Sites');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectVisible(heading(page, 'Site Manager'));
    await fill(page, { 'Site Name': 'Peoria Yard', 'Address 1': '1 River St', City: 'Peoria', Zip: '61602' });
    await page.getByLabel(/^Phone/).pressSequentially('3095550111');
    await choose(page, 'State', 'Illinois');
    await choose(page, 'Company', 'Great Lakes Freight');
    await save(page, '/fleet/sites');

    const listed = row(page, 'Great Lakes Freight', 'Peoria Yard', '1 River St');
    await editRow(page, listed, 'Site Manager');
    expect(await selectField(page, 'Company').getAttribute('aria-readonly')).toBe('true');
    await fill(page, { City: 'East Peoria' });
    await save(page, '/fleet/sites');
    await expectVisible(row(page, 'Peoria Yard', 'East Peoria'));
    await deleteRow(page, row(page, 'Peoria Yard'), 'Site');
    await waitGone(row(page, 'Peoria Yard'));
  });

  it('when a lookup is added to a group, then it is listed in the expanded group, edits and deletes', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await page.getByRole('menuitem', { name: 'Lookups' }).click();
    await expectVisible(heading(page, 'Lookups'));
    expect(await page.getByRole('button', { name: 'Add Group' }).isDisabled()).toBe(true);
    await choose(page, 'Company', 'Sunbelt Logistics');
    const group = row(page, 'AssetCustody');
    expect(await group.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
    const panel = page.getByTestId('group-5');
    await expandRow(group, panel);
    await expectVisible(panel.getByText('Carrier Interchange'));
    await panel.getByRole('button', { name: 'Add Lookup' }).click();
    await expectOnPath(page, '/fleet/lookup/edit/0/5');
    await expectVisible(heading(page, 'Lookup Manager'));
    expect(await selectField(page, 'Group Name').innerText()).toContain('AssetCustody');
    expect(await selectField(page, 'Group Name').getAttribute('aria-readonly')).toBe('true');
    await fill(page, { Description: 'Rental' });
    await save(page, '/fleet/lookups');

    await expandRow(row(page, 'AssetCustody'), page.getByTestId('group-5'));
    const rental = page.getByTestId('group-5').getByRole('row').filter({ hasText: 'Rental' });
    await editRow(page, rental, 'Lookup Manager');
    expect(new URL(page.url()).pathname).toMatch(/^\/fleet\/lookup\/edit\/\d+\/5$/);
    await fill(page, { Description: 'Short-term Rental' });
    await save(page, '/fleet/lookups');
    await expandRow(row(page, 'AssetCustody'), page.getByTestId('group-5'));
    const renamed = page.getByTestId('group-5').getByRole('row').filter({ hasText: 'Short-term Rental' });
    await deleteRow(page, renamed, 'Lookup');
    await waitGone(renamed);
  });

  it('when the page size of a list is changed, then it is remembered in the user settings and kept after a reload on page 1', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/companies', 'Companies');
    const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
    expect(await rowsPerPage.innerText()).toBe('25');
    await rowsPerPage.click();
    await page.getByRole('option', { name: '15', exact: true }).click();
    const { accessToken, userId } = await storedSession(page);
    const settings = async () =>
      JSON.parse((await suite.api.call('GET', `/User/${userId}`, { token: accessToken! })).body.data.settings ?? '{}');
    await expect.poll(async () => (await settings()).paginations?.companies, { timeout: 5_000 }).toEqual({ page: 1, perPage: 15 });

    await page.reload();
    await expectVisible(row(page, 'Great Lakes Freight'));
    expect(await page.getByRole('combobox', { name: /Rows per page/ }).innerText()).toBe('15');
  });

  it('when an editor is opened by its address or reloaded, then it shows the record', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/companies', 'Companies');
    await editRow(page, row(page, 'Sunbelt Logistics'), 'Company Manager');
    const path = new URL(page.url()).pathname;
    await page.reload();
    await expectVisible(heading(page, 'Company Manager'));
    await expectOnPath(page, path);
    expect(await page.getByLabel(/^Company Name/).inputValue()).toBe('Sunbelt Logistics');
  });
});
