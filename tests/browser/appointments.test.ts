// The door schedule (issue 33) in Chromium, one story a test: a Dispatch Manager at 1400 px in the
// light theme books a slot of a future day by clicking it, drags the block to another door, drags
// its edge to lengthen it, moves it with the keyboard (each move saved), and sees a second booking
// over it refused with the server's words; on a phone in the dark theme the same day is a list per
// door with its bookings and a Book button, following the live stream. Axe checks the schedule and
// its dialog in both.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayStart, nextDay, today, zoneOf } from '../../schemas/dates.js';
import { repoOf } from '../helpers/db.js';
import { demoIds } from '../helpers/maintenance.js';
import { axeFindings, DESKTOP, followCalls, settle } from './axePages.js';
import { choose, fill, heading, toast, waitGone } from './maintenancePages.js';
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

const ZONE = zoneOf('Central');
const CONFLICT = 'console: Failed to load resource: the server responded with a status of 409 (Conflict)';

/** A day some weeks ahead in the dispatcher's zone: no demo booking, no No-Show sweep. */
function futureDay(weeks: number): string {
  let day = today(ZONE);
  for (let i = 0; i < weeks * 7; i++) day = nextDay(day);
  return day;
}

/** The instant of `time` (HH:mm) on `day` in the dispatcher's zone, as the server stores it. */
const at = (day: string, time: string) =>
  new Date(Date.parse(dayStart(day, ZONE)) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000).toISOString();
/** A stored instant as the ISO text `at` gives. */
const iso = (value: unknown) => new Date(value as string).toISOString();

