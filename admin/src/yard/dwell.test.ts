import { describe, expect, it } from 'vitest';
import { dwellLevel, dwellMinutes, formatDwell } from './dwell';

describe('yard dwell', () => {
  it('when minutes are formatted, then days, hours and minutes show largest first without zero parts', () => {
    expect(formatDwell(0)).toBe('0 m');
    expect(formatDwell(45)).toBe('45 m');
    expect(formatDwell(60)).toBe('1 h');
    expect(formatDwell(200)).toBe('3 h 20 m');
    expect(formatDwell(1440 + 3 * 60 + 5)).toBe('1 d 3 h');
    expect(formatDwell(2 * 1440)).toBe('2 d');
  });

  it('when the dwell reaches a threshold, then the level is that threshold’s from that minute on', () => {
    const t = { amberMinutes: 240, redMinutes: 480 };
    expect(dwellLevel(239, t)).toBe('ok');
    expect(dwellLevel(240, t)).toBe('amber');
    expect(dwellLevel(479, t)).toBe('amber');
    expect(dwellLevel(480, t)).toBe('red');
  });

  it('when the stay began in the future of this clock, then it counts as just begun', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(dwellMinutes('2026-01-01T10:39:59Z', now)).toBe(80);
    expect(dwellMinutes('2026-01-01T12:01:00Z', now)).toBe(0);
  });
});
