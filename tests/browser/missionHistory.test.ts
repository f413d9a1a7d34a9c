// The mission history (operations §2 "Mission history", §5, §9; maintenance §2–§4) at
// /dispatch/history and /driver/history, as a Dispatch Manager and as a Driver: the missions of
// the last week of ship dates (the demo's completed ones of yesterday among them), latest update
// first; the ship-date chip that cannot be removed; the ship date changed in the filter manager
// (not saved: the history's filters are its own); a row opened to its stage rows; the CSV export;
// cards on a phone. No screen may log an error.
//
// What the screen should show is worked out from the server's own answers (the demo's ship dates
// are UTC days, the users' days are Central or Eastern), never from the screen itself.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, today, zoneOf } from '../../schemas/dates.js';
import { missionStageLabels } from '../../schemas/enums.js';
import { MISSION_HISTORY_HEADER } from '../helpers/missions.js';
import { BOM, exportFile } from './exports.js';
import { expandRow, heading, waitGone } from './maintenancePages.js';
import {
  blankCardLines,
  DEMO_LOGINS,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  PHONE,
  useBrowserSuite,
  VIEWPORT,
  type DemoLogin,
} from './pages.js';

const suite = useBrowserSuite();

/** The view's columns (x-views missionHistory x-list), as headings and in the export's header. */
const HEADER = MISSION_HISTORY_HEADER;
const ASSET = HEADER.indexOf('Asset');
/** The first cell of a table row is the expand toggle. */
const FIRST_COLUMN = 2;

interface Mission {
  id: number;
  unit: string;
  ship: string;
  updateDate: string;
  completeDate: string | null;
}

// ---------------------------------------------------------------------------------------------
// What the server says

/** The user's token and zone. */
async function session(login: string): Promise<{ token: string; zone: string }> {
  const data = await suite.api.authenticate(login);
  return { token: data.accessToken, zone: zoneOf(data.user.timeZone) };
}

const shipDate = (value: unknown, option = 5) => ({
  type: 'ShipDate',
  filterType: 'Date',
  active: true,
  required: true,
  option,
  value,
});

/** Every mission the user reaches, with its asset's Unit ID, latest update first (the view's sort). */
async function missionsOf(token: string): Promise<Mission[]> {
  const body = { siteIds: [-1], filters: [shipDate(['2000-01-01', '2100-12-31'])] };
  const history = await suite.api.call('POST', '/MissionHistory/Filtered', { token, body });
  expect(history.status).toBe(200);
  const assets = await suite.api.call('GET', '/Assets', { token });
  expect(assets.status).toBe(200);
  const unitOf = new Map<number, string>(assets.body.data.map((a: { id: number; assetModelId: string }) => [a.id, a.assetModelId]));
  return history.body.data.map((m: Mission & { assetId: number }) => ({
    id: m.id,
    unit: unitOf.get(m.assetId)!,
    ship: m.ship,
    updateDate: m.updateDate,
    completeDate: m.completeDate,
  }));
}

