// The yard check's rules shared by the server (server/entities/yardCheck/) and the phone (issue 33).
//
// Entries (entry.ts, and the phone showing its queued entries before they are sent): a spot marked empty
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

/** How each kind of difference is resolved (resolve.ts), the action that fixes the record first. */
export const RESOLVING_ACTIONS = {
  'At Another Spot': ['move', 'keep'],
  'Unknown Unit ID': ['create', 'keep'],
  'Spot Empty': ['missing', 'keep'],
  'Not Found': ['missing', 'keep'],
} as const satisfies Record<string, readonly ('move' | 'create' | 'missing' | 'keep')[]>;
