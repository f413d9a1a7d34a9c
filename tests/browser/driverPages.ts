// Page helpers for the driver's missions (/driver/home, operations §2 "Driver mission list", §4)
// and the arrangements its tests make through the API: missions created and dispatched by the
// demo dispatcher, each test with drivers of its own so no test depends on another's stages.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { missionBody, moveOk, newDriver, S } from '../helpers/missions.js';
import { heading, selectField } from './maintenancePages.js';
import { expectOnPath, expectVisible, loginAs, type BrowserSuite } from './pages.js';

type Site = keyof DemoIds['site'];
/** A location of the demo data: site code and name. */
export type Place = [Site, string];

export interface MissionPlan {
  /** The assigned operator. */
  driverId: number;
  /** A Unit ID of a Great Lakes asset that tracks payload. */
  unit: string;
  from: Place;
  to: Place;
  /** Mission Type (default Move). */
  type?: string;
  /** Stop at Scheduled instead of dispatching it. */
  scheduled?: boolean;
  /** The login of the driver who activates it once dispatched. */
  activatedBy?: string;
  /** Other fields of the mission (ship, notes…). */
  over?: Record<string, unknown>;
}

/** The Great Lakes Freight ids of the demo data and the dispatcher's token, for arranging missions. */
export async function greatLakes(suite: BrowserSuite) {
  const ids = await demoIds(suite.app.ctx);
  const dispatcher = await suite.api.login('dispatcher');
  const company = ids.company.glf;
  const place = ([site, name]: Place) => ids.location(ids.site[site], name);
  const assetId = async (unit: string) => {
    const [asset] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'asset', {
      where: [{ prop: 'assetModelId', op: 'eq', value: unit }],
    });
    if (!asset) throw new Error(`demo data: no asset ${unit}`);
    return asset.id as number;
  };
  /** A driver of its own, who logs in with the demo password, reaching these sites. */
  const driver = async (...sites: Site[]) => {
    const d = await newDriver(
      suite.app.ctx,
      company,
      sites.map((s) => ids.site[s]),
    );
    // the name the Operator column and filter show
    const name = `Test ${d.login}`;
    await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', d.id, { displayName: name });
    return { ...d, name };
  };
  const mission = async ({ driverId, unit, from, to, type = 'Move', scheduled, activatedBy, over }: MissionPlan) => {
    const body = missionBody(suite.app, ids, company, ids.site[from[0]], await assetId(unit), {
      missionType: ids.lookup(company, 'MissionType', type),
      assignedDriverId: driverId,
      sourceLocationId: place(from),
      targetLocationId: place(to),
      ...over,
    });
    const saved = await suite.api.call('POST', '/Mission', { token: dispatcher.token, body });
    if (saved.status !== 200) throw new Error(`mission not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
    const id = saved.body.data.id as number;
    if (!scheduled) await moveOk(suite.api, dispatcher.token, id, S.None, S.Dispatched);
    if (activatedBy) await moveOk(suite.api, (await suite.api.login(activatedBy)).token, id, S.Dispatched, S.Activate);
    return id;
  };
  return {
    ids,
    dispatcher,
    place,
    assetId,
    lookup: (group: Parameters<DemoIds['lookup']>[1], description: string) => ids.lookup(company, group, description),
    driver,
    /** Creates a mission as the dispatcher and dispatches it (and has it activated); returns its id. */
    mission,
    /** A driver of its own at the site of `from`, and a mission of his he has activated. */
    activeMission: async (plan: Pick<MissionPlan, 'unit' | 'from' | 'to'>) => {
      const me = await driver(plan.from[0]);
      return { me, id: await mission({ driverId: me.id, ...plan, activatedBy: me.login }) };
    },
  };
}

/** Logs in and waits for the driver's missions with their rows loaded. */
export async function openDriverHome(page: Page, login: string): Promise<void> {
  await loginAs(page, login);
  await expectOnPath(page, '/driver/home');
  await expectVisible(heading(page, 'Missions'));
  await expectVisible(page.getByTestId('stage-buttons').or(page.getByText('No Missions', { exact: true })));
}

/** A mission on the driver's list: its table row on a wide screen, its card on a phone. */
export const missionItem = (page: Page, id: number): Locator =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) })
    .or(page.getByTestId('record-card').filter({ has: page.getByText(`Mission ${id}`, { exact: true }) }));

export const stageOf = (item: Locator) => item.getByTestId('mission-stage').innerText();

/** The stage buttons a mission shows, with whether each can be pressed. */
export async function buttonsOf(item: Locator): Promise<[string, boolean][]> {
  const buttons = await item.getByTestId('stage-buttons').getByRole('button').all();
  return Promise.all(buttons.map(async (b) => [(await b.innerText()).trim(), await b.isEnabled()] as [string, boolean]));
}

/** Waits until the mission shows this stage and these buttons (upper-cased as the theme shows them). */
export async function expectMission(item: Locator, stage: string, buttons: [string, boolean][]): Promise<void> {
  await expect.poll(() => stageOf(item)).toBe(stage);
  await expect.poll(() => buttonsOf(item)).toEqual(buttons.map(([name, on]) => [name.toUpperCase(), on]));
}

/** Opens the driver's missions and presses Complete on one: its Park and Payload dialog, its form loaded. */
export async function openParkAndPayload(page: Page, login: string, id: number): Promise<Locator> {
  await openDriverHome(page, login);
  await missionItem(page, id).getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Park and Payload' });
  await expectVisible(selectField(page, 'Park Location'));
  return dialog;
}

/** The stage dialog of a mission. */
export const stageDialog = (page: Page, id: number) => page.getByRole('dialog', { name: `Mission ${id}`, exact: true });

/** Presses a stage button of a mission and confirms its dialog (with a note), waiting for the stage call's answer. */
export async function changeStage(page: Page, id: number, button: string, note?: string): Promise<number> {
  await missionItem(page, id).getByRole('button', { name: button, exact: true }).click();
  const dialog = stageDialog(page, id);
  await expectVisible(dialog);
  if (note !== undefined) await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/MissionStage'));
  await dialog.getByRole('button', { name: button === 'Waiting' ? 'Resume' : button, exact: true }).click();
  return (await answer).status();
}

/** The 'Mission Stage Mismatch' dialog (operations §8). */
export const mismatchDialog = (page: Page) => page.getByRole('dialog', { name: 'Mission Stage Mismatch', exact: true });
