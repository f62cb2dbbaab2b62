/**
 * The embedded mock exam (decision 0034): questions cut from the source's own sentences, so
 * every answer key is true of the passage it quotes. Key terms are the content words carried by
 * the most central sentences (TextRank score x inverse sentence frequency). Kinds rotate:
 * fill-in-the-gap (the key term blanked), multiple choice (the wrong answers are other key terms
 * of the same source) and true/false (the sentence as written, or with its key term swapped for
 * another). The learner's focus (userInput) moves the sentences that share its words first.
 * Terms are matched by stem in the content language, and a sentence that is itself a task or a
 * question is never asked about (decision 0062).
 */
import { TRUE_FALSE_OPTIONS, type AiCitation, type QuestionKind } from '@/lib/contract/ai';
import { citationOf } from './citation';
import { isInstruction } from './text/instructions';
import { baseLanguage, contentWords, stopwords, wordTokens } from './text/segment';
import type { Sentence } from './text/sentences';
import { stem } from './text/stem';
import { rankedSentences } from './summarize';

export const GAP = '_____';

export interface GeneratedQuestion {
  kind: QuestionKind;
  prompt: string;
  options: string[];
  /** GAP and MULTIPLE_CHOICE: the key term as written in the passage; TRUE_FALSE: 'true' | 'false'. */
  answer: string;
  passage: AiCitation;
}

export interface KeyTerm {
  /** The stem every spelling of the term shares ("zell" for Zelle, Zellen). */
  key: string;
  /** The most frequent spelling in the source. */
  surface: string;
  score: number;
}

const MIN_TERM_LETTERS = 4;
const TERMS_MAX = 80;
/** A focus word shared with a sentence multiplies its priority by (1 + FOCUS_BOOST x shared words). */
const FOCUS_BOOST = 3;

const isTermWord = (w: string) => [...w].length >= MIN_TERM_LETTERS && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(w);

/** Key terms of the source, best first. */
export function keyTerms(sentences: readonly Sentence[], scores: ReadonlyMap<number, number>, lang: string): KeyTerm[] {
  const stop = stopwords(lang);
  const df = new Map<string, number>();
  const weight = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  for (const s of sentences) {
    const keys = new Set<string>();
    for (const w of s.wordSet) if (isTermWord(w)) keys.add(stem(w, lang));
    for (const k of keys) {
      df.set(k, (df.get(k) ?? 0) + 1);
      weight.set(k, (weight.get(k) ?? 0) + (scores.get(s.id) ?? 0));
    }
    for (const [i, t] of wordTokens(s.text, lang).entries()) {
      // A word seen only at sentence starts may be a capitalised function word ("Bevor").
      if (i === 0 || stop.has(t.norm) || !isTermWord(t.norm)) continue;
      const k = stem(t.norm, lang);
      let m = spellings.get(k);
      if (!m) spellings.set(k, (m = new Map()));
      m.set(t.text, (m.get(t.text) ?? 0) + 1);
    }
  }
  const n = sentences.length;
  return [...weight]
    .filter(([key]) => spellings.has(key))
    .map(([key, w]) => {
      const forms = [...spellings.get(key)!].sort((a, b) => b[1] - a[1]);
      return { key, surface: forms[0]![0], score: w * Math.log(1 + n / df.get(key)!) };
    })
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    .slice(0, TERMS_MAX);
}

/** A small deterministic PRNG (mulberry32) so an exam is reproducible from its seed. */
function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const startsUpper = (s: string) => /^\p{Lu}/u.test(s);

/** Other key terms that could stand in the sentence: not in it, similar length and capitalisation. */
function distractors(term: KeyTerm, terms: readonly KeyTerm[], sentence: Sentence, count: number): KeyTerm[] {
  const len = [...term.surface].length;
  return terms
    .filter((t) => t.key !== term.key && !sentence.stemSet.has(t.key) && t.surface.toLowerCase() !== term.surface.toLowerCase())
    .map((t) => ({ t, cost: (startsUpper(t.surface) === startsUpper(term.surface) ? 0 : 10) + Math.min(5, Math.abs([...t.surface].length - len) / 3) }))
    .sort((a, b) => a.cost - b.cost || b.t.score - a.t.score)
    .slice(0, count)
    .map((x) => x.t);
}

