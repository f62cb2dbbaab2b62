/**
 * The words of a question that name what it is about, and how a word of the material is matched
 * against them. Retrieval stems them with the language's text-search configuration (PostgreSQL's
 * Snowball stemmers); the sentence ranker compares the material's words with those stems by
 * prefix on folded text (case, accents and final sigma ignored), so "photosynthesis" and
 * "photosynthetic" meet at "photosynthe", and "Fotosynthese" at "fotosynthes". Languages without
 * a stemmer there (Polish, Czech) get a light one: the word without its last letters.
 */
import { baseLanguage, stopwords } from '../text/segment';
import { REQUEST_WORDS } from './request-words';
import { foldAccents } from '@/lib/search/fold-accents';

/** One word of the question, with what matches it and how much it tells (its idf). */
export interface QueryTerm {
  /** Folded as asked. */
  word: string;
  /** Written with a capital inside the question (weighs more). */
  named?: boolean;
  /** Position among the question's words. */
  position?: number;
  /** Folded prefixes a word of the material may start with to match (stems and the word itself). */
  stems: string[];
  /** Inverse document frequency in the material asked over; 0 until known. */
  idf: number;
}

/** Folded as the search index folds it (lib/search/fold-accents.ts), final sigma as sigma. */
export function fold(text: string): string {
  return foldAccents(text).replace(/ς/g, 'σ');
}

