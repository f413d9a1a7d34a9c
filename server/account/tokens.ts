// Access tokens are HS256 JWTs that carry only the session id; the session row decides whether
// the token is still alive (revocation, idle and absolute timeouts).
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import jwt from 'jsonwebtoken';

const ALG = 'HS256' as const;

// jsonwebtoken turns a string secret into a key on every call, first trying it as a public key
// (an exception each time); a KeyObject made once skips that.
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
};

export function signAccessToken(secret: string, sessionId: string, userId: number, now: Date, expiresAt: Date): string {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return jwt.sign({ sid: sessionId, iat: seconds(now), exp: seconds(expiresAt) }, keyOf(secret), {
    algorithm: ALG,
    subject: String(userId),
  });
}

interface Verified {
  sid: string;
  userId: number;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

// A token's signature is checked once: the same string under the same secret is the same verified
// token, so only its expiry is checked again (the session row still decides on every request).
const verifiedBy = new Map<string, Map<string, Verified>>();
const MAX_VERIFIED = 10_000;

/** The session id of a valid token, or null (bad signature, other algorithm, alg=none, malformed, expired). */
export function verifyAccessToken(secret: string, token: string, now: Date): { sid: string; userId: number } | null {
  const seconds = Math.floor(now.getTime() / 1000);
  let verified = verifiedBy.get(secret);
  if (!verified) verifiedBy.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known) return known.exp > seconds ? { sid: known.sid, userId: known.userId } : null;
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: [ALG], clockTimestamp: seconds }) as jwt.JwtPayload;
    if (typeof claims.sid !== 'string' || !claims.sub || typeof claims.exp !== 'number') return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { sid: claims.sid, userId: Number(claims.sub), exp: claims.exp });
    return { sid: claims.sid, userId: Number(claims.sub) };
  } catch {
    return null;
  }
}

/** JWT_SECRET, else a random secret generated once and kept (mode 600) in the data folder. */
export function loadJwtSecret(envSecret: string | undefined, file: string): string {
  if (envSecret) {
    if (envSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return envSecret;
  }
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
