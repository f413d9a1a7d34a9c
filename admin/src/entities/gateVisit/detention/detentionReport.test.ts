import { describe, expect, it } from 'vitest';
import { ALL, FilterOption } from '../../../../../schemas/enums';
import { detentionBody, lastDays, MAX_DAYS, rangeIsValid } from './detentionReport';

describe('detention report', () => {
  it('when the report opens, then it shows the last week, today included', () => {
    expect(lastDays('2026-03-02')).toEqual(['2026-02-24', '2026-03-02']);
  });

  it('when days are chosen, then both are needed, in order, at most 93 days counting both', () => {
    expect(rangeIsValid('2026-01-01', '2026-01-01')).toBe(true);
    expect(rangeIsValid('2026-01-01', '2026-04-03')).toBe(true); // 93 days
    expect(MAX_DAYS).toBe(93);
    expect(rangeIsValid('2026-01-01', '2026-04-04')).toBe(false);
    expect(rangeIsValid('2026-01-02', '2026-01-01')).toBe(false);
    expect(rangeIsValid(null, '2026-01-01')).toBe(false);
  });

  it('when the report is asked for, then the days are a check-in range and the carrier an exact choice, the site as the lists send it', () => {
    const body = detentionBody({ companyId: 1, siteId: ALL, carrierId: null, from: '2026-01-01', to: '2026-01-07' });
    expect(body.companyId).toBe(1);
    expect(body.siteIds).toEqual([ALL]);
    expect(body.filters).toEqual([
      expect.objectContaining({
        type: 'CheckInDate',
        filterType: 'Date',
        option: FilterOption.Range,
        value: ['2026-01-01', '2026-01-07'],
        active: true,
      }),
    ]);
    const one = detentionBody({ companyId: 1, siteId: 4, carrierId: 9, from: '2026-01-01', to: '2026-01-07' });
    expect(one.siteIds).toEqual([4]);
    expect(one.filters[1]).toMatchObject({ type: 'Carrier', option: FilterOption.Exact, value: 9, active: true });
  });
});
