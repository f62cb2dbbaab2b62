/**
 * OAuth-style tokens. A password sign-in starts a family; each refresh rotates the refresh token
 * (the old one is marked used). Presenting a used token again is treated as theft and revokes the
 * whole family (ASVS 5 V10.4.5), except within REFRESH_REUSE_GRACE_SECONDS (<= 10 s) of its
 * rotation: two tabs racing with the same token both get a fresh token in the same family.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app';
import type { Db } from '../db/client';
import { refreshTokens, tokenFamilies, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { signAccessToken } from './access-token';
import { randomToken, sha256Hex } from './crypto';

export interface TokenResponse {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

async function mintRefreshToken(app: AppContext, db: Db, familyId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    id: randomUuid(),
    familyId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + app.env.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

function respond(app: AppContext, userId: string, familyId: string, refreshToken: string): TokenResponse {
  return {
    accessToken: signAccessToken(app.authSecret, userId, familyId, app.env.ACCESS_TOKEN_TTL_SECONDS),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: app.env.ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** A new sign-in for the user. */
export async function startSession(app: AppContext, userId: string): Promise<TokenResponse> {
  return app.db.transaction(async (tx) => {
    const now = new Date();
    const familyId = randomUuid();
    await tx.insert(tokenFamilies).values({ id: familyId, userId, createdAt: now });
    const refreshToken = await mintRefreshToken(app, tx, familyId, now);
    return respond(app, userId, familyId, refreshToken);
  });
}

type RotateOutcome = { ok: TokenResponse } | { fail: string };

export async function rotateRefreshToken(app: AppContext, presented: string): Promise<TokenResponse> {
  const outcome: RotateOutcome = await app.db.transaction(async (tx) => {
    const now = new Date();
    // Row lock: concurrent refreshes with one token are serialised here.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
      .for('update');
    if (!row) return { fail: 'The refresh token is invalid.' };
    const [family] = await tx.select().from(tokenFamilies).where(eq(tokenFamilies.id, row.familyId));
    if (!family || family.revokedAt) return { fail: 'The session has ended. Sign in again.' };
    if (row.expiresAt.getTime() <= now.getTime()) return { fail: 'The refresh token has expired.' };
    const [user] = await tx.select({ id: users.id, active: users.active }).from(users).where(eq(users.id, family.userId));
    if (!user?.active) return { fail: 'The account is not active.' };
    if (row.usedAt) {
      const sinceRotation = now.getTime() - row.usedAt.getTime();
      if (sinceRotation > app.env.REFRESH_REUSE_GRACE_SECONDS * 1000) {
        await tx
          .update(tokenFamilies)
          .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
          .where(eq(tokenFamilies.id, family.id));
        return { fail: 'The refresh token was already used. Sign in again.' };
      }
      // Racing tab inside the grace window: a sibling token in the same family.
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const refreshToken = await mintRefreshToken(app, tx, family.id, now);
    return { ok: respond(app, family.userId, family.id, refreshToken) };
  });
  if ('fail' in outcome) throw unauthorized(outcome.fail);
  return outcome.ok;
}

/** Logout: revokes the family of the given refresh token (idempotent; unknown tokens are ignored). */
export async function revokeByRefreshToken(app: AppContext, presented: string): Promise<void> {
  const [row] = await app.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  if (!row) return;
  await app.db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(tokenFamilies.id, row.familyId), isNull(tokenFamilies.revokedAt)));
}

/** Ends every sign-in of a user, optionally keeping one (the caller's). */
export async function revokeAllSessions(db: Db, userId: string, reason: string, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)];
  if (keepFamilyId) conditions.push(ne(tokenFamilies.id, keepFamilyId));
  await db.update(tokenFamilies).set({ revokedAt: new Date(), revokedReason: reason }).where(and(...conditions));
}
