// Issue 33, dock appointments (appointment.schema.json and server/entities/appointment): booked by
// a site's dispatchers at a Dock Door of the site for a window of at least 15 minutes; two
// appointments that hold a door never overlap there — also when two dispatchers book one slot at
// once, whichever database; the statuses that record what happened are the server's to set: the
// gate's check-in turns one Arrived or Late and links its visit, the No-Show sweep turns the
// overdue ones No-Show, once, also when two instances sweep one PostgreSQL database at once.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../schemas/dates.js';
import { FilterOption } from '../../schemas/enums.js';
import { boot } from '../../server/boot.js';
import { sweepNoShows } from '../../server/entities/appointment/noShow.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, JWT_SECRET, quietLogger } from '../helpers/testApp.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { repoOf, type Rec } from '../helpers/db.js';

const MINUTE = 60_000;
const ymd = (day: string) =>
  day
    .split('-')
    .map(Number)
    .map((n, i) => (i === 1 ? n - 1 : n)) as [number, number, number];

for (const dialect of DIALECTS) {
  describe(`dock appointments on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let tokens: Record<'dispatcher' | 'dispatcher2' | 'driver' | 'sysadmin', string>;
    let carrier: { glf: number; sbl: number };
    let door: (n: number) => number;
    const call = (method: 'POST' | 'GET' | 'DELETE', path: string, token: string, body?: unknown) =>
      suite.api.call(method, path, { token, body });
    const find = (entity: string, where: Rec) =>
      repoOf(suite.app.ctx).findMany(suite.app.ctx.db, entity, {
        where: Object.entries(where).map(([prop, value]) => ({ prop, op: 'eq' as const, value })),
      });
    /** A moment `minutes` after 08:00 UTC, 40 days from the test clock's today: no demo booking is near it. */
    let base: number;
    const at = (minutes: number) => new Date(base + minutes * MINUTE).toISOString();
    /** A booking at Chicago's door `n` from `from` to `to` (minutes after base). */
    const slot = (n: number, from: number, to: number, over: Rec = {}): Rec => ({
      siteId: ids.site.CHI,
      doorId: door(n),
      carrierId: carrier.glf,
      reference: `PO-${dialect}-${n}-${from}`,
      payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Inbound'),
      startDate: at(from),
      endDate: at(to),
      ...over,
    });

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      const logins = ['dispatcher', 'dispatcher2', 'driver', 'sysadmin'] as const;
      tokens = Object.fromEntries(await Promise.all(logins.map(async (l) => [l, (await suite.api.login(l)).token]))) as typeof tokens;
      const [lakeshore] = await find('carrier', { scac: 'LKSH' });
      const [peach] = await find('carrier', { scac: 'PSLN' });
      carrier = { glf: lakeshore.id, sbl: peach.id };
      door = (n) => ids.location(ids.site.CHI, `Door ${String(n).padStart(2, '0')}`);
      const day = new Date(suite.app.clock.now().getTime() + 40 * 24 * 60 * MINUTE);
      base = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8);
    });

    it('when a dispatcher books a door, then the appointment is Scheduled, read back with its door and carrier names, listed and exported', async () => {
      const res = await call('POST', '/Appointment', tokens.dispatcher, slot(6, 0, 60));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const booked = res.body.data;
      expect(booked).toMatchObject({ status: 'Scheduled', doorName: 'Door 06', carrierName: 'Lakeshore Logistics', siteId: ids.site.CHI });
      const read = await call('GET', `/Appointment/${booked.id}`, tokens.dispatcher);
      expect(read.body.data).toMatchObject({ id: booked.id, startDate: at(0), endDate: at(60) });
      const window = {
        type: 'WindowStart',
        filterType: 'Date',
        option: FilterOption.Range,
        value: [at(-60).slice(0, 10), at(24 * 60).slice(0, 10)],
        active: true,
      };
      const list = await call('POST', '/Appointments?range=[0,99]', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ids.site.CHI],
        filters: [window],
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.map((a: Rec) => a.id)).toContain(booked.id);
      const csv = await call('POST', '/Appointments/Export', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ids.site.CHI],
        filters: [window],
      });
      expect(csv.status).toBe(200);
      expect(csv.body.data).toContain(`PO-${dialect}-6-0`);
    });

    it('when the list is asked for a window (from, to), then it holds exactly the appointments whose window meets it; To not after From is refused naming it', async () => {
      const booked: number[] = [];
      for (const [n, from, to] of [
        [2, 2600, 2660],
        [2, 2700, 2760],
        [3, 2650, 2720],
      ] as const)
        booked.push((await call('POST', '/Appointment', tokens.dispatcher, slot(n, from, to))).body.data.id as number);
      const list = (body: Rec) =>
        call('POST', '/Appointments?range=[0,99]', tokens.dispatcher, {
          companyId: ids.company.glf,
          siteIds: [ids.site.CHI],
          filters: [],
          ...body,
        });
      const listed = async (body: Rec) => ((await list(body)).body.data as Rec[]).map((a) => a.id).filter((id) => booked.includes(id));
      // [2660, 2700) — a day and more after the other tests' slots: the first ends as it starts, the second starts as it ends; the third overlaps
      expect(await listed({ from: at(2660), to: at(2700) })).toEqual([booked[2]]);
      expect(await listed({ from: at(2659), to: at(2701) })).toEqual([booked[0], booked[2], booked[1]]); // by start
      expect(await listed({ from: at(2720) })).toEqual([booked[1]]);
      const csv = await call('POST', '/Appointments/Export', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ids.site.CHI],
        from: at(2660),
        to: at(2700),
      });
      expect(csv.body.data).toContain(`PO-${dialect}-3-2650`);
      expect(csv.body.data).not.toContain(`PO-${dialect}-2-2600`);
      const wrong = await list({ from: at(2700), to: at(2700) });
      expect([wrong.status, wrong.body.error.details[0].field]).toEqual([400, 'to']);
      const elsewhere = await call('POST', '/GateVisits', tokens.dispatcher, {
        companyId: ids.company.glf,
        siteIds: [ids.site.CHI],
        filters: [],
        from: at(0),
      });
      expect([elsewhere.status, elsewhere.body.error.details[0].field]).toEqual([400, 'from']);
    });

    it('when a booking overlaps another at its door, then it is refused with a 409 naming that appointment; touching windows, other doors and released slots are free', async () => {
      const first = await call('POST', '/Appointment', tokens.dispatcher, slot(6, 120, 180));
      expect(first.status).toBe(200);
      const clash = await call('POST', '/Appointment', tokens.dispatcher, slot(6, 150, 210));
      expect(clash.status).toBe(409);
      expect(clash.body.error.message).toMatch(new RegExp(`^Door 06 is booked from .* to .* by appointment PO-${dialect}-6-120$`));
      expect(clash.body.error.details[0].field).toBe('startDate');
      expect((await call('POST', '/Appointment', tokens.dispatcher, slot(6, 180, 240))).status).toBe(200); // starts as the first ends
      expect((await call('POST', '/Appointment', tokens.dispatcher, slot(5, 150, 210))).status).toBe(200); // another door
      // cancelled, the slot is free; put back while another holds it, it is refused
      const cancel = await call('POST', '/Appointment', tokens.dispatcher, { ...first.body.data, status: 'Cancelled' });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      const taker = await call('POST', '/Appointment', tokens.dispatcher, slot(6, 130, 170));
      expect(taker.status).toBe(200);
      const back = await call('POST', '/Appointment', tokens.dispatcher, { ...cancel.body.data, status: 'Scheduled' });
      expect([back.status, back.body.error?.message]).toEqual([409, expect.stringContaining(`by appointment PO-${dialect}-6-130`)]);
      // moved onto a taken slot: the same refusal; its own old slot is no obstacle
      const moved = await call('POST', '/Appointment', tokens.dispatcher, { ...taker.body.data, startDate: at(140), endDate: at(175) });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((await call('POST', '/Appointment', tokens.dispatcher, { ...taker.body.data, endDate: at(200) })).status).toBe(409);
    });

    it('when several dispatchers book one slot at once, then exactly one booking is made and the others are told whose it is', async () => {
      const tries = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST', '/Appointment', tokens.dispatcher, slot(4, 300 + i, 360, { reference: `RACE-${dialect}-${i}` })),
        ),
      );
      expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = tries.find((r) => r.status === 200)!.body.data.reference;
      for (const r of tries.filter((t) => t.status === 409)) expect(r.body.error.message).toContain(`by appointment ${winner}`);
      const held = await find('appointment', { doorId: door(4) });
      expect(held.filter((a) => String(a.reference).startsWith(`RACE-${dialect}`))).toHaveLength(1);
    });

    it('when a booking is too short, at a door that is not a dock door of its site, with another company’s carrier, or says it arrived, then it is refused naming the field and nothing is written', async () => {
      const before = (await find('appointment', {})).length;
      const refused = async (body: Rec, field: string) => {
        const res = await call('POST', '/Appointment', tokens.dispatcher, body);
        expect([res.status, res.body.error?.details?.[0]?.field], JSON.stringify(res.body)).toEqual([400, field]);
        return res.body.error.details[0].message as string;
      };
      expect(await refused(slot(3, 500, 514), 'endDate')).toBe('Window End must be at least 15 minutes after Window Start');
      expect(await refused(slot(3, 500, 500), 'endDate')).toBe('Window End must be at least 15 minutes after Window Start');
      await refused(slot(3, 500, 560, { doorId: ids.location(ids.site.CHI, 'Row A') }), 'doorId');
      await refused(slot(3, 500, 560, { doorId: ids.location(ids.site.DET, 'Door 01') }), 'doorId');
      // another company's carrier does not exist for the dispatcher (a reference it cannot reach)
      const theirs = await call('POST', '/Appointment', tokens.dispatcher, slot(3, 500, 560, { carrierId: carrier.sbl }));
      expect([theirs.status, theirs.body.error.message]).toEqual([404, 'Carrier not found']);
      expect(await refused(slot(3, 500, 560, { status: 'Arrived' }), 'status')).toBe('Arrived is set by the gate, not chosen');
      await refused(slot(3, 500, 560, { startDate: 'tomorrow' }), 'startDate');
      expect((await find('appointment', {})).length).toBe(before);
    });

    it('when the door schedule reads a day, then it has every appointment whose window meets the day in the caller’s zone, one that crosses midnight too, in start order, and a booking shows at once', async () => {
      const day = at(0).slice(0, 10); // base is 08:00 UTC: 02:00 in Chicago, the same day
      const read = async (token = tokens.dispatcher, siteId = ids.site.CHI) => call('POST', '/Appointments/Day', token, { siteId, day });
      const overnight = await call('POST', '/Appointment', tokens.dispatcher, slot(1, -7 * 60, -5 * 60)); // 01:00–03:00 UTC: the evening before in Chicago
      expect(overnight.status).toBe(200);
      const first = await read();
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const rows: Rec[] = first.body.data.appointments;
      const starts = rows.map((r) => Date.parse(r.startDate as string));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // the day is Chicago's: from 06:00 UTC to 06:00 UTC the next day
      expect(first.body.data.from).toBe(new Date(Date.UTC(...ymd(day), 6)).toISOString());
      for (const r of rows) {
        expect(Date.parse(r.endDate as string)).toBeGreaterThan(Date.parse(first.body.data.from));
        expect(Date.parse(r.startDate as string)).toBeLessThan(Date.parse(first.body.data.to));
      }
      expect(rows.map((r) => r.id)).not.toContain(overnight.body.data.id); // ended at 03:00 UTC, before the day
      // a booking that crosses into the day from the evening before is in it
      const crossing = await call('POST', '/Appointment', tokens.dispatcher, slot(2, -3 * 60, -60)); // 05:00–07:00 UTC
      expect(crossing.status).toBe(200);
      const second = (await read()).body.data.appointments as Rec[];
      expect(second.map((r) => r.id)).toContain(crossing.body.data.id);
      expect(second.find((r) => r.id === crossing.body.data.id)).toMatchObject({ carrierName: 'Lakeshore Logistics', status: 'Scheduled' });
      // a window longer than a day is refused: the day's read looks a day back
      const long = await call('POST', '/Appointment', tokens.dispatcher, slot(3, 2000, 2000 + 24 * 60 + 15));
      expect([long.status, long.body.error.details[0].field]).toEqual([400, 'endDate']);
      expect((await read(tokens.driver)).status).toBe(403);
      const foreign = await read(tokens.dispatcher2);
      expect([foreign.status, foreign.body.error.details[0].field]).toEqual([404, 'siteId']);
      expect((await call('POST', '/Appointments/Day', tokens.dispatcher, { siteId: ids.site.CHI, day: '2026-13-40' })).status).toBe(400);
    });

    it('when a browser reads the day compressed, then the kept answer comes brotli or gzip as it asks, the same JSON, the same bytes each time until a booking', async () => {
      const day = at(0).slice(0, 10);
      const body = JSON.stringify({ siteId: ids.site.CHI, day });
      const post = (encoding: string) =>
        new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((done, fail) => {
          const r = request(
            `${suite.app.baseUrl}/api/Fleet/Appointments/Day`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens.dispatcher}`, 'content-type': 'application/json', 'accept-encoding': encoding },
            },
            (res) => {
              const parts: Buffer[] = [];
              res.on('data', (c: Buffer) => parts.push(c));
              res.on('end', () => done({ headers: res.headers, bytes: Buffer.concat(parts) }));
            },
          );
          r.on('error', fail);
          r.end(body);
        });
      const plain = await post('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = JSON.parse(plain.bytes.toString());
      const [br, again, gz] = [await post('gzip, deflate, br'), await post('gzip, deflate, br'), await post('gzip')];
      expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(String(br.headers.vary)).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(json);
      expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(json);
      expect(again.bytes.equals(br.bytes)).toBe(true);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length);
      // a booking of the day: a new answer, compressed anew
      expect((await call('POST', '/Appointment', tokens.dispatcher, slot(5, 60, 120))).status).toBe(200);
      const after = JSON.parse(brotliDecompressSync((await post('br')).bytes).toString());
      expect(after.data.appointments.length).toBe(json.data.appointments.length + 1);
    });

    it('when a driver or another company asks, then drivers are refused and another company’s appointment does not exist for them', async () => {
      const mine = (await call('POST', '/Appointment', tokens.dispatcher, slot(2, 700, 760))).body.data;
      expect((await call('GET', `/Appointment/${mine.id}`, tokens.driver)).status).toBe(403);
      expect((await call('POST', '/Appointment', tokens.driver, slot(2, 800, 860))).status).toBe(403);
      expect((await call('GET', `/Appointment/${mine.id}`, tokens.dispatcher2)).status).toBe(404);
      expect((await call('DELETE', `/Appointment/${mine.id}`, tokens.dispatcher2)).status).toBe(404);
      const theirs = await call('POST', '/Appointment', tokens.dispatcher2, slot(2, 800, 860, { carrierId: carrier.sbl }));
      expect(theirs.status).toBe(404); // Chicago is not a site of theirs
      expect((await call('DELETE', `/Appointment/${mine.id}`, tokens.dispatcher)).status).toBe(200);
      expect((await call('GET', `/Appointment/${mine.id}`, tokens.dispatcher)).status).toBe(404);
    });

    describe('met at the gate, or not', () => {
      const now = () => suite.app.clock.now().getTime();
      const iso = (t: number) => new Date(t).toISOString();
      let unit = 0;
      const checkIn = (appointmentId: number, over: Rec = {}) =>
        call('POST', '/Gate/CheckIn', tokens.dispatcher, {
          siteId: ids.site.CHI,
          carrierId: carrier.glf,
          unitId: `APPT-${dialect.slice(0, 2)}-${++unit}`,
          assetType: ids.lookup(ids.company.glf, 'AssetType', 'Dry Van'),
          assetCategory: ids.lookup(ids.company.glf, 'AssetCategory', 'Trailer'),
          payloadStatusId: ids.lookup(ids.company.glf, 'PayloadStatus', 'Empty'),
          payloadAssignId: ids.lookup(ids.company.glf, 'PayloadAssignment', 'Inbound'),
          appointmentId,
          ...over,
        });
      /** A booking at Chicago's door 6 from `from` to `to` minutes from now. */
      const book = async (from: number, to: number, over: Rec = {}) => {
        const res = await call('POST', '/Appointment', tokens.dispatcher, {
          ...slot(6, 0, 15),
          reference: `ARR-${dialect}-${from}`,
          startDate: iso(now() + from * MINUTE),
          endDate: iso(now() + to * MINUTE),
          ...over,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data as Rec;
      };

      it('when the trailer of an appointment checks in, then it is Arrived (Late past its start and the grace), keeps the visit, and its door is the yard move’s target', async () => {
        const onTime = await book(-10, 50);
        const res = await checkIn(onTime.id as number);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const visit = res.body.data;
        expect(visit.parkLocationId).toBe(door(6));
        const [move] = await find('mission', { id: visit.missionId });
        expect(move.targetLocationId).toBe(door(6));
        expect((await call('GET', `/Appointment/${onTime.id}`, tokens.dispatcher)).body.data).toMatchObject({
          status: 'Arrived',
          gateVisitId: visit.id,
        });
        // the same appointment again: it has arrived already
        const again = await checkIn(onTime.id as number);
        expect([again.status, again.body.error.details[0].field]).toEqual([409, 'appointmentId']);
        const late = await book(-60 * 24 * 3 - 40, -60 * 24 * 3 + 20);
        expect((await checkIn(late.id as number, { parkLocationId: ids.location(ids.site.CHI, 'Row A') })).status).toBe(200);
        expect((await call('GET', `/Appointment/${late.id}`, tokens.dispatcher)).body.data.status).toBe('Late');
        // the list's CSV carries each arrival and whether it was late: the on-time figures per carrier
        const csv = await call('POST', '/Appointments/Export', tokens.dispatcher, {
          companyId: ids.company.glf,
          siteIds: [ids.site.CHI],
          columns: ['reference', 'carrierId', 'status', 'arrivalDate', 'arrivedLate'],
        });
        expect(csv.status, JSON.stringify(csv.body)).toBe(200);
        const rows = (csv.body.data as string).split('\r\n');
        expect(rows[0]).toBe('\uFEFFReference,Carrier,Status,Arrived At,Arrived Late');
        const row = (id: unknown) => rows.find((r) => r.startsWith(`${id === onTime.id ? onTime.reference : late.reference},`));
        expect(row(onTime.id)).toMatch(/,Arrived,\d\d-\d\d-\d{4} \d\d:\d\d [AP]M,No$/);
        expect(row(late.id)).toMatch(/,Late,\d\d-\d\d-\d{4} \d\d:\d\d [AP]M,Yes$/);
      });

      it('when the guard chooses no yard move, or the trailer is already on an open mission, then the appointment is met without a move; the door’s move is refused in the gate’s words (late arrivals: days back, clear of the demo’s bookings)', async () => {
        // windows days back, at a door no demo booking holds then (the demo books today's doors by the clock)
        const daysBack = (days: number) => -60 * 24 * days - 40;
        const none = await checkIn((await book(daysBack(5), daysBack(5) + 60)).id as number, { parkLocationId: null });
        expect(none.status, JSON.stringify(none.body)).toBe(200);
        expect(none.body.data).toMatchObject({ parkLocationId: null, missionId: null });
        // a demo trailer a dispatcher has on an open mission, not in the yard
        const [busy] = await find('asset', { assetModelId: 'TRL-1003' });
        const promised = await book(daysBack(6), daysBack(6) + 60);
        const refused = await checkIn(promised.id as number, { unitId: null, assetId: busy.id });
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body.error.details[0].field).toBe('parkLocationId');
        expect(refused.body.error.message).toMatch(/^TRL-1003 is already on an open Mission, .+: choose No yard move to check it in$/);
        expect((await call('GET', `/Appointment/${promised.id}`, tokens.dispatcher)).body.data.status).toBe('Scheduled');
        const met = await checkIn(promised.id as number, { unitId: null, assetId: busy.id, parkLocationId: null });
        expect(met.status, JSON.stringify(met.body)).toBe(200);
        expect((await call('GET', `/Appointment/${promised.id}`, tokens.dispatcher)).body.data.status).toBe('Late');
      });

      it('when a check-in names another carrier’s or another site’s appointment, then it is refused naming appointmentId and nothing is written', async () => {
        const theirs = await book(24 * 60, 24 * 60 + 60);
        const visits = (await find('gateVisit', {})).length;
        const other = await checkIn(theirs.id as number, { carrierId: (await find('carrier', { scac: 'PRXP' }))[0].id });
        expect([other.status, other.body.error.details[0].field]).toEqual([400, 'appointmentId']);
        const elsewhere = await checkIn(theirs.id as number, { siteId: ids.site.DET });
        expect([elsewhere.status, elsewhere.body.error.details[0].field]).toEqual([404, 'appointmentId']);
        expect((await find('gateVisit', {})).length).toBe(visits);
        expect((await call('GET', `/Appointment/${theirs.id}`, tokens.dispatcher)).body.data.status).toBe('Scheduled');
      });

      it('when an appointment’s window and the grace pass with no arrival, then the sweep turns it No-Show once, also with two instances sweeping at once', async () => {
        const overdue = await Promise.all([0, 1, 2].map((i) => book(-24 * 60 * 5 - 120 + i * 20, -24 * 60 * 5 - 100 + i * 20)));
        const inGrace = await book(-25, -10); // ended 10 minutes ago: within the 15 minutes of grace
        const second =
          dialect === 'postgres'
            ? await boot({
                databaseUrl: suite.db.url,
                dataDir: suite.db.dataDir,
                jwtSecret: JWT_SECRET,
                clock: suite.app.clock,
                log: quietLogger,
              })
            : undefined;
        try {
          const turned = await Promise.all([sweepNoShows(suite.app.ctx), ...(second ? [sweepNoShows(second)] : [])]);
          expect(turned.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
        } finally {
          if (second) {
            await second.live.close();
            await second.adapter.close();
          }
        }
        for (const a of overdue) {
          expect((await call('GET', `/Appointment/${a.id}`, tokens.dispatcher)).body.data.status).toBe('No-Show');
          const history = await find('appointmentAudit', { appointmentId: a.id, action: 'noShow' });
          expect(history.map((h) => h.auditUser)).toEqual(['No-Show sweep']);
        }
        expect((await call('GET', `/Appointment/${inGrace.id}`, tokens.dispatcher)).body.data.status).toBe('Scheduled');
        expect(await sweepNoShows(suite.app.ctx)).toBe(0);
      });

      it('when the dashboards are asked, then they count each carrier’s on-time and late arrivals and no-shows, and the minutes booked at the site’s dock doors per day', async () => {
        const query = `companyId=${ids.company.glf}&siteId=${ids.site.CHI}&days=7`;
        const arrivals = await call('GET', `/Dashboard/Arrivals?${query}`, tokens.dispatcher);
        expect(arrivals.status, JSON.stringify(arrivals.body)).toBe(200);
        const lakeshore = arrivals.body.data.carriers.find((c: Rec) => c.carrierName === 'Lakeshore Logistics');
        // the tests above: one on time, one late (three days ago), three No-Shows (five days ago)
        expect(lakeshore.onTime).toBeGreaterThanOrEqual(1);
        expect(lakeshore.late).toBeGreaterThanOrEqual(1);
        expect(lakeshore.noShow).toBeGreaterThanOrEqual(3);
        const use = await call('GET', `/Dashboard/DoorUse?${query}`, tokens.dispatcher);
        expect(use.status, JSON.stringify(use.body)).toBe(200);
        const { days, doors, appointments, bookedMinutes, usePercent } = use.body.data;
        expect(doors).toBe(6);
        expect([appointments.length, bookedMinutes.length, usePercent.length]).toEqual([7, 7, 7]);
        // today: at least the on-time arrival's hour at door 6 (the No-Shows of five days ago hold nothing)
        expect(bookedMinutes.at(-1)).toBeGreaterThanOrEqual(60);
        expect(usePercent.at(-1)).toBe(Math.round((1000 * bookedMinutes.at(-1)) / (6 * 24 * 60)) / 10);
        expect(days.at(-1)).toBe(today('America/Chicago', new Date(now()))); // the dispatcher's day
        expect((await call('GET', `/Dashboard/Arrivals?${query}`, tokens.driver)).status).toBe(403);
      });
    });
  });
}
