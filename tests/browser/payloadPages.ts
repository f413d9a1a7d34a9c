// Page helpers for the payload screens (operations §2 "Payload manager", §5, §8): the payload
// manager's Edit Payload and Search Contents tabs and the payload history, found the way a user
// finds them; and what the server holds afterwards (the newest payload of an asset).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoOf, type Rec } from '../helpers/db.js';
import { currentOf } from '../helpers/payloads.js';
import { heading, selectField, waitGone } from './maintenancePages.js';
import { expectOnPath, expectVisible, type BrowserSuite } from './pages.js';

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
export const assetPicker = (page: Page) => page.getByRole('combobox', { name: 'Asset' });
export const contentRows = (page: Page) => page.getByTestId('content-row');
/** A field's error under its input, by its text. */
export const fieldError = (page: Page, text: string) => page.locator('.Mui-error').getByText(text, { exact: true });

/** Payloads from the menu: the manager on its Edit Payload tab, nothing editable yet. */
export async function openPayloads(page: Page, area: 'dispatch' | 'driver'): Promise<void> {
  await page.getByRole('menuitem', { name: 'Payloads', exact: true }).click();
  await expectOnPath(page, `/${area}/payloads`);
  await expectVisible(heading(page, 'Payloads'));
  await expectVisible(page.getByRole('tab', { name: 'Edit Payload', selected: true }));
}

/** Types a Unit ID into the asset picker and chooses it; waits until its payload has loaded (Save can be pressed). */
export async function pickAsset(page: Page, unit: string): Promise<void> {
  const picker = assetPicker(page);
  await picker.click();
  await picker.fill(unit);
  await page.getByRole('option', { name: unit, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expect.poll(() => saveButton(page).isEnabled()).toBe(true);
}

/** What the form shows: the selects' chosen names, the toggle, temperature, notes and the content rows. */
export async function formValues(page: Page) {
  const rows = await contentRows(page).all();
  return {
    location: (await selectField(page, 'Location').innerText()).trim(),
    status: (await selectField(page, 'Payload Status').innerText()).trim(),
    assignment: (await selectField(page, 'Payload Assignment').innerText()).trim(),
    refrigerated: await page.getByRole('switch', { name: 'Refrigerated' }).isChecked(),
    temperature: await page.getByLabel('Temperature (°F)').inputValue(),
    notes: await page.getByLabel('Notes', { exact: true }).inputValue(),
    contents: await Promise.all(
      rows.map(async (r) => [(await r.getByRole('combobox').innerText()).trim(), await r.getByLabel('Qty').inputValue()]),
    ),
  };
}

/** Chooses a content row's type. */
export async function chooseContent(page: Page, row: Locator, type: string): Promise<void> {
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await waitGone(page.getByRole('listbox'));
}

/** Presses Save and waits for POST /Payload's answer; its status. */
export async function savePayload(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/Fleet/Payload'));
  await saveButton(page).click();
  return (await answer).status();
}

/** The server's payloads of an asset, newest first, and its current one. */
export async function payloadsOf(suite: BrowserSuite, assetId: number): Promise<{ all: Rec[]; current: Rec | undefined }> {
  const all = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'payload', { where: [{ prop: 'assetId', op: 'eq', value: assetId }] });
  const sorted = [...all].sort((a, b) => b.id - a.id);
  return { all: sorted, current: currentOf(all)[0] };
}

/** The Search Contents tab with its rows loaded. */
export async function openSearch(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Search Contents' }).click();
  await expectVisible(page.getByRole('tab', { name: 'Search Contents', selected: true }));
  await expectVisible(page.locator('tbody tr').or(page.getByTestId('record-card')));
}

/** A list's column headings without the actions column. */
export const headings = async (page: Page) =>
  (await page.getByRole('columnheader').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t && t !== 'Actions');

/** A table row by the text of one of its cells. */
export const rowWith = (page: Page, text: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** The texts of a row's cells, without the actions cell. */
export const cellsOf = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim()).slice(0, -1);

/** Where Search Contents saves the user's payload filters. */
export const PAYLOAD_FILTERS = '/User/PayloadFilters';
