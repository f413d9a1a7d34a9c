// Live updates on the screens (GET /api/Fleet/Events): a change made by another user shows on an
// open mission list within two seconds, with no Refresh — the lists' own refresh comes only every
// minute. No screen may log an error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { DEMO_LOGINS, expectNoPageErrors, expectOnPath, expectVisible, loginAndLand, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite();

/** Logs a demo user in on their start page (a mission list, read by `listCall`) and waits for the list and its live stream. */
async function openList(page: Page, login: 'dispatcher' | 'driver', path: string, listCall: string) {
  const answered = (call: string) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api/Fleet/${call}` && r.status() === 200);
  const [listed, streaming] = [answered(listCall), answered('Events')];
  await loginAndLand(page, DEMO_LOGINS[login]);
  await expectOnPath(page, path);
  await Promise.all([listed, streaming]);
}

/** Another user writes a note on the demo driver's mission; the open list shows it. */
async function noteShows(page: Page, writer: string) {
  const driverId = (await suite.api.login('driver')).userId;
  const missions = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'mission');
  const own = missions.find((m) => m.computedDriverId === driverId)!;
  const note = `Live note ${Date.now()}`;
  const { token } = await suite.api.login(writer);
  const started = Date.now();
  const saved = await suite.api.call('POST', '/Mission/Note', { token, body: { missionId: own.id, notes: note } });
  expect(saved.status).toBe(200);
  await expectVisible(page.getByText(note).first(), 2_000);
  expect(Date.now() - started).toBeLessThan(2_000);
}

describe('live updates', () => {
  it('when a driver writes a note on his mission, then the dispatcher’s open board shows it within two seconds, without Refresh', async () => {
    await openList(suite.page, 'dispatcher', '/dispatch/mission', 'Missions/Filtered');
    await noteShows(suite.page, 'driver');
    expectNoPageErrors(suite);
  });

  it('when the dispatcher changes a mission of the driver, then the driver’s open mission list shows it within two seconds', async () => {
    await openList(suite.page, 'driver', '/driver/home', 'Missions/Drivers');
    await noteShows(suite.page, 'dispatcher');
    expectNoPageErrors(suite);
  });
});
