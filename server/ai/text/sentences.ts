/**
 * Source material as sentences that remember where they came from (know or upload, page), the
 * unit the summary, the mock exam and every citation work on. Tasks, exercises, questions and
 * headings are not material (decision 0062): they never become sentences here.
 */
import { isInstruction } from './instructions';
import { blocksOf, contentWords, splitSentences } from './segment';
import { stem } from './stem';

/** Where a passage comes from; `href` is the know's viewer (null for an upload). */
export interface SourceRef {
  knowUuid: string | null;
  uploadUuid: string | null;
  title: string;
  /** The know's viewer path without the page (/knows/{slug}/view), or null. */
  viewerPath: string | null;
}

export interface SourcePage {
  ref: SourceRef;
  /** 1-based page of the know (documents in order), or null (flashcards). */
  page: number | null;
  text: string;
}

export interface Sentence {
  /** Position in reading order over all sources. */
  id: number;
  text: string;
  ref: SourceRef;
  page: number | null;
  /** Content words (lower case, no stop words), with repeats. */
  words: string[];
  wordSet: Set<string>;
  /** The content words' stems in the language (decision 0062): how sentences and terms match. */
  stemSet: Set<string>;
}

/** Shorter sentences are headings or fragments; longer ones are tables or run-on text. */
const MIN_WORDS = 5;
const MAX_WORDS = 80;

export function sentencesOf(pages: readonly SourcePage[], lang: string): Sentence[] {
  const out: Sentence[] = [];
  for (const p of pages) {
    for (const block of blocksOf(p.text)) {
      for (const text of splitSentences(block, lang)) {
        const all = text.split(/\s+/).length;
        if (all < MIN_WORDS || all > MAX_WORDS || isInstruction(text, lang)) continue;
        const words = contentWords(text, lang);
        if (words.length < 2) continue;
        out.push({ id: out.length, text, ref: p.ref, page: p.page, words, wordSet: new Set(words), stemSet: new Set(words.map((w) => stem(w, lang))) });
      }
    }
  }
  return out;
}
