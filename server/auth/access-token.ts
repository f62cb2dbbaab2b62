/** Access tokens: short-lived HS256 JWTs naming the user (sub) and the sign-in family (fam). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@/lib/uuid';

export interface AccessClaims {
  sub: string;
  fam: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signAccessToken(secret: Buffer, userId: string, familyId: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ sub: userId, fam: familyId, iat, exp: iat + ttlSeconds, typ: 'access' })).toString('base64url');
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

/** The claims of a valid, unexpired token, else null. */
export function verifyAccessToken(secret: Buffer, token: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  // The exact encoding only: canonical base64url without padding. Decoding first would accept
  // `=` padding, the standard alphabet (+/) and other spellings of the same bytes.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'), 'ascii');
  const given = Buffer.from(sig, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.typ !== 'access' || !isUuid(c.sub) || !isUuid(c.fam) || typeof c.exp !== 'number' || typeof c.iat !== 'number') return null;
  if (c.exp * 1000 <= now) return null;
  return { sub: c.sub, fam: c.fam, iat: c.iat, exp: c.exp };
}
