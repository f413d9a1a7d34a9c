import { describe, expect, it } from 'vitest';
import { differencesOf, type Recorded } from '../../server/entities/yardCheck/differences.js';

const entry = (unitId: string | null) => ({ id: 0, unitId, assetId: null, isEmpty: unitId === null, enteredUser: 'u', enteredDate: '' });
const spot = (locationId: number, expected: [number, string][], entered: (string | null)[]) => ({
  locationId,
  location: `L${locationId}`,
  locId: null,
  locationType: 1,
  expected: expected.map(([assetId, unitId]) => ({ assetId, unitId })),
  entries: entered.map(entry),
});
const known = (...rows: [number, string, number | null][]) =>
  new Map<string, Recorded>(rows.map(([id, unitId, locationId]) => [unitId, { id, unitId, locationId }]));

describe('the differences of a yard check', () => {
  it('when a spot recorded full is marked empty and its trailer is seen nowhere, then it is a Spot Empty; seen at another spot, only that', () => {
    const spots = [spot(1, [[10, 'A']], [null]), spot(2, [[20, 'B']], [null]), spot(3, [], ['B'])];
    expect(differencesOf(spots, known([10, 'A', 1], [20, 'B', 2]))).toEqual([
      { kind: 'At Another Spot', unitId: 'B', assetId: 20, locationId: 3, recordedLocationId: 2 },
      { kind: 'Spot Empty', unitId: 'A', assetId: 10, locationId: null, recordedLocationId: 1 },
    ]);
  });

  it('when a spot holds another unit, then its recorded trailer is Not Found and an unknown unit is an Unknown Unit ID; a spot nobody entered says nothing', () => {
    const spots = [spot(1, [[10, 'A']], ['NEW-1']), spot(2, [[20, 'B']], []), spot(3, [[30, 'C']], ['C'])];
    expect(differencesOf(spots, known([10, 'A', 1], [20, 'B', 2], [30, 'C', 3]))).toEqual([
      { kind: 'Unknown Unit ID', unitId: 'NEW-1', assetId: null, locationId: 1, recordedLocationId: null },
      { kind: 'Not Found', unitId: 'A', assetId: 10, locationId: null, recordedLocationId: 1 },
    ]);
  });

  it('when a unit that left through the gate is found in the yard, then it is At Another Spot with no recorded location', () => {
    expect(differencesOf([spot(1, [], ['D'])], known([40, 'D', null]))).toEqual([
      { kind: 'At Another Spot', unitId: 'D', assetId: 40, locationId: 1, recordedLocationId: null },
    ]);
  });
});
