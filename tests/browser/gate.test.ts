// The gate (issue 32) in Chromium, one story a test: a Dispatch Manager checks in a new trailer with
// a park location at 1400 px in the light theme (the seal asked for when loaded, the new trailer's
// type and category, its yard move on his board, the same trailer refused a second time on its own
// field); a Company Administrator checks trailers out on a phone in the dark theme (refused while
// the trailer's move is open, naming it; then it leaves the yard); and a trailer past its free time
// on its yard tile and in the detention report, at 1400 px and then at 390 px in the dark theme,
// with its per-carrier totals and its CSV. Axe checks the new screens and dialogs as they are shown.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { axeFindings, DESKTOP, settle } from './axePages.js';
import { exportFile } from './exports.js';
import { chip } from './filterPages.js';
import { choose, fill, heading, row, textField, toast, waitGone } from './maintenancePages.js';
import {
  bodyBackground,
  darkModeToggle,
  expectNoSideScroll,
  expectOnPath,
  expectVisible,
  liveStreamOpened,
  loginAs,
  luminance,
  PHONE,
  useBrowserSuite,
  type BrowserSuite,
} from './pages.js';

const CHI = 'Chicago Cross-Dock';

/** The demo's ids, a carrier's by name, and check-ins made through the API (as the user of `token`). */
async function arrange(suite: BrowserSuite) {
  const ids: DemoIds = await demoIds(suite.app.ctx);
  const glf = ids.company.glf;
  const carrier = async (name: string) => {
    const [c] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'carrier', { where: [{ prop: 'name', op: 'eq', value: name }] });
    return c.id as number;
  };
  const checkIn = async (token: string, unitId: string, carrierName: string, over: Record<string, unknown> = {}) => {
    const body = {
      siteId: ids.site.CHI,
      carrierId: await carrier(carrierName),
      unitId,
      assetType: ids.lookup(glf, 'AssetType', 'Dry Van'),
      assetCategory: ids.lookup(glf, 'AssetCategory', 'Trailer'),
      payloadStatusId: ids.lookup(glf, 'PayloadStatus', 'Empty'),
      payloadAssignId: ids.lookup(glf, 'PayloadAssignment', 'Inbound'),
      ...over,
    };
    const r = await suite.api.call('POST', '/Gate/CheckIn', { token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { id: number; assetId: number; missionId: number | null };
  };
  return { ids, checkIn };
}

/** The serious and critical accessibility findings of the screen or dialog now shown. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await settle(page);
  expect(await axeFindings(page, where)).toEqual([]);
}

/** The page's errors but the refusal a test provokes on purpose (its answer, and the browser's line about it). */
const unexpected = (suite: BrowserSuite, provoked: string) =>
  suite.errors.filter(
    (e) => e !== provoked && e !== 'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
  );

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const trailerField = (page: Page) => page.getByRole('combobox', { name: /^Trailer \(Unit ID\)/ });
const submit = (page: Page) => page.getByTestId('gate-submit');

/** The dark theme, switched on at the width the page has (a phone's header hides once the page scrolls), then a phone's width. */
async function darkPhone(page: Page): Promise<void> {
  await darkModeToggle(page).click();
  await page.setViewportSize(PHONE);
  await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
}

describe('the gate', () => {
  const suite = useBrowserSuite({ viewport: DESKTOP });

  it('when a dispatcher checks in a new trailer with a park location at 1400 px, then its seal is asked for, it is created with its type and category, its yard move is on his board, and a second check-in of it is refused on its field', async () => {
    const { page } = suite;
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await page.getByRole('menuitem', { name: 'Gate' }).click();
    await expectOnPath(page, '/dispatch/gate');
    await expectVisible(heading(page, 'Gate'));
    // the generated filter list of the visits: in the yard now, by default
    await expectVisible(chip(page, 'InTheYard'));
    await expectAccessible(page, 'gate');

    await page.getByRole('button', { name: 'Check In', exact: true }).click();
    const form = dialog(page, 'Check In');
    await expectVisible(form);
    await choose(page, 'Site', CHI);
    await choose(page, 'Carrier', 'Lakeshore Logistics');
    await trailerField(page).fill('GT-5501');
    await expectVisible(form.getByText('New trailer GT-5501: give its type and category'));
    await choose(page, 'Asset Type', 'Dry Van');
    await choose(page, 'Asset Category', 'Trailer');
    await fill(page, { Tractor: 'T-77', 'Driver Name': 'Sam Ortiz' });
    await choose(page, 'Loaded or Empty', 'Loaded');
    await choose(page, 'Inbound or Outbound', 'Inbound');
    await choose(page, 'Park Location', 'Row B');
    // loaded: the seal is required before any call
    await submit(page).click();
    await expectVisible(form.getByText('Seal Number is required', { exact: true }));
    await expectAccessible(page, 'check-in dialog');
    await textField(page, 'Seal Number').fill('SL-9001');
    await submit(page).click();
    await expectVisible(toast(page, 'GT-5501 checked in; its move to Row B is on the board'));
    await waitGone(form);
    const visit = row(page, 'GT-5501', 'Lakeshore Logistics');
    await expectVisible(visit);
    expect(await visit.getByTestId('gate-clock').innerText()).toBe('Free time: 2 h left');

    // the same trailer again: the server's refusal stands under the trailer, naming where and since when
    await page.getByRole('button', { name: 'Check In', exact: true }).click();
    await choose(page, 'Site', CHI);
    await choose(page, 'Carrier', 'Prairie Express');
    await trailerField(page).fill('GT-5501');
    await choose(page, 'Loaded or Empty', 'Empty');
    await choose(page, 'Inbound or Outbound', 'Inbound');
    // an asset of the company now: no type or category asked
    await expect.poll(() => form.getByTestId('gate-new-trailer').count()).toBe(0);
    await submit(page).click();
    await expectVisible(form.getByText(/^GT-5501 is already in the yard at Chicago Cross-Dock since/));
    await form.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(form);

    // the yard move on the dispatcher's board
    await page.getByRole('menuitem', { name: 'Missions' }).click();
    await expectOnPath(page, '/dispatch/mission');
    await expectVisible(row(page, 'GT-5501', 'Row B'));
    expect(unexpected(suite, '409 POST /api/Fleet/Gate/CheckIn')).toEqual([]);
  });

  it('when a trailer comes for a dock appointment, then the guard finds it by its reference, its carrier and direction follow, the trailer’s yard move goes to the appointment’s door, and the appointment has arrived', async () => {
    const { page } = suite;
    const { ids } = await arrange(suite);
    const { token } = await suite.api.login('dispatcher');
    const [lakeshore] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'carrier', {
      where: [{ prop: 'scac', op: 'eq', value: 'LKSH' }],
    });
    const now = suite.app.clock.now().getTime();
    const booked = await suite.api.call('POST', '/Appointment', {
      token,
      body: {
        siteId: ids.site.CHI,
        doorId: ids.location(ids.site.CHI, 'Door 06'),
        carrierId: lakeshore.id,
        reference: 'PO-GATE-77',
        payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Outbound'),
        startDate: new Date(now - 10 * 60_000).toISOString(),
        endDate: new Date(now + 50 * 60_000).toISOString(),
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await page.getByRole('menuitem', { name: 'Gate' }).click();
    await expectOnPath(page, '/dispatch/gate');
    await page.getByRole('button', { name: 'Check In', exact: true }).click();
    const form = dialog(page, 'Check In');
    await choose(page, 'Site', CHI);
    const pick = form.getByRole('combobox', { name: 'Dock appointment' });
    await pick.fill('PO-GATE-77');
    await page.getByRole('option', { name: /PO-GATE-77 · Lakeshore Logistics · Door 06/ }).click();
    await expectVisible(form.getByText('Its door, Door 06, is the park location unless another place or No yard move is chosen'));
    await expectVisible(form.getByRole('combobox', { name: /^Park Location/ }).filter({ hasText: 'Door 06' }));
    // the appointment's carrier and direction are the visit's
    await expectVisible(form.getByRole('combobox', { name: /^Carrier/ }).filter({ hasText: 'Lakeshore Logistics' }));
    await expectVisible(form.getByRole('combobox', { name: /^Inbound or Outbound/ }).filter({ hasText: 'Outbound' }));
    await trailerField(page).fill('GT-5601');
    await choose(page, 'Asset Type', 'Dry Van');
    await choose(page, 'Asset Category', 'Trailer');
    await choose(page, 'Loaded or Empty', 'Empty');
    await expectAccessible(page, 'check-in dialog with an appointment');
    await submit(page).click();
    await expectVisible(toast(page, 'GT-5601 checked in; its move to Door 06 is on the board'));
    const appointment = await suite.api.call('GET', `/Appointment/${booked.body.data.id}`, { token });
    expect(appointment.body.data).toMatchObject({ status: 'Arrived', arrivedLate: false });
  });

  it('when a Company Administrator keeps the gate open on a phone in the dark theme, then another guard’s check-in shows live, a trailer with an open move is refused its check-out naming the move, and one without leaves the yard, its load as the check-in recorded it', async () => {
    const { page, api } = suite;
    const { ids, checkIn } = await arrange(suite);
    const { token } = await api.login('siteadmin');
    await checkIn(token, 'GT-5502', 'Motor City Drayage', { parkLocationId: ids.location(ids.site.CHI, 'Row C') });
    await checkIn(token, 'GT-5503', 'Motor City Drayage', {
      payloadStatusId: ids.lookup(ids.company.glf, 'PayloadStatus', 'Loaded'),
      sealNumber: 'SL-5503',
    });

    await loginAs(page, 'siteadmin');
    await expectOnPath(page, '/site/home');
    await darkPhone(page);
    const live = liveStreamOpened(page);
    await page.goto('/site/gate');
    await expectVisible(heading(page, 'Gate'));
    await live;
    const card = (unit: string) => page.getByTestId('record-card').filter({ hasText: unit });
    await expectVisible(card('GT-5503'));
    // a trailer's clock on its card: Motor City Drayage gives 90 minutes
    // (a minute may pass on a loaded machine between the check-in and this read)
    expect(await card('GT-5503').getByTestId('gate-clock').innerText()).toMatch(/^Free time: 1 h (30|29) m left$/);
    await expectNoSideScroll(page);
    // a check-in at another guard's tablet shows here without a reload (the live stream)
    await checkIn(token, 'GT-5505', 'Prairie Express');
    await expectVisible(card('GT-5505'));

    await card('GT-5502').getByRole('button', { name: 'Check Out GT-5502' }).click();
    const form = dialog(page, 'Check Out');
    await choose(page, 'Loaded or Empty', 'Empty');
    await submit(page).click();
    // the refusal on the trailer's field, naming its open move
    await expectVisible(form.getByText(/mission/i));
    await expectAccessible(page, 'check-out dialog, dark');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(form);

    await card('GT-5503').getByRole('button', { name: 'Check Out GT-5503' }).click();
    // Loaded or Empty starts as the check-in recorded the trailer, and follows the trailer chosen
    // (another one's, none for none) until the guard chooses; loaded, it needs its outbound seal
    const load = (shown: string) =>
      dialog(page, 'Check Out')
        .getByRole('combobox', { name: /^Loaded or Empty/ })
        .filter({ hasText: shown });
    await expectVisible(load('Loaded'));
    const trailer = dialog(page, 'Check Out').getByRole('combobox', { name: /^Trailer in the yard/ });
    const pick = async (unit: string, shown: string) => {
      await trailer.fill(unit);
      await page.getByRole('option', { name: new RegExp(`^${unit}`) }).click();
      await expectVisible(load(shown));
    };
    await pick('GT-5502', 'Empty');
    // a demo trailer checked in Loaded whose payload was never recorded: the check-in's own status
    await pick('TRL-1013', 'Loaded');
    await pick('GT-5502', 'Empty');
    // the row's trailer again (react-hook-form then counts the field changed: no choice of the guard's)
    await pick('GT-5503', 'Loaded');
    await fill(page, { Tractor: 'T-12', 'Outbound Seal Number': 'SL-9903' });
    await submit(page).click();
    await expectVisible(toast(page, 'GT-5503 checked out'));
    await waitGone(card('GT-5503'));
    await expectVisible(card('GT-5502'));
    expect(unexpected(suite, '409 POST /api/Fleet/Gate/CheckOut')).toEqual([]);
  });

  it('when a trailer stays past its free time, then its yard tile shows the detention accruing, and the detention report at 1400 px and then on a phone in the dark theme its detention and amount, the carrier its totals, and the CSV holds it', async () => {
    const { page, api, app } = suite;
    const { checkIn } = await arrange(suite);
    const { token } = await api.login('dispatcher');
    const visit = await checkIn(token, 'GT-5504', 'Lakeshore Logistics');
    // three hours at the gate against two hours free: an hour of detention at $75 an hour
    app.clock.advance(3 * 60 * 60_000);

    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    // its yard tile, at the gate: the detention accruing, in red and in words
    await page.getByRole('menuitem', { name: 'Yard', exact: true }).click();
    const clock = page.locator(`[data-testid=yard-tile][data-asset="${visit.assetId}"]`).getByTestId('yard-visit');
    await expectVisible(clock);
    expect(await clock.getAttribute('data-level')).toBe('red');
    expect(await clock.innerText()).toBe('Lakeshore Logistics · Detention: 1 h · $75.00');
    await page.getByRole('menuitem', { name: 'Detention' }).click();
    await expectOnPath(page, '/dispatch/detention');
    await expectVisible(heading(page, 'Detention'));
    await choose(page, 'Carrier', 'Lakeshore Logistics');
    const line = row(page, 'GT-5504', 'Lakeshore Logistics');
    await expectVisible(line);
    // carrier, unit, site, check-in, then: check-out, dwell, free time, detention, amount
    expect((await line.getByRole('cell').allInnerTexts()).slice(4)).toEqual(['In the yard', '3 h', '2 h', '1 h', '$75.00']);
    await expectVisible(page.getByTestId('detention-totals').getByRole('row').filter({ hasText: 'Lakeshore Logistics' }));
    await expectAccessible(page, 'detention');

    const file = await exportFile(page);
    expect(file.name).toBe('DetentionReport.csv');
    expect(file.lines.filter((l) => l.includes('GT-5504'))).toHaveLength(1);

    await darkPhone(page);
    await expectVisible(page.getByTestId('record-card').filter({ hasText: 'GT-5504' }));
    await expectNoSideScroll(page);
    expect(await axeFindings(page, 'detention, dark phone', true)).toEqual([]);
    expect(suite.errors).toEqual([]);
  });
});
