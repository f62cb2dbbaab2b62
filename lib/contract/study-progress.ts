/**
 * Contract of study progress (issue 24 §5, decision 0069): per set how many cards are new,
 * learning and mastered; the daily streak; cards studied per day and retention per week.
 */
import { z } from 'zod';

export const PROGRESS_LIMITS = {
  /** A card counts as mastered once FSRS expects it to be remembered for three weeks. */
  masteredStabilityDays: 21,
  /** Days of the per-day chart (eight weeks). */
  chartDays: 56,
  /** Weeks of the retention chart. */
  retentionWeeks: 8,
} as const;

/** FSRS state (0 New, 1 Learning, 2 Review, 3 Relearning) and stability in days -> progress bucket. */
export type CardProgress = 'new' | 'learning' | 'mastered';
export function cardProgress(state: number | null | undefined, stability: number | null | undefined): CardProgress {
  if (state === null || state === undefined || state === 0) return 'new';
  return state === 2 && (stability ?? 0) >= PROGRESS_LIMITS.masteredStabilityDays ? 'mastered' : 'learning';
}

export const setProgressSchema = z
  .object({
    knowUuid: z.uuid(),
    title: z.string(),
    cardCount: z.number().int(),
    newCount: z.number().int(),
    learningCount: z.number().int(),
    masteredCount: z.number().int().describe(`Cards in review with an FSRS stability of ${PROGRESS_LIMITS.masteredStabilityDays} days or more`),
    bestMatchMs: z.number().int().nullable(),
  })
  .meta({ id: 'SetProgress' });
export type SetProgress = z.infer<typeof setProgressSchema>;

export const studyStreakSchema = z
  .object({
    /** Consecutive days with a review, ending today or (not yet studied today) yesterday. */
    days: z.number().int(),
    studiedToday: z.boolean(),
    longest: z.number().int(),
  })
  .meta({ id: 'StudyStreak' });
export type StudyStreak = z.infer<typeof studyStreakSchema>;

export const studyDaySchema = z
  .object({
    /** YYYY-MM-DD, the learner's calendar day. */
    day: z.string(),
    /** Different cards rated that day. */
    cards: z.number().int(),
    reviews: z.number().int(),
  })
  .meta({ id: 'StudyDay' });
export type StudyDay = z.infer<typeof studyDaySchema>;

export const retentionWeekSchema = z
  .object({
    /** YYYY-MM-DD: the first of the week's seven days (weeks end today). */
    from: z.string(),
    to: z.string(),
    /** Ratings of cards seen before (a first sight is not a recall). */
    recalls: z.number().int(),
    /** Of those, rated Good or Easy. */
    remembered: z.number().int(),
    /** remembered / recalls, 0–1; null in a week without recalls. */
    retention: z.number().nullable(),
  })
  .meta({ id: 'RetentionWeek' });
export type RetentionWeek = z.infer<typeof retentionWeekSchema>;

export const studyProgressSchema = z
  .object({
    /** The learner's today (YYYY-MM-DD) in the time zone the days are counted in. */
    today: z.string(),
    streak: studyStreakSchema,
    /** The last `chartDays` days, oldest first, days without study included. */
    days: z.array(studyDaySchema),
    /** The last `retentionWeeks` weeks, oldest first. */
    weeks: z.array(retentionWeekSchema),
    sets: z.array(setProgressSchema),
  })
  .meta({ id: 'StudyProgress' });
export type StudyProgressData = z.infer<typeof studyProgressSchema>;
