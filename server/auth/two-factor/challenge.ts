/**
 * The sign-in challenge of decision 0021: after a right password on a two-factor account the
 * server answers a short-lived token signed with the token key instead of tokens; the client
 * sends it back with the code. So the password is checked once (not re-sent and re-hashed for
 * every code, not kept by the client) and a captcha passed for the password step is not asked
 * again. The token names the user, expires after TWO_FACTOR.challengeTtlSeconds and is bound to
 * the password hash: a password change or reset voids every open challenge.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';
import { isUuid } from '@/lib/uuid';
import { keyedHash } from '../seal';

const TYP = '2fa-challenge';

function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`${TYP}.${payload}`).digest('base64url');
}

/** Binds the challenge to the current password hash without putting the hash in the token. */
function passwordBinding(secret: Buffer, passwordHash: string): string {
  return keyedHash(secret, 'challenge-password', passwordHash).slice(0, 16);
}

export function issueChallenge(secret: Buffer, userId: string, passwordHash: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + TWO_FACTOR.challengeTtlSeconds;
  const payload = Buffer.from(JSON.stringify({ typ: TYP, sub: userId, exp, pw: passwordBinding(secret, passwordHash) })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The user id of a valid, unexpired challenge, else null. `passwordHashOf` reads the user's current hash. */
export async function readChallenge(
  secret: Buffer,
  token: string,
  passwordHashOf: (userId: string) => Promise<string | null>,
  now = Date.now(),
): Promise<string | null> {
  const [payload, sig] = token.split('.');
  if (!payload || !sig || token.split('.').length !== 2) return null;
  const expected = Buffer.from(sign(secret, payload), 'ascii');
  const given = Buffer.from(sig, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (claims.typ !== TYP || !isUuid(claims.sub) || typeof claims.exp !== 'number' || typeof claims.pw !== 'string') return null;
  if (claims.exp * 1000 <= now) return null;
  const hash = await passwordHashOf(claims.sub);
  if (!hash || passwordBinding(secret, hash) !== claims.pw) return null;
  return claims.sub;
}
