// An entity added as one schema file (tests/fixtures/vendor.schema.json, with x-menu) gets its menu
// entry, list and editor in the built admin, which reads the schemas at run time.
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasWith } from '../helpers/schemaCopy.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';
import { choose, deleteRow, editRow, fill, heading, row, save, selectField } from './maintenancePages.js';
import { DEMO_LOGINS, expectOnPath, expectVisible, launchChromium, loginAndLand, VIEWPORT, WAIT_MS } from './pages.js';

let db: TestDatabase;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  db = await createTestDatabase('sqlite');
  app = await startTestApp(db, { adminDist: resolve('dist/admin'), schemasDir: schemasWith(resolve('tests/fixtures/vendor.schema.json')) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.drop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: VIEWPORT, locale: 'en-US' });
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
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
});
