// Issue 33, the yard check (yardCheck.schema.json and server/entities/yardCheck): a site's
// locations walked in their order with the trailers the records have there; entries of a unit id or
// an empty spot, sent again without doubling (the phone's entry key); a close that lists the
// differences; each resolved by a Dispatch Manager with one action through the asset's own save,
// whose history says "yard check"; the yard view's mark of spots no check confirmed this shift.
// Tenancy as everywhere: another company's or site's check, site or location is not found, and a
// driver enters only at his sites.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL } from '../../schemas/enums.js';
import { UNKNOWN_UNIT } from '../../server/seed/demoYardChecks.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { repoOf, type Rec } from '../helpers/db.js';

type Login = 'dispatcher' | 'dispatcher2' | 'driver' | 'driver2' | 'sysadmin';

for (const dialect of DIALECTS) {
  describe(`the yard check on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let tokens: Record<Login, string>;
    const call = (method: 'POST' | 'GET', path: string, token: string, body?: unknown) => suite.api.call(method, path, { token, body });
    const find = (entity: string, where: Rec) =>
      repoOf(suite.app.ctx).findMany(suite.app.ctx.db, entity, {
        where: Object.entries(where).map(([prop, value]) => ({ prop, op: 'eq' as const, value })),
      });
    const parkingRow = () => ids.lookup(ids.company.glf, 'LocationType', 'Parking Row');
    /** Toledo, every location: no demo check there, so each test starts its own. */
    const start = async (token = tokens.dispatcher, body: Rec = { siteId: ids.site.TOL }) => {
      const res = await call('POST', '/YardCheck', token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { check: Rec; spots: Rec[]; differences: Rec[] };
    };
    const enter = (checkId: number, body: Rec, token = tokens.dispatcher) => call('POST', `/YardCheck/${checkId}/Entry`, token, body);
    let key = 0;
    const nextKey = () => `test-${dialect}-${++key}-key`;

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      const logins = ['dispatcher', 'dispatcher2', 'driver', 'driver2', 'sysadmin'] as const;
      tokens = Object.fromEntries(await Promise.all(logins.map(async (l) => [l, (await suite.api.login(l)).token]))) as typeof tokens;
    });

    it('when a dispatcher starts a check of a location type, then it walks those locations in their order with the trailers the records have there', async () => {
      const { check, spots, differences } = await start(tokens.dispatcher, { siteId: ids.site.CHI, locationType: parkingRow() });
      expect(check).toMatchObject({
        siteId: ids.site.CHI,
        status: 'Open',
        startUser: 'dispatcher',
        checkedCount: 0,
        spotCount: spots.length,
      });
      expect(differences).toEqual([]);
      const locations = await find('location', { siteId: ids.site.CHI, locationType: parkingRow(), isActive: true });
      const order = [...locations].sort((a, b) => a.sort - b.sort || String(a.location).localeCompare(String(b.location)) || a.id - b.id);
      expect(spots.map((s) => s.locationId)).toEqual(order.map((l) => l.id));
      for (const spot of spots) {
        const recorded = (await find('asset', { assetLocId: spot.locationId })).filter((a) => !a.departedDate);
        expect(spot.expected.map((x: Rec) => x.unitId).sort()).toEqual(recorded.map((a) => a.assetModelId).sort());
      }
      // the whole site when no type is given; the rows read again by GET …/Rows
      const whole = await start(tokens.dispatcher, { siteId: ids.site.CHI });
      expect(whole.spots.length).toBeGreaterThan(spots.length);
      const rows = await call('GET', `/YardCheck/${whole.check.id}/Rows`, tokens.driver);
      expect(rows.status).toBe(200);
      expect(rows.body.data.spots.length).toBe(whole.spots.length);
    });

    it('when a check would reach another company, another site or nothing, then it is refused naming the field and nothing is written', async () => {
      const before = (await find('yardCheck', {})).length;
      const refusals: [string, Rec, number, string][] = [
        ['dispatcher', { siteId: ids.site.ATL }, 404, 'siteId'], // another company's site
        ['driver2', { siteId: ids.site.CHI }, 404, 'siteId'], // a site the driver does not work at
        [
          'dispatcher',
          { siteId: ids.site.TOL, locationType: ids.lookup(ids.company.sbl, 'LocationType', 'Parking Row') },
          404,
          'locationType',
        ],
        ['dispatcher', { siteId: ids.site.TOL, locationType: ids.lookup(ids.company.glf, 'AssetType', 'Dry Van') }, 404, 'locationType'],
        ['dispatcher', { siteId: 'TOL' }, 400, 'siteId'],
        ['dispatcher', {}, 400, 'siteId'],
        [
          'dispatcher',
          { siteId: ids.site.TOL, locationType: ids.lookup(ids.company.glf, 'LocationType', 'Rail Spur') },
          409,
          'locationType',
        ], // none at Toledo
      ];
      for (const [login, body, status, field] of refusals) {
        const res = await call('POST', '/YardCheck', tokens[login as Login], body);
        expect([res.status, res.body.error?.details?.[0]?.field], `${login} ${JSON.stringify(body)}`).toEqual([status, field]);
      }
      expect((await call('POST', '/YardCheck', tokens.sysadmin, { siteId: ids.site.TOL })).status).toBe(403);
      expect((await find('yardCheck', {})).length).toBe(before);
    });

    it('when the checker enters spots, then a unit or an empty mark replaces what the spot had, a unit is where it was entered last, and a resent entry changes nothing', async () => {
      const { check, spots } = await start();
      const [a, b] = spots;
      const entryKey = nextKey();
      const first = await enter(check.id, { locationId: a.locationId, unitId: ' TEST-UNIT-1 ', entryKey });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // the answer is the spot alone: small on a phone
      expect(first.body.data.spots).toHaveLength(1);
      expect(first.body.data.spots[0].entries).toMatchObject([
        { unitId: 'TEST-UNIT-1', isEmpty: false, assetId: null, enteredUser: 'dispatcher' },
      ]);
      expect(first.body.data.check.checkedCount).toBe(1);
      // the same entry sent again, twice at once (a lost answer, two tabs): still one
      const again = await Promise.all([
        enter(check.id, { locationId: a.locationId, unitId: 'TEST-UNIT-1', entryKey }),
        enter(check.id, { locationId: a.locationId, unitId: 'TEST-UNIT-1', entryKey }),
      ]);
      expect(again.map((r) => r.status)).toEqual([200, 200]);
      expect(await find('yardCheckEntry', { yardCheckId: check.id })).toHaveLength(1);
      // the unit entered at another spot moves there; an empty mark clears a spot
      await enter(check.id, { locationId: b.locationId, unitId: 'TEST-UNIT-1', entryKey: nextKey() });
      await enter(check.id, { locationId: a.locationId, empty: true, entryKey: nextKey() });
      const rows = (await call('GET', `/YardCheck/${check.id}/Rows`, tokens.dispatcher)).body.data;
      const at = (id: number) => rows.spots.find((s: Rec) => s.locationId === id).entries.map((e: Rec) => e.unitId ?? 'empty');
      expect([at(a.locationId), at(b.locationId)]).toEqual([['empty'], ['TEST-UNIT-1']]);
      // a unit on an empty spot takes its empty mark's place
      await enter(check.id, { locationId: a.locationId, unitId: 'TEST-UNIT-2', entryKey: nextKey() });
      const later = (await call('GET', `/YardCheck/${check.id}/Rows`, tokens.dispatcher)).body.data;
      expect(later.spots.find((s: Rec) => s.locationId === a.locationId).entries.map((e: Rec) => e.unitId)).toEqual(['TEST-UNIT-2']);
      expect(later.check.checkedCount).toBe(2);
    });

    it('when an entry is wrong, or names what the checker may not reach, then it is refused naming the field and nothing is entered', async () => {
      const { check, spots } = await start();
      const spot = spots[0].locationId;
      const otherSite = ids.location(ids.site.CHI, 'Door 01');
      const typed = await start(tokens.dispatcher, { siteId: ids.site.TOL, locationType: parkingRow() });
      const dockDoor = ids.location(ids.site.TOL, 'Door 01');
      const refusals: [Login, string, Rec, number, string | undefined][] = [
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: 'X1', empty: true }, 400, 'empty'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: spot }, 400, 'unitId'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: '   ' }, 400, 'unitId'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: 'one', unitId: 'X1' }, 400, 'locationId'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: 'X'.repeat(51) }, 400, 'unitId'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: 'X1', entryKey: 'bad key!' }, 400, 'entryKey'],
        ['dispatcher', `/YardCheck/${check.id}/Entry`, { locationId: otherSite, unitId: 'X1' }, 404, 'locationId'], // another site's
        ['dispatcher', `/YardCheck/${typed.check.id}/Entry`, { locationId: dockDoor, unitId: 'X1' }, 404, 'locationId'], // not of the check's type
        ['driver2', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: 'X1' }, 404, 'id'], // not his site
        ['dispatcher2', `/YardCheck/${check.id}/Entry`, { locationId: spot, unitId: 'X1' }, 404, 'id'], // another company
        ['dispatcher', `/YardCheck/999999/Entry`, { locationId: spot, unitId: 'X1' }, 404, 'id'],
      ];
      for (const [login, path, body, status, field] of refusals) {
        const res = await call('POST', path, tokens[login], body);
        expect([res.status, res.body.error?.details?.[0]?.field], `${login} ${JSON.stringify(body)}`).toEqual([status, field]);
      }
      expect(await find('yardCheckEntry', { yardCheckId: check.id })).toEqual([]);
      // a driver of the site may enter
      expect((await enter(check.id, { locationId: spot, empty: true }, tokens.driver)).status).toBe(200);
    });

    it('when a check closes, then it lists each kind of difference; a dispatcher resolves each with one action through the asset save, and the check keeps who did what', async () => {
      const { check, spots } = await start(tokens.driver, { siteId: ids.site.CHI });
      const full = spots.filter((s) => s.expected.length);
      expect(full.length, 'Chicago has trailers at two spots').toBeGreaterThanOrEqual(2);
      const [emptied, swapped] = full;
      const moved = emptied.expected[0]; // found at another spot
      const lost = swapped.expected[0]; // its spot holds another unit and it is seen nowhere
      const free = spots.find((s) => !s.expected.length)!;
      // every other full spot confirmed as recorded
      for (const s of full.slice(2))
        for (const x of s.expected)
          expect((await enter(check.id, { locationId: s.locationId, unitId: x.unitId }, tokens.driver)).status).toBe(200);
      await enter(check.id, { locationId: emptied.locationId, empty: true }, tokens.driver);
      await enter(check.id, { locationId: free.locationId, unitId: moved.unitId }, tokens.driver);
      await enter(check.id, { locationId: swapped.locationId, unitId: `${UNKNOWN_UNIT}-${dialect}` }, tokens.driver);
      // the rest of emptied's trailers, if any, are found where recorded
      const unresolvable = emptied.expected.slice(1).length + swapped.expected.slice(1).length;

      expect((await call('POST', `/YardCheck/${check.id}/Resolve`, tokens.dispatcher, { differenceId: 1, action: 'keep' })).status).toBe(
        409,
      ); // not closed yet
      const closed = await call('POST', `/YardCheck/${check.id}/Close`, tokens.driver);
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const diffs: Rec[] = closed.body.data.differences;
      const kinds = Object.fromEntries(diffs.map((d) => [d.unitId, d.kind]));
      expect(kinds[moved.unitId]).toBe('At Another Spot');
      expect(kinds[lost.unitId]).toBe('Not Found');
      expect(kinds[`${UNKNOWN_UNIT}-${dialect}`]).toBe('Unknown Unit ID');
      expect(diffs).toHaveLength(3 + unresolvable);
      expect(closed.body.data.check).toMatchObject({
        status: 'Closed',
        closeUser: 'driver',
        differenceCount: diffs.length,
        openDifferences: diffs.length,
      });
      expect((await call('POST', `/YardCheck/${check.id}/Close`, tokens.driver)).body.error.message).toMatch(
        /^This Yard Check was already closed by driver/,
      );
      expect((await enter(check.id, { locationId: free.locationId, empty: true }, tokens.driver)).status).toBe(409);

      const resolve = (body: Rec, token = tokens.dispatcher) => call('POST', `/YardCheck/${check.id}/Resolve`, token, body);
      const diffOf = (unit: string) => diffs.find((d) => d.unitId === unit)!;
      // refusals: a driver; an action that does not fit; a creation without its type and category; another check's difference
      expect((await resolve({ differenceId: diffOf(moved.unitId).id, action: 'move' }, tokens.driver)).status).toBe(403);
      const wrong = await resolve({ differenceId: diffOf(moved.unitId).id, action: 'create' });
      expect([wrong.status, wrong.body.error.details[0].field]).toEqual([400, 'action']);
      const bare = await resolve({ differenceId: diffOf(`${UNKNOWN_UNIT}-${dialect}`).id, action: 'create' });
      expect([bare.status, bare.body.error.details.map((d: Rec) => d.field)]).toEqual([400, ['assetType', 'assetCategory']]);
      expect(await find('asset', { assetModelId: `${UNKNOWN_UNIT}-${dialect}` })).toEqual([]);
      expect(
        (
          await call('POST', `/YardCheck/${check.id}/Resolve`, tokens.dispatcher2, {
            differenceId: diffOf(moved.unitId).id,
            action: 'keep',
          })
        ).status,
      ).toBe(404);

      // move: the record stands where the check saw it, and its history says so
      const movedNow = await resolve({ differenceId: diffOf(moved.unitId).id, action: 'move' });
      expect(movedNow.status, JSON.stringify(movedNow.body)).toBe(200);
      const [asset] = await find('asset', { id: moved.assetId });
      expect(asset.assetLocId).toBe(free.locationId);
      const [history] = (await find('assetAudit', { assetId: moved.assetId })).sort((x, y) => y.auditId - x.auditId);
      expect([history.action, history.auditUser]).toEqual(['yard check', 'dispatcher']);
      // twice at once: one resolution
      const twice = await Promise.all([
        resolve({ differenceId: diffOf(lost.unitId).id, action: 'missing' }),
        resolve({ differenceId: diffOf(lost.unitId).id, action: 'keep' }),
      ]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
      const [lostNow] = await find('asset', { id: lost.assetId });
      const missing = ids.lookup(ids.company.glf, 'AssetStatus', 'Missing');
      const lostDiff = (await find('yardCheckDifference', { id: diffOf(lost.unitId).id }))[0];
      expect(lostNow.assetStatus === missing).toBe(lostDiff.resolution === 'Marked Missing');
      // create: a new asset of the unknown unit id at the spot
      const created = await resolve({
        differenceId: diffOf(`${UNKNOWN_UNIT}-${dialect}`).id,
        action: 'create',
        assetType: ids.lookup(ids.company.glf, 'AssetType', 'Dry Van'),
        assetCategory: ids.lookup(ids.company.glf, 'AssetCategory', 'Trailer'),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const [made] = await find('asset', { assetModelId: `${UNKNOWN_UNIT}-${dialect}` });
      expect(made).toMatchObject({ assetLocId: swapped.locationId, priCompanyId: ids.company.glf });
      for (const d of diffs.filter((x) => !x.resolution && ![moved.unitId, lost.unitId, `${UNKNOWN_UNIT}-${dialect}`].includes(x.unitId)))
        expect((await resolve({ differenceId: d.id, action: 'keep' })).status).toBe(200);
      const done = (await call('GET', `/YardCheck/${check.id}/Rows`, tokens.dispatcher)).body.data;
      expect(done.check).toMatchObject({ status: 'Resolved', openDifferences: 0 });
      expect(done.differences.every((d: Rec) => d.resolvedUser === 'dispatcher' && d.resolution && d.resolvedDate)).toBe(true);
      expect((await resolve({ differenceId: diffOf(moved.unitId).id, action: 'move' })).body.error.message).toMatch(
        /already resolved \(Moved\) by dispatcher/,
      );
    });

    it('when checks are listed and exported, then each user sees those of the sites he reaches, and the yard view marks the spots no check confirmed this shift', async () => {
      const { check, spots } = await start();
      await enter(check.id, { locationId: spots[0].locationId, empty: true });
      const list = await call('POST', '/YardChecks?range=[0,99]', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ALL],
        filters: [],
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.find((c: Rec) => c.id === check.id)).toMatchObject({ checkedCount: 1, status: 'Open' });
      // the demo's Detroit check waits for its differences to be resolved
      expect(list.body.data.some((c: Rec) => c.siteId === ids.site.DET && c.status === 'Closed' && c.openDifferences === 2)).toBe(true);
      const driver2 = await call('POST', '/YardChecks?range=[0,99]', tokens.driver2, {
        companyId: ids.company.glf,
        siteIds: [ALL],
        filters: [],
      });
      expect(driver2.status).toBe(200);
      expect(new Set(driver2.body.data.map((c: Rec) => c.siteId))).toEqual(new Set([ids.site.DET]));
      expect(
        (await call('POST', '/YardChecks', tokens.dispatcher2, { companyId: ids.company.glf, siteIds: [ALL], filters: [] })).status,
      ).toBe(404);
      const csv = await call('POST', '/YardChecks/Export', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ids.site.TOL],
        filters: [],
      });
      expect(csv.status, JSON.stringify(csv.body)).toBe(200);
      expect(csv.body.data.split('\n')[0]).toContain('Spots Checked');

      const yard = (await call('GET', `/Yard/${ids.site.TOL}`, tokens.dispatcher)).body.data;
      expect(yard.checks.lastStart).toBe(check.startDate);
      const shown = yard.groups.flatMap((g: Rec) => g.locations);
      expect(shown.find((l: Rec) => l.id === spots[0].locationId).confirmedDate).not.toBeNull();
      expect(shown.find((l: Rec) => l.id === ids.location(ids.site.TOL, 'Fuel Island')).confirmedDate).toBeNull();
    });
  });
}
