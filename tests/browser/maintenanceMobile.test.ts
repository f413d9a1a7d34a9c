// Every maintenance list on a phone (390 px, issue 8 §7): the list shows as cards with their
// actions in reach, nothing scrolls sideways, and a record edits from its card and saves; the page
// banner's back button leaves an editor without saving.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, expectOnPath, expectVisible, loginAs, PHONE, useBrowserSuite } from './pages.js';
import { repoOf } from '../helpers/db.js';
import { heading, openScreen } from './maintenancePages.js';

const suite = useBrowserSuite({ viewport: PHONE });

/** A phone's header has no room for the display name: landing on the start page is the sign. */
async function signIn(page: Page) {
  await loginAs(page, DEMO_LOGINS.sysadmin.login);
  await expectOnPath(page, DEMO_LOGINS.sysadmin.startPath);
}

const noSideScroll = async (page: Page) => {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `page is ${scroll}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
};

/** The first card's Edit, a change of a text field, Save, and the list again. */
async function editFirstCard(page: Page, listPath: string, editorTitle: string, field: string) {
  const card = page.getByTestId('record-card').first();
  await expectVisible(card.getByRole('button', { name: 'Edit' }));
  await card.getByRole('button', { name: 'Edit' }).click();
  await expectVisible(heading(page, editorTitle));
  await noSideScroll(page);
  const input = page.getByLabel(new RegExp(`^${field}`)).first();
  await input.fill(`${(await input.inputValue()).replace(/ \(edited\)$/, '')} (edited)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectOnPath(page, listPath);
}

const LISTS = [
  { path: '/fleet/companies', title: 'Companies', editor: 'Company Manager', field: 'Description' },
  { path: '/fleet/securityparameters', title: 'Security Policies', editor: 'Security Policy Manager', field: 'Description' },
  { path: '/fleet/users', title: 'Users', editor: 'User Manager', field: 'Notes' },
  { path: '/fleet/sites', title: 'Sites', editor: 'Site Manager', field: 'Address 2' },
  { path: '/fleet/locations', title: 'Locations', editor: 'Location Manager', field: 'Notes' },
];

describe('maintenance lists on a phone', () => {
  for (const list of LISTS) {
    it(`when ${list.title} is opened at 390 px, then it shows as cards without sideways scroll and a record edits from its card`, async () => {
      const { page } = suite;
      await signIn(page);
      await openScreen(page, list.path, list.title);
      await expectVisible(page.getByTestId('record-cards'));
      await noSideScroll(page);
      await editFirstCard(page, list.path, list.editor, list.field);
      await noSideScroll(page);
    });
  }

  it('when a lookup group is opened on its card at 390 px, then its lookups show and one edits', async () => {
    const { page } = suite;
    await signIn(page);
    await openScreen(page, '/fleet/lookups', 'Lookups');
    const group = page.getByTestId('record-card').filter({ hasText: 'AssetType' });
    await group.getByRole('button', { name: 'Expand' }).click();
    const lookups = group.getByTestId('record-card');
    await expectVisible(lookups.first());
    // the lookups' cards start where the group card's own lines do
    const left = async (l: ReturnType<typeof group.locator>) => (await l.boundingBox())!.x;
    expect(await left(lookups.first())).toBeCloseTo(await left(group.getByTestId('card-lines').first()), 0);
    await noSideScroll(page);
    await lookups.first().getByRole('button', { name: 'Edit' }).click();
    await expectVisible(heading(page, 'Lookup Manager'));
    await noSideScroll(page);
  });

  it('when an editor is left by the banner’s back button, then the list shows again and nothing was saved', async () => {
    const { page } = suite;
    await signIn(page);
    await openScreen(page, '/fleet/locations', 'Locations');
    await page.getByTestId('record-card').first().getByRole('button', { name: 'Edit' }).click();
    await expectVisible(heading(page, 'Location Manager'));
    await page.getByLabel(/^Notes/).fill('never saved');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectOnPath(page, '/fleet/locations');
    await expectVisible(page.getByTestId('record-cards'));
    const saved = await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'location', [{ prop: 'notes', op: 'eq', value: 'never saved' }]);
    expect(saved).toBe(0);
  });
});
