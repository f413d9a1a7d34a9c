// The payload screens on a phone (390 px; mobile is under 850 px, operations §2) as a Driver, in
// light and dark mode: the payload manager's form fits the screen (content rows with touch-sized
// buttons), a save shows its toast and lets the asset go, Search Contents lists cards — each
// content type a labelled line — with the history icon in reach, and the history is cards too.
// Nothing may scroll sideways and no screen may log an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greatLakes } from './driverPages.js';
import { heading, toast } from './maintenancePages.js';
import { assetPicker, contentRows, formValues, payloadsOf, pickAsset, saveButton, savePayload } from './payloadPages.js';
import {
  blankCardLines,
  bodyBackground,
  darkModeToggle,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  luminance,
  navigateInApp,
  PHONE,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite({ viewport: PHONE });

const cards = (page: Page) => page.getByTestId('record-card');
/** The card of a payload, by its asset's Unit ID (its title). */
const cardOf = (page: Page, unit: string) => cards(page).filter({ has: page.getByText(unit, { exact: true }) });

/** A labelled line of a card: the value beside its label. */
/** The value a card shows beside a label (the cards are a grid of labels and values). */
const valueOf = (card: ReturnType<typeof cardOf>, label: string) =>
  card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** The left edges of a card's values, one per line: all equal when they line up. */
const valueEdges = (card: ReturnType<typeof cardOf>) =>
  card
    .getByTestId('card-lines')
    .evaluate((grid) => [...grid.children].filter((_, i) => i % 2 === 1).map((v) => Math.round(v.getBoundingClientRect().left)));

describe('the payload screens on a phone', () => {
  for (const dark of [false, true]) {
    it(`when a driver edits a payload and searches contents at 390 px${dark ? ' in dark mode' : ''}, then everything fits the screen, the save is confirmed and the cards show each content type`, async () => {
      const { page } = suite;
      const gl = await greatLakes(suite);
      const me = await gl.driver('CHI', 'DET', 'TOL');
      const unit = dark ? 'TRL-1010' : 'TRL-1002';
      const before = await payloadsOf(suite, await gl.assetId(unit));
      await loginAs(page, me.login);
      await expectOnPath(page, '/driver/home');
      if (dark) {
        await darkModeToggle(page).click();
        await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
      }
      await navigateInApp(page, '/driver/payloads');
      await expectVisible(heading(page, 'Payloads'));
      await expectNoSideScroll(page);

      await pickAsset(page, unit);
      const first = contentRows(page).nth(0);
      await expectVisible(first);
      const remove = (await first.getByRole('button', { name: 'Remove Content' }).boundingBox())!;
      expect(remove.height).toBeGreaterThanOrEqual(44);
      expect(remove.x + remove.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSideScroll(page);
      const qty = String(Number(before.current!.payloadContents[0].quantity) + 1);
      await first.getByLabel('Qty').fill(qty);
      expect(await savePayload(page)).toBe(200);
      await expectVisible(toast(page, 'Payload updated successfully'));
      await expect.poll(() => assetPicker(page).inputValue()).toBe('');
      expect(await saveButton(page).isEnabled()).toBe(false);
      const after = await payloadsOf(suite, await gl.assetId(unit));
      expect(after.current!.payloadContents[0].quantity).toBe(Number(qty));
      expect(after.current!.isComplete).toBe(true);

      await page.getByRole('tab', { name: 'Search Contents' }).click();
      await expectVisible(cards(page));
      expect(await page.locator('table').count()).toBe(0);
      const card = cardOf(page, 'TRL-1011');
      await expectVisible(valueOf(card, 'Cartons'));
      expect((await valueOf(card, 'Cartons').innerText()).trim()).toBe('320');
      // a content type it does not hold takes no line (TRL-1002 holds pallets, TRL-1011 none)
      expect(await card.getByText('Pallets', { exact: true }).count()).toBe(0);
      expect(await cardOf(page, 'TRL-1002').getByText('Pallets', { exact: true }).count()).toBe(1);
      expect(await blankCardLines(page)).toEqual([]);
      await expectNoSideScroll(page);

      await card.getByRole('button', { name: 'History' }).click();
      await expectOnPath(page, `/driver/payload/history/${await gl.assetId('TRL-1011')}`);
      await expectVisible(heading(page, 'Payload History - TRL-1011'));
      await expect.poll(() => cards(page).count()).toBe(2);
      await expectNoSideScroll(page);
      // every value of a card starts at one line, 'Payload Assignment' as wide a label as it is
      for (const history of await cards(page).all()) expect(new Set(await valueEdges(history)).size).toBe(1);
      if (dark) expect(luminance(await bodyBackground(page))).toBeLessThan(0.3);
      // the form's values after the save, chosen again
      await page.getByRole('button', { name: 'Back' }).click();
      await expectVisible(page.getByRole('tab', { name: 'Search Contents', selected: true }));
      await page.getByRole('tab', { name: 'Edit Payload' }).click();
      await pickAsset(page, unit);
      expect((await formValues(page)).contents[0]).toEqual([expect.any(String), qty]);
      expectNoPageErrors(suite);
    });
  }
});