/** Languages whose elided articles and prepositions are written onto the next word (l'effet, dell'arte). */
const ELIDING = new Set(['fr', 'it', 'ca']);
const APOSTROPHE = /['’ʼ]/u;

/** A word as the question's term: elided article or preposition and an English possessive 's removed. */
function stripClitics(word: string, base: string): string {
  const parts = word.split(APOSTROPHE);
  if (parts.length < 2) return word;
  if (ELIDING.has(base) && parts[0]!.length <= 5 && parts.at(-1)!) return parts.at(-1)!;
  if (base === 'en' && parts.at(-1) === 's') return parts.slice(0, -1).join('');
  return parts.join('');
}

const QUESTION_WORD = /[\p{L}\p{N}]+(?:[-'’ʼ][\p{L}\p{N}]+)*/gu;

const requestSets = new Map<string, ReadonlySet<string>>();
function requestWords(base: string): ReadonlySet<string> {
  let set = requestSets.get(base);
  if (!set) requestSets.set(base, (set = new Set((REQUEST_WORDS[base] ?? []).map(fold))));
  return set;
}

/** A word of the question as asked. */
export interface QuestionWord {
  /** Lower case (accents kept), elided article or possessive removed. */
  word: string;
  /** Written with a capital inside the question: a name, a German noun, an acronym (Mussolini, Fotosynthese, ATP). */
  named: boolean;
  /** Position among the question's words (consecutive positions: a phrase such as "sampling distribution"). */
  position: number;
}

/**
 * The question's content words in order, without repeats: no stop words, no request words
 * ("explain", "simple"), no one-letter words. English keeps the words of the large stop word list
 * that name things ("world", "value", "state"): PostgreSQL's smaller list drops the function words.
 * Hyphenated words stay whole ("P-value", "first-past-the-post", "if-Satz"): the text-search
 * parser indexes the compound with its parts, so the whole is the sharper query.
 */
export function questionWords(question: string, lang: string, max = 10): QuestionWord[] {
  const base = baseLanguage(lang);
  const stop = base === 'en' ? new Set<string>() : stopwords(lang);
  const request = requestWords(base);
  const out: QuestionWord[] = [];
  const seen = new Set<string>();
  // Without a stemmer, forms of one word ("klucz", "klucza") are one term.
  const same = (a: string, b: string) => a === b || (UNSTEMMED.has(base) && (b.startsWith(lightStem(a)) || a.startsWith(lightStem(b))));
  let position = 0;
  const keep = (word: string, named: boolean) => {
    position++;
    const folded = fold(word);
    if ([...folded].length < 2 && !/\d/u.test(folded)) return;
    if (stop.has(word) || stop.has(folded) || request.has(folded) || [...seen].some((s) => same(s, folded)) || out.length >= max) return;
    seen.add(folded);
    out.push({ word, named, position });
  };
  for (const [token] of question.matchAll(QUESTION_WORD)) {
    const named = position > 0 && /^\p{Lu}/u.test(token);
    const word = stripClitics(token.toLocaleLowerCase(base), base);
    const parts = word.split('-');
    // A compound with a function or request word in it ("explique-moi", "a-t-elle") is only its other words.
    if (parts.length > 1 && parts.some((p) => stop.has(p) || request.has(fold(p)))) parts.forEach((p) => keep(p, named));
    else keep(word, named);
  }
  return out;
}

/**
 * A light stem for languages without a stemmer: the word without its inflectional ending, kept at
 * four letters or more (Polish "fotosyntezy" and "fotosynteza" share "fotosynte").
 */
export function lightStem(word: string): string {
  const letters = [...word];
  const n = letters.length;
  const cut = n >= 9 ? 3 : n >= 7 ? 2 : n >= 5 ? 1 : 0;
  return letters.slice(0, Math.max(4, n - cut)).join('');
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Does a folded word of the material match a folded stem? Long stems forgive a changed ending (-sis/-tic). */
export function matchesStem(word: string, stem: string): boolean {
  if (word.startsWith(stem)) return true;
  // Snowball writes a final y as i (study -> studi).
  if (stem.endsWith('i') && word.startsWith(`${stem.slice(0, -1)}y`)) return true;
  return stem.length >= 8 && commonPrefix(word, stem) >= stem.length - 2;
}

export function matchesTerm(word: string, term: QueryTerm): boolean {
  return term.stems.some((s) => matchesStem(word, s));
}

/** The folded words of a text (for matching against terms); a hyphenated word whole and as its parts. */
export function foldedWords(text: string, lang: string): string[] {
  const base = baseLanguage(lang);
  const out: string[] = [];
  for (const [token] of text.matchAll(QUESTION_WORD)) {
    const word = fold(stripClitics(token.toLocaleLowerCase(base), base));
    out.push(word);
    if (word.includes('-')) out.push(...word.split('-').filter(Boolean));
  }
  return out;
}

/** Languages whose text-search configuration has no stemmer (server/search/text-search-config.ts). */
export const UNSTEMMED = new Set(['pl', 'cs']);

/** A question word as a term, with the text-search lexemes PostgreSQL made of it as further stems. */
export function termOf(asked: QuestionWord, lexemes: readonly string[], lang: string): QueryTerm {
  const { word, named, position } = asked;
  const folded = fold(word);
  // A hyphenated word matches only whole ("p-value"), not by its parts ("value").
  const stems = new Set<string>([folded, ...(folded.includes('-') ? [] : lexemes.map(fold).filter((l) => [...l].length >= 3))]);
  if (UNSTEMMED.has(baseLanguage(lang))) stems.add(fold(lightStem(word)));
  return { word: folded, named, position, stems: [...stems], idf: 0 };
}

/** Words between the two words of a phrase at most ("praca u podstaw", "Regno d'Italia"). */
const PHRASE_GAP = 1;

export interface Phrase<T extends QueryTerm = QueryTerm> {
  first: T;
  second: T;
  /** How many words on the second one comes (1: next to it). */
  distance: number;
}

/** Pairs of terms asked next to each other, or with one function word between ("sampling distribution"); hyphenated words aside. */
export function phrasesOf<T extends QueryTerm>(terms: readonly T[]): Phrase<T>[] {
  const out: Phrase<T>[] = [];
  for (let i = 1; i < terms.length; i++) {
    const first = terms[i - 1]!;
    const second = terms[i]!;
    if (first.position === undefined || second.position === undefined || first.word.includes('-') || second.word.includes('-')) continue;
    const distance = second.position - first.position;
    if (distance >= 1 && distance <= 1 + PHRASE_GAP) out.push({ first, second, distance });
  }
  return out;
}

/** Does a text's folded word sequence hold the phrase (its words at that distance)? */
export function hasPhrase(words: readonly string[], phrase: Phrase): boolean {
  return words.some((w, i) => i + phrase.distance < words.length && matchesTerm(w, phrase.first) && matchesTerm(words[i + phrase.distance]!, phrase.second));
}
