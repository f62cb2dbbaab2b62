/**
 * A retrieved page as sentences in reading order, each marked whether it may stand in an answer:
 * a statement of 4-80 words ending like a sentence, not a task for the reader (an exercise, a
 * question, a fill-in blank; server/ai/text/instructions.ts). Headings, footers and title lines
 * have no closing punctuation and are kept only as context for a model.
 */
import { isInstruction } from '../text/instructions';
import { baseLanguage, blocksOf, splitSentences } from '../text/segment';

export interface PageSentence {
  text: string;
  usable: boolean;
  /** The paragraph (block) of the page it belongs to; a glossary line or a card is a block of its own. */
  block: number;
}

const MIN_WORDS = 4;
const MAX_WORDS = 80;
const ENDS_SENTENCE = /[.!?…:;。؟][\p{Pf}\p{Pe}"'»”]*$/u;
const LETTERS = /\p{L}{2}/u;

export function isUsableSentence(text: string, lang: string): boolean {
  const words = text.split(/\s+/u).length;
  return words >= MIN_WORDS && words <= MAX_WORDS && ENDS_SENTENCE.test(text) && !/:$/u.test(text) && LETTERS.test(text) && !isInstruction(text, lang);
}

/**
 * A segment that ends with an initial ("J. B. Priestley", "U.S."), an abbreviation ("z. B.",
 * "a. C.", "np.") or, where ordinals take a dot, a day or century ("am 9. November") has not
 * ended its sentence: the Unicode rules cut there.
 */
const ENDS_WITH_INITIAL = /(?:^|[\s(.])\p{Lu}\.$/u;
const ABBREVIATIONS: Record<string, RegExp> = {
  en: /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|ca|Mr|Mrs|Ms|Dr|St|Prof|No|Fig)\.$/iu,
  de: /(?:^|\s)(?:z\.\s?B|d\.\s?h|u\.\s?a|bzw|ca|Nr|vgl|ggf|sog|Jh|Jhd|Dr|Prof|St|Abb|v\.\s?Chr|n\.\s?Chr)\.$/iu,
  fr: /(?:^|\s)(?:p\.\s?ex|c\.-?à-?d|env|av\.\s?J\.-C|apr\.\s?J\.-C|M|Mme|Dr|St|n°)\.$/iu,
  pl: /(?:^|\s)(?:np|tj|m\.in|tzw|ok|r|w|wg|ur|zm|p\.n\.e|n\.e|dr|prof|św|nr|godz)\.$/iu,
  es: /(?:^|\s)(?:p\.\s?ej|a\.\s?C|d\.\s?C|aprox|etc|Sr|Sra|Dr|Dra|núm|pág|s)\.$/iu,
  it: /(?:^|\s)(?:es|ecc|ca|a\.\s?C|d\.\s?C|sec|S|Sig|Dott|Prof|pag|n)\.$/iu,
  pt: /(?:^|\s)(?:ex|a\.\s?C|d\.\s?C|aprox|etc|Sr|Sra|Dr|Dra|pág|séc)\.$/iu,
  ro: /(?:^|\s)(?:ex|î\.\s?Hr|d\.\s?Hr|aprox|etc|dl|dna|dr|prof|pag|sec)\.$/iu,
  cs: /(?:^|\s)(?:např|tj|tzv|atd|apod|př\.\s?n\.\s?l|n\.\s?l|stol|čís|str|dr|prof|r)\.$/iu,
  tr: /(?:^|\s)(?:örn|vb|vs|yy|MÖ|MS|Dr|Prof|s)\.$/iu,
  el: /(?:^|\s)(?:π\.\s?χ|μ\.\s?Χ|π\.\s?Χ|κ\.λπ|δηλ|αι|σελ)\.$/iu,
};
/** Ordinal numbers are written with a dot in these languages. */
const ORDINAL_DOT = new Set(['de', 'pl', 'cs', 'tr']);
const ENDS_WITH_ORDINAL = /(?:^|\s)\d{1,2}\.$/u;

function cutTooEarly(segment: string, base: string): boolean {
  return ENDS_WITH_INITIAL.test(segment) || (ABBREVIATIONS[base]?.test(segment) ?? false) || (ORDINAL_DOT.has(base) && ENDS_WITH_ORDINAL.test(segment));
}

export function pageSentences(text: string, lang: string): PageSentence[] {
  const base = baseLanguage(lang);
  const out: PageSentence[] = [];
  for (const [index, block] of blocksOf(text).entries()) {
    const merged: string[] = [];
    for (const s of splitSentences(block, lang)) {
      const last = merged.at(-1);
      if (last !== undefined && cutTooEarly(last, base)) merged[merged.length - 1] = `${last} ${s}`;
      else merged.push(s);
    }
    for (const s of merged) out.push({ text: s, usable: isUsableSentence(s, lang), block: index });
  }
  return out;
}

/** A flashcard as one glossary sentence, "term: definition." */
export function cardSentence(front: string, back: string, lang: string, index: number): PageSentence {
  const definition = back.trim().replace(/\s+/gu, ' ');
  const text = `${front.trim().replace(/\s+/gu, ' ')}: ${definition}${/[.!?…)\]»”"]$/u.test(definition) ? '' : '.'}`;
  const words = text.split(/\s+/u).length;
  return { text, usable: words >= 3 && words <= MAX_WORDS && !isInstruction(text, lang), block: index };
}
