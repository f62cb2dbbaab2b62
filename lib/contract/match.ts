/**
 * Contract of Match (issue 24 §4, decision 0069): a round of term–definition pairs from one
 * flashcard set, played against the clock; the server keeps each learner's best time per set
 * and refuses a time no human could have played (fewer than `minMsPerPair` per pair).
 */
import { z } from 'zod';
import { bodyInt, uuidParams } from './common';

export const MATCH_LIMITS = {
  /** Pairs of a full round: 12 tiles fit a phone screen without scrolling past the clock. */
  pairsPerRound: 6,
  /** A set with fewer cards cannot be matched (one pair is no game). */
  pairsMin: 2,
  /** Two taps per pair, each after reading a tile: faster than this is a script, not a learner. */
  minMsPerPair: 500,
  /** Added to the clock for each wrong pair. */
  penaltyMs: 1000,
  /** An hour: a longer round was left open, not played. */
  timeMsMax: 3_600_000,
} as const;

/** The pairs a round of a set with `cardCount` cards has. */
export function matchPairCount(cardCount: number): number {
  return Math.min(cardCount, MATCH_LIMITS.pairsPerRound);
}

/** The fastest time the server accepts for a round of `pairCount` pairs. */
export function minimumMatchMs(pairCount: number): number {
  return pairCount * MATCH_LIMITS.minMsPerPair;
}

export const matchParams = uuidParams;

export const matchPairSchema = z
  .object({
    /** The card's uuid: the term's tile and its definition's tile share it. */
    uuid: z.uuid(),
    term: z.string(),
    definition: z.string(),
  })
  .meta({ id: 'MatchPair' });
export type MatchPair = z.infer<typeof matchPairSchema>;

export const matchBestSchema = z
  .object({ timeMs: z.number().int(), achievedOn: z.string(), rounds: z.number().int() })
  .meta({ id: 'MatchBest' });
export type MatchBest = z.infer<typeof matchBestSchema>;

export const matchRoundSchema = z
  .object({
    knowUuid: z.uuid(),
    title: z.string(),
    cardCount: z.number().int(),
    /** A random draw of the set's cards, `matchPairCount(cardCount)` of them; empty below `pairsMin`. */
    pairs: z.array(matchPairSchema),
    best: matchBestSchema.nullable().describe("The caller's best time on this set, null before a finished round"),
  })
  .meta({ id: 'MatchRound' });
export type MatchRound = z.infer<typeof matchRoundSchema>;

export const matchResultBody = z.object({
  /** Milliseconds from the first tile shown to the last pair matched, penalties included. */
  timeMs: bodyInt(1, MATCH_LIMITS.timeMsMax),
});

export const matchResultSchema = z
  .object({
    timeMs: z.number().int(),
    best: matchBestSchema,
    /** This round set (or tied) the record. */
    isBest: z.boolean(),
  })
  .meta({ id: 'MatchResult' });
export type MatchResult = z.infer<typeof matchResultSchema>;
