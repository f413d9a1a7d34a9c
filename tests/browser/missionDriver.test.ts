// The driver's missions at /driver/home on a wide screen (operations §2 "Driver mission list", §4
// "Driver actions", §8): the stage buttons as each stage offers them, Activate, Wait with a
// required note and Waiting that resumes it with the wait counted, Complete through the Park and
// Payload dialog that saves the stage, the park location and the payload together, Transfer of
// another driver's mission, the server's refusal shown in its words, and the 'Mission Stage
// Mismatch' dialog when two sessions race. No screen may log an error.
//
// Every test makes its own drivers and missions through the API (the dispatcher creates and
// dispatches them), so the one-active-mission rule of one test never reaches another.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../helpers/db.js';
import { moveOk, S, stageRows, storedMission } from '../helpers/missions.js';
import { payloadBody } from '../helpers/payloads.js';
import {
  buttonsOf,
  changeStage,
  expectMission,
  greatLakes,
  mismatchDialog,
  missionItem,
  openDriverHome,
  openParkAndPayload,
  stageDialog,
} from './driverPages.js';
import { choose, optionsOf, selectField, toast, waitGone } from './maintenancePages.js';
import { countPosts, expectNoPageErrors, expectVisible, liveStreamOpened, useBrowserSuite } from './pages.js';

const suite = useBrowserSuite({ viewport: { width: 1400, height: 900 } });

const ACTIVE: [string, boolean][] = [
  ['De-activate', true],
  ['Wait', true],
  ['Complete', true],
];

/** The field error under a dialog's input, by its text. */
const fieldError = (page: Page, text: string) => page.getByRole('dialog').locator('.Mui-error').getByText(text, { exact: true });

