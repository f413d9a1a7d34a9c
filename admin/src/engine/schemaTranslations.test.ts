import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaMessages } from './schemaMessages';
import type { EntitySchema } from './schemaTypes';
import { addSchemaTranslations } from './schemaTranslations';

const dock = JSON.parse(readFileSync('tests/fixtures/dockAppointment.schema.json', 'utf8')) as EntitySchema;

describe('a schema’s own translations (x-i18n)', () => {
  it('translate its labels, menu entry and list title once the schemas load; the table’s own entries stay', () => {
    const table: Record<string, string> = { Status: 'Estado' };
    const schemas = { dockAppointment: { ...dock, 'x-i18n': { es: { ...dock['x-i18n']!.es, Status: 'Situación' } } } };
    expect(addSchemaTranslations(schemas, table)).toBe(13);
    expect(table).toMatchObject({ 'Dock Door': 'Puerta de muelle', Status: 'Estado', Scheduled: 'Programada' });
  });

  it('give the Spanish catalogue of a schema-only entity (merged into the shared table)', () => {
    addSchemaTranslations({ dockAppointment: dock });
    const { resources } = schemaMessages({ dockAppointment: dock }, 'es') as { resources: Record<string, Record<string, unknown>> };
    expect(resources.dockappointments).toMatchObject({
      label: 'Cita de muelle',
      title: 'Citas de muelle',
      fields: { doorId: 'Puerta de muelle', carrierName: 'Transportista', startDate: 'Inicio', siteId: 'Sitio' },
    });
    const english = schemaMessages({ dockAppointment: dock }, 'en') as { resources: Record<string, Record<string, unknown>> };
    expect(english.resources.dockappointments).toMatchObject({ label: 'Dock Appointment', title: 'Dock Appointments' });
  });
});
