// Issue 31 on the worked example, a dock appointment added by one schema file
// (tests/fixtures/dockAppointment.schema.json): its status defaults before required is checked,
// its x-rules refuse an end before the start, its dependent door reference refuses a door of
// another site and a location that is no dock door — 400 naming the field, in English and in
// Spanish (its own x-i18n for its labels), and nothing written, history included.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LookupGroup } from '../../schemas/enums.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, restQuery } from '../helpers/maintenance.js';
import { schemasWith } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

for (const dialect of DIALECTS) {
  describe(`schema rules and dependent references on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasWith(resolve('tests/fixtures/dockAppointment.schema.json')) });
    let ids: DemoIds;
    let token: string;
    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      token = (await suite.api.login('siteadmin')).token;
    });
    const rest = (method: string, path: string, body?: unknown, language?: string) =>
      suite.api.call(method, path, { base: '/api/rest', token, body, headers: language ? { 'accept-language': language } : {} });
    const door = (site: 'CHI' | 'DET', name = 'Door 01') => ids.location(ids.site[site], name);
    const appointment = (over: Rec = {}): Rec => ({
      siteId: ids.site.CHI,
      doorId: door('CHI'),
      carrierName: 'Midwest Carriers',
      startDate: '2026-12-01T08:00:00Z',
      endDate: '2026-12-01T09:30:00Z',
      ...over,
    });
    /** The appointments and their history rows: a refused save leaves both as they were. */
    const stored = async () => {
      const repo = repoOf(suite.app.ctx);
      return [await repo.findMany(suite.app.ctx.db, 'dockAppointment'), await repo.findMany(suite.app.ctx.db, 'dockAppointmentAudit')];
    };
    const refusal = (r: { status: number; body: any }) => [r.status, r.body.error?.details];
    /** A create refused with 400 on `field`, asked in English and in Spanish (Accept-Language). */
    const refusedCreate = async (body: Rec, field: string, en: string, es: string) => {
      expect(refusal(await rest('POST', '/dockappointments', body))).toEqual([400, [{ field, message: en }]]);
      expect(refusal(await rest('POST', '/dockappointments', body, 'es-MX,es;q=0.9'))).toEqual([400, [{ field, message: es }]]);
    };

    it('when a create leaves out the status, then it is Scheduled; an update that leaves it out keeps the one saved', async () => {
      const created = await rest('POST', '/dockappointments', appointment());
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ status: 'Scheduled', doorId: door('CHI') });
      const id = created.body.id;
      const arrived = await rest('PUT', `/dockappointments/${id}`, appointment({ status: 'Arrived' }));
      expect(arrived.body.status).toBe('Arrived');
      const notes = await rest('PUT', `/dockappointments/${id}`, appointment({ notes: 'Late by 10 minutes' }));
      expect(notes.status, JSON.stringify(notes.body)).toBe(200);
      expect(notes.body).toMatchObject({ status: 'Arrived', notes: 'Late by 10 minutes' });
    });

    it('when the end is not after the start, then 400 names endDate in English and in Spanish, and nothing is written', async () => {
      const before = await stored();
      const early = appointment({ endDate: '2026-12-01T07:00:00Z' });
      await refusedCreate(early, 'endDate', 'End must be after Start', 'Fin debe ser posterior a Inicio');
      // Equal is not after; another offset of the same instant is the same instant.
      const same = appointment({ startDate: '2026-12-01T10:00:00+02:00', endDate: '2026-12-01T08:00:00Z' });
      expect(refusal(await rest('POST', '/dockappointments', same))[0]).toBe(400);
      const created = await rest('POST', '/dockappointments', appointment());
      const after = await stored();
      const update = await rest('PUT', `/dockappointments/${created.body.id}`, early);
      expect(refusal(update)).toEqual([400, [{ field: 'endDate', message: 'End must be after Start' }]]);
      expect(await stored()).toEqual(after);
      expect(after[0]).toHaveLength(before[0].length + 1);
    });

    it('when the door is of another site, then 400 names doorId in English and in Spanish, and nothing is written', async () => {
      const created = await rest('POST', '/dockappointments', appointment());
      const before = await stored();
      const [en, es] = ['Dock Door must belong to the chosen Site', 'Puerta de muelle debe pertenecer a la selección de Sitio'];
      await refusedCreate(appointment({ doorId: door('DET') }), 'doorId', en, es);
      // Moving the appointment to another site while keeping its door is the same mistake.
      const moved = await rest('PUT', `/dockappointments/${created.body.id}`, appointment({ siteId: ids.site.DET }));
      expect(refusal(moved)).toEqual([400, [{ field: 'doorId', message: en }]]);
      expect(await stored()).toEqual(before);
      const both = await rest('PUT', `/dockappointments/${created.body.id}`, appointment({ siteId: ids.site.DET, doorId: door('DET') }));
      expect(both.status, JSON.stringify(both.body)).toBe(200);
    });

    it('when the location is no dock door, then 400 names doorId in English and in Spanish, and nothing is written', async () => {
      const before = await stored();
      const row = appointment({ doorId: ids.location(ids.site.CHI, 'Row A') });
      await refusedCreate(row, 'doorId', 'Dock Door is not one of its choices', 'Puerta de muelle no es una de sus opciones');
      expect(await stored()).toEqual(before);
    });

    it("when the editor asks for the door's choices, then the REST lists of lookups and locations answer them", async () => {
      const type = await rest(
        'GET',
        `/lookups${restQuery({ filter: { lookupGroupType: LookupGroup.LocationType, description: 'Dock Door' } })}`,
      );
      const dockDoor = ids.lookup(ids.company.glf, 'LocationType', 'Dock Door');
      expect(type.body.map((l: Rec) => l.id)).toEqual([dockDoor]);
      const doors = await rest('GET', `/locations${restQuery({ filter: { siteId: ids.site.CHI, locationType: [dockDoor] } })}`);
      expect(doors.body.length).toBeGreaterThan(0);
      expect(doors.body.every((l: Rec) => l.siteId === ids.site.CHI && l.locationType === dockDoor)).toBe(true);
      expect(doors.body.map((l: Rec) => l.id)).toContain(door('CHI'));
      const schema = (await suite.api.call('GET', '/Schemas', { token })).body.data.dockAppointment;
      expect(schema['x-rules']).toEqual([{ after: 'endDate', than: 'startDate' }]);
      expect(schema['x-i18n'].es['Dock Door']).toBe('Puerta de muelle');
    });
  });
}
