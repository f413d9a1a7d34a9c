import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../schemas/dates.js';
import { FilterOption } from '../../schemas/enums.js';
import { chipText } from '../../schemas/filters.js';

describe('dates and filter chips in each language', () => {
  it('when a date-time is shown in Spanish, then it reads DD/MM/YYYY HH:mm on a 24-hour clock; English keeps the spec format', () => {
    expect(formatDateTime('2026-11-22T04:34:00Z', 'America/New_York', 'es')).toBe('21/11/2026 23:34');
    expect(formatDateTime('2026-01-05T05:07:00Z', 'America/New_York', 'es')).toBe('05/01/2026 00:07');
    expect(formatDateTime('2026-11-22T04:34:00Z', 'America/New_York', 'en')).toBe('11-21-2026 11:34 PM');
    expect(formatDateTime('2026-11-22T04:34:00Z', 'America/New_York')).toBe('11-21-2026 11:34 PM');
    expect(formatDateTime('nonsense', 'America/New_York', 'es')).toBe('');
  });

  it('when a calendar day is shown in Spanish, then it reads DD/MM/YYYY', () => {
    expect(formatDate('2026-03-09', 'es')).toBe('09/03/2026');
    expect(formatDate('2026-03-09')).toBe('03-09-2026');
  });

  it('when a chip is written in Spanish, then its label, option and joining words are Spanish and the values kept', () => {
    const names = (id: number) => ({ 7: 'Chicago Cross-Dock' })[id];
    const site = { label: 'Site', chipLabel: null, filterType: 'Lookup' as const, option: FilterOption.Exclude, value: [7, 8] };
    expect(chipText(site, names, String, 'es')).toBe('Sitio no es Chicago Cross-Dock y Desconocido');
    expect(chipText(site, names, String)).toBe('Site is not Chicago Cross-Dock and Unknown');
    const active = { label: 'Active?', chipLabel: null, filterType: 'Boolean' as const, option: FilterOption.Exact, value: true };
    expect(chipText(active, names, String, 'es')).toBe('¿Activo? es verdadero');
  });
});
