/**
 * The log of every rating (decision 0069), written inside the transaction that schedules the
 * card, so a rating is logged exactly when it counts. Each row carries the learner's calendar
 * day at that moment: streaks and the per-day chart group by it.
 */
import type { Db, Tx } from '../db/client';
import { flashcardReviewLog, type ReviewStateSnapshot, type UserRow } from '../db/schema';
import { studyDayOf } from './study-day';

export type Learner = Pick<UserRow, 'id' | 'timezoneOffset' | 'country'>;

export async function logReview(
  tx: Tx | Db,
  learner: Learner,
  review: {
    flashcardId: string; rating: number; stateBefore: number; at: Date;
    /** The whole state before (decision 0071: a review synced late replays the later ones from it). */
    cardBefore: ReviewStateSnapshot | null;
    clientReviewId?: string;
  },
): Promise<void> {
  await tx.insert(flashcardReviewLog).values({
    userId: learner.id,
    flashcardId: review.flashcardId,
    rating: review.rating,
    stateBefore: review.stateBefore,
    reviewedAt: review.at,
    studyDay: studyDayOf(review.at, learner),
    cardBefore: review.cardBefore,
    clientReviewId: review.clientReviewId ?? null,
  });
}
