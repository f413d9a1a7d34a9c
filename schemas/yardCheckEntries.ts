// The yard check's rule of entries (issue 33), one for the server (server/entities/yardCheck/
// entry.ts) and the phone that shows its queued entries before they are sent: a spot marked empty
// holds nothing else, and a unit stands where it was entered last — so a new entry takes the place
// of the spot's entries when it marks it empty, and of the spot's empty mark and of the unit's
// entry anywhere when it names a unit.

export interface EntryAt {
  locationId: number;
  unitId: string | null;
  isEmpty: boolean;
}

export function replaces(next: EntryAt, earlier: EntryAt): boolean {
  if (next.isEmpty) return earlier.locationId === next.locationId;
  return (earlier.locationId === next.locationId && earlier.isEmpty) || (earlier.unitId !== null && earlier.unitId === next.unitId);
}