describe("the driver's missions", () => {
  it('when the demo driver opens his missions, then they are a table in the spec’s columns, his active GLF-4 offers De-activate, Wait and Complete and his deactivated GLF-6 a disabled Activate', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const [active, deactivated] = await Promise.all(
      ['TRL-1002', 'TRL-1003'].map(async (unit) => {
        const [m] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'mission', {
          where: [{ prop: 'assetId', op: 'eq', value: await gl.assetId(unit) }],
        });
        return m.id as number;
      }),
    );
    await openDriverHome(page, 'driver');
    const headings = (await page.getByRole('columnheader').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(headings).toEqual([
      'ID',
      'Ship Date',
      'Priority',
      'Operator',
      'Asset',
      'Source',
      'Destination',
      'Stage',
      'Notes',
      'Actions',
      'Total Wait (min)',
      'Date Created',
    ]);
    await expectMission(missionItem(page, active), 'Activate', ACTIVE);
    await expectMission(missionItem(page, deactivated), 'Deactivated', [['Activate', false]]);
    const row = await missionItem(page, active).locator('td').allInnerTexts();
    expect(row.slice(3, 7)).toEqual(['Tony Russo', 'TRL-1002', 'Door 02', 'Row B']);
    expect(await selectField(page, 'Operator').innerText()).toBe('Tony Russo');
    // the whole row, its buttons included, is in view at 1400 px
    const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(width);
    // …and in the table's own box, the notes' pencil included: its last column is not cut off
    const box = page.getByTestId('driver-missions').locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectVisible(missionItem(page, active).getByRole('button', { name: 'Edit Notes' }));
    expectNoPageErrors(suite);
  });

  it('when a driver activates a mission, then it goes to the top of his list at once; his list is not read again for the live event of his own move, while the dispatcher’s note on another still shows live', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const first = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 03'] });
    const second = await gl.mission({ driverId: me.id, unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 05'] });
    const streaming = liveStreamOpened(page);
    await openDriverHome(page, me.login);
    await streaming;
    const reads = countPosts(page, 'Missions/Drivers');

    const order = () => page.locator('tbody tr td.column-id').allInnerTexts();
    // the later mission ranks higher on the board: it leads until the other is worked
    expect((await order()).slice(0, 2)).toEqual([String(second), String(first)]);
    expect(await changeStage(page, first, 'Activate')).toBe(200);
    await expectMission(missionItem(page, first), 'Activate', ACTIVE);
    expect((await order()).slice(0, 2)).toEqual([String(first), String(second)]);
    // time for the live event of the move to come and be gathered (100 ms), were it read
    await page.waitForTimeout(600);
    const note = `Live note ${Date.now()}`;
    const noted = await suite.api.call('POST', '/Mission/Note', { token: gl.dispatcher.token, body: { missionId: second, notes: note } });
    expect(noted.status).toBe(200);
    await expectVisible(missionItem(page, second).getByText(note));
    // the note's read alone: the move itself was read back as one mission (GET /Mission/{id})
    expect(reads()).toBe(1);
    expectNoPageErrors(suite);
  });

  it("when a driver's mission comes from a site he cannot open, then its Source still names the location, read with the mission", async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['DET', 'East Yard'], to: ['CHI', 'Door 03'] });
    await openDriverHome(page, me.login);
    await expectMission(missionItem(page, id), 'Dispatched', [['Activate', true]]);
    const row = await missionItem(page, id).locator('td').allInnerTexts();
    expect(row.slice(5, 7)).toEqual(['East Yard', 'Door 03']);
    expectNoPageErrors(suite);
  });

  it('when a driver activates a dispatched mission, then it offers De-activate, Wait and Complete, and his other dispatched mission cannot be activated', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const first = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 03'] });
    const second = await gl.mission({ driverId: me.id, unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 05'] });
    await openDriverHome(page, me.login);
    await expectMission(missionItem(page, first), 'Dispatched', [['Activate', true]]);
    await expectMission(missionItem(page, second), 'Dispatched', [['Activate', true]]);

    // Cancel changes nothing
    await missionItem(page, first).getByRole('button', { name: 'Activate', exact: true }).click();
    await expectVisible(stageDialog(page, first).getByText('Activate this Mission?', { exact: true }));
    await stageDialog(page, first).getByRole('button', { name: 'Cancel' }).click();
    await waitGone(stageDialog(page, first));
    expect((await storedMission(suite.app.ctx, first)).missionStage).toBe(S.Dispatched);

    expect(await changeStage(page, first, 'Activate', 'Hooked up at Row A.')).toBe(200);
    await expectMission(missionItem(page, first), 'Activate', ACTIVE);
    await expectMission(missionItem(page, second), 'Dispatched', [['Activate', false]]);
    // the disabled Activate says why
    await expectVisible(missionItem(page, second).getByText('Finish or de-activate your active Mission first', { exact: true }));
    // whole beside its reason, not squeezed to a box its label spills out of
    const held = missionItem(page, second).getByRole('button', { name: 'Activate', exact: true });
    const spill = await held.evaluate((b) => {
      const text = document.createRange();
      text.selectNodeContents(b);
      const { paddingLeft, paddingRight } = getComputedStyle(b);
      return text.getBoundingClientRect().width - (b.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight));
    });
    expect(spill).toBeLessThanOrEqual(0.5);
    expect(await missionItem(page, first).getByTestId('busy-reason').count()).toBe(0);
    const stored = await storedMission(suite.app.ctx, first);
    expect([stored.missionStage, stored.activeDriverId, stored.computedDriverId]).toEqual([S.Activate, me.id, me.id]);
    expect((await stageRows(suite.app.ctx, first)).map((r) => [r.missionStage, r.notes])).toEqual([
      [S.Dispatched, null],
      [S.Activate, 'Hooked up at Row A.'],
    ]);

    // De-activating the first frees the second
    expect(await changeStage(page, first, 'De-activate')).toBe(200);
    await expectMission(missionItem(page, first), 'Deactivated', [['Activate', true]]);
    await expectMission(missionItem(page, second), 'Dispatched', [['Activate', true]]);
    expectNoPageErrors(suite);
  });

  it('when a driver waits with a note and presses Waiting, then the mission waits, resumes with the Activated buttons, and its total wait counts the minutes waited', async () => {
    const { page, app } = suite;
    const gl = await greatLakes(suite);
    const { me, id } = await gl.activeMission({ unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 04'] });
    await openDriverHome(page, me.login);
    const item = missionItem(page, id);
    await expectMission(item, 'Activate', ACTIVE);

    // the note is required to wait
    await item.getByRole('button', { name: 'Wait', exact: true }).click();
    const dialog = stageDialog(page, id);
    // the dialog names what the driver moves: the trailer, from where to where
    await expect.poll(() => dialog.getByTestId('mission-subject').innerText()).toBe('TRL-1001: Row A → Door 04');
    // in one size and weight, the names as the colon and the arrow between them
    const fonts = await dialog
      .getByTestId('mission-subject')
      .evaluate((line) =>
        [line, ...line.querySelectorAll('*')].map((e) => `${getComputedStyle(e).fontWeight} ${getComputedStyle(e).fontSize}`),
      );
    expect(new Set(fonts).size, fonts.join(', ')).toBe(1);
    await dialog.getByRole('button', { name: 'Wait', exact: true }).click();
    await expectVisible(dialog.getByText('Note is required', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await waitGone(dialog);

    // on a slow network the pressed button spins and nothing in the dialog can be pressed until the answer
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Fleet/MissionStage', async (route) => {
      await held;
      await route.continue();
    });
    const sent = changeStage(page, id, 'Wait', 'Door 04 is blocked by a carrier.');
    const waitButton = dialog.getByRole('button', { name: 'Wait', exact: true });
    await expectVisible(waitButton.getByRole('progressbar'));
    expect([await waitButton.isDisabled(), await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()]).toEqual([true, true]);
    release();
    expect(await sent).toBe(200);
    await page.unroute('**/api/Fleet/MissionStage');
    await expectMission(item, 'Waiting', [['Waiting', true]]);
    await expectVisible(item.getByText(/^Waited \d+ min$/));

    app.clock.advance(7 * 60_000);
    expect(await changeStage(page, id, 'Waiting')).toBe(200);
    await expectMission(item, 'Resumed', ACTIVE);
    expect(await item.locator('td.column-totalWait').innerText()).toBe('7');
    const stored = await storedMission(suite.app.ctx, id);
    expect([stored.missionStage, stored.totalWait]).toEqual([S.Resume, 7]);
    expect((await stageRows(suite.app.ctx, id)).slice(-2).map((r) => [r.missionStage, r.notes])).toEqual([
      [S.Wait, 'Door 04 is blocked by a carrier.'],
      [S.Resume, null],
    ]);
    expectNoPageErrors(suite);
  });

  it('when a driver completes through Park and Payload, then the form checks the payload in the spec’s words, and the stage, the park location and the payload are saved together', async () => {
    const { page, api } = suite;
    const gl = await greatLakes(suite);
    const { me, id } = await gl.activeMission({ unit: 'TRL-1001', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 06'] });
    // an asset with no payload yet: the payload's fields start blank
    expect(
      await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'payload', [{ prop: 'assetId', op: 'eq', value: await gl.assetId('TRL-1001') }]),
    ).toBe(0);
    await openDriverHome(page, me.login);
    const item = missionItem(page, id);
    await expectMission(item, 'Activate', ACTIVE);

    await item.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Park and Payload' });
    await expectVisible(dialog);
    // the park location starts at the target
    expect(await selectField(page, 'Park Location').innerText()).toBe('Door 06'); // his one site: no site in the names
    await expect.poll(() => dialog.getByTestId('mission-subject').innerText()).toBe('TRL-1001: North Yard → Door 06');
    const complete = dialog.getByRole('button', { name: 'Complete', exact: true });
    // what must be given is marked before any attempt
    for (const label of ['Park Location', 'Payload Status', 'Payload Assignment'])
      await expectVisible(dialog.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*$`) }));

    await complete.click();
    await expectVisible(fieldError(page, 'Payload Status is required'));
    await expectVisible(fieldError(page, 'Payload Assignment is required'));
    // the temperature: off, and looking it (no fill, as a disabled field), until Refrigerated; then marked required
    const temperature = dialog.getByLabel('Temperature (°F)');
    expect(await temperature.isDisabled()).toBe(true);
    const fill = () => temperature.evaluate((input) => getComputedStyle(input.closest('.MuiFilledInput-root')!).backgroundColor);
    expect(await fill()).toBe('rgba(0, 0, 0, 0)');
    const temperatureLabel = dialog.locator('label').filter({ hasText: /^Temperature \(°F\)/ });
    expect(await temperatureLabel.innerText()).not.toContain('*');
    await dialog.getByRole('switch', { name: 'Refrigerated' }).check();
    await expect.poll(() => temperatureLabel.innerText()).toMatch(/\*$/);
    await expect.poll(fill).not.toBe('rgba(0, 0, 0, 0)');
    await dialog.getByRole('button', { name: 'Add Content' }).click();
    await complete.click();
    await expectVisible(fieldError(page, 'Temperature is required'));
    await expectVisible(fieldError(page, 'Must select an item'));
    await expectVisible(fieldError(page, 'Qty must be greater than 0'));
    expect((await storedMission(suite.app.ctx, id)).missionStage).toBe(S.Activate);

    await choose(page, 'Park Location', 'Row B');
    await choose(page, 'Payload Status', 'Loaded');
    await choose(page, 'Payload Assignment', 'Outbound');
    await dialog.getByLabel('Temperature (°F)').fill('36.5');
    await dialog.getByLabel('Notes', { exact: true }).fill('Seal 4471 intact.');
    const rows = dialog.getByTestId('content-row');
    await rows.nth(0).getByRole('combobox').click();
    await page.getByRole('option', { name: 'Pallets', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await rows.nth(0).getByLabel('Qty').fill('0');
    await complete.click();
    await expectVisible(fieldError(page, 'Qty must be greater than 0'));
    await rows.nth(0).getByLabel('Qty').fill('18');
    await dialog.getByRole('button', { name: 'Add Content' }).click();
    // a content type is chosen once per payload
    await rows.nth(1).getByRole('combobox').click();
    const pallets = page.getByRole('option', { name: 'Pallets', exact: true });
    expect(await pallets.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: 'Drums', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await rows.nth(1).getByLabel('Qty').fill('4');
    await dialog.getByRole('textbox', { name: 'Completion Note', exact: true }).fill('Parked on Row B, door 6 busy.');

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
    await complete.click();
    expect((await answer).status()).toBe(200);
    await waitGone(dialog);
    await expectVisible(toast(page, `Mission ${id}: Completed`));
    await expectMission(item, 'Completed', [
      ['De-activate', false],
      ['Wait', false],
      ['Complete', false],
    ]);

    // GET /Mission/{id}: the Complete stage row with the note; GET /Asset/{id}: parked on Row B
    const dispatcher = gl.dispatcher.token;
    const mission = (await api.call('GET', `/Mission/${id}`, { token: dispatcher })).body.data;
    expect(mission.missionStage).toBe(S.Complete);
    expect(mission.stages.at(-1)).toMatchObject({ missionStage: S.Complete, notes: 'Parked on Row B, door 6 busy.' });
    const asset = (await api.call('GET', `/Asset/${await gl.assetId('TRL-1001')}`, { token: dispatcher })).body.data;
    expect(asset.assetLocId).toBe(gl.place(['CHI', 'Row B']));
    const [payload] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'payload', {
      where: [{ prop: 'missionId', op: 'eq', value: id }],
    });
    expect(payload).toMatchObject({
      locId: gl.place(['CHI', 'Row B']),
      payloadStatusId: gl.lookup('PayloadStatus', 'Loaded'),
      payloadAssignId: gl.lookup('PayloadAssignment', 'Outbound'),
      isRefrigerated: true,
      temperature: 36.5,
      payloadNotes: 'Seal 4471 intact.',
      isComplete: true,
    });
    expect(
      (payload.payloadContents as { contentTypeId: number; quantity: number }[]).map((c) => [c.contentTypeId, c.quantity]).sort(),
    ).toEqual(
      [
        [gl.lookup('PayloadContent', 'Pallets'), 18],
        [gl.lookup('PayloadContent', 'Drums'), 4],
      ].sort(),
    );
    expectNoPageErrors(suite);
  });

  it('when a driver completes a mission whose trailer carries a refrigerated payload, then Park and Payload starts from that payload and Complete alone saves it again with the mission', async () => {
    const { page, api } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const unit = await gl.assetId('TRL-1010');
    const carried = payloadBody(
      gl.ids,
      gl.ids.company.glf,
      unit,
      gl.place(['CHI', 'Row A']),
      { Pallets: 22, Drums: 3 },
      {
        isRefrigerated: true,
        temperature: 34.5,
        payloadNotes: 'Reefer set to 34.',
      },
    );
    expect((await api.call('POST', '/Payload', { token: gl.dispatcher.token, body: carried })).status).toBe(200);
    const id = await gl.mission({
      driverId: me.id,
      unit: 'TRL-1010',
      from: ['CHI', 'Row A'],
      to: ['CHI', 'Door 06'],
      activatedBy: me.login,
    });
    const dialog = await openParkAndPayload(page, me.login, id);
    expect(await selectField(page, 'Payload Status').innerText()).toBe('Loaded');
    expect(await selectField(page, 'Payload Assignment').innerText()).toBe('Outbound');
    expect(await dialog.getByRole('switch', { name: 'Refrigerated' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Temperature (°F)').inputValue()).toBe('34.5');
    expect(await dialog.getByLabel('Notes', { exact: true }).inputValue()).toBe('Reefer set to 34.');
    const rows = dialog.getByTestId('content-row');
    const shown = await Promise.all(
      (await rows.all()).map(async (row) => [
        (await row.getByRole('combobox').innerText()).trim(),
        await row.getByLabel('Qty').inputValue(),
      ]),
    );
    expect(shown.sort()).toEqual([
      ['Drums', '3'],
      ['Pallets', '22'],
    ]);

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    expect((await answer).status()).toBe(200);
    await waitGone(dialog);
    const [saved] = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'payload', {
      where: [{ prop: 'missionId', op: 'eq', value: id }],
    });
    expect(saved).toMatchObject({
      locId: gl.place(['CHI', 'Door 06']),
      payloadStatusId: carried.payloadStatusId,
      payloadAssignId: carried.payloadAssignId,
      isRefrigerated: true,
      temperature: 34.5,
      payloadNotes: 'Reefer set to 34.',
      isComplete: true,
    });
    expect(
      (saved.payloadContents as { contentTypeId: number; quantity: number }[]).map((c) => [c.contentTypeId, c.quantity]).sort(),
    ).toEqual((carried.payloadContents as { contentTypeId: number; quantity: number }[]).map((c) => [c.contentTypeId, c.quantity]).sort());
    expectNoPageErrors(suite);
  });

  it('when the payload the trailer carries cannot be read, then Park and Payload opens blank, with no error over it', async () => {
    const { page } = suite;
    const gl = await greatLakes(suite);
    const { me, id } = await gl.activeMission({ unit: 'TRL-1010', from: ['CHI', 'North Yard'], to: ['CHI', 'Door 05'] });
    await page.route('**/api/Fleet/Payload/MostRecent/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"error","message":"boom"}}' }),
    );
    const dialog = await openParkAndPayload(page, me.login, id);
    // (TRL-1010 carries a Loaded payload of totes and pallets, which the dialog would start from)
    expect((await selectField(page, 'Payload Status').innerText()).replace(/\u200b/g, '').trim()).toBe('');
    expect(await dialog.getByTestId('content-row').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.unroute('**/api/Fleet/Payload/MostRecent/**');
  });

  it("when a driver transfers another driver's dispatched mission, then he becomes its operator; while he works one of his own, Transfer is disabled and the server's refusal is shown", async () => {
    const { page, api } = suite;
    const gl = await greatLakes(suite);
    // Chicago and Detroit drivers share no site; a mission from Chicago to Detroit reaches both
    const me = await gl.driver('CHI');
    const other = await gl.driver('DET');
    const theirs = await gl.mission({ driverId: other.id, unit: 'TRL-1011', from: ['CHI', 'Row C'], to: ['DET', 'Door 02'] });
    const mine = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 01'] });
    const { token } = await api.login(me.login);
    await moveOk(api, token, mine, S.Dispatched, S.Activate);

    await openDriverHome(page, me.login);
    expect(await missionItem(page, theirs).count()).toBe(0);
    expect((await optionsOf(page, 'Operator')).map((o) => o.name)).toEqual(expect.arrayContaining(['All Drivers', me.name, other.name]));
    await choose(page, 'Operator', 'All Drivers');
    const item = missionItem(page, theirs);
    await expectMission(item, 'Dispatched', [['Transfer', false]]);
    expect(await item.locator('td.column-computedDriverId').innerText()).toBe(other.name);
    // another driver's notes are his: only the own mission offers its text edit dialog
    expect(await item.getByRole('button', { name: 'Edit Notes' }).count()).toBe(0);
    await expectVisible(missionItem(page, mine).getByRole('button', { name: 'Edit Notes' }));

    // Only the other driver's missions loaded: the button cannot know, the server refuses
    await choose(page, 'Operator', other.name);
    await expectMission(item, 'Dispatched', [['Transfer', true]]);
    await item.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expectVisible(stageDialog(page, theirs).getByText(`Transfer this Mission from ${other.name} to you?`, { exact: true }));
    await stageDialog(page, theirs).getByRole('button', { name: 'Transfer', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Stage Not Changed' });
    await expectVisible(refused.getByText('You already have an active Mission: finish or de-activate it first', { exact: true }));
    await refused.getByRole('button', { name: 'OK' }).click();
    await waitGone(refused);
    expect((await storedMission(suite.app.ctx, theirs)).computedDriverId).toBe(other.id);

    await moveOk(api, token, mine, S.Activate, S.Deactivate);
    await choose(page, 'Operator', 'All Drivers');
    await expectMission(item, 'Dispatched', [['Transfer', true]]);
    expect(await changeStage(page, theirs, 'Transfer')).toBe(200);
    await expectMission(item, 'Activate', ACTIVE);
    expect(await item.locator('td.column-computedDriverId').innerText()).toBe(me.name);
    await expectVisible(item.getByRole('button', { name: 'Edit Notes' }));
    const stored = await storedMission(suite.app.ctx, theirs);
    expect([stored.activeDriverId, stored.computedDriverId, stored.assignedDriverId]).toEqual([me.id, me.id, other.id]);
    // the one refusal on the page is the driver_busy answer shown above
    expect(suite.errors).toEqual([
      '409 POST /api/Fleet/MissionStage',
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });

  it('when a mission is taken back and deleted while the driver’s screen still shows it (no live stream), then his move is refused in the server’s words and the mission leaves his list (GET /Mission answers 204)', async () => {
    const { page, context, api } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 01'] });
    // the stream down: the screen learns nothing until it asks
    await context.route('**/api/Fleet/Events', (r) => r.abort());
    await openDriverHome(page, me.login);
    await missionItem(page, id).getByRole('button', { name: 'Activate', exact: true }).click();
    await expectVisible(stageDialog(page, id));

    await moveOk(api, gl.dispatcher.token, id, S.Dispatched, S.None);
    expect((await api.call('DELETE', `/Mission/${id}`, { token: gl.dispatcher.token })).status).toBe(200);
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/Mission/${id}`));
    await stageDialog(page, id).getByRole('button', { name: 'Activate', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Stage Not Changed' });
    await expectVisible(refused.getByText('Mission not found', { exact: true }));
    expect((await reloaded).status()).toBe(204);
    await refused.getByRole('button', { name: 'OK' }).click();
    await waitGone(missionItem(page, id));
    await expectVisible(page.getByText('No Missions', { exact: true }));
    // the refusal, and the stream the test cut
    expect(suite.errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([
      '404 POST /api/Fleet/MissionStage',
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  it('when two sessions of a driver act on one mission from the same stage, then one wins and the other gets the Mission Stage Mismatch dialog and the stage that won', async () => {
    const { page, browser, app } = suite;
    const gl = await greatLakes(suite);
    const me = await gl.driver('CHI');
    const id = await gl.mission({ driverId: me.id, unit: 'TRL-1001', from: ['CHI', 'Row A'], to: ['CHI', 'Door 02'] });
    const second = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    try {
      const other = await second.newPage();
      const otherErrors: string[] = [];
      other.on('pageerror', (e) => otherErrors.push(e.message));
      await openDriverHome(page, me.login);
      await openDriverHome(other, me.login);
      // both press Activate on the Dispatched mission before either confirms
      for (const p of [page, other]) {
        await missionItem(p, id).getByRole('button', { name: 'Activate', exact: true }).click();
        await expectVisible(stageDialog(p, id));
      }
      const won = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
      await stageDialog(page, id).getByRole('button', { name: 'Activate', exact: true }).click();
      expect((await won).status()).toBe(200);
      // the winner is told it saved, looked for now: the toast hides after a few seconds, which the
      // loser's round trip took on a loaded CI machine (a failed CI)
      await expectVisible(toast(page, `Mission ${id}: Activate`));
      const lost = other.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/MissionStage'));
      await stageDialog(other, id).getByRole('button', { name: 'Activate', exact: true }).click();
      expect((await lost).status()).toBe(409);

      const dialog = mismatchDialog(other);
      await expectVisible(dialog.getByText('Mission was updated by another User.', { exact: true }));
      // the loser is not told it saved (its move saved nothing)
      expect(await toast(other, `Mission ${id}: Activate`).count()).toBe(0);
      await expectVisible(dialog.getByText('Please Refresh and try again.', { exact: true }));
      await dialog.getByRole('button', { name: 'OK' }).click();
      await waitGone(dialog);
      await expectMission(missionItem(other, id), 'Activate', ACTIVE);
      expect((await stageRows(app.ctx, id)).map((r) => r.missionStage)).toEqual([S.Dispatched, S.Activate]);
      expect(otherErrors).toEqual([]);
      expect(await buttonsOf(missionItem(page, id))).toEqual(ACTIVE.map(([n, on]) => [n.toUpperCase(), on]));
      expectNoPageErrors(suite);
    } finally {
      await second.close();
    }
  });
});
