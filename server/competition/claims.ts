/**
 * Winners' prize claims (decision 0031): the claim form opens with the e-mailed link's
 * `accessToken` (no sign-in) or for the signed-in winner. A link works once and expires after
 * PRIZE_LINK_TTL_SECONDS; only its keyed hash is stored. Using it is one conditional UPDATE in
 * the transaction that stores the details, so of parallel submits with one link exactly one wins
 * (PostgreSQL makes the others wait for the row, then finds it used). Details can be changed until
 * the prize is paid (a typo in an IBAN is fixed by submitting again).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PRIZE_LINK_TTL_SECONDS, type PrizeClaim, type PrizeClaimBody, type PrizeLinkReason, type PrizeState,
} from '@/lib/contract/competition';
import { maskPayoutDetails, type PayoutMethod } from '@/lib/contract/payouts';
import type { CountryCode } from '@/lib/config/countries';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { keyedHash } from '../auth/seal';
import type { Db, Tx } from '../db/client';
import { competitionPrizes, competitions, knowers, prizeClaimTokens, users } from '../db/schema';
import { ApiError, badRequest, notFound, tooMany, unauthorized } from '../errors';
import { queueMail } from '../mail/queue-mail';
import { prizeLinkMail } from './winner-mail';

const HASH_PURPOSE = 'prize-claim-link';
/** A signed-in winner gets at most one new link a minute. */
const RESEND_INTERVAL_MS = 60_000;

const MESSAGES: Record<PrizeLinkReason, string> = {
  USED: 'This link was already used. Sign in to see or change your payout details.',
  EXPIRED: 'This link has expired. Sign in to submit your payout details.',
  INVALID: 'This link is not valid. Check that you copied all of it, or sign in.',
};

/** 403 ForbiddenError with `data.reason`, so the page can say what is wrong with the link. */
const linkRefused = (reason: PrizeLinkReason) => new ApiError(403, 'ForbiddenError', MESSAGES[reason], { reason });

const hashOf = (app: AppContext, token: string) => keyedHash(app.authSecret, HASH_PURPOSE, token);

type PrizeRow = typeof competitionPrizes.$inferSelect;

/** Stores a new link for the prize and returns its token (only ever in the winner's e-mail). */
export async function createClaimLink(app: AppContext, db: Db | Tx, prizeId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(prizeClaimTokens).values({
    tokenHash: hashOf(app, token), prizeId, expiresAt: new Date(now.getTime() + PRIZE_LINK_TTL_SECONDS * 1000), createdAt: now,
  });
  return token;
}

function masked(method: string | null, details: string | null): string | null {
  return method && details ? maskPayoutDetails(method, details) : null;
}

/** The claim as the API shows it. */
export async function readClaimOf(db: Db | Tx, prize: PrizeRow): Promise<PrizeClaim> {
  const [row] = await db
    .select({ competition: competitions, name: users.name })
    .from(competitions)
    .innerJoin(knowers, eq(knowers.id, prize.knowerId))
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(eq(competitions.id, prize.competitionId));
  if (!row) throw notFound('Prize not found.');
  return {
    uuid: prize.id,
    country: row.competition.country as CountryCode,
    startsOn: row.competition.startsOn,
    endsOn: row.competition.endsOn,
    rank: prize.rank,
    knowsCount: prize.knowsCount,
    amount: { amountMinor: prize.amountMinor, currency: prize.currency },
    winnerName: row.name,
    state: prize.state as PrizeState,
    method: (prize.method as PayoutMethod | null) ?? null,
    maskedDetails: masked(prize.method, prize.details),
    submittedOn: prize.submittedAt ? prize.submittedAt.toISOString() : null,
  };
}

/** Why a link does not open the form now (it was not found, used or expired). */
async function refusalOf(app: AppContext, db: Db | Tx, token: string, now: Date): Promise<PrizeLinkReason | null> {
  const [row] = await db.select().from(prizeClaimTokens).where(eq(prizeClaimTokens.tokenHash, hashOf(app, token)));
  if (!row) return 'INVALID';
  if (row.usedAt) return 'USED';
  if (row.expiresAt <= now) return 'EXPIRED';
  return null;
}

