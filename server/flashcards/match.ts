/**
 * Match (issue 24 §4, decision 0069): a round is a random draw of a set's cards; a finished
 * round's time is checked for plausibility (at least `minMsPerPair` per pair) and kept when it
 * beats the learner's best on that set. Any set the learner can see may be played, as it may be
 * studied; one they cannot see is 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MATCH_LIMITS, matchPairCount, minimumMatchMs, type MatchBest, type MatchResult, type MatchRound } from '@/lib/contract/match';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcards, knows, matchBestTimes } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { canSee } from '../knows/visibility';

// Qualified by hand: drizzle leaves a single-table select's columns bare, which inside the
// subquery would bind to flashcards' own id.
const KNOW_ID = sql.raw('"knows"."id"');

/** The flashcard know behind a Match request with its card count: visible to the viewer, or 404. */
async function visibleSet(app: AppContext, viewer: AuthUser, knowId: string) {
  const [set] = await app.db
    .select({
      id: knows.id,
      title: knows.title,
      format: knows.format,
      knowerId: knows.knowerId,
      status: knows.status,
      isPrivate: knows.isPrivate,
      cardCount: sql<number>`(SELECT count(*)::int FROM flashcards f WHERE f.know_id = ${KNOW_ID})`,
    })
    .from(knows)
    .where(eq(knows.id, knowId.toLowerCase()));
  if (!set || set.format !== 'FLASHCARDS' || !canSee(set, viewer)) throw notFound('Flashcard set not found.');
  return { ...set, cardCount: Number(set.cardCount) };
}

const bestOf = (row: { bestMs: number; achievedAt: Date; rounds: number }): MatchBest => ({
  timeMs: row.bestMs,
  achievedOn: row.achievedAt.toISOString(),
  rounds: row.rounds,
});

export async function matchRound(app: AppContext, viewer: AuthUser, knowId: string): Promise<MatchRound> {
  const set = await visibleSet(app, viewer, knowId);
  const pairCount = matchPairCount(set.cardCount);
  const pairs =
    pairCount < MATCH_LIMITS.pairsMin
      ? []
      : await app.db
          .select({ uuid: flashcards.id, term: flashcards.front, definition: flashcards.back })
          .from(flashcards)
          .where(eq(flashcards.knowId, set.id))
          .orderBy(sql`random()`)
          .limit(pairCount);
  const [best] = await app.db
    .select()
    .from(matchBestTimes)
    .where(and(eq(matchBestTimes.userId, viewer.user.id), eq(matchBestTimes.knowId, set.id)));
  return {
    knowUuid: set.id,
    title: set.title,
    cardCount: set.cardCount,
    pairs,
    // A record of a round of another size does not compare.
    best: best && best.pairCount === pairCount ? bestOf(best) : null,
  };
}

// The stored row, qualified: inside ON CONFLICT DO UPDATE a bare name would be ambiguous with EXCLUDED.
const stored = (column: string) => sql.raw(`"match_best_times"."${column}"`);

export async function submitMatchTime(
  app: AppContext,
  viewer: AuthUser,
  knowId: string,
  timeMs: number,
  now = new Date(),
): Promise<MatchResult> {
  const set = await visibleSet(app, viewer, knowId);
  const pairCount = matchPairCount(set.cardCount);
  if (pairCount < MATCH_LIMITS.pairsMin) {
    throw badRequest(`Match needs a set of at least ${MATCH_LIMITS.pairsMin} cards.`, { reason: 'TooFewCards', pairsMin: MATCH_LIMITS.pairsMin });
  }
  const minTimeMs = minimumMatchMs(pairCount);
  if (timeMs < minTimeMs) {
    throw badRequest(`A round of ${pairCount} pairs takes at least ${minTimeMs} ms.`, { reason: 'ImplausibleTime', minTimeMs, pairCount });
  }
  // One statement: two rounds finished at once both count, and the better time stays.
  const replaces = sql`(${stored('pair_count')} <> excluded.pair_count OR excluded.best_ms < ${stored('best_ms')})`;
  const [row] = await app.db
    .insert(matchBestTimes)
    .values({ userId: viewer.user.id, knowId: set.id, pairCount, bestMs: timeMs, rounds: 1, achievedAt: now })
    .onConflictDoUpdate({
      target: [matchBestTimes.userId, matchBestTimes.knowId],
      set: {
        bestMs: sql`CASE WHEN ${replaces} THEN excluded.best_ms ELSE ${stored('best_ms')} END`,
        achievedAt: sql`CASE WHEN ${replaces} THEN excluded.achieved_at ELSE ${stored('achieved_at')} END`,
        rounds: sql`CASE WHEN ${stored('pair_count')} <> excluded.pair_count THEN 1 ELSE ${stored('rounds')} + 1 END`,
        pairCount: sql`excluded.pair_count`,
      },
    })
    .returning();
  return { timeMs, best: bestOf(row!), isBest: row!.bestMs === timeMs };
}