/** The sentence with the one word of stem `key` replaced; null unless exactly one word has it. */
function replaceTerm(sentence: Sentence, key: string, lang: string, replacement: string): { text: string; original: string } | null {
  const hits = wordTokens(sentence.text, lang).filter((t) => stem(t.norm, lang) === key);
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  return {
    text: sentence.text.slice(0, hit.index) + replacement + sentence.text.slice(hit.index + hit.text.length),
    original: hit.text,
  };
}

export interface ExamOptions {
  count: number;
  focus: string;
  lang: string;
  /** Makes option order and kinds reproducible (the exam's uuid). */
  seed: string;
}

export function generateMockExam(sentences: readonly Sentence[], o: ExamOptions): GeneratedQuestion[] {
  const ranked = rankedSentences(sentences);
  const scores = new Map(ranked.map((r) => [r.sentence.id, r.score]));
  const terms = keyTerms(sentences, scores, o.lang);
  const termByKey = new Map(terms.map((t, i) => [t.key, { t, rank: i }]));
  const focus = new Set(contentWords(o.focus, o.lang).map((w) => stem(w, o.lang)));
  const priority = (s: Sentence, score: number) => {
    let shared = 0;
    for (const w of focus) if (s.stemSet.has(w)) shared++;
    return score * (1 + FOCUS_BOOST * shared);
  };
  const order = ranked
    // sentencesOf leaves tasks out already; sentences built elsewhere are checked here too.
    .filter((r) => !isInstruction(r.sentence.text, o.lang))
    .map((r) => ({ s: r.sentence, p: priority(r.sentence, r.score) }))
    .sort((a, b) => b.p - a.p || a.s.id - b.s.id);
  const random = prng(o.seed);
  const usedTerms = new Set<string>();
  const usedTexts = new Set<string>();
  const out: GeneratedQuestion[] = [];
  for (const { s } of order) {
    if (out.length >= o.count) break;
    if (usedTexts.has(s.text)) continue;
    // The sentence's best key term not asked yet.
    const candidates = [...s.stemSet]
      .map((w) => termByKey.get(w))
      .filter((x): x is { t: KeyTerm; rank: number } => !!x && !usedTerms.has(x.t.key) && !focus.has(x.t.key))
      .sort((a, b) => a.rank - b.rank);
    for (const { t } of candidates) {
      const q = question(out.length, s, t, terms, o.lang, random);
      if (!q) continue;
      out.push(q);
      usedTerms.add(t.key);
      usedTexts.add(s.text);
      break;
    }
  }
  return out;
}

const KINDS: QuestionKind[] = ['GAP', 'MULTIPLE_CHOICE', 'TRUE_FALSE'];

function question(
  index: number, s: Sentence, term: KeyTerm, terms: readonly KeyTerm[], lang: string, random: () => number,
): GeneratedQuestion | null {
  const gapped = replaceTerm(s, term.key, lang, GAP);
  if (!gapped) return null;
  const passage = citationOf(s.ref, s.page, s.text);
  const wrong = distractors(term, terms, s, 3);
  let kind = KINDS[index % KINDS.length]!;
  if (kind === 'MULTIPLE_CHOICE' && wrong.length < 3) kind = 'GAP';
  if (kind === 'TRUE_FALSE' && wrong.length < 1) kind = 'GAP';
  if (kind === 'GAP') return { kind, prompt: gapped.text, options: [], answer: gapped.original, passage };
  if (kind === 'MULTIPLE_CHOICE') {
    const options = shuffle([gapped.original, ...wrong.map((w) => w.surface)], random);
    return { kind, prompt: gapped.text, options, answer: gapped.original, passage };
  }
  if (random() < 0.5) return { kind, prompt: s.text, options: [...TRUE_FALSE_OPTIONS], answer: 'true', passage };
  const swapped = replaceTerm(s, term.key, lang, wrong[0]!.surface)!;
  return { kind, prompt: swapped.text, options: [...TRUE_FALSE_OPTIONS], answer: 'false', passage };
}

/** Typed gaps forgive case, surrounding punctuation and Unicode spelling variants. */
export function normaliseAnswer(s: string, lang: string): string {
  return s
    .normalize('NFKC')
    .toLocaleLowerCase(baseLanguage(lang))
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .replace(/\s+/g, ' ');
}

export function isCorrect(q: Pick<GeneratedQuestion, 'kind' | 'answer'>, given: string, lang: string): boolean {
  if (q.kind === 'GAP') return given.trim() !== '' && normaliseAnswer(given, lang) === normaliseAnswer(q.answer, lang);
  return given === q.answer;
}