/** The signed-in winner's newest prize (paid ones too, so the page can say it was paid). */
async function latestPrizeOf(db: Db | Tx, auth: AuthUser, lock = false): Promise<PrizeRow> {
  if (!auth.knowerId) throw notFound('You have no prize to claim.');
  const q = db
    .select()
    .from(competitionPrizes)
    .where(eq(competitionPrizes.knowerId, auth.knowerId))
    .orderBy(desc(competitionPrizes.createdAt), desc(competitionPrizes.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('You have no prize to claim.');
  return row;
}

/** The claim a link (or, without one, the signed-in winner) opens. */
export async function readClaim(app: AppContext, auth: AuthUser | null, accessToken: string | undefined, now = new Date()): Promise<PrizeClaim> {
  if (accessToken === undefined) {
    if (!auth) throw unauthorized();
    return readClaimOf(app.db, await latestPrizeOf(app.db, auth));
  }
  const reason = await refusalOf(app, app.db, accessToken, now);
  if (reason) throw linkRefused(reason);
  const [prize] = await app.db
    .select({ prize: competitionPrizes })
    .from(prizeClaimTokens)
    .innerJoin(competitionPrizes, eq(competitionPrizes.id, prizeClaimTokens.prizeId))
    .where(eq(prizeClaimTokens.tokenHash, hashOf(app, accessToken)));
  if (!prize) throw linkRefused('INVALID');
  return readClaimOf(app.db, prize.prize);
}

/** Stores the payout details; with a link, uses it up in the same transaction. */
export async function submitClaim(app: AppContext, auth: AuthUser | null, body: PrizeClaimBody, now = new Date()): Promise<PrizeClaim> {
  return app.db.transaction(async (tx) => {
    let prize: PrizeRow;
    if (body.accessToken !== undefined) {
      const [used] = await tx
        .update(prizeClaimTokens)
        .set({ usedAt: now })
        .where(and(eq(prizeClaimTokens.tokenHash, hashOf(app, body.accessToken)), isNull(prizeClaimTokens.usedAt), gt(prizeClaimTokens.expiresAt, now)))
        .returning({ prizeId: prizeClaimTokens.prizeId });
      if (!used) throw linkRefused((await refusalOf(app, tx, body.accessToken, now)) ?? 'USED');
      const [row] = await tx.select().from(competitionPrizes).where(eq(competitionPrizes.id, used.prizeId)).for('update');
      if (!row) throw linkRefused('INVALID');
      prize = row;
    } else {
      if (!auth) throw unauthorized();
      prize = await latestPrizeOf(tx, auth, true);
    }
    if (prize.state === 'PAID') throw badRequest('This prize has already been paid out; its payout details cannot change.');
    const details = body.details;
    const [updated] = await tx
      .update(competitionPrizes)
      .set({
        state: 'SUBMITTED',
        method: details.method,
        details: details.method === 'IBAN' ? details.iban : details.email,
        submittedAt: now,
      })
      .where(eq(competitionPrizes.id, prize.id))
      .returning();
    return readClaimOf(tx, updated!);
  });
}

/**
 * E-mails the signed-in winner a new link to the form (to fill it in on another device, or after
 * the first one expired). At most one a minute; the prize row lock makes parallel asks count once.
 */
export async function resendClaimLink(app: AppContext, auth: AuthUser, now = new Date()): Promise<void> {
  const token = await app.db.transaction(async (tx) => {
    const prize = await latestPrizeOf(tx, auth, true);
    if (prize.state === 'PAID') throw badRequest('This prize has already been paid out.');
    const [last] = await tx
      .select({ at: sql<string>`max(${prizeClaimTokens.createdAt})` })
      .from(prizeClaimTokens)
      .where(eq(prizeClaimTokens.prizeId, prize.id));
    const lastAt = last?.at ? new Date(last.at).getTime() : 0;
    if (now.getTime() - lastAt < RESEND_INTERVAL_MS) {
      throw tooMany('TooManyRequestsError', (lastAt + RESEND_INTERVAL_MS - now.getTime()) / 1000, 'A new link was sent a moment ago. Check your e-mail.');
    }
    return { value: await createClaimLink(app, tx, prize.id, now), claim: await readClaimOf(tx, prize) };
  });
  await queueMail(app, prizeLinkMail(app.env, auth.user, token.claim, token.value));
}
