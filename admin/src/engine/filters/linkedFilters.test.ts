import { describe, expect, it } from 'vitest';
import { FilterOption } from '../../../../schemas/enums';
import type { Filter } from '../../../../schemas/types.generated';
import { filteredLink, overlay, parseLinked } from './linkedFilters';

const set: Filter[] = [
  { type: 'AssetStatus', filterType: 'Lookup', label: 'Asset Status', active: false, option: FilterOption.Exact, value: null },
  { type: 'UnitId', filterType: 'Text', label: 'Unit ID', active: true, option: FilterOption.Contains, value: 'TRL' },
];

describe('filters opened from a link', () => {
  it('when a link names filters, then they come back from its address as sent', () => {
    const link = filteredLink('/fleet/assets', [{ type: 'AssetStatus', value: 5 }], { companyId: 2, siteId: -1 });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/fleet/assets');
    expect(url.searchParams.get('company')).toBe('2');
    expect(url.searchParams.get('site')).toBe('-1');
    expect(parseLinked(url.searchParams.get('filters'))).toEqual([{ type: 'AssetStatus', value: 5 }]);
  });

  it('when the address holds no list of filters, then there are none', () => {
    for (const text of [null, '', 'not json', '{"type":"AssetStatus"}', '5']) expect(parseLinked(text)).toBeNull();
    expect(parseLinked('[{"value":1}, null, {"type":"UnitId","value":"A"}]')).toEqual([{ type: 'UnitId', value: 'A' }]);
  });

  it('when a link is laid over a set, then its filters are on with its option and value, the others off, unknown ones ignored', () => {
    const shown = overlay(set, [
      { type: 'AssetStatus', value: 7 },
      { type: 'UnitId', option: FilterOption.Exact, value: 'TRL-1' },
      { type: 'Nope', value: 1 },
    ]);
    expect(shown).toEqual([
      { ...set[0], active: true, option: FilterOption.Exact, value: 7 },
      { ...set[1], active: true, option: FilterOption.Exact, value: 'TRL-1' },
    ]);
    expect(overlay(set, [{ type: 'AssetStatus', value: 7 }])[1]).toEqual({ ...set[1], active: false });
    const required = { ...set[1], required: true };
    expect(overlay([set[0], required], [{ type: 'AssetStatus', value: 7 }])[1]).toEqual(required);
  });
});
