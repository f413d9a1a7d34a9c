// Changes a screen makes and then reads back itself (the board reloads its list after a priority
// move or a dispatch). The live stream brings the event of that same change a moment later, and
// without this the lists of its resource would be read a second time for it. A screen claims the
// records before it sends the write (the event may come before the answer) and releases them if
// the write fails (no event comes); useLiveUpdates then passes over the first event of the claimed
// records instead of reading again. A claim lapses after CLAIM_MS, so a write that changed nothing
// (and sent no event) cannot hide a later change of someone else's for long.
import type { LiveChange } from './liveConnection';

const CLAIM_MS = 3_000;

interface Claim {
  entity: string;
  ids: Set<number>;
  until: number;
}

const claims = new Set<Claim>();

/** Claims the records `ids` of `entity` (its schema $id) a write is about to change; answers the release. */
export function claimOwnChange(entity: string, ids: number[]): () => void {
  const claim: Claim = { entity, ids: new Set(ids), until: Date.now() + CLAIM_MS };
  claims.add(claim);
  return () => void claims.delete(claim);
}

/**
 * Whether `change` is the event of a claimed write (every record it names claimed and not yet
 * seen): its records are then no longer claimed. Events come in commit order, so the first event of
 * a claimed record after the claim is the claimant's own — or someone else's committed before it,
 * which the claimant's own read afterwards shows too.
 */
export function isOwnChange(change: LiveChange): boolean {
  const now = Date.now();
  for (const claim of claims) {
    if (claim.until < now) {
      claims.delete(claim);
      continue;
    }
    if (claim.entity !== change.entity || !change.ids.length || !change.ids.every((id) => claim.ids.has(id))) continue;
    for (const id of change.ids) claim.ids.delete(id);
    if (!claim.ids.size) claims.delete(claim);
    return true;
  }
  return false;
}
