/**
 * FSRS scheduling (ts-fsrs) and the mapping between its Card and a flashcard_reviews row. One
 * scheduler for everyone: default parameters, short-term learning steps (1 min, 10 min), no fuzz
 * so a rating's outcome is predictable for the learner.
 */
import { createEmptyCard, fsrs, type Card, type Grade, type State } from 'ts-fsrs';
import type { StudyCard } from '@/lib/contract/flashcards';
import { flashcardReviews } from '../db/schema';

export const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

export type ReviewRow = typeof flashcardReviews.$inferSelect;

export function toCard(row: ReviewRow | null, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

export function toRow(userId: string, flashcardId: string, card: Card): ReviewRow {
  return {
    userId,
    flashcardId,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    // Integer columns; ts-fsrs keeps whole days here, rounding only guards the type.
    elapsedDays: Math.round(card.elapsed_days),
    scheduledDays: Math.round(card.scheduled_days),
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
    wrongAnswer: null,
  };
}

export function schedule(card: Card, now: Date, rating: 1 | 2 | 3 | 4): Card {
  return scheduler.next(card, now, rating as Grade).card;
}

export function studyCard(
  card: { id: string; front: string; back: string; knowId: string },
  review: Pick<ReviewRow, 'state' | 'due' | 'reps' | 'lapses'> | null,
  now: Date,
): StudyCard {
  return {
    uuid: card.id,
    front: card.front,
    back: card.back,
    knowUuid: card.knowId,
    state: (review?.state ?? 0) as StudyCard['state'],
    // A card never studied is new and due now.
    due: (review?.due ?? now).toISOString(),
    reps: review?.reps ?? 0,
    lapses: review?.lapses ?? 0,
  };
}
