/**
 * The embedded summary (decision 0034): the source's own highest-ranked sentences by TextRank,
 * near-duplicates skipped, shown in reading order. Length picks how many: a share of the source's
 * sentences within fixed bounds, so a one-page note and a 50-page script both read well.
 */
import type { SummaryLength } from '@/lib/contract/ai';
import type { Sentence } from './text/sentences';
import { overlap, textRank } from './text/textrank';

const SHARE: Record<SummaryLength, { share: number; min: number; max: number }> = {
  short: { share: 0.05, min: 3, max: 8 },
  medium: { share: 0.1, min: 5, max: 15 },
  long: { share: 0.2, min: 8, max: 30 },
};

/** A sentence sharing more than this share of its words with a chosen one adds nothing. */
const REDUNDANT = 0.6;

/** How many sentences a summary of `length` keeps of `total` candidate sentences. */
export function summarySentenceCount(length: SummaryLength, total: number): number {
  const { share, min, max } = SHARE[length];
  return Math.min(total, Math.max(min, Math.min(max, Math.round(total * share))));
}

export interface RankedSentence {
  sentence: Sentence;
  score: number;
}

/** Sentences best first (ties: earlier first). */
export function rankedSentences(sentences: readonly Sentence[]): RankedSentence[] {
  const scores = textRank(sentences);
  return sentences
    .map((sentence, i) => ({ sentence, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || a.sentence.id - b.sentence.id);
}

/** The summary's sentences in reading order. */
export function extractiveSummary(sentences: readonly Sentence[], length: SummaryLength): Sentence[] {
  const want = summarySentenceCount(length, sentences.length);
  const chosen: Sentence[] = [];
  for (const { sentence } of rankedSentences(sentences)) {
    if (chosen.length >= want) break;
    if (chosen.some((c) => c.text === sentence.text || overlap(c, sentence) > REDUNDANT)) continue;
    chosen.push(sentence);
  }
  return chosen.sort((a, b) => a.id - b.id);
}
