/**
 * How a graded answer is recorded in FSRS (issue 24 §1, decision 0067). Typing the answer is
 * recall: right is Good, a typo Hard. Picking it among options (multiple choice, matching, true
 * or false) is recognition, weaker evidence: right is Hard. Wrong is Again everywhere. Easy is
 * never given by an answer; the flip card's own buttons still offer it. "I was right" turns the
 * Again of a wrong typed answer into Good.
 */
import type { AnswerVerdict } from '@/lib/contract/study';

export type AnswerRating = 1 | 2 | 3;
export type AnswerKind = 'written' | 'recognition';

export const ANSWER_RATINGS: Readonly<Record<AnswerKind, Record<AnswerVerdict, AnswerRating>>> = {
  written: { correct: 3, typo: 2, incorrect: 1 },
  recognition: { correct: 2, typo: 2, incorrect: 1 },
};

/** The rating that "I was right" records instead of the wrong answer's Again. */
export const OVERRIDE_RATING: AnswerRating = 3;

export function ratingOf(kind: AnswerKind, verdict: AnswerVerdict): AnswerRating {
  return ANSWER_RATINGS[kind][verdict];
}
