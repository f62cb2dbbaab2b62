/**
 * Is a sentence a model wrote supported by the passage it cites (issue 23 §5, decision 0064)?
 * Without a second model to judge meaning, support is lexical and deliberately strict: the
 * sentence's content words must be found in the passage (most of them), and every number and
 * every name in it must be. Words are compared lower-case without accents, and words of five or
 * more letters by their first five (mitochondria ~ mitochondrial, Zellatmung ~ Zellatmungen), a
 * stand-in for stemming until the text tools offer a stemmer per language. A paraphrase with
 * one or two words of its own passes; an invented date, name or figure never does.
 */
import { stopwords, wordTokens } from './text/segment';

/** Share of a sentence's content words that must occur in its passage. */
export const SUPPORT_SHARE = 0.75;
/** Fewer content words than this say too little to check ("This is important."). */
const MIN_CONTENT_WORDS = 2;
/** Words are matched on this many leading letters (shorter words must match whole). */
const PREFIX_LETTERS = 5;

/** Lower case (in the language), accents stripped: "Fotosíntesis" -> "fotosintesis". */
export function wordKey(word: string, lang: string): string {
  return word
    .toLocaleLowerCase(lang.split('-')[0])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

const prefixOf = (key: string) => {
  const letters = [...key];
  return letters.length >= PREFIX_LETTERS ? letters.slice(0, PREFIX_LETTERS).join('') : null;
};

const NUMBER = /\p{Nd}+(?:[.,\u00a0\u202f ]\p{Nd}+)*/gu;
/** 1,5 and 1.5 alike; 1 000, 1,000 and 1000 alike. */
function numberKeys(raw: string): string[] {
  const unified = raw.replace(/[\u00a0\u202f ]/g, '').replace(/,/g, '.');
  return [unified, unified.replace(/\./g, '')];
}

interface Word {
  key: string;
  /** Written with a capital where a sentence does not start: a name (in German, any noun). */
  named: boolean;
}

function wordsOf(text: string, lang: string): { content: Word[]; numbers: string[] } {
  const stop = stopwords(lang);
  const content: Word[] = [];
  for (const [i, t] of wordTokens(text, lang).entries()) {
    if (/\p{N}/u.test(t.text)) continue;
    if ([...t.norm].length < 2 || stop.has(t.norm)) continue;
    const acronym = /^\p{Lu}{2,}$/u.test(t.text);
    content.push({ key: wordKey(t.text, lang), named: acronym || (i > 0 && /^\p{Lu}/u.test(t.text)) });
  }
  return { content, numbers: [...text.matchAll(NUMBER)].map((m) => m[0]) };
}

/** A passage prepared for many checks. */
export interface PassageIndex {
  lang: string;
  keys: ReadonlySet<string>;
  prefixes: ReadonlySet<string>;
  numbers: ReadonlySet<string>;
  /** The passage's words in order (keys), for phrase look-ups. */
  sequence: readonly string[];
}

export function indexPassage(text: string, lang: string): PassageIndex {
  const index = indexOfKeys(wordTokens(text, lang).map((t) => wordKey(t.text, lang)), lang);
  for (const m of text.matchAll(NUMBER)) for (const k of numberKeys(m[0])) (index.numbers as Set<string>).add(k);
  return index;
}

function indexOfKeys(sequence: string[], lang: string): PassageIndex {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const key of sequence) {
    keys.add(key);
    const p = prefixOf(key);
    if (p) prefixes.add(p);
  }
  return { lang, keys, prefixes, numbers: new Set(), sequence };
}

export function hasWord(index: PassageIndex, key: string): boolean {
  if (index.keys.has(key)) return true;
  const p = prefixOf(key);
  return p !== null && index.prefixes.has(p);
}

export interface Support {
  supported: boolean;
  /** Share of the content words found in the passage (0 when there are none). */
  coverage: number;
  /** Content words, numbers and names not found (as keys / as written). */
  missingWords: string[];
  missingNumbers: string[];
  missingNames: string[];
}

export function support(index: PassageIndex, sentence: string): Support {
  const { content, numbers } = wordsOf(sentence, index.lang);
  const missingWords = content.filter((w) => !hasWord(index, w.key)).map((w) => w.key);
  const missingNames = content.filter((w) => w.named && !hasWord(index, w.key)).map((w) => w.key);
  const missingNumbers = numbers.filter((n) => !numberKeys(n).some((k) => index.numbers.has(k)));
  const coverage = content.length ? (content.length - missingWords.length) / content.length : 0;
  return {
    supported: content.length >= MIN_CONTENT_WORDS && coverage >= SUPPORT_SHARE && missingNames.length === 0 && missingNumbers.length === 0,
    coverage,
    missingWords,
    missingNumbers,
    missingNames,
  };
}

/** The phrase's words, accent- and case-insensitive, in order and unbroken somewhere in the passage. */
export function occursIn(index: PassageIndex, phrase: string): boolean {
  const words = wordTokens(phrase, index.lang).map((t) => wordKey(t.text, index.lang));
  if (words.length === 0) return false;
  const seq = index.sequence;
  outer: for (let i = 0; i + words.length <= seq.length; i++) {
    for (let j = 0; j < words.length; j++) if (seq[i + j] !== words[j]) continue outer;
    return true;
  }
  return false;
}

/** Content-word keys of a text (for telling what a statement changed). */
export function contentKeys(text: string, lang: string): string[] {
  return wordsOf(text, lang).content.map((w) => w.key);
}

/**
 * Keys of the text's names: acronyms, and words capitalised where a sentence does not start,
 * except in German, where that is every noun (then acronyms only).
 */
export function nameKeys(text: string, lang: string): string[] {
  const acronymsOnly = lang.split('-')[0]!.toLowerCase() === 'de';
  return wordTokens(text, lang).flatMap((t, i) => {
    const acronym = /^\p{Lu}{2,}$/u.test(t.text);
    const named = acronym || (!acronymsOnly && i > 0 && /^\p{Lu}/u.test(t.text) && !/\p{N}/u.test(t.text));
    return named && [...t.norm].length >= 2 ? [wordKey(t.text, lang)] : [];
  });
}

export function numbersOf(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => numberKeys(m[0])[0]!);
}

/** Share of the shorter list's words found in the other (two sentences saying the same thing). */
export function keyOverlap(a: readonly string[], b: readonly string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 0) return 0;
  const index = indexOfKeys([...long], '');
  return short.filter((k) => hasWord(index, k)).length / short.length;
}
