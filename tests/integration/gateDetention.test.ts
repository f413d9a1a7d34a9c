// Issue 32, detention (POST /Detention, POST /Detention/Export): dwell, free time, detention and
// its amount per visit and per carrier, on a clock the test moves — dwell runs to check-out, or to
// now while the trailer is in the yard; exactly the free time is no detention, a minute more is
// one; a carrier without a rate has no amount. The visits are made through the gate at a site of
// the test's own, so the demo's visits stay out of the figures.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterOption } from '../../schemas/enums.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, TestClock } from '../helpers/testApp.js';
import { demoIds, type DemoIds, locationBody, siteBody } from '../helpers/maintenance.js';
import { repoOf, type Rec } from '../helpers/db.js';

const MINUTE = 60_000;
/** 14:00:00.123 UTC: the milliseconds make the minutes' rounding show. */
const START = Date.UTC(2031, 2, 12, 14, 0, 0, 123);
const day = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);
/** The check-in days of the test, whatever the user's zone: yesterday to tomorrow. */
const DAYS = { type: 'CheckInDate', filterType: 'Date', option: FilterOption.Range, value: [day(-1), day(1)], active: true };

for (const dialect of DIALECTS) {
  describe(`detention on ${dialect}`, () => {
    const clock = new TestClock(START);
    const suite = useTestApp(dialect, { clock });
    let ids: DemoIds;
    let admin: string;
    let siteId: number;
    let carriers: Record<'LKSH' | 'MCDR' | 'PRXP', number>;
    let units = 0;
    const lk = (group: Parameters<DemoIds['lookup']>[1], description: string) => ids.lookup(ids.company.glf, group, description);
    const post = (path: string, body: unknown, token = admin) => suite.api.call('POST', path, { token, body });
    const checkIn = async (scac: keyof typeof carriers) => {
      const res = await post('/Gate/CheckIn', {
        siteId,
        carrierId: carriers[scac],
        unitId: `DET-${dialect}-${scac}-${++units}`,
        assetType: lk('AssetType', 'Dry Van'),
        assetCategory: lk('AssetCategory', 'Trailer'),
        payloadStatusId: lk('PayloadStatus', 'Empty'),
        payloadAssignId: lk('PayloadAssignment', 'Inbound'),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as number;
    };
    const checkOut = async (visitId: number) =>
      expect((await post('/Gate/CheckOut', { visitId, payloadStatusId: lk('PayloadStatus', 'Empty') })).status).toBe(200);
    /** Moves the clock, and logs in again past the session's idle timeout. */
    const advance = async (minutes: number) => {
      clock.advance(minutes * MINUTE);
      admin = (await suite.api.login('siteadmin')).token;
    };

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      admin = (await suite.api.login('siteadmin')).token;
      // A site of its own, with its gate.
      siteId = (await post('/Site', siteBody(ids.company.glf))).body.data.id;
      const gate = await post('/Location', locationBody(siteId, lk('LocationType', 'Gate')));
      expect(gate.status, JSON.stringify(gate.body)).toBe(200);
      const all = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'carrier', {
        where: [{ prop: 'companyId', op: 'eq', value: ids.company.glf }],
      });
      carriers = Object.fromEntries(all.map((c: Rec) => [c.scac, c.id])) as typeof carriers;
    });

    it('when visits check in and out as the clock moves, then each row and each carrier’s total has its dwell, free time, detention and amount — to now for a trailer still in the yard — and the export says the same', async () => {
      // Lakeshore (120 free, 75/h), Motor City (90 free, 60/h), Prairie (120 free, no rate).
      const exact = await checkIn('LKSH');
      const lakeshore = await checkIn('LKSH');
      const motorCity = await checkIn('MCDR');
      const prairie = await checkIn('PRXP');
      await advance(100);
      const late = await checkIn('LKSH');
      await advance(20);
      await checkOut(exact); // 120 minutes: its free time exactly, no detention
      await advance(30);
      await checkOut(lakeshore); // 150 minutes: 30 of detention at 75/h
      await advance(30); // now: Motor City 180 (90 over), Prairie 180 (60 over, no rate), the late one 80

      const res = await post('/Detention', { companyId: ids.company.glf, siteIds: [siteId], filters: [DAYS] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers!.get('x-total-count')).toBe('5');
      const rows = Object.fromEntries(res.body.data.rows.map((r: Rec) => [r.id, r]));
      const figures = (id: number) => {
        const r = rows[id];
        return [r.dwellMinutes, r.freeMinutes, r.detentionMinutes, r.amount, r.checkOutDate === null];
      };
      expect(figures(exact)).toEqual([120, 120, 0, 0, false]);
      expect(figures(lakeshore)).toEqual([150, 120, 30, 37.5, false]);
      expect(figures(motorCity)).toEqual([180, 90, 90, 90, true]);
      expect(figures(prairie)).toEqual([180, 120, 60, null, true]);
      expect(figures(late)).toEqual([80, 120, 0, 0, true]);
      expect(rows[motorCity]).toMatchObject({ carrierName: 'Motor City Drayage', siteId, checkInDate: new Date(START).toISOString() });
      // Newest check-in first.
      expect(res.body.data.rows[0].id).toBe(late);
      expect(res.body.data.totals).toEqual([
        { carrierId: carriers.LKSH, carrierName: 'Lakeshore Logistics', visits: 3, detentionMinutes: 30, amount: 37.5 },
        { carrierId: carriers.MCDR, carrierName: 'Motor City Drayage', visits: 1, detentionMinutes: 90, amount: 90 },
        { carrierId: carriers.PRXP, carrierName: 'Prairie Express', visits: 1, detentionMinutes: 60, amount: null },
      ]);

      // The dashboard's card: detention accruing now, of the trailers still in the yard, the most first.
      const card = await suite.api.call('GET', `/Dashboard/Detention?siteId=${siteId}`, { token: admin });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
      expect(card.body.data.carriers).toEqual([
        { carrierId: carriers.MCDR, carrierName: 'Motor City Drayage', inYard: 1, overdue: 1, detentionMinutes: 90, amount: 90 },
        { carrierId: carriers.PRXP, carrierName: 'Prairie Express', inYard: 1, overdue: 1, detentionMinutes: 60, amount: null },
        { carrierId: carriers.LKSH, carrierName: 'Lakeshore Logistics', inYard: 1, overdue: 0, detentionMinutes: 0, amount: 0 },
      ]);
      const driverCard = await suite.api.call('GET', `/Dashboard/Detention?siteId=${siteId}`, {
        token: (await suite.api.login('driver')).token,
      });
      expect(driverCard.status).toBe(403);

      // A minute past the free time is a minute of detention; the Carrier filter narrows rows and totals.
      await advance(41); // the late one: 121 minutes
      const one = await post('/Detention', {
        companyId: ids.company.glf,
        siteIds: [siteId],
        filters: [DAYS, { type: 'Carrier', filterType: 'Record', option: FilterOption.Exact, value: carriers.LKSH, active: true }],
      });
      expect(one.body.data.rows.map((r: Rec) => [r.id, r.detentionMinutes])).toEqual([
        [late, 1],
        [lakeshore, 30],
        [exact, 0],
      ]);
      expect(one.body.data.totals).toEqual([
        { carrierId: carriers.LKSH, carrierName: 'Lakeshore Logistics', visits: 3, detentionMinutes: 31, amount: 38.75 },
      ]);
      // A page of the rows: the totals stay the whole selection's.
      const page = await suite.api.call('POST', `/Detention?range=${encodeURIComponent('[1,1]')}`, {
        token: admin,
        body: { siteIds: [siteId], filters: [DAYS] },
      });
      expect([page.body.data.rows.length, page.headers!.get('x-total-count'), page.body.data.totals.length]).toEqual([1, '5', 3]);

      const file = await post('/Detention/Export', { siteIds: [siteId], filters: [DAYS] });
      expect(file.status).toBe(200);
      expect(
        file.body.data.startsWith(
          '\uFEFFCarrier,Unit ID,Site,Checked In,Checked Out,Dwell (min),Free Time (min),Detention (min),Detention Rate,Amount\r\n',
        ),
      ).toBe(true);
      const lines: Rec[] = parse(file.body.data.slice(1), { columns: true });
      expect(lines).toHaveLength(5);
      expect(lines.find((l) => l['Unit ID'] === rows[motorCity].unitId)).toMatchObject({
        Carrier: 'Motor City Drayage',
        'Checked Out': '',
        'Dwell (min)': '221',
        'Detention (min)': '131',
        Amount: '131',
      });

      // The totals are kept within the minute (detention.ts keptFigures), but a visit's write forgets them at once.
      const all = { companyId: ids.company.glf, siteIds: [siteId], filters: [DAYS] };
      const motorCityTotal = async () =>
        (await post('/Detention', all)).body.data.totals.find((t: Rec) => t.carrierId === carriers.MCDR).visits as number;
      expect(await motorCityTotal()).toBe(1);
      await checkIn('MCDR');
      expect(await motorCityTotal()).toBe(2);
    });

    it('when a Unit ID holds a line break and a formula, then the detention export quotes the cell and neutralises the formula (the exports’ one CSV writer)', async () => {
      const unitId = `=1+1\nDET-${dialect}-LB`;
      const res = await post('/Gate/CheckIn', {
        siteId,
        carrierId: carriers.LKSH,
        unitId,
        assetType: lk('AssetType', 'Dry Van'),
        assetCategory: lk('AssetCategory', 'Trailer'),
        payloadStatusId: lk('PayloadStatus', 'Empty'),
        payloadAssignId: lk('PayloadAssignment', 'Inbound'),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const file = await post('/Detention/Export', { siteIds: [siteId], filters: [DAYS] });
      const lines: Rec[] = parse(file.body.data.slice(1), { columns: true });
      // one record for the visit, its cell whole and starting with a quote mark, not an equals sign
      expect(lines.filter((l) => String(l['Unit ID']).includes(`DET-${dialect}-LB`)).map((l) => l['Unit ID'])).toEqual([`'${unitId}`]);
    });

    it('when the report is asked without its day range, for too many days, by a driver, or for another company’s sites, then it refuses naming what', async () => {
      const body = { companyId: ids.company.glf, siteIds: [siteId], filters: [DAYS] };
      const none = await post('/Detention', { ...body, filters: [] });
      expect([none.status, none.body.error.details[0].field]).toEqual([400, 'filters']);
      const long = await post('/Detention', { ...body, filters: [{ ...DAYS, value: [day(-93), day(0)] }] });
      expect([long.status, long.body.error.details[0].field]).toEqual([400, 'filters']);
      expect((await post('/Detention', { ...body, filters: [{ ...DAYS, value: [day(-92), day(0)] }] })).status).toBe(200);
      expect((await post('/Detention', body, (await suite.api.login('driver')).token)).status).toBe(403);
      const other = (await suite.api.login('siteadmin2')).token;
      expect((await post('/Detention', body, other)).status).toBe(404);
      expect((await post('/Detention', { siteIds: [siteId], filters: [DAYS] }, other)).status).toBe(404);
      const sysadmin = (await suite.api.login('sysadmin')).token;
      const unnamed = await post('/Detention', { filters: [DAYS] }, sysadmin);
      expect([unnamed.status, unnamed.body.error.details[0].field]).toEqual([400, 'companyId']);
      expect((await post('/Detention', body, sysadmin)).status).toBe(200);
      // a System Administrator reaches every site, but the sites must be the chosen company's
      expect((await post('/Detention', { ...body, companyId: ids.company.sbl }, sysadmin)).status).toBe(404);
    });
  });
}
