/**
 * OAuth-style tokens. A password sign-in starts a family; each refresh rotates the refresh token
 * (the old one is marked used) into exactly ONE successor. Presenting a used token again is
 * treated as theft and revokes the whole family (ASVS 5 V10.4.5), with one exception for tabs
 * racing with the same token (decisions 0014, 0051): every further presentation within
 * REFRESH_REUSE_GRACE_SECONDS (<= 10 s) of the rotation gets the SAME successor again (and a
 * fresh access token) while that successor is unused, however many tabs ask. Never a second
 * branch: the successor is derived from the presented token with the token key (HMAC), so it
 * can be handed out again without storing it.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { refreshTokens, tokenFamilies, users } from '../db/schema';
import { unauthorized } from '../errors';
import { signAccessToken } from './access-token';
import { randomToken, sha256Hex } from './crypto';

export interface TokenResponse {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** The one successor of a refresh token: only the server (token key) can compute it. */
function successorOf(app: AppContext, presented: string): string {
  return createHmac('sha256', app.authSecret).update(`refresh-successor:${presented}`).digest('base64url');
}

async function mintRefreshToken(
  app: AppContext,
  db: Db,
  familyId: string,
  now: Date,
  token = randomToken(32),
  id = randomUuid(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    id,
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

/** Where a sign-in came from, kept for the session list (decision 0022). */
export interface SessionOrigin {
  userAgent?: string | null;
  /** ISO country of the client IP, if known. */
  country?: string | null;
}

/** A new sign-in for the user. */
export async function startSession(app: AppContext, userId: string, origin: SessionOrigin = {}): Promise<TokenResponse> {
  return app.db.transaction(async (tx) => {
    const now = new Date();
    const familyId = randomUuid();
    await tx.insert(tokenFamilies).values({
      id: familyId,
      userId,
      createdAt: now,
      lastUsedAt: now,
      userAgent: origin.userAgent?.slice(0, 512) || null,
      country: origin.country ?? null,
    });
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
    const successor = successorOf(app, presented);
    if (row.usedAt) {
      const grace = app.env.REFRESH_REUSE_GRACE_SECONDS * 1000;
      const withinGrace = grace > 0 && now.getTime() - row.usedAt.getTime() <= grace;
      const [next] = row.successorId
        ? await tx.select().from(refreshTokens).where(eq(refreshTokens.id, row.successorId)).for('update')
        : [];
      if (withinGrace && next && !next.usedAt && next.tokenHash === sha256Hex(successor)) {
        // A racing tab (any number of them): the same successor again, no new branch.
        // grace_used_at keeps the last such hand-out.
        await tx.update(refreshTokens).set({ graceUsedAt: now }).where(eq(refreshTokens.id, row.id));
        return { ok: respond(app, family.userId, family.id, successor) };
      }
      await tx
        .update(tokenFamilies)
        .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
        .where(eq(tokenFamilies.id, family.id));
      return { fail: 'The refresh token was already used. Sign in again.' };
    }
    const successorId = randomUuid();
    await mintRefreshToken(app, tx, family.id, now, successor, successorId);
    await tx.update(refreshTokens).set({ usedAt: now, successorId }).where(eq(refreshTokens.id, row.id));
    await tx.update(tokenFamilies).set({ lastUsedAt: now }).where(eq(tokenFamilies.id, family.id));
    return { ok: respond(app, family.userId, family.id, successor) };
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

/** Ends every sign-in of a user (password change and reset). */
export async function revokeAllSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)));
}
