import { describe, expect, it } from 'vitest';
import { severityColour } from './severity';

describe('the repairs icon colour', () => {
  it('is red above sort 2, amber above 1, green otherwise, grey without a severity', () => {
    expect(severityColour({ sort: 3 })).toBe('error');
    expect(severityColour({ sort: 2 })).toBe('warning');
    expect(severityColour({ sort: 1 })).toBe('success');
    expect(severityColour({ sort: 0 })).toBe('success');
    expect(severityColour({ sort: null })).toBe('success');
    expect(severityColour(undefined)).toBe('disabled');
  });
});
