/**
 * What a model reads for a summary or an exam (decision 0064): the material's candidate
 * sentences (server/ai/text/sentences.ts: headings, fragments and whatever the text tools skip
 * never reach it) grouped into numbered passages of one page each, at most PASSAGE_CHARS long.
 * A small local model has a small context, so when the material is longer than MODEL_CHARS the
 * passages whose sentences rank highest (TextRank, times the learner's focus for an exam) are
 * sent, in reading order. Each model sentence cites a passage number, and is checked against
 * that passage's text (checkModelItems); its citation quotes the passage's sentence closest to it.
 */
import type { z } from 'zod';
import { citationOf } from './citation';
import { contentKeys, hasWord, indexPassage, numbersOf, type PassageIndex } from './grounding';
import { neutralise } from './prompt';
import { rankedSentences, type RankedSentence } from './summarize';
import type { Sentence } from './text/sentences';
import type { AiCitation } from '@/lib/contract/ai';

/** Characters of material sent to the model at most (about 4,000 tokens). */
export const MODEL_CHARS = 14_000;
const PASSAGE_CHARS = 1_200;

export interface ModelPassage {
  /** 1-based, as the model sees it. */
  n: number;
  sentences: Sentence[];
  text: string;
  index: PassageIndex;
}

/**
 * A sentence's TextRank score (summarize.ts) as a passage priority, ranked on the first call only:
 * material that fits whole is never ranked. `rank` gives the ranking (a caller's memoised one).
 */
export function rankScore(sentences: readonly Sentence[], rank: () => readonly RankedSentence[] = () => rankedSentences(sentences)): (s: Sentence) => number {
  let scores: Map<number, number> | undefined;
  return (s) => (scores ??= new Map(rank().map((r) => [r.sentence.id, r.score]))).get(s.id) ?? 0;
}

/** Passages chosen by the summed priority of their sentences (only asked when not all fit), numbered in reading order. */
export function modelPassages(sentences: readonly Sentence[], priority: (s: Sentence) => number, lang: string, budget = MODEL_CHARS): ModelPassage[] {
  const groups: Sentence[][] = [];
  let current: Sentence[] = [];
  let chars = 0;
  for (const s of sentences) {
    const first = current[0];
    if (first && (first.ref !== s.ref || first.page !== s.page || chars + s.text.length > PASSAGE_CHARS)) {
      groups.push(current);
      current = [];
      chars = 0;
    }
    current.push(s);
    chars += s.text.length + 1;
  }
  if (current.length) groups.push(current);

  const sizeOf = (g: Sentence[]) => g.reduce((sum, s) => sum + s.text.length + 1, 0);
  // All of it fits: no ranking needed (TextRank over a long script is the costly part).
  if (groups.reduce((sum, g) => sum + sizeOf(g), 0) <= budget) return numbered(groups, lang);
  const ranked = groups
    .map((g) => ({ g, score: g.reduce((sum, s) => sum + priority(s), 0) }))
    .sort((a, b) => b.score - a.score || a.g[0]!.id - b.g[0]!.id);
  const chosen: Sentence[][] = [];
  let used = 0;
  for (const { g } of ranked) {
    const size = sizeOf(g);
    if (used + size > budget) continue;
    chosen.push(g);
    used += size;
  }
  return numbered(chosen.sort((a, b) => a[0]!.id - b[0]!.id), lang);
}

function numbered(groups: Sentence[][], lang: string): ModelPassage[] {
  return groups.map((g, i) => {
    const text = g.map((s) => s.text).join(' ');
    return { n: i + 1, sentences: g, text, index: indexPassage(text, lang) };
  });
}

/** The passages as the user message's data section (document text defused, decision 0034). */
export function passagesBlock(passages: readonly ModelPassage[], open: string, close: string): string {
  const entries = passages.map((p) => {
    const s = p.sentences[0]!;
    const title = neutralise(s.ref.title).replace(/"/g, "'");
    return `<document n="${p.n}" title="${title}"${s.page ? ` page="${s.page}"` : ''}>\n${neutralise(p.text)}\n</document>`;
  });
  return `${open}\n${entries.join('\n')}\n${close}`;
}

/** The passage's sentence sharing most words and numbers with `text` (ties: the earlier one). */
export function closestSentence(passage: ModelPassage, text: string): Sentence {
  const lang = passage.index.lang;
  const keys = contentKeys(text, lang);
  const numbers = numbersOf(text);
  let best = passage.sentences[0]!;
  let bestShared = -1;
  for (const s of passage.sentences) {
    const own = indexPassage(s.text, lang);
    // A number pins a fact to its sentence more than a word does.
    const shared = keys.filter((k) => hasWord(own, k)).length + 2 * numbers.filter((n) => own.numbers.has(n)).length;
    if (shared > bestShared) {
      best = s;
      bestShared = shared;
    }
  }
  return best;
}

export function citationFor(passage: ModelPassage, text: string): { citation: AiCitation; sentence: Sentence } {
  const sentence = closestSentence(passage, text);
  return { citation: citationOf(sentence.ref, sentence.page, sentence.text), sentence };
}

/**
 * Goes through a model's items in order until `full()`: an item that parses and whose cited
 * passage holds it (`check` returns what it rests on, else null) goes to `take`, which may still
 * pass it over (a repeat); any other is dropped. Returns how many were dropped.
 */
export function checkModelItems<T extends { passage: number }, C>(
  items: readonly unknown[],
  schema: z.ZodType<T>,
  passages: readonly ModelPassage[],
  step: {
    full: () => boolean;
    check: (item: T, passage: ModelPassage) => C | null;
    take: (item: T, passage: ModelPassage, held: C) => void;
  },
): number {
  let dropped = 0;
  for (const raw of items) {
    if (step.full()) break;
    const it = schema.safeParse(raw);
    const passage = it.success ? passages[it.data.passage - 1] : undefined;
    const held = it.success && passage ? step.check(it.data, passage) : null;
    if (!it.success || !passage || !held) {
      dropped++;
      continue;
    }
    step.take(it.data, passage, held);
  }
  return dropped;
}
