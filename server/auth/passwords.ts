// Passwords are stored only as argon2id hashes (OWASP's minimum parameters: 19 MiB, 2 passes).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  try {
    // Unknown users are checked against a throw-away hash so they cost the same time.
    return await argon2.verify(hash || (await dummyHash()), password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(`unused-${Math.random()}`));
