/**
 * Download links of the data export (decision 0023). The archive is fetched by a plain browser
 * navigation (so it streams to disk, not into page memory), which carries no bearer header: the
 * link itself is the credential. It names the user, the sign-in (family) that asked for it and a
 * random id, expires after DATA_EXPORT_LINK_TTL_SECONDS, is signed with the token key under its
 * own purpose (it can never pass as an access token or the other way round) and works once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DATA_EXPORT_LINK_TTL_SECONDS } from '@/lib/contract/data-rights';
import { isUuid, randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import { tokenFamilies, users, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import { limitFor } from '../rate-limit/limits';
import { take } from '../rate-limit/service';

interface LinkClaims {
  /** user */
  u: string;
  /** sign-in family */
  f: string;
  /** link id (single use) */
  i: string;
  /** expiry, seconds since the epoch */
  e: number;
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`data-export:${payload}`).digest('base64url');

export function createExportToken(secret: Buffer, userId: string, familyId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const e = Math.floor(now / 1000) + DATA_EXPORT_LINK_TTL_SECONDS;
  const claims: LinkClaims = { u: userId, f: familyId, i: randomUuid(), e };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(e * 1000) };
}

function verify(secret: Buffer, token: string, now: number): LinkClaims | null {
  const [payload = '', sig = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, payload), 'ascii');
  const given = Buffer.from(sig, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let c: Partial<LinkClaims>;
  try {
    c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<LinkClaims>;
  } catch {
    return null;
  }
  if (!isUuid(c.u) || !isUuid(c.f) || !isUuid(c.i) || typeof c.e !== 'number' || c.e * 1000 <= now) return null;
  return c as LinkClaims;
}

const gone = () => notFound('This download link is invalid, expired or already used. Ask for a new one.');

/**
 * The user a link downloads for: valid signature, not expired, its sign-in not ended (a signed
 * out or deleted account's links die with it), and never used before (one atomic hit).
 */
export async function redeemExportToken(app: AppContext, token: string, now = Date.now()): Promise<UserRow> {
  const claims = verify(app.authSecret, token, now);
  if (!claims) throw gone();
  const [row] = await app.db
    .select({ user: users })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(and(eq(tokenFamilies.id, claims.f), eq(users.id, claims.u), isNull(tokenFamilies.revokedAt)));
  if (!row || !row.user.active || row.user.deletedAt) throw gone();
  if ((await take(app.db, limitFor('data-export-download', claims.i))) > 0) throw gone();
  return row.user;
}
