// Issue 34 on screen: a Company Administrator creates an API key in its dialog, sees the whole key
// once, and revokes it from the list (the key works against the API in between); subscribes a
// webhook, sees its secret once, opens its delivery log and unsubscribes. The rules themselves are
// the integration tests' (tests/integration/apiKeys.test.ts, webhooks.test.ts).
import { describe, expect, it } from 'vitest';
import { exportFile } from './exports.js';
import { heading, row, toast } from './maintenancePages.js';
import {
  darkModeToggle,
  DEMO_LOGINS,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAndLand,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite();

describe('API keys', () => {
  it('when a Company Administrator creates a key, then it is shown once and works; revoked from its row, it stops, at 1400 px light and 390 px dark', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await page.getByRole('menuitem', { name: 'API Keys' }).click();
    await expectOnPath(page, '/site/apikeys');
    await expectVisible(heading(page, 'API Keys'));

    await page.getByRole('button', { name: 'New API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API Key' });
    // nothing filled: the form says what it needs and sends nothing
    await dialog.getByRole('button', { name: 'New API Key' }).click();
    await expectVisible(dialog.getByText('Choose at least one site'));
    await dialog.getByLabel(/^Key Name/).fill('Acme TMS');
    await dialog.getByRole('checkbox').first().check();
    // each error goes as its field is filled in
    await expect.poll(() => dialog.getByText('Choose at least one site').count()).toBe(0);
    await dialog.getByRole('button', { name: 'New API Key' }).click();

    const shown = page.getByRole('dialog', { name: 'API Key Created' });
    await expectVisible(shown.getByText('it will not be shown again', { exact: false }));
    const secret = await shown.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^ymk_[a-f0-9]{10}_/);
    const call = (key: string) => fetch(`${suite.app.baseUrl}/api/Fleet/Missions`, { headers: { authorization: `Bearer ${key}` } });
    expect((await call(secret)).status).toBe(200);
    await shown.getByRole('button', { name: 'Done' }).click();

    const listed = row(page, 'Acme TMS', secret.slice(0, 14));
    await expectVisible(listed);
    // the rights it acts with: the service user's type (Dispatch Manager by default)
    await expectVisible(listed.getByText('Dispatch Manager', { exact: true }));
    await listed.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key Acme TMS?' }).getByRole('button', { name: 'Revoke' }).click();
    await expectVisible(toast(page, 'API key revoked'));
    await expectVisible(listed.getByRole('button', { name: 'Revoke' }).and(page.locator('[disabled]')));
    expect((await call(secret)).status).toBe(401);

    // on a phone, in dark mode: the list fits the screen, and the dialog opens full screen
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await darkModeToggle(page).click();
    await expectVisible(heading(page, 'API Keys'));
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'New API Key' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'New API Key' }).getByLabel(/^Key Name/));
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  }, 120_000);
});

describe('webhooks', () => {
  it('when a Company Administrator subscribes a URL, then an inside address is refused on the field, the secret shows once, the log opens and the subscription ends', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expectOnPath(page, '/site/webhooks');
    await page.getByRole('button', { name: 'New Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Webhook' });
    await dialog.getByLabel(/^URL/).fill('http://127.0.0.1:9/inside');
    await dialog.getByRole('checkbox', { name: 'mission.dispatched' }).check();
    await dialog.getByRole('button', { name: 'New Webhook' }).click();
    await expectVisible(dialog.getByText('is a private or local address', { exact: false }));

    await dialog.getByLabel(/^URL/).fill('https://8.8.8.8/yard-events');
    await dialog.getByRole('button', { name: 'New Webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook Created' });
    expect(await shown.getByRole('textbox').inputValue()).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    const listed = row(page, 'https://8.8.8.8/yard-events');
    await listed.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries to https://8.8.8.8/yard-events' });
    await expectVisible(log.getByText('Nothing has been sent yet.'));
    await log.getByRole('button', { name: 'Close' }).click();
    await listed.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('dialog', { name: /^Unsubscribe/ })
      .getByRole('button', { name: 'Unsubscribe' })
      .click();
    await expectVisible(toast(page, 'Unsubscribed'));
    // the refused try answered 400 on purpose; nothing else went wrong
    const refused = (e: string) => e.startsWith('400 POST /api/Fleet/Webhook') || e.includes('status of 400 (Bad Request)');
    expect(suite.errors.filter((e) => !refused(e))).toEqual([]);
  }, 120_000);
});

describe('CSV import', () => {
  it("when a Company Administrator imports carriers, then the check lists a bad row by row and column and writes nothing, and the corrected file imports, with its progress and the list refreshed; the list's Export writes the file the import reads back", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAndLand(page, DEMO_LOGINS.siteadmin);
    await page.getByRole('menuitem', { name: 'Carriers' }).click();
    await expectOnPath(page, '/site/carriers');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    const file = (text: string) => ({ name: 'carriers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });
    const header = 'Carrier Name,SCAC,Free Time (minutes),Is Active?\r\n';
    await dialog.locator('input[type=file]').setInputFiles(file(`${header}Harbor Line,HRBL,120,Yes\r\nBad Row,HB,lots,Maybe\r\n`));
    await expectVisible(dialog.getByText('carriers.csv: 2 rows'));
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expectVisible(dialog.getByText('The file has 2 errors; nothing was written.'));
    expect(await dialog.getByRole('row').allInnerTexts()).toEqual([
      'Row\tColumn\tError',
      '3\tFree Time (minutes)\tFree Time (minutes) must be a number',
      '3\tIs Active?\tIs Active? must be Yes or No',
    ]);
    const count = () => suite.app.ctx.repo.count(suite.app.ctx.db, 'carrier', {});
    const before = await count();

    await dialog.locator('input[type=file]').setInputFiles(file(`${header}Harbor Line,HRBL,120,Yes\r\nBay Haulers,BAYH,90,Yes\r\n`));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(dialog.getByText('Imported 2 rows: 2 added, 0 updated and 0 left as they were.'));
    expect(await count()).toBe(before + 2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectVisible(row(page, 'Harbor Line', 'HRBL'));
    // the list's columns, as it heads them: the format the import reads
    const exported = await exportFile(page);
    expect(exported.name).toBe('CarriersReport.csv');
    expect(exported.lines[0]).toBe('Carrier Name,SCAC,Phone,Free Time (minutes),Detention Rate per Hour,Is Active?');
    expect(exported.lines).toContain('Harbor Line,HRBL,,120,,Yes');
    expectNoPageErrors(suite);
  });

  it("when a System Administrator opens the carriers of every company, then each row names its company, and the list's export, edited, imports back into the companies it names", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await page.getByRole('menuitem', { name: 'Carriers' }).click();
    await expectVisible(row(page, 'Sunbelt Logistics', 'PSLN'));
    await expectVisible(row(page, 'Great Lakes Freight', 'LKSH'));
    const exported = await exportFile(page);
    expect(exported.lines[0]).toBe('Company,Carrier Name,SCAC,Phone,Free Time (minutes),Detention Rate per Hour,Is Active?');
    const text = `\uFEFF${exported.lines[0]}\r\nSunbelt Logistics,Delta Freightways,DLFW,,60,,Yes\r\n`;
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'carriers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expectVisible(dialog.getByText('carriers.csv: 1 row'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(dialog.getByText('Imported 1 row: 1 added, 0 updated and 0 left as they were.'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectVisible(row(page, 'Sunbelt Logistics', 'DLFW'));
    expectNoPageErrors(suite);
  });
});
