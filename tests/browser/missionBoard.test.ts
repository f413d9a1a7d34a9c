// The dispatcher board and the mission form (operations §2 "Dispatcher mission list", "Mission
// form", §4 "Dispatcher actions", §5, §8, §9; issue 10 §1, §2, §8) as a Dispatch Manager: the
// missions in priority order; a mission made through the form; ranks changed by arrow and by drag
// and kept after a reload; Dispatch, Undo and Delete; the chip-bar filter; the CSV export; the
// repair-override confirmation; dark mode; and a refresh with unchanged data that renders no row
// again. No screen may log an error but the refusals a test provokes.
//
// The tests share one database: each makes the missions it moves or changes through the API, and
// what the board should show is read from the server's own answers.
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../schemas/dates.js';
import { repoOf } from '../helpers/db.js';
import { missionStageLabels, UserType } from '../../schemas/enums.js';
import { ALL_DRIVERS } from '../../schemas/filters.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { missionBody, moveOk, newDriver, shipDay } from '../helpers/missions.js';
import { BOM, exportFile } from './exports.js';
import { choose, heading, optionsOf, selectField, toast, waitGone } from './maintenancePages.js';
import {
  bodyBackground,
  countPosts,
  darkModeToggle,
  DEMO_LOGINS,
  expectOnPath,
  expectVisible,
  liveStreamOpened,
  loginAndLand,
  loginAs,
  luminance,
  navigateInApp,
  useBrowserSuite,
  WAIT_MS,
  type BrowserSuite,
} from './pages.js';

const suite = useBrowserSuite();

/** The board's default columns (mission.schema.json x-list.columns), after the drag handle. */
const HEADER = ['Ship Date', 'Mission Type', 'Asset', 'Source Location', 'Target Location', 'Notes', 'Dispatched', 'Activated'];
const NOTES = HEADER.indexOf('Notes') + 2;

// ---------------------------------------------------------------------------------------------
// What the server says

interface Session {
  token: string;
  ids: DemoIds;
}

async function session(): Promise<Session> {
  const { token } = await suite.api.login('dispatcher');
  return { token, ids: await demoIds(suite.app.ctx) };
}

/** The ids of the dispatcher's board as the server orders it (priority, highest first), first page. */
async function serverOrder({ token, ids }: Session, filters: unknown[] = []): Promise<number[]> {
  const body = { companyId: ids.company.glf, siteIds: [-1], filters };
  const res = await suite.api.call('POST', '/Missions/Filtered?range=[0,24]', { token, body });
  expect(res.status).toBe(200);
  return res.body.data.map((m: { id: number }) => m.id);
}

const assetIdOf = async ({ token }: Session, unit: string): Promise<number> =>
  ((await suite.api.call('GET', '/Assets', { token })).body.data as { id: number; assetModelId: string }[]).find(
    (a) => a.assetModelId === unit,
  )!.id;