/** The demo's ids, the stored appointment of a reference, and bookings made through the API. */
async function arrange(suite: BrowserSuite) {
  const ids = await demoIds(suite.app.ctx);
  const repo = repoOf(suite.app.ctx);
  const carrier = async (name: string) =>
    (await repo.findMany(suite.app.ctx.db, 'carrier', { where: [{ prop: 'name', op: 'eq', value: name }] }))[0].id as number;
  const stored = async (reference: string) =>
    (await repo.findMany(suite.app.ctx.db, 'appointment', { where: [{ prop: 'reference', op: 'eq', value: reference }] }))[0];
  /** Books through the API, as the user of `token` at another desk. */
  const book = async (token: string, day: string, door: string, reference: string, [from, to]: [string, string]) => {
    const body = {
      siteId: ids.site.CHI,
      doorId: ids.location(ids.site.CHI, `Door ${door}`),
      carrierId: await carrier('Motor City Drayage'),
      reference,
      payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Outbound'),
      startDate: at(day, from),
      endDate: at(day, to),
    };
    const r = await suite.api.call('POST', '/Appointment', { token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  return { ids, stored, book };
}

async function expectAccessible(page: Page, where: string, coloursOnly = false): Promise<void> {
  await settle(page);
  expect(await axeFindings(page, where, coloursOnly)).toEqual([]);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const block = (page: Page, reference: string) => page.getByRole('button', { name: new RegExp(`^${reference}, `) });

/** Drags from the middle of `from` by (dx, dy) with the mouse, in steps as a hand does. */
async function drag(page: Page, from: Locator, to: { x?: number; dx?: number; dy?: number }) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(to.x ?? x + (to.dx ?? 0), y + (to.dy ?? 0), { steps: 8 });
  await page.mouse.up();
}

describe('the door schedule', () => {
  const suite = useBrowserSuite({ viewport: DESKTOP });

  it('when a dispatcher books a slot at 1400 px, then he drags it to another door, lengthens it by its edge and moves it with the keyboard — each saved — and a booking over it is refused with the server’s words', async () => {
    const { page, api } = suite;
    const { ids, stored, book } = await arrange(suite);
    const day = futureDay(3);
    followCalls(page);
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await page.getByRole('menuitem', { name: 'Door Schedule' }).click();
    await expectOnPath(page, '/dispatch/schedule');
    await expectVisible(heading(page, 'Door Schedule'));
    await page.goto(`/dispatch/schedule?site=${ids.site.CHI}&day=${day}`);
    const doors = page.getByTestId('schedule-door');
    await expect.poll(() => doors.allInnerTexts()).toEqual(['Door 01', 'Door 02', 'Door 03', 'Door 04', 'Door 05', 'Door 06']);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'schedule');

    // a click on a free slot books it, an hour long
    await page.getByRole('button', { name: 'Book Door 01 at 10:00 AM', exact: true }).click();
    const form = dialog(page, 'Book Appointment');
    await expectVisible(form);
    await choose(page, 'Carrier', 'Lakeshore Logistics');
    await fill(page, { Reference: 'PO-T1' });
    await choose(page, 'Direction', 'Inbound');
    await expectAccessible(page, 'booking dialog');
    await page.getByTestId('appointment-submit').click();
    await expectVisible(toast(page, 'Appointment PO-T1 booked'));
    await waitGone(form);
    const booked = block(page, 'PO-T1');
    await expectVisible(booked.and(page.getByRole('button', { name: /Door 01, 10:00 AM to 11:00 AM, Scheduled$/ })));

    // dragged with the mouse onto Door 03's column
    const door3 = (await doors.filter({ hasText: 'Door 03' }).boundingBox())!;
    await drag(page, booked, { x: door3.x + door3.width / 2 });
    await expect.poll(async () => (await stored('PO-T1')).doorId).toBe(ids.location(ids.site.CHI, 'Door 03'));
    // lengthened by two quarter hours by its bottom edge
    await drag(page, booked.getByTestId('appointment-resize'), { dy: 44 });
    await expect.poll(async () => iso((await stored('PO-T1')).endDate)).toBe(at(day, '11:30'));
    await expectVisible(page.getByRole('button', { name: 'PO-T1, Lakeshore Logistics, Door 03, 10:00 AM to 11:30 AM, Scheduled' }));
    // arrow down: a quarter hour later, said aloud, and saved
    await booked.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => iso((await stored('PO-T1')).startDate)).toBe(at(day, '10:15'));
    await expect.poll(() => page.getByTestId('schedule-announcer').innerText()).toBe('PO-T1 now at Door 03, 10:15 AM to 11:45 AM');
    await expect.poll(() => booked.evaluate((b) => b === document.activeElement)).toBe(true);

    // another booking over it at the same door: the server's 409, in a toast and under Window Start
    await page.getByRole('button', { name: 'Book Door 03 at 09:30 AM', exact: true }).click();
    await expectVisible(form);
    await choose(page, 'Carrier', 'Prairie Express');
    await fill(page, { Reference: 'PO-T2' });
    await page.getByTestId('appointment-submit').click();
    const [m, d, y] = [day.slice(5, 7), day.slice(8, 10), day.slice(0, 4)];
    const refusal = `Door 03 is booked from ${m}-${d}-${y} 10:15 AM to ${m}-${d}-${y} 11:45 AM by appointment PO-T1`;
    // (the toast stands outside the modal dialog, which hides the rest of the page from the accessibility tree)
    await expectVisible(page.locator('[role="alert"]').filter({ hasText: `Not saved: ${refusal}` }));
    await expectVisible(form.getByText(refusal, { exact: true }));
    await form.getByRole('button', { name: 'Close' }).click();
    await waitGone(form);
    expect(await stored('PO-T2')).toBeUndefined();

    // booked at another desk onto Door 04 (here live): a move there is refused, and the block snaps back
    const { token } = await api.login('dispatcher');
    await book(token, day, '04', 'PO-T5', ['11:00', '12:00']);
    await expectVisible(block(page, 'PO-T5'));
    await booked.focus();
    await page.keyboard.press('ArrowRight');
    await expectVisible(toast(page, 'Not saved: Door 04 is booked from'));
    await expect
      .poll(() => page.getByTestId('schedule-announcer').innerText())
      .toMatch(/^PO-T1 stays at Door 03, 10:15 AM to 11:45 AM: Door 04 is booked/);
    await expectVisible(page.getByRole('button', { name: 'PO-T1, Lakeshore Logistics, Door 03, 10:15 AM to 11:45 AM, Scheduled' }));
    expect((await stored('PO-T1')).doorId).toBe(ids.location(ids.site.CHI, 'Door 03'));

    // a click on the block opens it
    await booked.click();
    const edit = dialog(page, 'Appointment PO-T1');
    await expectVisible(edit.getByText('Status: Scheduled', { exact: true }));
    await edit.getByRole('button', { name: 'Close' }).click();
    await waitGone(edit);
    expect(suite.errors.filter((e) => e !== '409 POST /api/Fleet/Appointment' && e !== CONFLICT)).toEqual([]);
  });

  it('when a Dispatch Manager opens the schedule on a phone in the dark theme, then each door is a list with its bookings and a Book button, a booking made elsewhere shows live, and a tap opens it', async () => {
    const { page, api } = suite;
    const { ids, book } = await arrange(suite);
    const day = futureDay(4);
    const { token } = await api.login('dispatcher');
    await book(token, day, '02', 'BOL-T3', ['08:00', '09:00']);

    followCalls(page);
    await loginAs(page, 'dispatcher');
    await expectOnPath(page, '/dispatch/mission');
    await darkModeToggle(page).click();
    await page.setViewportSize(PHONE);
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    const live = liveStreamOpened(page);
    await page.goto(`/dispatch/schedule?site=${ids.site.CHI}&day=${day}`);
    await live;
    const card = (reference: string) => page.getByTestId('appointment-card').filter({ hasText: reference });
    await expectVisible(card('BOL-T3'));
    expect(await card('BOL-T3').getAttribute('aria-label')).toBe('BOL-T3, Motor City Drayage, Door 02, 08:00 AM to 09:00 AM, Scheduled');
    await expectVisible(page.getByRole('button', { name: 'Book at Door 02', exact: true }));
    expect(await page.getByTestId('schedule-grid').count()).toBe(0);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'schedule, dark phone');

    // booked at another desk: here without a reload
    await book(token, day, '04', 'BOL-T4', ['13:00', '14:30']);
    await expectVisible(card('BOL-T4'));

    await card('BOL-T3').click();
    const form = dialog(page, 'Appointment BOL-T3');
    await expectVisible(form);
    await expectVisible(form.getByText('Status: Scheduled', { exact: true }));
    await expectAccessible(page, 'appointment dialog, dark phone');
    await form.getByRole('button', { name: 'Close' }).click();
    await waitGone(form);
    expect(suite.errors).toEqual([]);
  });
});
