// Page helpers for the filter chip bar and the filter manager (maintenance §2 "Filter manager and
// chip bar") of every filter screen: the asset list, Search Contents, the histories.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitGone } from './maintenancePages.js';

export const filterManager = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
export const chip = (page: Page, type: string) => page.getByTestId(`filter-chip-${type}`);

/**
 * Where a screen saves the user's filter set: the path of its call ('/User/AssetFilters'), or null
 * for a screen whose filters are its own and never saved (a history).
 */
export type SavedBy = string | null;

/** The answer to the save of the user's filter set, when the screen saves it. */
const filtersSaved = (page: Page, savedBy: SavedBy) =>
  savedBy === null
    ? undefined
    : page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(savedBy));

/**
 * The Filter chip → the manager → 'Enable <label>' → its value → OK (and the set's save, waited for).
 * `tick: false` opens the entry by its name instead and leaves the box to the value chosen, which
 * must tick it.
 */
export async function setFilter(page: Page, label: string, value: string, savedBy: SavedBy, { tick = true } = {}): Promise<void> {
  await page.getByTestId('filter-open').click();
  const manager = filterManager(page);
  const enable = manager.getByRole('checkbox', { name: `Enable ${label}`, exact: true });
  const entry = manager
    .locator('[data-testid^="filter-entry-"]')
    .filter({ has: page.getByRole('checkbox', { name: `Enable ${label}`, exact: true }) });
  if (tick) await enable.check();
  else await entry.getByText(label, { exact: true }).click();
  await entry.getByRole('combobox', { name: /^Value/ }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  expect(await enable.isChecked()).toBe(true);
  const save = filtersSaved(page, savedBy);
  await manager.getByTestId('filter-ok').click();
  await waitGone(manager);
  if (save) expect((await save).status()).toBe(200);
}

/** Removes a filter by its chip's delete icon (MUI hides the icon from assistive technology; a mouse user clicks it). */
export async function removeChip(page: Page, type: string, savedBy: SavedBy): Promise<void> {
  const save = filtersSaved(page, savedBy);
  await chip(page, type).locator('.MuiChip-deleteIcon').click();
  await waitGone(chip(page, type));
  if (save) expect((await save).status()).toBe(200);
}
