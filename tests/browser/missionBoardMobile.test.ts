// The dispatcher board and the mission form on a phone (390 px; mobile is under 850 px,
// operations §2, §9): missions show as cards with their actions, a tapped card is selected for the
// priority arrows, the filter manager is the 350 px drawer, and nothing scrolls sideways — in
// light and dark mode. No screen may log an error.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../helpers/maintenance.js';
import { missionBody, moveOk, newDriver } from '../helpers/missions.js';
import { heading, waitGone } from './maintenancePages.js';
import {
  bodyBackground,
  darkModeToggle,
  DEMO_LOGINS,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  luminance,
  PHONE,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite({ viewport: PHONE });

const cards = (page: Page) => page.getByTestId('record-card');
const cardOf = (page: Page, id: number) => page.locator(`[data-testid="record-card"][data-mission-id="${id}"]`);
/** Whether a card is selected for the priority arrows: its tap area is a pressed toggle button. */
const selectedOf = (card: Locator) => card.locator('[aria-pressed]').first().getAttribute('aria-pressed');
/** The mission ids the cards show, top to bottom. */
const cardOrder = async (page: Page) => (await cards(page).evaluateAll((els) => els.map((el) => Number(el.dataset.missionId)))) as number[];

/** The dispatcher's board as the server orders it, first page of a phone (15 rows). */
async function serverOrder(token: string, companyId: number): Promise<number[]> {
  const res = await suite.api.call('POST', '/Missions/Filtered?range=[0,14]', { token, body: { companyId, siteIds: [-1], filters: [] } });
  expect(res.status).toBe(200);
  return res.body.data.map((m: { id: number }) => m.id);
}

/** A phone's header has no room for the display name: the board's cards are the sign of arrival. */
async function openBoard(page: Page): Promise<void> {
  await loginAs(page, DEMO_LOGINS.dispatcher.login);
  await expectOnPath(page, '/dispatch/mission');
  await expectVisible(heading(page, 'Missions'));
  await expectVisible(page.getByTestId('record-cards'));
}

describe('the dispatcher board on a phone', () => {
  it('when the board opens at 390 px, then the missions are cards in priority order with their actions, and a tapped card moves down by the arrow', async () => {
    const { page } = suite;
    const { token } = await suite.api.login('dispatcher');
    const ids = await demoIds(suite.app.ctx);
    const assets = (await suite.api.call('GET', '/Assets', { token })).body.data as { id: number; assetModelId: string }[];
    const trl1009 = assets.find((a) => a.assetModelId === 'TRL-1009')!.id;
    const made: number[] = [];
    for (let i = 0; i < 2; i++) {
      const body = missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, trl1009, { assignedDriverId: ids.user.driver });
      made.push((await suite.api.call('POST', '/Mission', { token, body })).body.data.id);
    }
    const [lower, upper] = made;

    await openBoard(page);
    await expect.poll(() => cardOrder(page)).toEqual(await serverOrder(token, ids.company.glf));
    expect(await page.locator('table').count()).toBe(0);
    const top = cardOf(page, upper);
    // the ship date is the card's title, under its label, the other columns are labelled; a
    // Scheduled mission's empty dispatch and activation times take no line
    expect(await top.getByTestId('card-title-label').innerText()).toBe('Ship Date');
    for (const label of ['Mission Type', 'Asset', 'Source Location', 'Target Location', 'Notes'])
      await expectVisible(top.getByText(label, { exact: true }));
    for (const label of ['Dispatched', 'Activated']) expect(await top.getByText(label, { exact: true }).count()).toBe(0);
    for (const name of ['Edit', 'Delete', 'Edit Notes', 'Dispatch']) {
      const button = top.getByRole('button', { name, exact: true });
      await expectVisible(button);
      // a thumb's target, Edit kept apart from the red Delete
      const { width, height } = (await button.boundingBox())!;
      expect([width >= 44, height >= 44], `${name} is ${width}x${height}`).toEqual([true, true]);
    }
    const [edit, remove] = [
      await top.getByRole('button', { name: 'Edit', exact: true }).boundingBox(),
      await top.getByRole('button', { name: 'Delete' }).boundingBox(),
    ];
    expect(remove!.x - (edit!.x + edit!.width)).toBeGreaterThanOrEqual(8);
    await expectVisible(page.getByText('Select row to change Priority', { exact: true }));
    await expectNoSideScroll(page);

    await top.getByText('Mission Type', { exact: true }).click();
    await expect.poll(() => selectedOf(top)).toBe('true');
    expect(await page.getByRole('button', { name: 'Move Up' }).isDisabled()).toBe(true);
    // the arrows of a selected card float at the bottom of the screen, wherever the board is scrolled
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const arrows = page.getByTestId('floating-priority-arrows');
    const box = (await arrows.boundingBox())!;
    const screen = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    expect(box.y).toBeGreaterThan(screen.height / 2);
    await top.scrollIntoViewIfNeeded();
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/Mission/Priority'));
    await page.getByRole('button', { name: 'Move Down' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => (await cardOrder(page)).slice(0, 2)).toEqual([lower, upper]);
    expect(await selectedOf(cardOf(page, upper))).toBe('true');
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });

  it('when the last card of a page is moved down, then it swaps with the first mission of the next page and the board follows it there', async () => {
    const { page } = suite;
    const { token } = await suite.api.login('dispatcher');
    const ids = await demoIds(suite.app.ctx);
    const assets = (await suite.api.call('GET', '/Assets', { token })).body.data as { id: number; assetModelId: string }[];
    const trl1002 = assets.find((a) => a.assetModelId === 'TRL-1002')!.id;
    const company = { companyId: ids.company.glf, siteIds: [-1], filters: [] };
    // more missions than a phone's page of 15
    for (;;) {
      const total = await suite.api.call('POST', '/Missions/Filtered?range=[0,0]', { token, body: company });
      if (Number(total.headers!.get('X-Total-Count')) > 16) break;
      const body = missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, trl1002);
      expect((await suite.api.call('POST', '/Mission', { token, body })).status).toBe(200);
    }
    const first = (await suite.api.call('POST', '/Missions/Filtered?range=[14,15]', { token, body: company })).body.data;
    const [last, next] = first as { id: number; priority: number }[];

    await openBoard(page);
    await expect.poll(() => cards(page).count()).toBe(15);
    const card = cardOf(page, last.id);
    await card.getByText('Mission Type', { exact: true }).click();
    await expect.poll(() => selectedOf(card)).toBe('true');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/Mission/Priority'));
    await page.getByRole('button', { name: 'Move Down' }).click();
    const sent = JSON.parse((await saved).request().postData()!);
    expect(sent.missionPriorities).toEqual([
      { id: last.id, priority: next.priority },
      { id: next.id, priority: last.priority },
    ]);
    // page 2 now opens with the moved mission, still selected
    await expect.poll(async () => (await cardOrder(page))[0]).toBe(last.id);
    expect(await selectedOf(cardOf(page, last.id))).toBe('true');
    expect(await page.getByRole('button', { name: 'Move Up' }).isEnabled()).toBe(true);
    expectNoPageErrors(suite);
  });

  it('when a driver works a mission, then its card offers De-activate for him as a thumb’s target, and the confirmation fits the phone', async () => {
    const { page } = suite;
    const { token } = await suite.api.login('dispatcher');
    const ids = await demoIds(suite.app.ctx);
    const assets = (await suite.api.call('GET', '/Assets', { token })).body.data as { id: number; assetModelId: string }[];
    const d = await newDriver(suite.app.ctx, ids.company.glf, [ids.site.CHI]);
    const body = missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, assets.find((a) => a.assetModelId === 'TRL-1003')!.id, {
      assignedDriverId: d.id,
    });
    const id = (await suite.api.call('POST', '/Mission', { token, body })).body.data.id as number;
    await moveOk(suite.api, token, id, 0, 1);
    await moveOk(suite.api, d.token, id, 1, 2);

    await openBoard(page);
    const card = cardOf(page, id);
    const button = card.getByRole('button', { name: 'De-activate' });
    await button.scrollIntoViewIfNeeded();
    const { width, height } = (await button.boundingBox())!;
    expect([width >= 44, height >= 44], `De-activate is ${width}x${height}`).toEqual([true, true]);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'De-activate for the Driver' });
    await expectVisible(dialog.getByText(/is working this Mission/));
    const box = (await dialog.getByRole('button', { name: 'De-activate' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'De-activate' }).click();
    await waitGone(dialog);
    await expect.poll(() => card.getByTestId('mission-stage').innerText()).toBe('Deactivated');
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });

  it('when the filter is opened at 390 px, then it is the 350 px drawer at the right edge, and the board and the mission form fit the phone in dark mode', async () => {
    const { page } = suite;
    await openBoard(page);
    await page.getByTestId('filter-open').click();
    const manager = page.getByRole('dialog', { name: 'Filters' });
    await expectVisible(manager);
    // the drawer has finished sliding in when it stands still at the right edge
    await expect.poll(async () => (await manager.boundingBox())?.x).toBe(PHONE.width - 350);
    expect((await manager.boundingBox())!.width).toBe(350);
    await expectVisible(manager.getByRole('checkbox', { name: 'Enable Mission Type', exact: true }));
    await manager.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(manager);

    await darkModeToggle(page).click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    await expectVisible(cards(page));
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/dispatch/mission/edit/0');
    await expectVisible(heading(page, 'Mission'));
    for (const label of [/^Operator/, /^Mission Type/, /^Asset/, /^Source Location/, /^Target Location/])
      await expectVisible(page.getByRole('combobox', { name: label }));
    await expectVisible(page.getByRole('group', { name: /^Ship Date/ }));
    await expectNoSideScroll(page);

    await darkModeToggle(page).click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeGreaterThan(0.7);
    expectNoPageErrors(suite);
  });
});
