/**
 * The study history in the data export (decision 0069): every rating the user gave, with the
 * calendar day it counted for, and their best Match time per set. Card and set ids only: the
 * cards may be someone else's.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flashcardReviewLog, matchBestTimes } from '../db/schema';

export async function studyHistoryOf(db: Db, userId: string) {
  const ratings = await db
    .select()
    .from(flashcardReviewLog)
    .where(eq(flashcardReviewLog.userId, userId))
    .orderBy(asc(flashcardReviewLog.reviewedAt), asc(flashcardReviewLog.id));
  const best = await db.select().from(matchBestTimes).where(eq(matchBestTimes.userId, userId)).orderBy(asc(matchBestTimes.achievedAt));
  return {
    ratings: ratings.map((r) => ({
      flashcardUuid: r.flashcardId,
      rating: r.rating,
      stateBefore: r.stateBefore,
      reviewedAt: r.reviewedAt,
      studyDay: r.studyDay,
    })),
    matchBestTimes: best.map((b) => ({ knowUuid: b.knowId, pairs: b.pairCount, bestMs: b.bestMs, rounds: b.rounds, achievedAt: b.achievedAt })),
  };
}
