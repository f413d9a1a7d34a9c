// The home dashboards (issue 13 §1) in Chromium: the fleet home's nine cards (the seventh,
// detention now by carrier, is issue 32's; the dock's arrivals and door use issue 33's) with their charts, a card's figures as a table behind
// its toggle (the same numbers the server answers), a bar that opens the matching list already
// filtered with as many rows as it counts (assets by status, moves of a day and missions of a
// stage in the mission history), the site home at 390 px in dark mode without sideways scrolling,
// and the dispatcher's cards above the board, coming in without moving the board's rows (their
// placeholder holds their room), following a driver's stage move live, a stage bar narrowing the
// board to that stage, folded away and kept folded after a reload. No screen may log an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MissionStage } from '../../schemas/enums.js';
import { moveOk } from '../helpers/missions.js';
import { repoOf } from '../helpers/db.js';
import { demoIds } from '../helpers/maintenance.js';
import { DEMO_PASSWORD } from '../helpers/testApp.js';
import { DESKTOP } from './axePages.js';
import { chip } from './filterPages.js';
import {
  bodyBackground,
  darkModeToggle,
  expectNoPageErrors,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  loginAs,
  luminance,
  PHONE,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite();

const CARDS = ['moves', 'waits', 'stages', 'statuses', 'repairs', 'drivers', 'detention', 'arrivals', 'door-use'];
const card = (page: Page, id: string) => page.getByTestId(`dashboard-${id}`);
const chart = (page: Page, id: string) => page.getByTestId(`dashboard-${id}-chart`);
const bars = (page: Page, id: string) => chart(page, id).locator('rect.MuiBarChart-element:not([height="0"])');

/** A mission of the demo driver in `stage`. */
async function driverMission(stage: number) {
  const ids = await demoIds(suite.app.ctx);
  const [mission] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'mission', {
    where: [
      { prop: 'missionStage', op: 'eq', value: stage },
      { prop: 'computedDriverId', op: 'eq', value: ids.user.driver },
    ],
  });
  if (!mission) throw new Error(`the demo driver has no mission in stage ${stage}`);
  return mission.id as number;
}

/** The driver moves one of his missions from `from` to `to`, as his screen would. */
async function driverMoves(from: number, to: number) {
  const { token } = await suite.api.login('driver');
  await moveOk(suite.api, token, await driverMission(from), from, to);
}

/** The mission history's rows (each row's expandable stage list is a row of its own, empty until opened). */
const missionRows = (page: Page) => page.locator('tbody tr').filter({ hasText: /\S/ });

/** The filters a bar's link carries. */
const linked = (params: URLSearchParams) => JSON.parse(params.get('filters') ?? '[]') as { type: string; value: unknown }[];

/** The count a card's table gives for a row, by the row's first cell. */
async function tableCount(page: Page, id: string, row: string) {
  // the row whose label is `row` (not one whose label holds it: Activate and Deactivated)
  const cells = page
    .getByTestId(`dashboard-${id}-table`)
    .locator('tbody tr')
    .filter({ hasText: new RegExp(`^\\s*${row}(?![a-z])`, 'i') })
    .locator('td');
  return Number(await cells.last().innerText());
}

/**
 * What of the charts' axes does not stand whole: an axis title or a value outside its chart (an
 * SVG shows nothing past its edge: 'Activos' read 'ctivos'), a title over a value, a value cut
 * short ('1…'). Category names may end in '…' (the card's table has them whole).
 */
async function axisFindings(page: Page): Promise<string[]> {
  // the charts draw their texts once measured: wait until every chart has its titles
  await expect.poll(() => page.locator('[data-testid$="-chart"] .MuiChartsAxis-label').count()).toBeGreaterThanOrEqual(CARDS.length * 2);
  return page.evaluate(() => {
    const out: string[] = [];
    const inside = (r: DOMRect, s: DOMRect) =>
      r.left >= s.left - 1 && r.right <= s.right + 1 && r.top >= s.top - 1 && r.bottom <= s.bottom + 1;
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const figure of document.querySelectorAll('[data-testid$="-chart"]')) {
      const card = figure.getAttribute('data-testid');
      const svg = figure.querySelector('svg');
      if (!svg) continue;
      const box = svg.getBoundingClientRect();
      const titles = [...svg.querySelectorAll('.MuiChartsAxis-label text')];
      const values = [...svg.querySelectorAll('.MuiChartsAxis-tickLabel')];
      for (const text of [...titles, ...values])
        if (!inside(text.getBoundingClientRect(), box)) out.push(`${card}: '${text.textContent}' past the chart's edge`);
      for (const title of titles)
        for (const value of values)
          if (overlap(title.getBoundingClientRect(), value.getBoundingClientRect()))
            out.push(`${card}: the title '${title.textContent}' over '${value.textContent}'`);
      // a value axis: the left one of upright bars, the bottom one of lying bars (its values are numbers)
      for (const value of values)
        if (/^\d[\d.,]*…$/.test(value.textContent ?? '')) out.push(`${card}: the value '${value.textContent}' cut short`);
    }
    return out;
  });
}

