// Page helpers for the generated maintenance screens (lists, editors, dialogs), found the way a
// user finds them: labels, roles and visible text.
import type { Locator, Page } from 'playwright-core';
import { expectOnPath, expectVisible, WAIT_MS } from './pages.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field label; react-admin marks required ones with a thin space and '*'. */
const labelled = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);

export const textField = (page: Page, label: string) => page.getByLabel(labelled(label));

/** A select (MUI combobox): its accessible name is the label followed by the shown value. */
export const selectField = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?(\\s|\u200b|$)`) });

export async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await textField(page, label).fill(value);
}

export async function choose(page: Page, label: string, option: string): Promise<void> {
  await selectField(page, label).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.click();
  // A click on the menu while it still slides in may not take (a loaded CI: the menu stayed open for
  // 10 s): clicked again once if the menu is still there after a moment.
  const gone = (timeout?: number) =>
    page
      .getByRole('listbox')
      .waitFor({ state: 'detached', timeout })
      .then(() => true);
  if (!(await gone(2_000).catch(() => false))) {
    if (await choice.isVisible()) await choice.click();
    await gone();
  }
}

/** The options a select offers, with whether each can be chosen (a placeholder shows as disabled). */
export async function optionsOf(page: Page, label: string): Promise<{ name: string; disabled: boolean }[]> {
  await selectField(page, label).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expectVisible(options);
  const out = [];
  for (const option of await options.all()) {
    out.push({ name: (await option.innerText()).trim(), disabled: (await option.getAttribute('aria-disabled')) === 'true' });
  }
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return out;
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Opens a screen by its URL and waits for its heading. */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expectVisible(heading(page, title));
}

/** Menu entry → its list → Add New → the editor for a new record (id 0). */
export async function addNewFromMenu(page: Page, menu: string, editPath: string, editorTitle: string, listTitle = menu): Promise<void> {
  await page.getByRole('menuitem', { name: menu }).click();
  await expectVisible(heading(page, listTitle));
  await page.getByRole('button', { name: 'Add New' }).click();
  await expectOnPath(page, editPath);
  await expectVisible(heading(page, editorTitle));
}

/** A list row holding all the texts. */
export const row = (page: Page, ...texts: string[]): Locator =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), page.getByRole('row'));

export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

export async function save(page: Page, listPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectOnPath(page, listPath);
}

/** Row delete icon → confirmation in the spec's words → the completed toast. */
export async function deleteRow(page: Page, rowLocator: Locator, label: string): Promise<void> {
  await rowLocator.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText(`Deleting a ${label} cannot be undone, are you sure?`, { exact: true }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectVisible(toast(page, `${label} Delete Completed`));
}

export async function editRow(page: Page, rowLocator: Locator, editorTitle: string): Promise<void> {
  await rowLocator.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectVisible(heading(page, editorTitle));
}

/** The texts of one column of the list, top to bottom. */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  const cells = page.locator('tbody tr').locator(`td:nth-child(${column})`);
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

export const waitGone = (locator: Locator, timeout = WAIT_MS) => locator.first().waitFor({ state: 'detached', timeout });

/** The options that can be chosen. */
export const choosable = (options: { name: string; disabled: boolean }[]) => options.filter((o) => !o.disabled).map((o) => o.name);

/** Expands a row of an expandable list, unless it is open already (expansion is remembered). */
export async function expandRow(rowLocator: Locator, panel: Locator): Promise<void> {
  await expectVisible(rowLocator);
  // react-admin hides its expand icon from assistive technology (the row itself toggles); aria-expanded tells the state
  const toggle = rowLocator.locator('[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expectVisible(panel);
}