const missionOf = async ({ token }: Session, id: number) => {
  const res = await suite.api.call('GET', `/Mission/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; priority: number; missionStage: number; notes: string; assignedDriverId: number | null };
};

/** A new Scheduled mission at Chicago (it goes to the top of the board); `over` changes its fields. */
async function newMission(s: Session, unit: string, over: Record<string, unknown> = {}): Promise<number> {
  const assets = await suite.api.call('GET', '/Assets', { token: s.token });
  const asset = assets.body.data.find((a: { assetModelId: string }) => a.assetModelId === unit);
  const body = missionBody(suite.app, s.ids, s.ids.company.glf, s.ids.site.CHI, asset.id, over);
  const res = await suite.api.call('POST', '/Mission', { token: s.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

// ---------------------------------------------------------------------------------------------
// The screen

const board = (page: Page) => page.getByTestId('mission-board');
const rows = (page: Page) => board(page).locator('tbody tr[data-mission-id]');
const rowOf = (page: Page, id: number) => board(page).locator(`tbody tr[data-mission-id="${id}"]`);
/** The mission ids the board shows, top to bottom. */
const boardOrder = async (page: Page) => (await rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.missionId)))) as number[];
const headings = async (page: Page) => (await board(page).getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
const cellText = async (row: Locator, column: number) => (await row.locator(`td:nth-child(${column})`).innerText()).trim();

/** A message under a form field (not the save toast that repeats the first one). */
const fieldError = (page: Page, text: string) => page.locator('.MuiFormHelperText-root').filter({ hasText: new RegExp(`^${text}$`) });

const prioritySaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/Mission/Priority'));
const boardRead = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/Missions/Filtered'));

/** Logs the dispatcher in: his start page is the board. */
async function openBoard(page: Page): Promise<void> {
  await loginAndLand(page, DEMO_LOGINS.dispatcher);
  await expectOnPath(page, '/dispatch/mission');
  await expectVisible(rows(page));
}

/** Waits until the board shows exactly the server's order. */
async function expectServerOrder(page: Page, s: Session): Promise<number[]> {
  const order = await serverOrder(s);
  await expect.poll(() => boardOrder(page)).toEqual(order);
  return order;
}

/** Selects a row for the priority arrows (a click on its Ship Date). */
async function select(page: Page, id: number): Promise<void> {
  await rowOf(page, id).locator('td:nth-child(2)').click();
  await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true');
}

/**
 * Drags a row by its handle with the mouse onto the row now at `to` (below it when moving down);
 * `held` runs while the row is held over its target, before the drop.
 */
async function drag(page: Page, id: number, to: number, held?: () => Promise<void>): Promise<void> {
  // in sight, as a user has them: both rows (the cards above the board put it below the window's edge)
  await rows(page).nth(to).scrollIntoViewIfNeeded();
  await rowOf(page, id).scrollIntoViewIfNeeded();
  const handle = (await rowOf(page, id).locator('td').first().boundingBox())!;
  const target = (await rows(page).nth(to).boundingBox())!;
  const down = target.y > handle.y;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + (down ? 8 : -8), { steps: 4 });
  const over = target.y + (down ? target.height * 0.75 : target.height * 0.25);
  await page.mouse.move(handle.x + handle.width / 2, over, { steps: 12 });
  // Held still over the target for a moment before the drop, as a hand does: the library takes
  // the pointer's moves once a frame, and on a busy machine a drop at once could land where the
  // pointer was a frame or two earlier.
  await frames(page);
  await held?.();
  await page.mouse.move(handle.x + handle.width / 2, over + (down ? 1 : -1));
  await frames(page);
  await page.mouse.up();
}

/** Two of the page's animation frames: whatever the last input scheduled has been drawn. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Only the refusals a test provokes on purpose (each also logged by Chromium as a failed resource), named by how their lines begin. */
function expectOnlyErrors(s: BrowserSuite, ...provoked: string[]): void {
  const failed = (e: string) => /^console: Failed to load resource: the server responded with a status of (400|409)/.test(e);
  const unexpected = s.errors.filter((e) => !provoked.some((p) => e.startsWith(p)) && !(provoked.length && failed(e)));
  expect(unexpected, 'errors on the page').toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('the dispatcher board', () => {
  it('when the dispatcher logs in, then the board lists his missions in priority order, with its buttons, columns, temperatures and the stage actions', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    await expectVisible(page.getByRole('combobox', { name: 'Site All Sites' }));
    for (const name of ['Columns', 'Export', 'Refresh', 'Add New']) await expectVisible(page.getByRole('button', { name, exact: true }));
    // the toolbar's buttons are of one size (react-admin's Refresh is smaller by default)
    const heights = new Set<number>();
    for (const name of ['Columns', 'Export', 'Refresh', 'Add New'])
      heights.add(Math.round((await page.getByRole('button', { name, exact: true }).boundingBox())!.height));
    expect([...heights]).toHaveLength(1);
    await expectVisible(page.getByText('Select row to change Priority', { exact: true }));
    for (const name of ['Move Up', 'Move Down']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    expect(await headings(page)).toEqual(['', ...HEADER, 'Actions']);
    await expectServerOrder(page, s);

    // the demo's priorities: GLF-4 (TRL-1002, Activate) 60 first … GLF-1 (TRL-1001, no operator) 10 last
    const units = await rows(page).locator('td:nth-child(4)').allInnerTexts();
    const demo = units.map((u) => u.trim().split(/\s/)[0]).filter((u) => /^(TRL|TNK)-/.test(u));
    expect(demo.slice(-10)).toEqual([
      'TRL-1002',
      'TRL-1013',
      'TRL-1009',
      'TRL-1012',
      'TRL-1003',
      'TNK-3001',
      'TRL-1011',
      'TRL-1005',
      'TRL-1010',
      'TRL-1001',
    ]);
    const row = (unit: string) => rows(page).filter({ has: page.getByText(unit, { exact: true }) });
    // a refrigerated payload's temperature beside its asset
    expect(await row('TRL-1003').getByTestId('payload-temperature').innerText()).toMatch(/^-?\d+(\.\d+)? °F$/);
    // Scheduled with an operator: Dispatch; Dispatched: Undo; no operator: the indicator; Delete only while Scheduled
    await expectVisible(row('TRL-1005').getByRole('button', { name: 'Dispatch' }));
    expect(await row('TRL-1005').getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true);
    await expectVisible(row('TNK-3001').getByRole('button', { name: 'Undo' }));
    expect(await row('TNK-3001').getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await expectVisible(row('TRL-1001').getByRole('img', { name: 'No Operator' }));
    expect(await row('TRL-1001').getByRole('button', { name: 'Dispatch' }).count()).toBe(0);
    expect(await row('TRL-1009').getByTestId('mission-stage').innerText()).toBe('Waiting');

    // over All Sites each location names its site beneath it (several sites have a 'Door 01'), on
    // one line, so a row is no taller than its two-line dates; one site chosen, the location alone
    const sourceCells = () => rows(page).locator(`td:nth-child(${HEADER.indexOf('Source Location') + 2})`);
    const lines = async () =>
      (await sourceCells().allInnerTexts()).map((t) =>
        t
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      );
    await expect.poll(async () => (await lines()).every((l) => l.length === 2)).toBe(true);
    expect((await lines()).filter(([, site]) => site === 'Chicago Cross-Dock').map(([location]) => location)).toContain('Row A');
    // the height of what a cell holds (a cell itself is as tall as its row)
    const contentHeights = (column: string) =>
      rows(page)
        .locator(`td:nth-child(${HEADER.indexOf(column) + 2})`)
        .evaluateAll((cells) =>
          cells.map((c) => {
            const range = document.createRange();
            range.selectNodeContents(c);
            return range.getBoundingClientRect().height;
          }),
        );
    // two lines, as the dates' (a caption's line is 2 px taller than theirs; a third line would add 18)
    expect(Math.max(...(await contentHeights('Source Location')))).toBeLessThanOrEqual(
      Math.max(...(await contentHeights('Dispatched'))) + 4,
    );
    await choose(page, 'Site', 'Chicago Cross-Dock');
    await expect.poll(async () => (await lines()).length > 0 && (await lines()).every((l) => l.length === 1)).toBe(true);
    expectOnlyErrors(suite);
  });

  it('when the browser’s clock is in another zone than the user’s (Tokyo, Honolulu), then a ship date typed in stays the day typed and is not taken for a past one', async () => {
    for (const timezoneId of ['Asia/Tokyo', 'Pacific/Honolulu']) {
      const context = await suite.browser.newContext({
        baseURL: suite.app.baseUrl,
        viewport: { width: 1400, height: 900 },
        locale: 'en-US',
        timezoneId,
      });
      context.setDefaultTimeout(WAIT_MS);
      try {
        const page = await context.newPage();
        await loginAndLand(page, DEMO_LOGINS.dispatcher);
        await navigateInApp(page, '/dispatch/mission/edit/0');
        const shipField = page.getByRole('group', { name: /^Ship Date/ });
        for (const ahead of [1, 2]) {
          const day = shipDay(suite.app, ahead);
          await shipField.getByRole('spinbutton', { name: 'Month' }).click();
          await page.keyboard.type(formatDate(day).replaceAll('-', ''));
          const shown = async () => (await shipField.getByRole('spinbutton').allInnerTexts()).join('-');
          await expect.poll(async () => `${timezoneId}: ${await shown()}`).toBe(`${timezoneId}: ${formatDate(day)}`);
        }
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expectVisible(fieldError(page, 'Type is required'));
        expect(await fieldError(page, 'Ship date cannot be before today').count(), timezoneId).toBe(0);
      } finally {
        await context.close();
      }
    }
  });

  it('when a mission is made in the form, then the required fields, a past ship date (in the server’s words, before any call) and target ≠ source are checked, an asset already on another open mission is saved only once confirmed in a dialog naming that mission, and Save puts the mission at the top of the board', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectOnPath(page, '/dispatch/mission/edit/0');
    await expectVisible(heading(page, 'Mission'));
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const label of ['Ship', 'Type', 'Asset', 'Source Location', 'Target Location'])
      await expectVisible(fieldError(page, `${label} is required`));

    // the calendar offers no day before today — the user's (Central): in a month's first hours in
    // UTC, the browser's zone here, that is still the last day of the month before, which the
    // calendar then goes back to, and no further
    await page.getByRole('button', { name: /^Choose date/ }).click();
    const previousMonth = page.getByRole('button', { name: 'Previous month' });
    if (await previousMonth.isEnabled()) await previousMonth.click();
    expect(await previousMonth.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    const shipField = page.getByRole('group', { name: /^Ship Date/ });
    const typeDay = async (day: string) => {
      await shipField.getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type(formatDate(day).replaceAll('-', ''));
    };
    // the operators are the company's working drivers, with None
    await selectField(page, 'Operator').click();
    const operators = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((o) => o.trim());
    expect(operators).toEqual(['None', 'Angela Brooks', 'Nadia Petrov', 'Tony Russo']);
    // Angela reaches Detroit only: chosen before the Chicago locations, she is flagged as they come
    await page.getByRole('option', { name: 'Angela Brooks', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await choose(page, 'Mission Type', 'Drop');
    // only assets that track payload
    await selectField(page, 'Asset').click();
    const assets = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((o) => o.trim());
    expect(assets).toEqual([
      'Please Select Asset',
      'TRL-1001',
      'TRL-1002',
      'TRL-1003',
      'TRL-1009',
      'TRL-1010',
      'TRL-1011',
      'TRL-1012',
      'TRL-1013',
    ]);
    await page.getByRole('option', { name: 'TRL-1003', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await choose(page, 'Source Location', 'Chicago Cross-Dock / Row C');
    await choose(page, 'Target Location', 'Chicago Cross-Dock / Row C');
    // a driver who reaches neither location's site cannot be chosen: his list would never show it
    expect(await optionsOf(page, 'Operator')).toEqual([
      { name: 'None', disabled: false },
      { name: 'Tony Russo', disabled: false },
      { name: 'Angela Brooks (no access to these sites)', disabled: true },
      { name: 'Nadia Petrov (no access to these sites)', disabled: true },
    ]);
    const noAccess = page.getByTestId('operator-no-access');
    expect(await noAccess.innerText()).toBe('Operator has no access to the site of the Source or Target Location');
    await choose(page, 'Operator', 'Tony Russo');
    await waitGone(noAccess);
    await page.getByLabel('Notes').fill('Made through the mission form.');

    // a past day typed in: refused on the Ship Date field in the server's words, before any call
    // (the server's own refusal: tests/integration/missions.test.ts)
    await typeDay(shipDay(suite.app, -2));
    let posts = 0;
    const counting = (r: Request) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/rest/missions' && posts++);
    page.on('request', counting);
    await choose(page, 'Target Location', 'Chicago Cross-Dock / Door 05');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(fieldError(page, 'Ship date cannot be before today'));
    page.off('request', counting);
    expect(posts).toBe(0);

    // the same location twice: the spec's wording, before any call
    await choose(page, 'Target Location', 'Chicago Cross-Dock / Row C');
    await typeDay(shipDay(suite.app, 1));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(fieldError(page, 'Target Location can equal Source Location'));

    // TRL-1003 is on another open mission: the server names it, and the form asks before it is saved
    const missionSaved = () =>
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/rest/missions');
    type Listed = { assetId: number; missionStage: number; priority: number; sourceLocationName: string; targetLocationName: string };
    const trl1003 = await assetIdOf(s, 'TRL-1003');
    const other = ((await suite.api.call('GET', '/Missions', { token: s.token })).body.data as Listed[])
      .filter((m) => m.assetId === trl1003 && m.missionStage !== 6)
      .sort((a, b) => b.priority - a.priority)[0];
    await choose(page, 'Target Location', 'Chicago Cross-Dock / Door 05');
    let saved = missionSaved();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(409);
    const ask = page.getByRole('dialog', { name: 'Asset on another Mission' });
    const where = `${other.sourceLocationName} → ${other.targetLocationName} (${missionStageLabels[other.missionStage]})`;
    await expectVisible(ask.getByText(`TRL-1003 is already on an open Mission, ${where}: confirm to save it anyway`, { exact: true }));
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(ask);
    await expectOnPath(page, '/dispatch/mission/edit/0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(ask);
    saved = missionSaved();
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    expect((await saved).status()).toBe(200);
    await expectOnPath(page, '/dispatch/mission');
    await expectVisible(toast(page, 'Mission created'));
    const order = await expectServerOrder(page, s);
    const made = await missionOf(s, order[0]);
    expect(made).toMatchObject({ notes: 'Made through the mission form.', missionStage: 0, assignedDriverId: s.ids.user.driver });
    const top = rowOf(page, made.id);
    expect(await cellText(top, 2)).toBe(formatDate(shipDay(suite.app, 1)));
    expect(await cellText(top, NOTES)).toBe('Made through the mission form.');
    await expectVisible(top.getByRole('button', { name: 'Dispatch' }));

    // the form of an existing Scheduled mission offers Delete; cleared notes are saved as ''
    await top.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectOnPath(page, `/dispatch/mission/edit/${made.id}`);
    await expectVisible(page.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => selectField(page, 'Operator').innerText()).toContain('Tony Russo');
    await page.getByLabel('Notes').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectOnPath(page, '/dispatch/mission');
    await expectVisible(toast(page, 'Mission updated'));
    await expect.poll(async () => (await missionOf(s, made.id)).notes).toBe('');

    // Delete in the form returns to the board, the mission gone (not to react-admin's /missions, Not Found)
    await rowOf(page, made.id).getByRole('button', { name: 'Edit', exact: true }).click();
    await expectOnPath(page, `/dispatch/mission/edit/${made.id}`);
    await expect.poll(() => selectField(page, 'Operator').innerText()).toContain('Tony Russo');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'Mission Delete Completed'));
    await expectOnPath(page, '/dispatch/mission');
    await expect.poll(() => rowOf(page, made.id).count()).toBe(0);
    await expect.poll(() => boardOrder(page)).toEqual(await serverOrder(s));
    expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dispatch/mission');
    // the editor reads the deleted mission once more while the board's code loads
    expectOnlyErrors(
      suite,
      '400 POST /api/rest/missions',
      '409 POST /api/rest/missions',
      '404 GET /api/rest/missions/',
      'console: Failed to load resource: the server responded with a status of 404',
    );
  });

  it('when the selected mission is moved by the arrows and another dragged, then each move swaps or hands out the same priorities, and a reload keeps the order', async () => {
    const { page } = suite;
    const s = await session();
    const c = await newMission(s, 'TRL-1011');
    const b = await newMission(s, 'TRL-1011');
    const a = await newMission(s, 'TRL-1011');
    const before = await Promise.all([a, b, c].map(async (id) => (await missionOf(s, id)).priority));
    await openBoard(page);
    const start = await expectServerOrder(page, s);
    expect(start.slice(0, 3)).toEqual([a, b, c]);

    // the first row cannot go up, the last cannot go down; the toolbar stays where it was
    const addNew = page.getByRole('button', { name: 'Add New' });
    const toolbarAt = await addNew.boundingBox();
    await select(page, a);
    expect(await page.getByRole('button', { name: 'Move Up' }).isDisabled()).toBe(true);
    expect((await addNew.boundingBox())?.x).toBe(toolbarAt?.x);
    await select(page, start.at(-1)!);
    expect(await page.getByRole('button', { name: 'Move Down' }).isDisabled()).toBe(true);

    await select(page, a);
    // the rows trade places as the arrow is pressed, before the server has answered
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/Fleet/Mission/Priority', async (route) => {
      await held;
      await route.continue();
    });
    const swapped = prioritySaved(page);
    await page.getByRole('button', { name: 'Move Down' }).click();
    await expect.poll(async () => (await boardOrder(page)).slice(0, 3)).toEqual([b, a, c]);
    release();
    expect((await swapped).status()).toBe(200);
    await page.unroute('**/api/Fleet/Mission/Priority');
    await expect.poll(async () => (await boardOrder(page)).slice(0, 3)).toEqual([b, a, c]);
    expect(await rowOf(page, a).getAttribute('aria-selected')).toBe('true');
    // the pinned actions cell shows the selected row's colour as the other cells do
    const colours = await rowOf(page, a).evaluate((tr) => ({
      row: getComputedStyle(tr).backgroundColor,
      pinned: getComputedStyle(tr.lastElementChild!).backgroundImage,
    }));
    expect(colours.pinned).toContain(colours.row);
    expect((await missionOf(s, b)).priority).toBe(before[0]);
    expect((await missionOf(s, a)).priority).toBe(before[1]);

    // c dragged from the third place to the top; on its way its cells keep the table's column widths
    const dragged = prioritySaved(page);
    await drag(page, c, 0, async () => {
      const widths = (cells: Locator) => cells.evaluateAll((all) => all.map((cell) => Math.round(cell.getBoundingClientRect().width)));
      const [held, columns] = await Promise.all([widths(rowOf(page, c).locator(':scope > td')), widths(board(page).locator('thead th'))]);
      expect(held.map((w, i) => Math.abs(w - columns[i]) <= 1)).toEqual(columns.map(() => true));
    });
    const sent = JSON.parse((await dragged).request().postData()!);
    expect((await dragged).status()).toBe(200);
    expect(sent.missionPriorities).toEqual([
      { id: c, priority: before[0] },
      { id: b, priority: before[1] },
      { id: a, priority: before[2] },
    ]);
    await expect.poll(async () => (await boardOrder(page)).slice(0, 3)).toEqual([c, b, a]);

    await page.reload();
    await expectVisible(rows(page));
    expect((await expectServerOrder(page, s)).slice(0, 3)).toEqual([c, b, a]);
    expectOnlyErrors(suite);
  });

  it('when the board is sorted by another column, then its rows show no drag handle and the arrows are off, and its help text, Sort by Priority to change it, puts it back in its order with its handles', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    const order = await expectServerOrder(page, s);
    const handles = board(page).getByLabel('Drag to change Priority', { exact: true });
    const moveUp = page.getByRole('button', { name: 'Move Up', exact: true });
    expect(await handles.count()).toBe(await rows(page).count());
    await select(page, order[1]);
    expect(await moveUp.isEnabled()).toBe(true);

    const addNew = page.getByRole('button', { name: 'Add New', exact: true });
    const before = (await addNew.boundingBox())!;
    await board(page).getByRole('button', { name: 'Ship Date', exact: true }).click();
    await expect.poll(() => handles.count()).toBe(0);
    // the toolbar stays where it was: the help text's link takes the help text's room
    const after = (await addNew.boundingBox())!;
    expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeLessThanOrEqual(2);
    expect(await moveUp.isDisabled()).toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sort by Priority to change it', exact: true }).click();
    await waitGone(page.getByRole('button', { name: 'Sort by Priority to change it', exact: true }));
    await expect.poll(() => boardOrder(page)).toEqual(order);
    await expect.poll(() => handles.count()).toBe(await rows(page).count());
    // the selection was kept: the arrows move it again
    expect(await moveUp.isEnabled()).toBe(true);
    expectOnlyErrors(suite);
  });

  it("when a move is made on a board another move has changed since, then it is refused with the spec's message and the board shows what the server holds", async () => {
    const { page } = suite;
    const s = await session();
    const c = await newMission(s, 'TRL-1011');
    const b = await newMission(s, 'TRL-1011');
    const a = await newMission(s, 'TRL-1011');
    // no live updates for this page: the board must stay as it was read
    await page.route('**/api/Fleet/Events', (route) => route.fulfill({ status: 204 }));
    await openBoard(page);
    await expect.poll(async () => (await boardOrder(page)).slice(0, 3)).toEqual([a, b, c]);

    // meanwhile someone else swaps b and c
    const [pb, pc] = [(await missionOf(s, b)).priority, (await missionOf(s, c)).priority];
    const moved = await suite.api.call('POST', '/Mission/Priority', {
      token: s.token,
      body: {
        missionPriorities: [
          { id: b, priority: pc },
          { id: c, priority: pb },
        ],
      },
    });
    expect(moved.status).toBe(200);

    await select(page, a);
    const refused = prioritySaved(page);
    await page.getByRole('button', { name: 'Move Down' }).click();
    expect((await refused).status()).toBe(409);
    await expectVisible(toast(page, 'Failed to change Mission Priority'));
    await expect.poll(async () => (await boardOrder(page)).slice(0, 3)).toEqual([a, c, b]);
    expectOnlyErrors(suite, '409 POST /api/Fleet/Mission/Priority', 'console: Failed to change Mission Priority HttpError 409');
  });

  it('when a mission with an operator is dispatched, then Undo appears and takes it back; a Scheduled one deletes after the confirmation', async () => {
    const { page } = suite;
    const s = await session();
    const id = await newMission(s, 'TRL-1002', { assignedDriverId: s.ids.user.driver, notes: 'Dispatch me' });
    await openBoard(page);
    const row = rowOf(page, id);
    const dispatchedAt = HEADER.indexOf('Dispatched') + 2;
    expect(await cellText(row, dispatchedAt)).toBe('');

    await row.getByRole('button', { name: 'Dispatch' }).click();
    await expectVisible(row.getByRole('button', { name: 'Undo' }));
    expect(await cellText(row, dispatchedAt)).toMatch(/^\d{2}-\d{2}-\d{4}\s+\d{2}:\d{2} [AP]M$/);
    expect(await row.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    expect((await missionOf(s, id)).missionStage).toBe(1);

    await row.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(row.getByRole('button', { name: 'Dispatch' }));
    expect((await missionOf(s, id)).missionStage).toBe(0);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expectVisible(confirm.getByText('Deleting a Mission cannot be undone, are you sure?', { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'Mission Delete Completed'));
    await waitGone(row);
    expect((await suite.api.call('GET', `/Mission/${id}`, { token: s.token })).status).toBe(204);
    expectOnlyErrors(suite);
  });

  it("when the dispatcher edits a mission's notes, then the text edit dialog starts from them and saves them with the spec's toast; with no network it says the update failed and keeps what was typed", async () => {
    const { page } = suite;
    const s = await session();
    const id = await newMission(s, 'TRL-1002', { notes: 'Seal not checked' });
    await openBoard(page);
    const row = rowOf(page, id);

    await row.getByRole('button', { name: 'Edit Notes' }).click();
    const dialog = page.getByRole('dialog', { name: `Mission ${id} Notes` });
    const field = dialog.getByRole('textbox', { name: 'Notes' });
    await expectVisible(dialog.getByTestId('mission-subject'));
    expect(await field.inputValue()).toBe('Seal not checked');

    // The signal drops: the save fails, the dialog stays with the text, nothing is saved.
    await page.route('**/api/Fleet/Mission/Note', (route) => route.abort('internetdisconnected'));
    await field.fill('Seal 4471 checked at the gate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Mission note update failed, Please see logs' }));
    expect(await field.inputValue()).toBe('Seal 4471 checked at the gate');
    expect((await missionOf(s, id)).notes).toBe('Seal not checked');

    await page.unroute('**/api/Fleet/Mission/Note');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Mission note updated successfully'));
    await waitGone(dialog);
    await expectVisible(row.getByText('Seal 4471 checked at the gate'));
    expect((await missionOf(s, id)).notes).toBe('Seal 4471 checked at the gate');

    // Cancel leaves the notes as they are.
    await row.getByRole('button', { name: 'Edit Notes' }).click();
    await field.fill('Never saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(dialog);
    expect((await missionOf(s, id)).notes).toBe('Seal 4471 checked at the gate');
    expectOnlyErrors(suite, 'console: Mission note update failed', 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
  });

  it('when the dispatcher dispatches a mission, then the board reads itself once, not again for the live event of its own change, while another user’s change still shows live', async () => {
    const { page } = suite;
    const s = await session();
    const id = await newMission(s, 'TRL-1002', { assignedDriverId: s.ids.user.driver, notes: 'Read me once' });
    const other = await newMission(s, 'TRL-1002', { notes: 'Noted elsewhere' });
    const streaming = liveStreamOpened(page);
    await openBoard(page);
    await streaming;
    const reads = countPosts(page, 'Missions/Filtered');

    await rowOf(page, id).getByRole('button', { name: 'Dispatch' }).click();
    await expectVisible(rowOf(page, id).getByRole('button', { name: 'Undo' }));
    // time for the live event of the dispatch to come and be gathered (100 ms), were it read
    await page.waitForTimeout(600);
    // another session's change: its event comes after the dispatch's (commit order) and is read
    const note = `Live note ${Date.now()}`;
    expect((await suite.api.call('POST', '/Mission/Note', { token: s.token, body: { missionId: other, notes: note } })).status).toBe(200);
    await expectVisible(rowOf(page, other).getByText(note));
    // the dispatch's own reload and the note's: without the claim, the dispatch's event made a third
    expect(reads()).toBe(2);
    expectOnlyErrors(suite);
  });

  it('when a completed mission is opened, then its form is read-only with a notice, and offers neither Save nor Delete', async () => {
    const { page } = suite;
    const s = await session();
    const id = await newMission(s, 'TRL-1002', { assignedDriverId: s.ids.user.driver, notes: 'Done and dusted' });
    // completed as the driver's Park and Payload leaves it (the stage flow itself: missionDriver.test.ts)
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'mission', id, { missionStage: 6 });
    await openBoard(page);
    await page.goto(`/dispatch/mission/edit/${id}`);
    await expectVisible(page.getByTestId('editor-closed').getByText('This mission is completed and can no longer be changed.'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Done and dusted');
    expect(await page.getByRole('textbox', { name: 'Notes' }).getAttribute('readonly')).not.toBeNull();
    expect(await selectField(page, 'Operator').getAttribute('aria-readonly')).toBe('true');
    // and looks it, as Notes does (react-admin shows a read-only input disabled)
    expect(await selectField(page, 'Operator').getAttribute('aria-disabled')).toBe('true');
    // the Ship Date too: its day's parts cannot take the focus, its field is dimmed like the others
    const ship = page.getByRole('group', { name: /^Ship Date/ });
    expect(await ship.getByRole('spinbutton', { name: 'Month' }).getAttribute('aria-disabled')).toBe('true');
    expect(await ship.evaluate((group) => group.closest('.Mui-disabled') !== null)).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // a Scheduled mission's form is the editable one
    const open = await newMission(s, 'TRL-1002', { notes: 'Still open' });
    await page.goto(`/dispatch/mission/edit/${open}`);
    await expectVisible(page.getByRole('button', { name: 'Save' }));
    expect(await page.getByTestId('editor-closed').count()).toBe(0);
    expectOnlyErrors(suite);
  });

  it('when a driver works a mission, then its form shows Asset, locations and Operator read-only with the reason and still saves its notes; the board offers De-activate for the driver, confirmed in a dialog naming him', async () => {
    const { page } = suite;
    const s = await session();
    const d = await newDriver(suite.app.ctx, s.ids.company.glf, [s.ids.site.CHI]);
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', d.id, { displayName: `Test ${d.login}` });
    const id = await newMission(s, 'TRL-1003', { assignedDriverId: d.id, notes: 'Worked on' });
    await moveOk(suite.api, s.token, id, 0, 1);
    await moveOk(suite.api, d.token, id, 1, 2);

    await openBoard(page);
    await page.goto(`/dispatch/mission/edit/${id}`);
    await expectVisible(page.getByTestId('editor-locked').getByText(/^A driver is working this mission: its Asset, Source Location/));
    for (const label of ['Asset', 'Source Location', 'Target Location', 'Operator']) {
      expect(await selectField(page, label).getAttribute('aria-readonly'), label).toBe('true');
      expect(await selectField(page, label).getAttribute('aria-disabled'), label).toBe('true');
    }
    await expect.poll(() => page.getByText('Locked while a driver works this mission', { exact: true }).count()).toBe(4);
    expect(await selectField(page, 'Mission Type').getAttribute('aria-readonly')).not.toBe('true');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Seal 77 checked');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectOnPath(page, '/dispatch/mission');
    expect((await missionOf(s, id)).notes).toBe('Seal 77 checked');

    const row = rowOf(page, id);
    const dialog = page.getByRole('dialog', { name: 'De-activate for the Driver' });
    await row.getByRole('button', { name: 'De-activate' }).click();
    await expectVisible(dialog.getByText(`Test ${d.login} is working this Mission. De-activate it on their behalf?`, { exact: false }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(dialog);
    expect((await missionOf(s, id)).missionStage).toBe(2);
    await row.getByRole('button', { name: 'De-activate' }).click();
    await dialog.getByLabel('Note').fill('Driver went home sick.');
    await dialog.getByRole('button', { name: 'De-activate' }).click();
    await waitGone(dialog);
    await expect.poll(() => row.getByTestId('mission-stage').innerText()).toBe('Deactivated');
    expect(await row.getByRole('button', { name: 'De-activate' }).count()).toBe(0);
    const stages = (await suite.api.call('GET', `/MissionHistory/Stages/${id}`, { token: s.token })).body.data;
    expect(stages.at(-1)).toMatchObject({ missionStage: 3, createUser: 'dispatcher', notes: 'Driver went home sick.' });
    // de-activated, its form is whole again
    await page.goto(`/dispatch/mission/edit/${id}`);
    await expectVisible(page.getByRole('button', { name: 'Save' }));
    expect(await page.getByTestId('editor-locked').count()).toBe(0);
    expect(await selectField(page, 'Asset').getAttribute('aria-readonly')).not.toBe('true');
    expectOnlyErrors(suite);
  });

  it('when a dispatcher of one site opens a mission from a site he cannot open, then the board and the form name that location, the form keeps it, disabled, offers the drivers of its site and saves', async () => {
    const { page } = suite;
    const s = await session();
    const east = s.ids.location(s.ids.site.DET, 'East Yard');
    const id = await newMission(s, 'TRL-1001', {
      sourceLocationId: east,
      targetLocationId: s.ids.location(s.ids.site.CHI, 'Door 03'),
      notes: 'From Detroit',
    });
    const chicago = await newDriver(suite.app.ctx, s.ids.company.glf, [s.ids.site.CHI], UserType.DispatchManager);
    await loginAs(page, chicago.login);
    await expectOnPath(page, '/dispatch/mission');
    await expect.poll(() => rowOf(page, id).innerText()).toContain('East Yard');
    await page.goto(`/dispatch/mission/edit/${id}`);
    await expect.poll(() => selectField(page, 'Source Location').innerText()).toBe('East Yard');
    await selectField(page, 'Source Location').click();
    expect(await page.getByRole('option', { name: 'East Yard' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    // a driver of Detroit alone reaches the mission through East Yard: the form leaves him to the server
    const detroit = await newDriver(suite.app.ctx, s.ids.company.glf, [s.ids.site.DET]);
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', detroit.id, { displayName: `Test ${detroit.login}` });
    await page.reload();
    await expect.poll(() => selectField(page, 'Source Location').innerText()).toBe('East Yard');
    await selectField(page, 'Operator').click();
    expect(await page.getByRole('option', { name: `Test ${detroit.login}`, exact: true }).getAttribute('aria-disabled')).not.toBe('true');
    await page.getByRole('option', { name: `Test ${detroit.login}`, exact: true }).click();
    expect(await page.getByTestId('operator-no-access').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Notes' }).fill('From Detroit with seal 42');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectOnPath(page, '/dispatch/mission');
    const saved = await suite.app.ctx.repo.findById(suite.app.ctx.db, 'mission', id);
    expect([saved?.notes, saved?.sourceLocationId, saved?.assignedDriverId]).toEqual(['From Detroit with seal 42', east, detroit.id]);
    expectOnlyErrors(suite);
  });

  it('when a Mission Type filter is set through the chip bar, then the board narrows to it and it is saved; removing the chip brings every mission back', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    const all = await expectServerOrder(page, s);
    const hook = s.ids.lookup(s.ids.company.glf, 'MissionType', 'Hook');
    const hooks = await serverOrder(s, [{ type: 'MissionType', filterType: 'Lookup', option: 0, value: hook, active: true }]);
    expect(hooks.length).toBeGreaterThan(0);
    expect(hooks.length).toBeLessThan(all.length);

    await page.getByTestId('filter-open').click();
    const manager = page.getByRole('dialog', { name: 'Filters' });
    await manager.getByRole('checkbox', { name: 'Enable Mission Type', exact: true }).check();
    await manager
      .getByTestId('filter-entry-MissionType')
      .getByRole('combobox', { name: /^Value/ })
      .click();
    await page.getByRole('option', { name: 'Hook', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/Filters'));
    await manager.getByTestId('filter-ok').click();
    expect((await saved).status()).toBe(200);
    await waitGone(manager);
    await expect.poll(() => page.getByTestId('filter-chip-MissionType').innerText()).toBe('Mission Type is Hook');
    await expect.poll(() => boardOrder(page)).toEqual(hooks);

    await page.reload();
    await expectVisible(page.getByTestId('filter-chip-MissionType'));
    await expect.poll(() => boardOrder(page)).toEqual(hooks);

    const removed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/Filters'));
    await page.getByTestId('filter-chip-MissionType').locator('.MuiChip-deleteIcon').click();
    expect((await removed).status()).toBe(200);
    await expectServerOrder(page, s);
    expectOnlyErrors(suite);
  });

  it('when the Operator filter is turned on in the filter manager and OK pressed, then it holds its first entry, All Drivers, not the dispatcher himself (no driver): the chip names it and the board keeps every mission', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    const all = await expectServerOrder(page, s);

    await page.getByTestId('filter-open').click();
    const manager = page.getByRole('dialog', { name: 'Filters' });
    await manager.getByRole('checkbox', { name: 'Enable Operator', exact: true }).check();
    const value = manager.getByTestId('filter-entry-Driver').getByRole('combobox', { name: /^Value/ });
    await expect.poll(() => value.innerText()).toBe('All Drivers');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/Filters'));
    await manager.getByTestId('filter-ok').click();
    const sent = (await saved).request().postDataJSON() as { filters: { type: string; active: boolean; value: unknown }[] };
    expect(sent.filters.find((f) => f.type === 'Driver')).toMatchObject({ active: true, value: ALL_DRIVERS });
    await waitGone(manager);
    await expect.poll(() => page.getByTestId('filter-chip-Driver').innerText()).toBe('Operator: All Drivers');
    await expect.poll(() => boardOrder(page)).toEqual(all);

    const removed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/User/Filters'));
    await page.getByTestId('filter-chip-Driver').locator('.MuiChip-deleteIcon').click();
    expect((await removed).status()).toBe(200);
    expectOnlyErrors(suite);
  });

  it('when the board is exported, then MissionsReport.csv has the BOM, the board columns and a line per mission', async () => {
    const { page } = suite;
    const s = await session();
    await openBoard(page);
    const order = await expectServerOrder(page, s);
    const file = await exportFile(page);
    expect(file.name).toBe('MissionsReport.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(file.lines[0]).toBe(HEADER.join(','));
    expect(file.lines).toHaveLength(order.length + 1);
    // the first mission's line as the board shows its row (the asset without its payload's temperature)
    const first = rowOf(page, order[0]);
    const cells = await Promise.all(HEADER.map((_, i) => cellText(first, i + 2)));
    cells[HEADER.indexOf('Asset')] = cells[HEADER.indexOf('Asset')].split(/\s/)[0];
    // Over All Sites the board names a location's site on a line beneath it, the file after it in brackets.
    for (const column of ['Source Location', 'Target Location']) {
      const [place, site] = cells[HEADER.indexOf(column)].split('\n').map((t) => t.trim());
      cells[HEADER.indexOf(column)] = site ? `${place} (${site})` : place;
    }
    expect(file.lines[1]).toBe(cells.map((c) => c.replace(/\s+/g, ' ')).join(','));
    expectOnlyErrors(suite);
  });

  it('when a mission whose asset has an open Critical repair is dispatched, then the override is asked for with a note, and confirmed it dispatches with the override in the stage note', async () => {
    const { page } = suite;
    const s = await session();
    // TRL-1010 gets a Critical defect (red: its severity sorts above 2)
    const assets = await suite.api.call('GET', '/Assets', { token: s.token });
    const asset = assets.body.data.find((a: { assetModelId: string }) => a.assetModelId === 'TRL-1010');
    const full = (await suite.api.call('GET', `/Asset/${asset.id}`, { token: s.token })).body.data;
    const critical = s.ids.lookup(s.ids.company.glf, 'AssetDefectSeverity', 'Critical');
    const repaired = await suite.api.call('POST', '/Asset', { token: s.token, body: { ...full, defectSeverity: critical } });
    expect(repaired.status, JSON.stringify(repaired.body)).toBe(200);
    const id = await newMission(s, 'TRL-1010', { assignedDriverId: s.ids.user.driver });

    await openBoard(page);
    const row = rowOf(page, id);
    const dialog = page.getByRole('dialog', { name: 'Open Repair' });
    await row.getByRole('button', { name: 'Dispatch' }).click();
    await expectVisible(dialog.getByText('TRL-1010 has an open Critical repair: confirm to dispatch it anyway', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(dialog);
    expect((await missionOf(s, id)).missionStage).toBe(0);

    await row.getByRole('button', { name: 'Dispatch' }).click();
    await dialog.getByLabel('Note').fill('Brakes checked by the yard lead.');
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await waitGone(dialog);
    await expectVisible(row.getByRole('button', { name: 'Undo' }));
    const stages = (await suite.api.call('GET', `/MissionHistory/Stages/${id}`, { token: s.token })).body.data;
    expect(stages.at(-1)).toMatchObject({
      missionStage: 1,
      notes: 'Dispatched with override: TRL-1010 has an open Critical repair. Brakes checked by the yard lead.',
    });
    expectOnlyErrors(suite, '409 POST /api/Fleet/MissionStage');
  });

  it('when the board is refreshed with nothing changed, then no row renders again; when one mission changes, only its row does', async () => {
    const { page } = suite;
    const s = await session();
    const changed = await newMission(s, 'TRL-1001', { notes: 'before' });
    await page.addInitScript(() => localStorage.setItem('ym.renderCount', '1'));
    await openBoard(page);
    const order = await expectServerOrder(page, s);
    const counts = () =>
      rows(page).evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.missionId, Number(tr.dataset.renders)])));
    // once the board has settled (operators, lookups and names loaded), the counts stand still
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await counts());
          const still = now === last;
          last = now;
          return still;
        },
        { interval: 300 },
      )
      .toBe(true);
    const settled = await counts();
    expect(Object.keys(settled).map(Number).sort()).toEqual([...order].sort());
    for (const n of Object.values(settled)) expect(n).toBeGreaterThan(0);

    const read = boardRead(page);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    expect((await read).status()).toBe(200);

    const noted = await suite.api.call('POST', '/Mission/Note', { token: s.token, body: { missionId: changed, notes: 'after' } });
    expect(noted.status).toBe(200);
    const again = boardRead(page);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    expect((await again).status()).toBe(200);
    await expect.poll(() => cellText(rowOf(page, changed), NOTES)).toBe('after');

    // the changed row rendered again; no other row did, at either refresh
    const after = await counts();
    expect(after[changed]).toBeGreaterThan(settled[changed]);
    expect({ ...after, [changed]: 0 }).toEqual({ ...settled, [changed]: 0 });
    expectOnlyErrors(suite);
  });

  it('when the board opens, then the names its rows show are asked for once per resource as the rows arrive, and a refresh asks once more, not twice', async () => {
    const { page } = suite;
    const s = await session();
    const named: string[] = [];
    page.on('request', (r) => {
      const m = /\/api\/rest\/(lookups|assets|locations)\?filter=.*%22id%22/.exec(r.url());
      if (m) named.push(m[1]);
    });
    // the page notes when the first row enters it (its own clock, as its resource timings)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('tbody tr[data-mission-id]')) return;
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await openBoard(page);
    await expectServerOrder(page, s);
    const top = rows(page).first();
    for (const column of ['Asset', 'Source Location', 'Target Location'])
      await expect.poll(() => cellText(top, HEADER.indexOf(column) + 2)).not.toBe('');
    expect([...named].sort()).toEqual(['assets', 'locations', 'lookups']);
    // asked for with the rows, before any row was on the page (a field asks only once it is)
    const { firstRowAt, asked } = await page.evaluate(() => ({
      firstRowAt: (window as unknown as { firstRowAt: number }).firstRowAt,
      asked: performance
        .getEntriesByType('resource')
        .filter((e) => /\/api\/rest\/(lookups|assets|locations)\?/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(asked).toHaveLength(3);
    for (const at of asked) expect(at).toBeLessThan(firstRowAt);

    const read = boardRead(page);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    expect((await read).status()).toBe(200);
    // Refresh reads every query on screen again (react-admin's), the names too: one call a resource
    await expect.poll(() => named.length).toBe(6);
    await frames(page);
    expect(named.slice(3).sort()).toEqual(['assets', 'locations', 'lookups']);
    expectOnlyErrors(suite);
  });

  it('when the window is between phone and wide (1000 px), then the title stands whole and the buttons wrap under it, none over it', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1000, height: 760 });
    await openBoard(page);
    const title = page.getByRole('heading', { name: 'Missions', level: 1 });
    const box = (await title.boundingBox())!;
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const control of [page.getByRole('combobox', { name: 'Site' }), page.getByRole('button', { name: 'Add New' })]) {
      const other = (await control.boundingBox())!;
      const apart = other.x >= box.x + box.width || other.y >= box.y + box.height || other.y + other.height <= box.y;
      expect(apart, `${JSON.stringify(other)} over the title ${JSON.stringify(box)}`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
    expectOnlyErrors(suite);
  });

  it('when the board opens on more missions than the window holds, then the rows the window shows render first and the others just after', async () => {
    const { page } = suite;
    const s = await session();
    for (let i = 0; i < 8; i++) await newMission(s, 'TRL-1001', { notes: `one of many ${i}` });
    // the page notes the first frame that has rows: how many, and where the last of them ends
    await page.addInitScript(() => {
      const look = () => {
        const drawn = document.querySelectorAll('tbody tr[data-mission-id]');
        if (!drawn.length) return requestAnimationFrame(look);
        const bottom = drawn[drawn.length - 1].getBoundingClientRect().bottom;
        (window as unknown as { firstFrame: unknown }).firstFrame = { rows: drawn.length, bottom, window: innerHeight };
      };
      requestAnimationFrame(look);
    });
    await openBoard(page);
    const order = await expectServerOrder(page, s);
    const first = await page.evaluate(
      () => (window as unknown as { firstFrame: { rows: number; bottom: number; window: number } }).firstFrame,
    );
    expect(first.rows).toBeLessThan(order.length);
    // the first rows reach past the window's bottom edge: nothing on screen waits for the others
    expect(first.bottom).toBeGreaterThan(first.window);
    expectOnlyErrors(suite);
  });

  it('when dark mode is switched on, then the board renders on a dark page with readable rows', async () => {
    const { page } = suite;
    await openBoard(page);
    const toggle = darkModeToggle(page);
    await toggle.click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    const colour = await rows(page)
      .first()
      .locator('td:nth-child(2)')
      .evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(luminance([r, g, b])).toBeGreaterThan(0.7);
    await toggle.click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeGreaterThan(0.7);
    expectOnlyErrors(suite);
  });
});
