import { describe, expect, it } from 'vitest';
import { FilterOption } from '../../../../../schemas/enums';
import type { Filter } from '../../../../../schemas/types.generated';
import { lastDays, startFilters } from './historyFilters';

const shipDate = (change: Partial<Filter> = {}): Filter => ({
  type: 'ShipDate',
  label: 'Ship Date',
  filterType: 'Date',
  active: false,
  required: false,
  removable: true,
  option: FilterOption.Exact,
  value: null,
  ...change,
});
const missionType: Filter = { type: 'MissionType', filterType: 'Lookup', active: true, option: FilterOption.Exact, value: 52 };
const CHICAGO = 'America/Chicago';
/** 03:30 UTC on 11-23 is still the evening of 11-22 in Chicago. */
const NOW = new Date('2026-11-23T03:30:00Z');

describe('the mission history filters', () => {
  it("when the last week is asked in Chicago late on 11-22, then it is 11-16 to 11-22, the user's days, not UTC's", () => {
    expect(lastDays(CHICAGO, NOW)).toEqual(['2026-11-16', '2026-11-22']);
    expect(lastDays('America/New_York', new Date('2026-03-10T12:00:00Z'))).toEqual(['2026-03-04', '2026-03-10']);
  });

  it('when the saved set has no ship date, then the ship date is on, required, not removable and between the last week; every other filter is off', () => {
    const [ship, type] = startFilters([shipDate(), missionType], ['ShipDate'], CHICAGO, NOW);
    expect(ship).toMatchObject({
      active: true,
      required: true,
      removable: false,
      option: FilterOption.Range,
      value: ['2026-11-16', '2026-11-22'],
    });
    expect(type).toMatchObject({ type: 'MissionType', active: false, value: 52 });
  });

  it('when the saved ship date is on with a value, then the history starts from it', () => {
    const [ship] = startFilters([shipDate({ active: true, value: '2026-11-20' })], ['ShipDate'], CHICAGO, NOW);
    expect(ship).toMatchObject({ active: true, required: true, removable: false, option: FilterOption.Exact, value: '2026-11-20' });
  });

  it('when the saved ship date is off, or on without a usable value, then the last week replaces it', () => {
    for (const saved of [
      shipDate({ value: '2026-11-20' }),
      shipDate({ active: true, value: null }),
      shipDate({ active: true, option: FilterOption.Range, value: ['2026-11-22', '2026-11-01'] }),
    ]) {
      const [ship] = startFilters([saved], ['ShipDate'], CHICAGO, NOW);
      expect(ship).toMatchObject({ option: FilterOption.Range, value: ['2026-11-16', '2026-11-22'] });
    }
  });
});
