// What a closed check found that the records do not say (issue 33), from its rows alone so it can
// be tested without a database. Only the spots the checkers entered count: a spot nobody looked
// at says nothing. A unit entered where the records do not have it is At Another Spot (or an
// Unknown Unit ID when the company has no asset of it); a trailer the records have at an entered
// spot and the check saw nowhere is a Spot Empty when the spot was marked empty, else Not Found.
import type { YardCheckRows } from '../../../schemas/types.generated.js';

export type DifferenceKind = YardCheckRows['differences'][number]['kind'];

export interface FoundDifference {
  kind: DifferenceKind;
  unitId: string;
  assetId: number | null;
  /** Where the check saw it (null: nowhere). */
  locationId: number | null;
  /** Where the records have it (null: an unknown unit, or a trailer that left through the gate). */
  recordedLocationId: number | null;
}

/** A known asset of an entered unit id as the records have it now. */
export interface Recorded {
  id: number;
  unitId: string;
  /** Null when it has left the yard through the gate. */
  locationId: number | null;
}

export function differencesOf(spots: YardCheckRows['spots'], assetsOfUnits: Map<string, Recorded>): FoundDifference[] {
  const found: FoundDifference[] = [];
  const seen = new Set<string>();
  for (const spot of spots)
    for (const e of spot.entries) {
      if (e.isEmpty || !e.unitId) continue;
      seen.add(e.unitId);
      const asset = assetsOfUnits.get(e.unitId);
      if (!asset)
        found.push({ kind: 'Unknown Unit ID', unitId: e.unitId, assetId: null, locationId: spot.locationId, recordedLocationId: null });
      else if (asset.locationId !== spot.locationId)
        found.push({
          kind: 'At Another Spot',
          unitId: asset.unitId,
          assetId: asset.id,
          locationId: spot.locationId,
          recordedLocationId: asset.locationId,
        });
    }
  for (const spot of spots) {
    if (!spot.entries.length) continue;
    const markedEmpty = spot.entries.some((e) => e.isEmpty);
    for (const x of spot.expected)
      if (!seen.has(x.unitId))
        found.push({
          kind: markedEmpty ? 'Spot Empty' : 'Not Found',
          unitId: x.unitId,
          assetId: x.assetId,
          locationId: null,
          recordedLocationId: spot.locationId,
        });
  }
  return found;
}
