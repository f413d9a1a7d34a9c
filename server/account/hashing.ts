// Passwords are stored only as argon2id hashes (OWASP's minimum parameters: 19 MiB, 2 passes).
// Hashing is CPU-bound and runs on libuv's thread pool; left alone, a login storm fills every
// core and every other user waits. So at most one hash runs per spare core, a short queue waits
// behind them, and past that the caller is told to come back in a moment (503, Retry-After).
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { serviceUnavailable } from '../errors.js';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes that may run at once: one core is left for everything else. */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
/** Hashes that may wait; at ~40 ms a hash, the longest wait stays around a second. */
export const MAX_WAITING = HASH_SLOTS * 32;
const slots = pLimit(HASH_SLOTS);

const stats = { active: 0, maxActive: 0, refused: 0, total: 0 };
/** How busy hashing has been (for tests and the bench). */
export const hashingStats = () => ({ ...stats, slots: HASH_SLOTS });
export const resetHashingStats = () => Object.assign(stats, { maxActive: stats.active, refused: 0 });

/** The hashing queue is full: a call that needs a hash may as well be turned away before it starts. */
export const hashingSaturated = () => slots.pendingCount >= MAX_WAITING;

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (hashingSaturated()) {
    stats.refused++;
    throw serviceUnavailable('The server is busy. Please try again in a moment.', 1);
  }
  return slots(async () => {
    stats.total++;
    stats.maxActive = Math.max(stats.maxActive, ++stats.active);
    try {
      return await work();
    } finally {
      stats.active--;
    }
  });
}

export const hashPassword = (password: string) => bounded(() => argon2.hash(password, OPTIONS));

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  // Unknown users are checked against a throw-away hash so they cost the same time.
  const against = hash || (await dummyHash());
  return bounded(() => argon2.verify(against, password).catch(() => false));
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= argon2.hash(`unused-${Math.random()}`, OPTIONS));
