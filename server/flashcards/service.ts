/**
 * Flashcard study (decision 0008): decks are the flashcard knows a learner owns or saved; study
 * serves the cards due now (never-studied cards are new and due); a rating schedules the card's
 * next review with FSRS, per learner (flashcard_reviews). Any flashcard know the learner can see
 * may be studied, saved or not; a card of a know they cannot see is 404, as the know would be.
 */
import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FlashcardDeck, ReviewResult, StudyCard } from '@/lib/contract/flashcards';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Tx } from '../db/client';
import { flashcardReviews, flashcards, knows, type ReviewStateSnapshot, type WrongAnswerUndo } from '../db/schema';
import { notFound } from '../errors';
import { knowColumns, serializeKnows } from '../knows/serialize';
import { canSee, isPublicKnow } from '../knows/visibility';
import { logReview, type Learner } from './review-log';
import { schedule, studyCard, toCard, toRow, type ReviewRow } from './scheduler';
import type { StudyInput } from '@/lib/contract/flashcards';

// Correlated subqueries name their tables explicitly: drizzle leaves column names unqualified
// in a single-table select, which would bind them to the subquery's own table.
const KNOW_ID = sql.raw('"knows"."id"');
const savedByUser = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM know_saves s WHERE s.know_id = ${KNOW_ID} AND s.user_id = ${userId})`;

/** The learner's decks: their own flashcard knows (any status) and the public ones they saved. */
export function deckScope(viewer: AuthUser): SQL {
  const own = viewer.knowerId ? eq(knows.knowerId, viewer.knowerId) : sql`false`;
  return and(eq(knows.format, 'FLASHCARDS'), or(own, and(isPublicKnow, savedByUser(viewer.user.id))))!;
}

export async function listDecks(app: AppContext, viewer: AuthUser, now = new Date()): Promise<FlashcardDeck[]> {
  const userId = viewer.user.id;
  const at = now.toISOString();
  const rows = await app.db
    .select({
      ...knowColumns,
      cardCount: sql<number>`(SELECT count(*)::int FROM flashcards f WHERE f.know_id = ${KNOW_ID})`,
      dueCount: sql<number>`(SELECT count(*)::int FROM flashcards f
        JOIN flashcard_reviews r ON r.flashcard_id = f.id AND r.user_id = ${userId}
        WHERE f.know_id = ${KNOW_ID} AND r.due <= ${at}::timestamptz)`,
      newCount: sql<number>`(SELECT count(*)::int FROM flashcards f WHERE f.know_id = ${KNOW_ID}
        AND NOT EXISTS (SELECT 1 FROM flashcard_reviews r WHERE r.flashcard_id = f.id AND r.user_id = ${userId}))`,
      nextDueOn: sql<string | null>`(SELECT to_char(min(r.due) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        FROM flashcards f JOIN flashcard_reviews r ON r.flashcard_id = f.id AND r.user_id = ${userId}
        WHERE f.know_id = ${KNOW_ID})`,
    })
    .from(knows)
    .where(deckScope(viewer))
    // Most recently added (saved, or created for one's own) first.
    .orderBy(
      desc(sql`coalesce((SELECT s.created_at FROM know_saves s WHERE s.know_id = ${KNOW_ID} AND s.user_id = ${userId}), ${knows.createdAt})`),
      desc(knows.id),
    );
  const serialized = await serializeKnows(app, rows, viewer);
  return rows.map((r, i) => ({
    know: serialized[i]!,
    cardCount: Number(r.cardCount),
    dueCount: Number(r.dueCount),
    newCount: Number(r.newCount),
    nextDueOn: r.nextDueOn ?? null,
  }));
}

/** The know behind a study request: visible to the viewer, or 404. */
async function visibleKnow(app: AppContext, viewer: AuthUser, knowId: string) {
  const [know] = await app.db
    .select({ id: knows.id, knowerId: knows.knowerId, status: knows.status, isPrivate: knows.isPrivate })
    .from(knows)
    .where(eq(knows.id, knowId.toLowerCase()));
  if (!know || !canSee(know, viewer)) throw notFound('Know not found.');
  return know;
}

/** Cards due now: most overdue first, then new cards in deck and position order. */
export async function studyCards(app: AppContext, viewer: AuthUser, q: StudyInput, now = new Date()): Promise<StudyCard[]> {
  const scope = q.knowUuid ? eq(knows.id, (await visibleKnow(app, viewer, q.knowUuid)).id) : deckScope(viewer);
  const rows = await app.db
    .select({
      id: flashcards.id,
      front: flashcards.front,
      back: flashcards.back,
      knowId: flashcards.knowId,
      review: { state: flashcardReviews.state, due: flashcardReviews.due, reps: flashcardReviews.reps, lapses: flashcardReviews.lapses },
    })
    .from(flashcards)
    .innerJoin(knows, eq(knows.id, flashcards.knowId))
    .leftJoin(flashcardReviews, and(eq(flashcardReviews.flashcardId, flashcards.id), eq(flashcardReviews.userId, viewer.user.id)))
    .where(and(scope, or(isNull(flashcardReviews.flashcardId), lte(flashcardReviews.due, now))))
    .orderBy(sql`${flashcardReviews.due} ASC NULLS LAST`, asc(knows.createdAt), asc(flashcards.knowId), asc(flashcards.position))
    .limit(q.limit);
  return rows.map((r) => studyCard(r, r.review?.due ? r.review : null, now));
}

/** A card the viewer may study (its know is visible to them), with what grading needs; else 404. */
export async function visibleCard(app: AppContext, viewer: AuthUser, flashcardId: string) {
  const [card] = await app.db
    .select({
      id: flashcards.id,
      front: flashcards.front,
      back: flashcards.back,
      knowId: flashcards.knowId,
      knowerId: knows.knowerId,
      status: knows.status,
      isPrivate: knows.isPrivate,
      contentLanguage: knows.contentLanguage,
    })
    .from(flashcards)
    .innerJoin(knows, eq(knows.id, flashcards.knowId))
    .where(eq(flashcards.id, flashcardId.toLowerCase()));
  if (!card || !canSee(card, viewer)) throw notFound('Flashcard not found.');
  return card;
}


/** A row's FSRS state as JSON (null: the card is new). */
export function snapshotOf(row: ReviewRow | null | undefined): ReviewStateSnapshot | null {
  if (!row) return null;
  return {
    due: row.due.toISOString(), stability: row.stability, difficulty: row.difficulty,
    elapsedDays: row.elapsedDays, scheduledDays: row.scheduledDays, learningSteps: row.learningSteps,
    reps: row.reps, lapses: row.lapses, state: row.state, lastReview: row.lastReview?.toISOString() ?? null,
  };
}

/** The undo of a wrong typed answer: the state before it, as stored in `wrong_answer`. */
function undoOf(answerKey: string, existing: ReviewRow | undefined): WrongAnswerUndo {
  return { answerKey, before: snapshotOf(existing) };
}

/** The stored row an undo restores (null: the card goes back to new). */
export function rowBefore(userId: string, flashcardId: string, undo: WrongAnswerUndo): ReviewRow | null {
  return rowOf(userId, flashcardId, undo.before);
}

/** The row a snapshot stands for (null: new). */
export function rowOf(userId: string, flashcardId: string, b: ReviewStateSnapshot | null): ReviewRow | null {
  if (!b) return null;
  return {
    userId, flashcardId, due: new Date(b.due), stability: b.stability, difficulty: b.difficulty, elapsedDays: b.elapsedDays,
    scheduledDays: b.scheduledDays, learningSteps: b.learningSteps, reps: b.reps, lapses: b.lapses, state: b.state,
    lastReview: b.lastReview ? new Date(b.lastReview) : null, wrongAnswer: null,
  };
}

/**
 * Schedules one rating of a card the viewer may see. `wrongAnswerKey`: the rating comes from a
 * typed answer graded wrong, which "I was right" may take back later (decision 0067); any other
 * rating forgets such an undo. `from` replaces the stored state (an undo) before rating.
 */
export async function applyReview(
  app: AppContext,
  learner: Learner,
  cardId: string,
  rating: 1 | 2 | 3 | 4,
  now: Date,
  options: {
    wrongAnswerKey?: string;
    from?: (existing: ReviewRow | undefined) => ReviewRow | null;
    /** Checked on the locked row: false leaves the card as it is and answers null. */
    onlyIf?: (existing: ReviewRow | undefined) => boolean;
  } = {},
): Promise<ReviewRow | null> {
  const userId = learner.id;
  return app.db.transaction(async (tx) => {
    // Two ratings of one card at once apply one after the other, each from the state before it.
    const [existing] = await tx
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.flashcardId, cardId)))
      .for('update');
    if (options.onlyIf && !options.onlyIf(existing)) return null;
    const start = options.from ? options.from(existing) : (existing ?? null);
    const next = toRow(userId, cardId, schedule(toCard(start, now), now, rating));
    next.wrongAnswer = options.wrongAnswerKey !== undefined ? undoOf(options.wrongAnswerKey, existing) : null;
    // Every rating counts for the streak and the study page (decision 0069), an undone one too.
    await logReview(tx, learner, { flashcardId: cardId, rating, stateBefore: start?.state ?? 0, at: now, cardBefore: snapshotOf(start) });
    await saveReviewRow(tx, next);
    return next;
  });
}

/** Stores a card's current FSRS state for its learner (one row per learner and card). */
export async function saveReviewRow(tx: Tx, next: ReviewRow): Promise<void> {
  await tx
    .insert(flashcardReviews)
    .values(next)
    .onConflictDoUpdate({
      target: [flashcardReviews.userId, flashcardReviews.flashcardId],
      set: {
        due: next.due, stability: next.stability, difficulty: next.difficulty, elapsedDays: next.elapsedDays,
        scheduledDays: next.scheduledDays, learningSteps: next.learningSteps, reps: next.reps, lapses: next.lapses,
        state: next.state, lastReview: next.lastReview, wrongAnswer: next.wrongAnswer,
      },
    });
}

export async function reviewCard(
  app: AppContext,
  viewer: AuthUser,
  flashcardId: string,
  rating: 1 | 2 | 3 | 4,
  now = new Date(),
): Promise<ReviewResult> {
  const card = await visibleCard(app, viewer, flashcardId);
  const row = (await applyReview(app, viewer.user, card.id, rating, now))!;
  return { card: studyCard(card, row, now), nextDue: row.due.toISOString() };
}
