import { describe, expect, it } from 'vitest';
import { FilterOption } from '../../../../schemas/enums';
import { chipText } from '../../../../schemas/filters';
import { esLabels } from '../../../../schemas/i18n/labels.es';
import { enumChoices } from './filterChoices';

describe('an Enum filter over a string enum (enumValues)', () => {
  it('offers the values it carries, in the active language', () => {
    esLabels.Scheduled ??= 'Programada';
    const f = { enumName: null, enumValues: ['Scheduled', 'Arrived'] };
    expect(enumChoices(f, 'en')).toEqual([
      { id: 'Scheduled', name: 'Scheduled' },
      { id: 'Arrived', name: 'Arrived' },
    ]);
    expect(enumChoices(f, 'es')[0]).toEqual({ id: 'Scheduled', name: 'Programada' });
  });

  it('still offers a numeric enumeration’s labels by enumName', () => {
    expect(enumChoices({ enumName: 'UserType', enumValues: null }, 'en')).toContainEqual({ id: 201, name: 'Dispatch Manager' });
  });

  it('names a chosen text value on its chip', () => {
    const f = { label: 'Status', filterType: 'Enum' as const, option: FilterOption.Exact, value: 'Scheduled' };
    expect(chipText(f, () => undefined)).toBe('Status is Scheduled');
    expect(chipText(f, () => undefined, String, 'es')).toMatch(/Programada$/);
  });
});
