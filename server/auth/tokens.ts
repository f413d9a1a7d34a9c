// Access tokens are HS256 JWTs that carry only the session id; the session row decides whether
// the token is still alive (revocation, idle and absolute timeouts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import jwt from 'jsonwebtoken';

const ALG = 'HS256' as const;

export function signAccessToken(secret: string, sessionId: string, userId: number, now: Date, expiresAt: Date): string {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return jwt.sign({ sid: sessionId, iat: seconds(now), exp: seconds(expiresAt) }, secret, { algorithm: ALG, subject: String(userId) });
}

/** The session id of a valid token, or null (bad signature, other algorithm, alg=none, malformed). */
export function verifyAccessToken(secret: string, token: string, now: Date): { sid: string; userId: number } | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [ALG], clockTimestamp: Math.floor(now.getTime() / 1000) }) as jwt.JwtPayload;
    if (typeof claims.sid !== 'string' || !claims.sub) return null;
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