/** The last seven days of the user's zone, today included: the history's first ship-date range. */
function lastWeek(zone: string): [string, string] {
  const end = today(zone);
  const start = new Date(`${end}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  return [start.toISOString().slice(0, 10), end];
}

const shippedWithin = (missions: Mission[], [from, to]: [string, string]) =>
  missions.filter((m) => m.ship >= from && m.ship <= to).map((m) => m.unit);

// ---------------------------------------------------------------------------------------------
// The screen

async function openHistory(page: Page, who: DemoLogin, menu: string, path: string): Promise<void> {
  await loginAs(page, who.login);
  await expectOnPath(page, who.startPath);
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await expectOnPath(page, path);
  await expectVisible(heading(page, 'Mission History'));
}

/** The list's rows (not the rows of an opened stage table). */
const rows = (page: Page) => page.getByTestId('list-missionHistory').locator('> tbody > tr.RaDataTable-row');
/** The Unit IDs the rows show, top to bottom. */
const units = async (page: Page) =>
  (
    await rows(page)
      .locator(`> td:nth-child(${FIRST_COLUMN + ASSET})`)
      .allInnerTexts()
  ).map((t) => t.trim());
const rowOf = (page: Page, unit: string) => rows(page).filter({ has: page.getByRole('cell', { name: unit, exact: true }) });
/** A row's cells as the screen shows them, without the expand toggle. */
const cellTexts = async (row: Locator) => (await row.locator('> td').allInnerTexts()).map((t) => t.trim()).slice(FIRST_COLUMN - 1);
const headings = async (page: Page) => (await page.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

const shipChip = (page: Page) => page.getByTestId('filter-chip-ShipDate');
const filterManager = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** The stage rows of the opened mission: [stage, date, user, notes] each. */
const stageRows = async (page: Page) =>
  Promise.all(
    (await page.getByTestId('mission-stage-row').all()).map(async (r) => (await r.locator('td').allInnerTexts()).map((t) => t.trim())),
  );

/** What the stage rows of a mission must read, from GET /MissionHistory/Stages/{id}. */
async function expectedStages(token: string, zone: string, id: number): Promise<string[][]> {
  const res = await suite.api.call('GET', `/MissionHistory/Stages/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.map((s: { missionStage: number; createDate: string; createUser: string; notes: string | null }) => [
    missionStageLabels[s.missionStage],
    formatDateTime(s.createDate, zone),
    s.createUser,
    s.notes ?? '',
  ]);
}

/** Filter chip → the manager → Ship Date 'is' `day` (typed into the date field) → OK. */
async function setShipDate(page: Page, day: string): Promise<void> {
  await page.getByTestId('filter-open').click();
  const manager = filterManager(page);
  const entry = manager.getByTestId('filter-entry-ShipDate');
  // required: always on, and its Enable box cannot be unticked
  const enable = entry.getByRole('checkbox', { name: 'Enable Ship Date', exact: true });
  expect(await enable.isChecked()).toBe(true);
  expect(await enable.isDisabled()).toBe(true);
  await entry.getByText('Ship Date', { exact: true }).click();
  await entry.getByRole('combobox', { name: /^Option/ }).click();
  await page.getByRole('option', { name: 'is', exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await entry
    .getByRole('group', { name: /^Value/ })
    .getByRole('spinbutton', { name: 'Month' })
    .click();
  await page.keyboard.type(formatDate(day).replaceAll('-', ''));
  await manager.getByTestId('filter-ok').click();
  await waitGone(manager);
}

// ---------------------------------------------------------------------------------------------

describe('mission history as Dispatch Manager', () => {
  it('when the history opens, then it lists the missions shipped in the last week, latest update first, under a ship-date chip that cannot be removed', async () => {
    const { page } = suite;
    const { token, zone } = await session('dispatcher');
    const missions = await missionsOf(token);
    const week = lastWeek(zone);
    const expected = shippedWithin(missions, week);
    // the demo's completed missions of yesterday (GLF-7, GLF-8) are there; tomorrow's (GLF-1, GLF-2) are not
    expect(expected).toEqual(expect.arrayContaining(['TRL-1010', 'TRL-1011']));
    expect(expected).not.toContain('TRL-1001');

    await openHistory(page, DEMO_LOGINS.dispatcher, 'History', '/dispatch/history');
    for (const name of ['Columns', 'Export', 'Refresh']) await expectVisible(page.getByRole('button', { name, exact: true }));
    await expectVisible(page.getByRole('combobox', { name: 'Site All Sites' }));
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    await expect.poll(() => units(page)).toEqual(expected);
    expect(await headings(page)).toEqual(HEADER);

    expect(await shipChip(page).innerText()).toBe(`Ship Date between ${formatDate(week[0])} and ${formatDate(week[1])}`);
    expect(await shipChip(page).locator('.MuiChip-deleteIcon').count()).toBe(0);
    // names, not ids: the operator from GET /Missions/Operators, the stage by its name, the ship date as MM-DD-YYYY
    const glf8 = missions.find((m) => m.unit === 'TRL-1011')!;
    const cells = await cellTexts(rowOf(page, 'TRL-1011'));
    expect(cells.slice(0, 9)).toEqual([
      formatDate(glf8.ship),
      'Move',
      'TRL-1011',
      'Angela Brooks',
      'Row A',
      'Door 03',
      'Completed',
      '18',
      cells[8],
    ]);
    expect(cells[8]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
    expect(cells[10]).toBe(formatDateTime(glf8.updateDate, zone));
    // at 1400 px every default column shows beside the menu: the table needs no sideways scroll
    await page.setViewportSize({ width: 1400, height: 900 });
    const table = page.getByTestId('list-missionHistory');
    await expect.poll(() => table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize(VIEWPORT);
    expectNoPageErrors(suite);
  });

  it("when the ship date is changed in the filter manager, then the rows are those of that day, and nothing is saved as the user's filters", async () => {
    const { page } = suite;
    const { token } = await session('dispatcher');
    const missions = await missionsOf(token);
    const yesterday = missions.find((m) => m.unit === 'TRL-1011')!.ship;
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/Fleet/User/')) saves.push(new URL(r.url()).pathname);
    });

    await openHistory(page, DEMO_LOGINS.dispatcher, 'History', '/dispatch/history');
    await expectVisible(rowOf(page, 'TRL-1002'));
    await setShipDate(page, yesterday);
    expect(await shipChip(page).innerText()).toBe(`Ship Date is ${formatDate(yesterday)}`);
    await expect.poll(() => units(page)).toEqual(shippedWithin(missions, [yesterday, yesterday]));
    expect(await units(page)).toEqual(expect.arrayContaining(['TRL-1010', 'TRL-1011']));
    expect(await rowOf(page, 'TRL-1002').count()).toBe(0);
    expect(await shipChip(page).locator('.MuiChip-deleteIcon').count()).toBe(0);

    // a day without missions
    await setShipDate(page, '2001-01-01');
    await expect.poll(() => units(page)).toEqual([]);
    await expectVisible(page.getByText('No results found.', { exact: true }));
    expect(saves).toEqual([]);
    expectNoPageErrors(suite);
  });

  it('when a completed mission is opened, then its stage rows show in order with who, when and the wait note', async () => {
    const { page } = suite;
    const { token, zone } = await session('dispatcher');
    const glf8 = (await missionsOf(token)).find((m) => m.unit === 'TRL-1011')!;
    const expected = await expectedStages(token, zone, glf8.id);
    expect(expected.map(([stage, , user, notes]) => [stage, user, notes])).toEqual([
      ['Dispatched', 'dispatcher', ''],
      ['Activate', 'driver2', ''],
      ['Waiting', 'driver2', 'Held at the gate for seal verification.'],
      ['Resumed', 'driver2', ''],
      ['Completed', 'driver2', ''],
    ]);

    await openHistory(page, DEMO_LOGINS.dispatcher, 'History', '/dispatch/history');
    const stages = page.getByTestId('mission-stages');
    await expandRow(rowOf(page, 'TRL-1011'), stages);
    await expect.poll(() => stageRows(page)).toEqual(expected);
    expect(expected.every(([, date]) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/.test(date))).toBe(true);
    expect((await stages.getByRole('columnheader').allInnerTexts()).map((t) => t.trim())).toEqual(['Stage', 'Date', 'User', 'Notes']);

    // one row open at a time: opening another closes it
    const completed = page.getByTestId('mission-stage-row').filter({ hasText: 'Completed' });
    await expandRow(rowOf(page, 'TRL-1010'), stages);
    await expect.poll(() => page.getByTestId('mission-stages').count()).toBe(1);
    await expect.poll(() => stageRows(page)).toHaveLength(3);
    await expectVisible(completed);
    expectNoPageErrors(suite);
  });

  it('when the history is exported, then MissionHistoryReport.csv has the BOM, the columns and a line per row as the screen shows it', async () => {
    const { page } = suite;
    await openHistory(page, DEMO_LOGINS.dispatcher, 'History', '/dispatch/history');
    await expectVisible(rowOf(page, 'TRL-1011'));
    const shown = await units(page);
    const file = await exportFile(page);
    expect(file.name).toBe('MissionHistoryReport.csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(file.lines[0]).toBe(HEADER.join(','));
    expect(file.lines).toHaveLength(shown.length + 1);
    expect(file.lines.slice(1).map((line) => line.split(',')[ASSET])).toEqual(shown);
    expectNoPageErrors(suite);
  });

  it('when the history is exported, then each line reads as its row on screen, the stage by its name', async () => {
    const { page } = suite;
    await openHistory(page, DEMO_LOGINS.dispatcher, 'History', '/dispatch/history');
    await expectVisible(rowOf(page, 'TRL-1011'));
    const file = await exportFile(page);
    // GLF-7 and GLF-8 have no commas in their cells
    // Over All Sites a location names its site in the file ('Door 01' is at several), not on screen.
    const places = ['Source Location', 'Target Location'].map((c) => HEADER.indexOf(c));
    for (const unit of ['TRL-1010', 'TRL-1011']) {
      const line = file.lines.find((l) => l.split(',')[ASSET] === unit)!.split(',');
      for (const i of places) {
        expect(line[i]).toMatch(/ \((Chicago Cross-Dock|Detroit Terminal|Toledo Yard)\)$/);
        line[i] = line[i].replace(/ \([^)]*\)$/, '');
      }
      expect(line.join(',')).toBe((await cellTexts(rowOf(page, unit))).join(','));
    }
    expectNoPageErrors(suite);
  });
});

describe('mission history as Driver', () => {
  it('when a driver opens Mission History, then it lists the missions of their sites of the last week and a row opens to its stage rows', async () => {
    const { page } = suite;
    const { token, zone } = await session('driver2');
    const missions = await missionsOf(token);
    const expected = shippedWithin(missions, lastWeek(zone));
    expect(expected).toContain('TRL-1011');
    // Chicago's missions are not this Detroit driver's
    expect(missions.map((m) => m.unit)).not.toContain('TRL-1010');

    await openHistory(page, DEMO_LOGINS.driver2, 'Mission History', '/driver/history');
    await expect.poll(() => units(page)).toEqual(expected);
    expect(await shipChip(page).locator('.MuiChip-deleteIcon').count()).toBe(0);
    const glf8 = missions.find((m) => m.unit === 'TRL-1011')!;
    await expandRow(rowOf(page, 'TRL-1011'), page.getByTestId('mission-stages'));
    await expect.poll(() => stageRows(page)).toEqual(await expectedStages(token, zone, glf8.id));
    expect((await stageRows(page))[2]).toEqual([
      expect.anything(),
      expect.anything(),
      'driver2',
      'Held at the gate for seal verification.',
    ]);

    const file = await exportFile(page);
    expect(file.name).toBe('MissionHistoryReport.csv');
    expect(file.lines.slice(1).map((line) => line.split(',')[ASSET])).toEqual(expected);
    expectNoPageErrors(suite);
  });

  it('when the history is read at 390 px, then missions are cards without sideways scrolling, and a card opens to its stage rows', async () => {
    const { page } = suite;
    await page.setViewportSize(PHONE);
    const { token, zone } = await session('driver');
    const missions = await missionsOf(token);
    const glf7 = missions.find((m) => m.unit === 'TRL-1010')!;
    await loginAs(page, 'driver');
    await expectOnPath(page, DEMO_LOGINS.driver.startPath);
    await page.goto('/driver/history');
    await expectVisible(heading(page, 'Mission History'));
    const cards = page.getByTestId('record-card');
    await expect.poll(() => cards.count()).toBe(shippedWithin(missions, lastWeek(zone)).length);
    expect(await page.locator('table').count()).toBe(0);
    expect(await shipChip(page).locator('.MuiChip-deleteIcon').count()).toBe(0);
    await expectNoSideScroll(page);

    const card = cards.filter({ has: page.getByText('TRL-1010', { exact: true }) });
    // a card is titled by its update date (the list's order), labelled 'Last Updated'
    expect(await card.getByTestId('card-title-label').innerText()).toBe(MISSION_HISTORY_HEADER.at(-1));
    await expectVisible(card.getByText('Operator', { exact: true }));
    await expectVisible(card.getByText('Tony Russo', { exact: true }));
    // a mission not yet completed (or without notes) has no Completed (or Notes) line: no label beside nothing
    expect(await blankCardLines(page)).toEqual([]);
    const labels = await page
      .getByTestId('card-lines')
      .evaluateAll((grids) =>
        grids.flatMap((grid) => [...grid.children].filter((_, i) => i % 2 === 0).map((label) => (label as HTMLElement).innerText)),
      );
    expect(labels.filter((l) => l === 'Completed').length).toBe(
      shippedWithin(
        missions.filter((m) => m.completeDate),
        lastWeek(zone),
      ).length,
    );
    await card.getByRole('button', { name: 'Expand' }).click();
    const stages = card.getByTestId('mission-stage-row');
    await expect.poll(() => stages.count()).toBe(3);
    const expected = await expectedStages(token, zone, glf7.id);
    for (const [i, [stage, date, user]] of expected.entries()) {
      const text = await stages.nth(i).innerText();
      for (const part of [stage, date, user]) expect(text).toContain(part);
    }
    // the stage rows start where the card's own lines do
    const left = async (l: ReturnType<typeof card.locator>) => (await l.boundingBox())!.x;
    expect(await left(stages.first())).toBeCloseTo(await left(card.getByTestId('card-lines')), 0);
    await expectNoSideScroll(page);
    await page.setViewportSize(VIEWPORT);
    expectNoPageErrors(suite);
  });
});
