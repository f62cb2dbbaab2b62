/**
 * Source material as sentences that remember where they came from (know or upload, page), the
 * unit the summary, the mock exam and every citation work on.
 */
import { blocksOf, contentWords, splitSentences } from './segment';

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
}

/** Shorter sentences are headings or fragments; longer ones are tables or run-on text. */
const MIN_WORDS = 5;
const MAX_WORDS = 80;
/** A heading or a title line has no closing punctuation. */
const ENDS_SENTENCE = /[.!?…:;。؟;][\p{Pf}\p{Pe}"'»”]*$/u;

export function sentencesOf(pages: readonly SourcePage[], lang: string): Sentence[] {
  const out: Sentence[] = [];
  for (const p of pages) {
    for (const block of blocksOf(p.text)) {
      for (const text of splitSentences(block, lang)) {
        const all = text.split(/\s+/).length;
        if (all < MIN_WORDS || all > MAX_WORDS || !ENDS_SENTENCE.test(text)) continue;
        const words = contentWords(text, lang);
        if (words.length < 2) continue;
        out.push({ id: out.length, text, ref: p.ref, page: p.page, words, wordSet: new Set(words) });
      }
    }
  }
  return out;
}
