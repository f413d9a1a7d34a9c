// Keyboard alone (issue 13 §4): the dispatcher moves a mission by the priority arrows and drags
// another to a new rank (@hello-pangea/dnd's keyboard dragging: Space lifts, arrows move, Space
// drops), opens a mission of the history to its stage rows, and a driver changes a mission's
// stage through its button and the confirmation, with Tab, Shift+Tab, Enter, Space and the arrows
// only — never the mouse. Each focused control shows a focus ring that stands out from the page
// (3:1, WCAG 1.4.11) in the light and the dark theme; each move is checked in what the server saved.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../helpers/maintenance.js';
import { S } from '../helpers/missions.js';
import { DEMO_PASSWORD } from '../helpers/testApp.js';
import { DEMO_LOGINS, expectStartPage, expectVisible, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite();

/** What has the focus: its tag, role, name (aria-label or text), a mission row's id and its ring. */
interface Focused {
  tag: string;
  role: string | null;
  name: string;
  missionId: string | null;
  dragHandle: boolean;
  ring: { style: string; width: number; contrast: number };
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** The colour behind an element: the first ancestor (itself included) with an opaque background. */
    const behind = (node: HTMLElement | null): number[] => {
      for (let n = node; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        const alpha = bg.startsWith('rgba')
          ? Number(
              rgb(
                bg
                  .replace(/^rgba\(([^)]*)\)$/, '$1')
                  .split(',')
                  .slice(3)
                  .join(''),
              )[0] ?? 1,
            )
          : 1;
        if (bg !== 'transparent' && alpha > 0.5) return rgb(bg);
      }
      return [255, 255, 255];
    };
    const style = getComputedStyle(el);
    // an outline drawn outside sits on the parent's background; one drawn inside on the element's own
    const ground = behind(parseFloat(style.outlineOffset) < 0 ? el : el.parentElement);
    const [a, b] = [lum(rgb(style.outlineColor)), lum(ground)].sort((x, y) => y - x);
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40),
      missionId: el.closest('tr')?.getAttribute('data-mission-id') ?? null,
      dragHandle: el.hasAttribute('data-rfd-drag-handle-draggable-id'),
      ring: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: (a + 0.05) / (b + 0.05) },
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element is the one wanted; fails after `max` presses. */
async function tabTo(page: Page, what: string, wanted: (f: Focused) => boolean, { back = false, max = 80 } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
  }
  throw new Error(`${what} never got the focus in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focus ring is drawn (a solid outline of 2 px or more) and stands out from what is behind it. */
function expectRing(f: Focused, what: string): void {
  expect(f.ring.style, `${what}: outline style`).toBe('solid');
  expect(f.ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(2);
  expect(f.ring.contrast, `${what}: outline contrast with the background`).toBeGreaterThanOrEqual(3);
}

/** Waits until @hello-pangea/dnd's live region (what a screen reader hears) says `what`. */
const announced = (page: Page, what: RegExp) =>
  page.waitForFunction(
    (source) => [...document.querySelectorAll('[id^="rfd-announcement"]')].some((n) => new RegExp(source).test(n.textContent ?? '')),
    what.source,
  );

/** Logs in through the login form with the keyboard: the fields in Tab order, Enter to submit. */
async function keyboardLogin(page: Page, login: string): Promise<void> {
  await page.goto('/user/login');
  await expectVisible(page.getByRole('button', { name: 'Login', exact: true }));
  await tabTo(page, 'the Username field', (f) => f.tag === 'input' && f.name === '' && f.role === null);
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectStartPage(page, DEMO_LOGINS[login]);
}

/** Switches the theme by the header's button, reached with Shift+Tab from where the focus is. */
async function toggleDarkByKeyboard(page: Page): Promise<void> {
  const toggle = await tabTo(page, "the header's 'Toggle dark mode'", (f) => f.name === 'Toggle dark mode', { back: true, max: 200 });
  expectRing(toggle, "'Toggle dark mode' on the app bar");
  await page.keyboard.press('Enter');
}

describe('keyboard alone', () => {
  it('when the dispatcher uses only the keyboard, then a focused row is selected by Enter and moved down by the arrow button, another is dragged up by Space and the arrows, each saved, with a visible focus ring in light and dark', async () => {
    const { page, api, app } = suite;
    const { token } = await api.login('dispatcher');
    const ids = await demoIds(app.ctx);
    const order = async (): Promise<number[]> => {
      const res = await api.call('POST', '/Missions/Filtered?range=[0,24]', {
        token,
        body: { companyId: ids.company.glf, siteIds: [-1], filters: [] },
      });
      return res.body.data.map((m: { id: number }) => m.id);
    };
    const before = await order();
    expect(before.length).toBeGreaterThanOrEqual(3);

    await keyboardLogin(page, 'dispatcher');
    await expectVisible(page.locator('tbody tr[data-mission-id]'));

    // the first row: Enter selects it, as a click does
    const row = await tabTo(page, 'the first mission row', (f) => f.tag === 'tr' && f.missionId !== null);
    expect(Number(row.missionId)).toBe(before[0]);
    expectRing(row, 'a mission row (light)');
    await page.keyboard.press('Enter');
    await expectVisible(page.locator(`tr[data-mission-id="${before[0]}"][aria-selected="true"]`));

    // back to the arrows in the banner: Move Down swaps it with the second
    const down = await tabTo(page, "the 'Move Down' arrow", (f) => f.name === 'Move Down', { back: true });
    expectRing(down, "'Move Down' (light)");
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Mission/Priority'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);

    // dark theme, by the keyboard too
    await toggleDarkByKeyboard(page);
    await expectVisible(page.getByRole('button', { name: 'Toggle dark mode', pressed: true }));

    // drag the third row two places up with its handle: Space lifts, ArrowUp twice, Space drops
    const third = before[2];
    await expect.poll(() => page.locator('tbody tr[data-mission-id]').nth(2).getAttribute('data-mission-id')).toBe(String(third));
    const handle = await tabTo(page, 'the drag handle of the third row', (f) => f.dragHandle && f.missionId === String(third));
    expectRing(handle, 'a drag handle (dark)');
    const dragged = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Mission/Priority'));
    // each step waits for what the library announces to screen readers
    await page.keyboard.press('Space');
    await announced(page, /lifted an item in position 3/);
    await page.keyboard.press('ArrowUp');
    await announced(page, /from position 3\s+to position 2/);
    await page.keyboard.press('ArrowUp');
    await announced(page, /from position 3\s+to position 1/);
    await page.keyboard.press('Space');
    expect((await dragged).status()).toBe(200);
    await expect.poll(order).toEqual([third, before[1], before[0], ...before.slice(3)]);
    await expect.poll(() => page.locator('tbody tr[data-mission-id]').first().getAttribute('data-mission-id')).toBe(String(third));

    // and a row keeps its ring in the dark
    const again = await tabTo(page, 'a mission row', (f) => f.tag === 'tr' && f.missionId !== null, { back: true });
    expectRing(again, 'a mission row (dark)');
  });

  it('when the mission history is used with the keyboard only, then a row takes the focus with a visible ring, and Enter opens it to its stage rows and closes it again', async () => {
    const { page } = suite;
    await keyboardLogin(page, 'dispatcher');
    const item = await tabTo(page, "the menu's History", (f) => f.role === 'menuitem' && f.name === 'History');
    expectRing(item, 'a menu item');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Mission History' }));
    await expectVisible(page.locator('tbody tr'));

    const row = await tabTo(page, 'a mission of the history', (f) => f.tag === 'tr');
    expectRing(row, 'a history row');
    const stages = page.getByTestId('mission-stages');
    await page.keyboard.press('Enter');
    await expectVisible(stages);
    await page.keyboard.press('Enter');
    await stages.waitFor({ state: 'detached' });
  });

  it('when a driver uses only the keyboard, then a stage button takes the focus with a visible ring, Enter opens its confirmation and Enter on the confirm button saves the stage, in light and dark', async () => {
    const { page, api } = suite;
    const { token } = await api.login('driver');
    const missions = (await api.call('GET', '/Missions', { token })).body.data as { id: number; missionStage: number }[];
    const active = missions.find((m) => m.missionStage === S.Activate);
    expect(active, 'the demo driver has an active mission').toBeDefined();
    const stageOf = (id: number) => async () => (await api.call('GET', `/Mission/${id}`, { token })).body.data.missionStage as number;

    await keyboardLogin(page, 'driver');
    await expectVisible(page.getByTestId('stage-buttons'));

    // De-activate, confirmed in its dialog: the dialog takes the focus, Tab reaches its button
    const button = await tabTo(page, "the active mission's De-activate", (f) => f.tag === 'button' && /^De-activate$/i.test(f.name));
    expectRing(button, 'a stage button (light)');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Mission ${active!.id}`, exact: true });
    await expectVisible(dialog);
    const confirm = await tabTo(page, "the dialog's De-activate", (f) => f.tag === 'button' && /^De-activate$/i.test(f.name), { max: 10 });
    expectRing(confirm, "the dialog's confirm button (light)");
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    await expect.poll(stageOf(active!.id)).toBe(S.Deactivate);

    // dark: Activate a mission (the first the Tab order reaches: his missions are all deactivated now) the same way
    await toggleDarkByKeyboard(page);
    await expectVisible(page.getByRole('button', { name: 'Toggle dark mode', pressed: true }));
    const activate = await tabTo(page, 'Activate', (f) => f.tag === 'button' && /^Activate$/i.test(f.name));
    expectRing(activate, 'a stage button (dark)');
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: /^Mission \d+$/ });
    await expectVisible(opened);
    const id = Number((await opened.getByRole('heading').innerText()).replace(/\D/g, ''));
    const ok = await tabTo(page, "the dialog's Activate", (f) => f.tag === 'button' && /^Activate$/i.test(f.name), { max: 10 });
    expectRing(ok, "the dialog's confirm button (dark)");
    const again = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
    await page.keyboard.press('Enter');
    expect((await again).status()).toBe(200);
    await expect.poll(stageOf(id)).toBe(S.Activate);
  });
});
