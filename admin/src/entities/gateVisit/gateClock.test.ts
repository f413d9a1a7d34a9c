import { describe, expect, it } from 'vitest';
import { formatDwell } from '../../yard/dwell';
import { clockText, detentionAmount, formatMoney, gateClock } from './gateClock';

const checkInDate = '2026-01-01T08:00:00Z';
const at = (minutes: number) => Date.parse(checkInDate) + minutes * 60_000;
const words = {
  translate: (key: string, values?: Record<string, unknown>) => `${key}(${values?.time})`,
  duration: (m: number) => formatDwell(m),
  money: (a: number) => formatMoney(a, 'en'),
};

describe('gate clock', () => {
  it('when a trailer is within its free time, then the time left counts down, amber in its last quarter', () => {
    const terms = { checkInDate, freeMinutes: 120, detentionRate: 50 };
    expect(gateClock(terms, at(0))).toMatchObject({ phase: 'free', leftMinutes: 120, level: 'ok' });
    expect(gateClock(terms, at(89))).toMatchObject({ phase: 'free', leftMinutes: 31, level: 'ok' });
    expect(gateClock(terms, at(90))).toMatchObject({ phase: 'free', leftMinutes: 30, level: 'amber' });
    expect(gateClock(terms, at(120))).toMatchObject({ phase: 'free', leftMinutes: 0, level: 'amber' });
  });

  it('when a trailer stays past its free time, then detention accrues at the visit’s rate, red', () => {
    const terms = { checkInDate, freeMinutes: 120, detentionRate: 50 };
    expect(gateClock(terms, at(121))).toMatchObject({ phase: 'detention', detentionMinutes: 1, amount: 0.83, level: 'red' });
    expect(gateClock(terms, at(165))).toMatchObject({ phase: 'detention', dwellMinutes: 165, detentionMinutes: 45, amount: 37.5 });
    // no rate agreed: detention without an amount; no free time: detention from the first minute
    expect(gateClock({ ...terms, detentionRate: null }, at(180))).toMatchObject({ detentionMinutes: 60, amount: null });
    expect(gateClock({ ...terms, freeMinutes: 0 }, at(1))).toMatchObject({ phase: 'detention', detentionMinutes: 1 });
    expect(detentionAmount(90, 47.5)).toBe(71.25);
  });

  it('when the clock is written out, then it says the free time left or the detention and its amount', () => {
    const terms = { checkInDate, freeMinutes: 120, detentionRate: 50 };
    expect(clockText(gateClock(terms, at(40)), words)).toBe('gate.clock.free_left(1 h 20 m)');
    expect(clockText(gateClock(terms, at(165)), words)).toBe('gate.clock.detention(45 m) · $37.50');
    expect(clockText(gateClock({ ...terms, detentionRate: null }, at(165)), words)).toBe('gate.clock.detention(45 m)');
    expect(formatMoney(12345.5, 'es')).toMatch(/^12\.345,50\sUS\$$/);
  });
});
