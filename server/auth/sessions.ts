/**
 * The session list (decision 0022). A session is a token family that is not revoked and still
 * holds a refresh token that is unused and unexpired; anything else cannot be used again.
 * Ending a session revokes its family: its refresh token stops working at once and its access
 * tokens too (authenticate checks the family on every request).
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Session } from '@/lib/contract/sessions';
import type { AppContext } from '../app-context';
import { refreshTokens, tokenFamilies } from '../db/schema';
import { deviceNames } from './user-agent';

const live = (now: Date) =>
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${tokenFamilies.id}
    and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`;

export async function listSessions(app: AppContext, userId: string, currentFamilyId: string): Promise<Session[]> {
  const rows = await app.db
    .select()
    .from(tokenFamilies)
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), live(new Date())))
    .orderBy(desc(sql`coalesce(${tokenFamilies.lastUsedAt}, ${tokenFamilies.createdAt})`), desc(tokenFamilies.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ...deviceNames(row.userAgent),
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === currentFamilyId,
  }));
}

/** Ends one session of the user; false when the user has no such active session. */
export async function revokeSession(app: AppContext, userId: string, familyId: string): Promise<boolean> {
  const ended = await app.db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: 'signed-out-from-session-list' })
    .where(and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
    .returning({ id: tokenFamilies.id });
  return ended.length > 0;
}

/**
 * Ends every session of the user but `keepFamilyId` (none kept when null); how many active ones
 * ended. Families without a usable refresh token are revoked too: their access tokens may live on.
 */
export async function revokeOtherSessions(
  app: Pick<AppContext, 'db'>,
  userId: string,
  keepFamilyId: string | null,
  reason = 'signed-out-everywhere',
): Promise<number> {
  const now = new Date();
  const ended = await app.db
    .update(tokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), keepFamilyId ? ne(tokenFamilies.id, keepFamilyId) : undefined))
    .returning({ live: sql<boolean>`${live(now)}` });
  return ended.filter((row) => row.live).length;
}
