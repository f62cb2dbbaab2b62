/**
 * Reviews made offline, synced when the network is back (issue 24 §7, decision 0071). Each carries
 * an id the client made; the log's unique (user, client id) makes a replay or a parallel double
 * send count once. A card's FSRS state follows the order of review time: a review older than the
 * card's latest one is slotted in at its time and the later reviews are scheduled again after it.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { OfflineReview, OfflineReviewOutcome, OfflineSyncResult } from '@/lib/contract/offline-study';
import { OFFLINE_STUDY_LIMITS } from '@/lib/contract/limits';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { flashcardReviewLog, flashcardReviews, flashcards, type ReviewStateSnapshot } from '../db/schema';
import { logReview, type Learner } from './review-log';
import { schedule, toCard, toRow, type ReviewRow } from './scheduler';
import { rowOf, saveReviewRow, snapshotOf } from './service';
import { visibleSet } from './study-modes';

type Rating = 1 | 2 | 3 | 4;
interface Pending { id: string; cardId: string; rating: Rating; at: Date }

export async function syncOfflineReviews(
  app: AppContext,
  viewer: AuthUser,
  knowUuid: string,
  reviews: OfflineReview[],
  now = new Date(),
): Promise<OfflineSyncResult> {
  const know = await visibleSet(app, viewer, knowUuid);
  const ids = [...new Set(reviews.map((r) => r.flashcardUuid.toLowerCase()))];
  const inSet = new Set(
    (await app.db.select({ id: flashcards.id }).from(flashcards).where(and(eq(flashcards.knowId, know.id), inArray(flashcards.id, ids)))).map(
      (c) => c.id,
    ),
  );
  // A clock ahead of the server's cannot put a review in the future: it counts as made now.
  const latest = now.getTime() + OFFLINE_STUDY_LIMITS.clockSkewMs;
  const pending: Pending[] = reviews
    .map((r) => {
      const at = new Date(r.reviewedAt);
      return { id: r.id.toLowerCase(), cardId: r.flashcardUuid.toLowerCase(), rating: r.rating, at: at.getTime() > latest ? now : at };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));

  const outcomes = new Map<string, OfflineReviewOutcome>();
  for (const review of pending) {
    if (outcomes.has(review.id)) continue; // the same id twice in one request
    outcomes.set(review.id, inSet.has(review.cardId) ? await applyOnce(app, viewer.user, review) : 'gone');
  }
  const results = reviews.map((r) => ({ id: r.id.toLowerCase(), outcome: outcomes.get(r.id.toLowerCase())! }));
  const applied = [...outcomes.values()].filter((o) => o === 'applied').length;
  const duplicates = [...outcomes.values()].filter((o) => o === 'duplicate').length;
  return { results, applied, duplicates };
}

async function applyOnce(app: AppContext, learner: Learner, review: Pending): Promise<OfflineReviewOutcome> {
  try {
    return await app.db.transaction((tx) => applyInOrder(tx, learner, review));
  } catch (error) {
    // Sent twice at once: the other request stored it first.
    if (uniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

async function applyInOrder(tx: Tx, learner: Learner, review: Pending): Promise<OfflineReviewOutcome> {
  const userId = learner.id;
  // One learner's reviews of one card apply one after the other, also for a card never rated
  // (no row to lock yet).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review:${userId}:${review.cardId}`}))`);
  const [seen] = await tx
    .select({ id: flashcardReviewLog.id })
    .from(flashcardReviewLog)
    .where(and(eq(flashcardReviewLog.userId, userId), eq(flashcardReviewLog.clientReviewId, review.id)));
  if (seen) return 'duplicate';

  const [existing] = await tx
    .select()
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.flashcardId, review.cardId)))
    .for('update');
  const later = await tx
    .select({
      id: flashcardReviewLog.id, rating: flashcardReviewLog.rating, reviewedAt: flashcardReviewLog.reviewedAt,
      stateBefore: flashcardReviewLog.stateBefore, cardBefore: flashcardReviewLog.cardBefore,
    })
    .from(flashcardReviewLog)
    .where(and(eq(flashcardReviewLog.userId, userId), eq(flashcardReviewLog.flashcardId, review.cardId), gt(flashcardReviewLog.reviewedAt, review.at)))
    .orderBy(asc(flashcardReviewLog.reviewedAt), asc(flashcardReviewLog.id));

  const log = (before: ReviewRow | null) =>
    logReview(tx, learner, {
      flashcardId: review.cardId, rating: review.rating, stateBefore: before?.state ?? 0, at: review.at,
      cardBefore: snapshotOf(before), clientReviewId: review.id,
    });
  const rate = (from: ReviewRow | null, at: Date, rating: number) => toRow(userId, review.cardId, schedule(toCard(from, at), at, rating as Rating));

  const newest = existing?.lastReview ?? null;
  if (later.length === 0 && (!newest || newest <= review.at)) {
    // The usual case: the newest review of the card.
    await log(existing ?? null);
    await saveReviewRow(tx, rate(existing ?? null, review.at, review.rating));
    return 'applied';
  }
  // Rows logged before migration 0023 have no state to replay from (only a new card's is known).
  const replayable = later.length > 0 && later.every((l) => l.cardBefore !== null || l.stateBefore === 0);
  if (!replayable) {
    // Counted on its day, scheduled as if made right after the card's latest review.
    const at = newest && newest > review.at ? newest : review.at;
    await log(existing ?? null);
    await saveReviewRow(tx, rate(existing ?? null, at, review.rating));
    return 'applied';
  }

  const start = rowOf(userId, review.cardId, later[0]!.cardBefore);
  await log(start);
  let current = rate(start, review.at, review.rating);
  let previous: { before: ReviewStateSnapshot | null | undefined; from: ReviewRow | null; rating: number } = {
    before: undefined, from: start, rating: review.rating,
  };
  for (const row of later) {
    // "I was right" logs a Good from the state before the Again it takes back (decision 0067).
    const takesBack = row.rating === 3 && previous.rating === 1 && previous.before !== undefined && sameState(row.cardBefore, previous.before);
    const from = takesBack ? previous.from : current;
    await tx
      .update(flashcardReviewLog)
      .set({ cardBefore: snapshotOf(from), stateBefore: from?.state ?? 0 })
      .where(eq(flashcardReviewLog.id, row.id));
    previous = { before: row.cardBefore, from, rating: row.rating };
    current = rate(from, row.reviewedAt, row.rating);
  }
  // A wrong typed answer still last keeps its undo, now from the replayed state before it.
  current.wrongAnswer = existing?.wrongAnswer ? { answerKey: existing.wrongAnswer.answerKey, before: snapshotOf(previous.from) } : null;
  await saveReviewRow(tx, current);
  return 'applied';
}

const STATE_FIELDS = ['due', 'stability', 'difficulty', 'elapsedDays', 'scheduledDays', 'learningSteps', 'reps', 'lapses', 'state', 'lastReview'] as const;

function sameState(a: ReviewStateSnapshot | null, b: ReviewStateSnapshot | null): boolean {
  if (!a || !b) return a === b;
  return STATE_FIELDS.every((f) => (f === 'due' || f === 'lastReview' ? timeOf(a[f]) === timeOf(b[f]) : a[f] === b[f]));
}

const timeOf = (iso: string | null) => (iso ? new Date(iso).getTime() : null);
