/**
 * Study progress (issue 24 §5, decision 0069): from the log of ratings (review-log.ts) come the
 * daily streak, cards studied per day and retention per week; from the FSRS state of each card,
 * a set's new, learning and mastered counts.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { matchPairCount } from '@/lib/contract/match';
import {
  cardProgress, PROGRESS_LIMITS, type RetentionWeek, type SetProgress, type StudyDay, type StudyProgressData, type StudyStreak,
} from '@/lib/contract/study-progress';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { flashcardReviewLog, flashcardReviews, flashcards, knows, matchBestTimes } from '../db/schema';
import type { Learner } from './review-log';
import { deckScope } from './service';
import { addDays, streakOf, studyDayOf, type StudyRun } from './study-day';

/** The learner's runs of consecutive study days, most recent first (gaps and islands). */
async function studyRuns(db: Db, userId: string): Promise<StudyRun[]> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS length, to_char(max(d.study_day), 'YYYY-MM-DD') AS last_day
    FROM (
      SELECT study_day, study_day - (row_number() OVER (ORDER BY study_day))::int AS run
      FROM (SELECT DISTINCT study_day FROM flashcard_review_log WHERE user_id = ${userId}) days
    ) d
    GROUP BY d.run
    ORDER BY max(d.study_day) DESC`);
  const rows = (result as unknown as { rows: { length: number; last_day: string }[] }).rows;
  return rows.map((r) => ({ length: Number(r.length), lastDay: r.last_day }));
}

export async function studyStreak(db: Db, learner: Learner, now = new Date()): Promise<StudyStreak> {
  return streakOf(await studyRuns(db, learner.id), studyDayOf(now, learner));
}

/** The current streak in days, for the analytics user snapshot (spec §3). */
export async function currentStreak(db: Db, learner: Learner, now = new Date()): Promise<number> {
  return (await studyStreak(db, learner, now)).days;
}

async function studyDays(db: Db, userId: string, today: string) {
  const from = addDays(today, -(PROGRESS_LIMITS.chartDays - 1));
  const rows = await db
    .select({
      day: flashcardReviewLog.studyDay,
      cards: sql<number>`count(DISTINCT ${flashcardReviewLog.flashcardId})::int`,
      reviews: sql<number>`count(*)::int`,
      recalls: sql<number>`(count(*) FILTER (WHERE ${flashcardReviewLog.stateBefore} <> 0))::int`,
      remembered: sql<number>`(count(*) FILTER (WHERE ${flashcardReviewLog.stateBefore} <> 0 AND ${flashcardReviewLog.rating} >= 3))::int`,
    })
    .from(flashcardReviewLog)
    .where(and(eq(flashcardReviewLog.userId, userId), gte(flashcardReviewLog.studyDay, from)))
    .groupBy(flashcardReviewLog.studyDay);
  const byDay = new Map(rows.map((r) => [String(r.day).slice(0, 10), r]));
  const weeksStart = PROGRESS_LIMITS.chartDays - PROGRESS_LIMITS.retentionWeeks * 7;
  const days: StudyDay[] = [];
  const weeks: RetentionWeek[] = [];
  for (let i = 0; i < PROGRESS_LIMITS.chartDays; i++) {
    const day = addDays(from, i);
    const r = byDay.get(day);
    days.push({ day, cards: Number(r?.cards ?? 0), reviews: Number(r?.reviews ?? 0) });
    // Weeks of seven days, the last one ending today.
    const w = Math.floor((i - weeksStart) / 7);
    if (i < weeksStart) continue;
    const week = (weeks[w] ??= { from: day, to: day, recalls: 0, remembered: 0, retention: null });
    week.to = day;
    week.recalls += Number(r?.recalls ?? 0);
    week.remembered += Number(r?.remembered ?? 0);
  }
  for (const week of weeks) week.retention = week.recalls > 0 ? week.remembered / week.recalls : null;
  return { days, weeks };
}

async function setProgress(app: AppContext, viewer: AuthUser): Promise<SetProgress[]> {
  const userId = viewer.user.id;
  const rows = await app.db
    .select({
      knowId: knows.id,
      title: knows.title,
      state: flashcardReviews.state,
      stability: flashcardReviews.stability,
      cards: sql<number>`count(${flashcards.id})::int`,
      bestMs: matchBestTimes.bestMs,
      bestPairs: matchBestTimes.pairCount,
      createdAt: knows.createdAt,
    })
    .from(knows)
    .leftJoin(flashcards, eq(flashcards.knowId, knows.id))
    .leftJoin(flashcardReviews, and(eq(flashcardReviews.flashcardId, flashcards.id), eq(flashcardReviews.userId, userId)))
    .leftJoin(matchBestTimes, and(eq(matchBestTimes.knowId, knows.id), eq(matchBestTimes.userId, userId)))
    .where(deckScope(viewer))
    // One row per set and (state, stability): the buckets are summed below.
    .groupBy(knows.id, flashcardReviews.state, flashcardReviews.stability, matchBestTimes.bestMs, matchBestTimes.pairCount)
    .orderBy(desc(knows.createdAt), desc(knows.id));
  const sets = new Map<string, SetProgress & { bestPairs: number | null }>();
  for (const r of rows) {
    let set = sets.get(r.knowId);
    if (!set) {
      set = { knowUuid: r.knowId, title: r.title, cardCount: 0, newCount: 0, learningCount: 0, masteredCount: 0, bestMatchMs: r.bestMs, bestPairs: r.bestPairs };
      sets.set(r.knowId, set);
    }
    const n = Number(r.cards);
    set.cardCount += n;
    const bucket = cardProgress(r.state, r.stability);
    if (bucket === 'new') set.newCount += n;
    else if (bucket === 'learning') set.learningCount += n;
    else set.masteredCount += n;
  }
  return [...sets.values()].map(({ bestPairs, ...set }) => ({
    ...set,
    // A record from a round of another size (the set shrank or grew past a full round) no longer counts.
    bestMatchMs: set.bestMatchMs !== null && bestPairs === matchPairCount(set.cardCount) ? set.bestMatchMs : null,
  }));
}

export async function studyProgress(app: AppContext, viewer: AuthUser, now = new Date()): Promise<StudyProgressData> {
  const today = studyDayOf(now, viewer.user);
  const runs = await studyRuns(app.db, viewer.user.id);
  const chart = await studyDays(app.db, viewer.user.id, today);
  return { today, streak: streakOf(runs, today), ...chart, sets: await setProgress(app, viewer) };
}
