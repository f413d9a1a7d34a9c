// Entities added as one schema file each, on a copy of the real schemas: the vendor
// (tests/fixtures/vendor.schema.json, a company's) and the dock appointment of README "Adding an
// entity" (tests/fixtures/dockAppointment.schema.json, a site's: x-menu in the dispatch area,
// x-filters, x-ref match/where, x-rules, x-layout, x-audit, x-i18n). The built admin reads the
// schemas at run time: menu entries, filter lists, editors and histories come from them alone.
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasWith } from '../helpers/schemaCopy.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';
import { exportFile } from './exports.js';
import { chip, setFilter } from './filterPages.js';
import { choose, deleteRow, editRow, fill, heading, optionsOf, row, save, selectField, waitGone } from './maintenancePages.js';
import {
  DEMO_LOGINS,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  launchChromium,
  loginAndLand,
  loginAs,
  PHONE,
  VIEWPORT,
  WAIT_MS,
} from './pages.js';

let db: TestDatabase;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  db = await createTestDatabase('sqlite');
  const schemasDir = schemasWith(resolve('tests/fixtures/vendor.schema.json'), resolve('tests/fixtures/dockAppointment.schema.json'));
  app = await startTestApp(db, { adminDist: resolve('dist/admin'), schemasDir });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.drop();
});

async function newPage(viewport = VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport, locale: 'en-US' });
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

/** Types a date and time into a picker field (its sections: month, day, year, hours, minutes, AM/PM). */
async function typeDateTime(page: Page, label: string, digits: string, meridiem: 'AM' | 'PM'): Promise<void> {
  const field = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(digits);
  await page.keyboard.type(meridiem[0]);
}

describe('an entity added as a schema file', () => {
  it('when the schema asks for a menu entry, then the System Administrator lists, adds, edits and deletes its records', async () => {
    const page = await newPage();
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await page.getByRole('menuitem', { name: 'Vendors' }).click();
    await expectOnPath(page, '/fleet/vendors');
    await expectVisible(heading(page, 'Vendors'));
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/fleet/vendor/edit/0');
    await expectVisible(heading(page, 'Vendor Manager'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Vendor Name is required', { exact: true }));
    await expectVisible(page.getByText('Phone is required', { exact: true }));

    await fill(page, { 'Vendor Name': 'Lakeshore Tire' });
    await page.getByLabel(/^Phone/).pressSequentially('3125550199');
    await choose(page, 'Company', 'Great Lakes Freight');
    await save(page, '/fleet/vendors');
    const listed = row(page, 'Lakeshore Tire', '(312) 555-0199');
    await editRow(page, listed, 'Vendor Manager');
    await fill(page, { 'Vendor Name': 'Lakeshore Tire & Wheel' });
    await save(page, '/fleet/vendors');
    await deleteRow(page, row(page, 'Lakeshore Tire & Wheel'), 'Vendor');
    await page.context().close();
  });

  it('when a Company Administrator adds one, then it belongs to its company', async () => {
    const page = await newPage();
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await page.getByRole('menuitem', { name: 'Vendors' }).click();
    await expectOnPath(page, '/site/vendors');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/site/vendor/edit/0');
    await fill(page, { 'Vendor Name': 'Motor City Fuel' });
    await page.getByLabel(/^Phone/).pressSequentially('3135550177');
    await save(page, '/site/vendors');
    await editRow(page, row(page, 'Motor City Fuel', '(313) 555-0177'), 'Vendor Manager');
    expect(await selectField(page, 'Company').innerText()).toContain('Great Lakes Freight');
    await page.context().close();
  });

  it("when the dock appointment's schema is added, then a Dispatch Manager books one in its menu's filter screen — the chosen site's dock doors only, the end after the start — chooses columns, exports, and reads its history", async () => {
    const page = await newPage();
    await loginAndLand(page, DEMO_LOGINS.dispatcher);
    await page.getByRole('menuitem', { name: 'Dock Appointments' }).click();
    await expectOnPath(page, '/dispatch/dockappointments');
    await expectVisible(heading(page, 'Dock Appointments'));
    // The filter screen: its declared active filter's chip, the column chooser, Export.
    await expectVisible(chip(page, 'Status'));
    for (const name of ['Columns', 'Export', 'Add New']) await expectVisible(page.getByRole('button', { name, exact: true }));

    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/dispatch/dockappointment/edit/0');
    // The door depends on the site: none until a site is chosen, then that site's dock doors only.
    await expectVisible(page.getByText('Choose Site first', { exact: true }));
    await choose(page, 'Site', 'Chicago Cross-Dock');
    // (the site's doors are read once it is chosen: a menu opened before they come holds none yet; a CI run opened it so)
    const doors = async () => (await optionsOf(page, 'Dock Door')).filter((o) => !o.disabled).map((o) => o.name);
    await expect.poll(doors, { timeout: 10_000 }).toEqual(['Door 01', 'Door 02', 'Door 03', 'Door 04', 'Door 05', 'Door 06']);
    await choose(page, 'Dock Door', 'Door 03');
    await typeDateTime(page, 'Start', '120120260200', 'PM');
    await typeDateTime(page, 'End', '120120260100', 'PM');
    await page.getByRole('tab', { name: 'Load' }).click();
    await fill(page, { Carrier: 'Lakeshore Logistics', Reference: 'PO-4411' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The cross-field rule, in the schema's words, before any call.
    await page.getByRole('tab', { name: 'Slot' }).click();
    await expectVisible(page.getByText('End must be after Start', { exact: true }));
    await typeDateTime(page, 'End', '120120260300', 'PM');
    await waitGone(page.getByText('End must be after Start', { exact: true }));
    await save(page, '/dispatch/dockappointments');
    const booked = row(page, 'Lakeshore Logistics', 'Door 03');
    await expectVisible(booked);

    // Columns: the schema's choices are offered; the chosen one shows and is exported.
    await page.getByTestId('column-chooser').click();
    const columns = page.getByRole('menu');
    await columns.getByRole('menuitem', { name: 'Reference', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectVisible(page.getByRole('columnheader', { name: 'Reference' }));
    const file = await exportFile(page);
    expect(file.name).toBe('DockAppointmentsReport.csv');
    expect(file.lines[0].split(',')).toContain('Reference');
    expect(file.lines.filter((l) => l.includes('PO-4411') && l.includes('Lakeshore Logistics'))).toHaveLength(1);

    // The status pick list narrows the list (and is saved as the user's set of the screen).
    await setFilter(page, 'Status', 'Arrived', '/User/DockAppointmentFilters', { tick: false });
    await waitGone(booked);
    await setFilter(page, 'Status', 'Scheduled', '/User/DockAppointmentFilters', { tick: false });
    await expectVisible(booked);

    // Its history: the creation, by the dispatcher.
    await booked.getByRole('button', { name: 'History' }).click();
    await expectVisible(heading(page, 'Dock Appointment History - PO-4411'));
    await expectVisible(row(page, 'Created'));
    await page.context().close();
  });

  it('when a Dispatch Manager opens the dock appointments on a phone, then its filter screen fits the phone without a side scroll', async () => {
    const page = await newPage(PHONE);
    await loginAs(page, DEMO_LOGINS.dispatcher.login);
    await expectOnPath(page, DEMO_LOGINS.dispatcher.startPath);
    await page.goto('/dispatch/dockappointments');
    await expectVisible(heading(page, 'Dock Appointments'));
    await expectVisible(chip(page, 'Status'));
    await expectNoSideScroll(page);
    await page.context().close();
  });
});