describe('the home dashboards', () => {
  it('when the System Administrator opens the fleet home, then nine charts show, a toggle shows the figures as a table, and a bar opens the matching list', async () => {
    const { page } = suite;
    // so that this week has a move whatever the weekday
    await driverMoves(MissionStage.Activate, MissionStage.Complete);
    await loginAs(page, 'sysadmin');
    await expectOnPath(page, '/fleet/home');
    for (const id of CARDS) await expectVisible(chart(page, id));
    await expectVisible(card(page, 'moves').getByText('Moves completed per day'));
    await expectVisible(card(page, 'moves').getByText('Day', { exact: true }));

    // the table behind the toggle holds the server's figures
    const { token } = await suite.api.login('sysadmin');
    const companyId = (await demoIds(suite.app.ctx)).company.glf;
    const statuses = (await suite.api.call('GET', `/Dashboard/AssetStatuses?companyId=${companyId}`, { token })).body.data.statuses;
    await card(page, 'statuses').getByRole('button', { name: 'Show as a table' }).click();
    const table = page.getByTestId('dashboard-statuses-table');
    await expectVisible(table);
    const rows = (await table.locator('tbody tr').allInnerTexts()).map((t) => t.split('\t').map((c) => c.trim()));
    expect(rows).toEqual(statuses.map((s: { status: string; count: number }) => [s.status, String(s.count)]));
    await card(page, 'statuses').getByRole('button', { name: 'Show as a chart' }).click();

    // a status bar: the asset list with that status, and as many rows as the bar counts
    await bars(page, 'statuses').first().click();
    await expectOnPath(page, '/fleet/assets');
    await expect.poll(() => chip(page, 'AssetStatus').innerText()).toBe(`Asset Status is ${statuses[0].status}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(statuses[0].count);

    // a day's bar of moves: the mission history of the missions completed that day at that site,
    // as many rows as the server counts for that site and day (read back from the link)
    await page.goBack();
    await expectOnPath(page, '/fleet/home');
    await bars(page, 'moves').last().click();
    await expectOnPath(page, '/fleet/history');
    await expectVisible(chip(page, 'Completed'));
    const moves = (await suite.api.call('GET', `/Dashboard/MovesPerDay?companyId=${companyId}`, { token })).body.data;
    const link = new URL(page.url()).searchParams;
    const day = linked(link).find((f) => f.type === 'Completed')!.value as string;
    const site = moves.series.find((s: { siteId: number }) => s.siteId === Number(link.get('site')));
    const moved = site.counts[moves.days.indexOf(day)];
    expect(moved).toBeGreaterThan(0);
    await expect.poll(() => missionRows(page).count()).toBe(moved);

    // a stage bar: the mission history of the missions in that stage now
    await page.goBack();
    await expectOnPath(page, '/fleet/home');
    await bars(page, 'stages').first().click();
    await expectOnPath(page, '/fleet/history');
    await expectVisible(chip(page, 'Stage'));
    // (the home now shows the site the moves bar chose: the figures of the link's site)
    const stageLink = new URL(page.url()).searchParams;
    const stagesCall = `/Dashboard/MissionStages?companyId=${companyId}&siteId=${stageLink.get('site')}`;
    const stages = (await suite.api.call('GET', stagesCall, { token })).body.data.stages;
    const stage = linked(stageLink).find((f) => f.type === 'Stage')!.value;
    const inStage = stages.find((s: { stage: number }) => s.stage === stage).count;
    expect(inStage).toBeGreaterThan(0);
    await expect.poll(() => missionRows(page).count()).toBe(inStage);
    expectNoPageErrors(suite);
  });

  it('when the Company Administrator opens the site home on a phone in dark mode, then the cards fit without sideways scrolling', async () => {
    const { page } = suite;
    await page.setViewportSize(PHONE);
    await loginAs(page, 'siteadmin');
    await expectOnPath(page, '/site/home');
    await expectVisible(chart(page, 'statuses'));
    await darkModeToggle(page).click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.2);
    for (const id of CARDS) await card(page, id).scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    expectNoPageErrors(suite);
  });

  it('when the repairs card holds long severity names and counts in the thousands, then in English and Spanish, at 1400 and 390 px, every axis title and value of every chart stands whole inside it', async () => {
    // a yard's own lookups and a large fleet: the server's figures with such names and counts
    const repairs = {
      severities: [
        { severityId: 1, severity: 'Minor', sort: 1, count: 12 },
        { severityId: 2, severity: 'Major: tractor must not leave the yard', sort: 2, count: 150 },
        {
          severityId: 3,
          severity: 'Critical: out of service until the brake chamber and the slack adjuster are replaced at the shop',
          sort: 3,
          count: 1200,
        },
      ],
    };
    const findings: string[] = [];
    for (const [locale, user, password] of [
      ['en-US', /^Username/, /^Password/],
      ['es-MX', /^Usuario/, /^Contraseña/],
    ] as const)
      for (const viewport of [DESKTOP, PHONE]) {
        const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport, locale });
        try {
          const page = await context.newPage();
          await page.route('**/Dashboard/Repairs*', (route) => route.fulfill({ json: { data: repairs } }));
          await page.goto('/user/login');
          await page.getByLabel(user).fill('siteadmin');
          await page.getByLabel(password).fill(DEMO_PASSWORD);
          await page.getByLabel(password).press('Enter');
          for (const id of CARDS) await expectVisible(chart(page, id));
          findings.push(...(await axisFindings(page)).map((f) => `${locale} ${viewport.width} px: ${f}`));
        } finally {
          await context.close();
        }
      }
    expect(findings).toEqual([]);
  });

  it('when the dispatcher opens the board with its cards open, then its rows stay where they first showed while the cards above them come in', async () => {
    const { page } = suite;
    // the panel as a user who opened it left it (it starts folded)
    await page.context().addInitScript(() => localStorage.setItem('ym.boardDashboard.open', 'true'));
    // the page notes, at the first frame a board row is laid out, which row and how far down the page
    await page.context().addInitScript(() => {
      const look = () => {
        const row = document.querySelector<HTMLElement>('[data-testid="mission-board"] tbody tr[data-mission-id]');
        if (row && row.getBoundingClientRect().height > 0)
          (window as unknown as { firstRow: unknown }).firstRow = {
            id: row.dataset.missionId,
            top: row.getBoundingClientRect().top + scrollY,
          };
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    const first = (await (await page.waitForFunction(() => (window as unknown as { firstRow?: unknown }).firstRow)).jsonValue()) as {
      id: string;
      top: number;
    };
    for (const id of CARDS) await expectVisible(card(page, id));
    await expect.poll(() => page.getByTestId('board-dashboard').getByRole('progressbar').count()).toBe(0);
    const now = await page.locator(`tbody tr[data-mission-id="${first.id}"]`).evaluate((tr) => tr.getBoundingClientRect().top + scrollY);
    expect(Math.abs(now - first.top), `the row moved from ${first.top} px to ${now} px`).toBeLessThanOrEqual(2);
    expectNoPageErrors(suite);
  });

  it("when the dispatcher opens the board, then its cards are folded above it; opened, they follow a driver's stage move, narrow the board to a stage's missions, and fold away, still folded after a reload", async () => {
    const { page } = suite;
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    const panel = page.getByTestId('board-dashboard');
    // folded at first: the board's rows come first, and no chart is loaded
    await expectVisible(page.locator('tbody tr[data-mission-id]'));
    await expectVisible(panel.getByRole('button', { name: 'Yard figures', expanded: false }));
    expect(await page.getByTestId('dashboard').count()).toBe(0);
    await panel.getByRole('button', { name: 'Yard figures' }).click();
    await expectVisible(chart(page, 'stages'));
    // a driver's stage move reaches the cards through the live updates
    await card(page, 'stages').getByRole('button', { name: 'Show as a table' }).click();
    const active = await tableCount(page, 'stages', 'Activate');
    await driverMoves(MissionStage.Deactivate, MissionStage.Activate);
    await expect.poll(() => tableCount(page, 'stages', 'Activate'), { timeout: 15_000 }).toBe(active + 1);
    // a stage bar: the board itself, filtered to that stage, as many rows as the card counts
    await card(page, 'stages').getByRole('button', { name: 'Show as a chart' }).click();
    await bars(page, 'stages').first().click();
    await expectVisible(chip(page, 'Stage'));
    const link = new URL(page.url()).searchParams;
    const stage = linked(link).find((f) => f.type === 'Stage')!.value;
    const { token } = await suite.api.login('dispatcher');
    const call = `/Dashboard/MissionStages?companyId=${link.get('company')}&siteId=${link.get('site')}`;
    const figure = (await suite.api.call('GET', call, { token })).body.data.stages.find((s: { stage: number }) => s.stage === stage).count;
    expect(figure).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('mission-board').locator('tbody tr[data-mission-id]').count()).toBe(figure);
    await panel.getByRole('button', { name: 'Yard figures' }).click();
    await expect.poll(() => page.getByTestId('dashboard').count()).toBe(0);
    await page.reload();
    await expectVisible(page.locator('tbody tr'));
    await expectVisible(panel.getByRole('button', { name: 'Yard figures', expanded: false }));
    expect(await page.getByTestId('dashboard').count()).toBe(0);
    expectNoPageErrors(suite);
  });
});
