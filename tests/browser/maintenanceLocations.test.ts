// Locations as a System Administrator (maintenance §2): the company selector, the Location Manager's
// placeholders, and reordering by drag that survives a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
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
  waitGone,
} from './maintenancePages.js';
import { exportFile } from './exports.js';
import { DEMO_LOGINS, expectVisible, loginAndLand, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite();

const reorderItems = (page: Page) => page.getByTestId('reorder-list').locator('[data-rfd-draggable-id]');

async function openReorder(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expectVisible(page.getByRole('dialog').getByText('Door 06'));
  return (await reorderItems(page).allInnerTexts()).map((t) => t.trim());
}

/**
 * Moves an item up by `places` with the keyboard, as @hello-pangea/dnd offers it: Space lifts,
 * arrows move, Space drops; each step waits for the library's own announcement of it.
 */
async function dragUp(page: Page, item: string, places: number): Promise<void> {
  const announced = (text: RegExp) =>
    expect
      .poll(() =>
        page
          .locator('[aria-live]')
          .allInnerTexts()
          .then((t) => t.join(' ')),
      )
      .toMatch(text);
  await reorderItems(page).filter({ hasText: item }).focus();
  await page.keyboard.press('Space');
  await announced(/lifted an item/i);
  for (let i = 0; i < places; i++) {
    await page.keyboard.press('ArrowUp');
    await announced(/moved the item/i);
  }
  await page.keyboard.press('Space');
  await announced(/dropped the item/i);
}

describe('locations as System Administrator', () => {
  it("when a location is added, then its site and type start on disabled placeholders; it edits, shows its history, exports with its company's locations and deletes", async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await page.getByRole('menuitem', { name: 'Locations' }).click();
    await expectVisible(heading(page, 'Locations'));
    await choose(page, 'Company', 'Sunbelt Logistics');
    await expectVisible(row(page, 'Dallas Terminal', 'Door 01'));
    expect(await columnTexts(page, 1)).not.toContain('Chicago Cross-Dock');
    await choose(page, 'Company', 'Great Lakes Freight');
    await expectVisible(row(page, 'Chicago Cross-Dock', 'Door 01'));

    await page.getByRole('button', { name: 'Add New' }).click();
    await expectVisible(heading(page, 'Location Manager'));
    const sites = await optionsOf(page, 'Site');
    expect(sites[0]).toEqual({ name: 'Please Select Site', disabled: true });
    expect(sites.slice(1).map((s) => s.name)).toEqual(['Chicago Cross-Dock', 'Detroit Terminal', 'Toledo Yard']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Location Name is required', { exact: true }));
    await expectVisible(page.getByText('Site is required', { exact: true }));
    await expectVisible(page.getByText('Location Type is required', { exact: true }));

    await fill(page, { 'Location Name': 'Annex Lot', Notes: 'Overflow parking' });
    await choose(page, 'Site', 'Toledo Yard');
    const types = await optionsOf(page, 'Location Type');
    expect(types[0]).toEqual({ name: 'Please Select Location Type', disabled: true });
    expect(types.map((t) => t.name)).toContain('Rail Spur');
    await choose(page, 'Location Type', 'Yard');
    await save(page, '/fleet/locations');

    const listed = row(page, 'Toledo Yard', 'Annex Lot', 'Yard');
    await editRow(page, listed, 'Location Manager');
    await fill(page, { 'Location Name': 'Annex Lot East' });
    await choose(page, 'Location Type', 'Parking Row');
    await save(page, '/fleet/locations');
    await expectVisible(row(page, 'Annex Lot East', 'Parking Row'));
    // its history, and the list's export: the chosen company's locations, in the list's columns
    await row(page, 'Annex Lot East').getByRole('button', { name: 'History' }).click();
    await expectVisible(heading(page, 'Location History - Annex Lot East'));
    await page.goBack();
    await expectVisible(row(page, 'Annex Lot East', 'Parking Row'));
    const file = await exportFile(page);
    expect(file.name).toBe('LocationsReport.csv');
    expect(file.lines[0]).toBe('Site,Location Name,Location Type,Is Active?');
    expect(file.lines).toContain('Toledo Yard,Annex Lot East,Parking Row,Yes');
    expect(file.lines.some((l) => l.startsWith('Dallas Terminal,'))).toBe(false);
    await deleteRow(page, row(page, 'Annex Lot East'), 'Location');
    await waitGone(row(page, 'Annex Lot East'));
  });

  it('when locations are reordered by drag, then the new order is saved and shows after a reload', async () => {
    const { page } = suite;
    await loginAndLand(page, DEMO_LOGINS.sysadmin);
    await openScreen(page, '/fleet/locations', 'Locations');
    await expectVisible(row(page, 'Chicago Cross-Dock'));
    const before = await openReorder(page);
    expect(before.slice(0, 3)).toEqual(['Door 01', 'Door 02', 'Door 03']);

    await dragUp(page, 'Door 03', 2);
    const moved = (await reorderItems(page).allInnerTexts()).map((t) => t.trim());
    expect(moved.slice(0, 3)).toEqual(['Door 03', 'Door 01', 'Door 02']);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Location Sort Order updated successfully'));

    await page.reload();
    await expectVisible(row(page, 'Chicago Cross-Dock'));
    const after = await openReorder(page);
    expect(after).toEqual(moved);
  });
});
