/**
 * Word stems per content language (issue 23 §4), so "Zelle" and "Zellen", "fotosentez" and
 * "fotosentezi" count as one key term and link the same sentences. Snowball stemmers from
 * @orama/stemmers (maintained, no dependencies) for nine of our eleven base languages; Polish and
 * Czech have no maintained JavaScript stemmer, so their words stand as written (decision 0062).
 */
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as el } from '@orama/stemmers/greek';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ro } from '@orama/stemmers/romanian';
import { stemmer as tr } from '@orama/stemmers/turkish';
import { baseLanguage } from './segment';

const STEMMERS: Record<string, (word: string) => string> = { de, el, en, es, fr, it, pt, ro, tr };

/** Whether the language's words are stemmed (false: compared as written, lower-cased). @internal tests and tools only (knip --production) */
export const hasStemmer = (lang: string): boolean => baseLanguage(lang) in STEMMERS;

/** Stems are cached per language; a long script repeats its words, so this stays small. */
const CACHE_MAX = 50_000;
const caches = new Map<string, Map<string, string>>();

/**
 * The stem of a lower-cased word. Short words and words with digits are left alone: a stemmer
 * would turn "ATP" and "1945" into nothing useful, and two-letter stems join unrelated words.
 */
export function stem(word: string, lang: string): string {
  const base = baseLanguage(lang);
  const fn = STEMMERS[base];
  if (!fn || [...word].length < 4 || /\d/.test(word)) return word;
  let cache = caches.get(base);
  if (!cache) caches.set(base, (cache = new Map()));
  let s = cache.get(word);
  if (s === undefined) {
    if (cache.size >= CACHE_MAX) cache.clear();
    s = fn(word).toLocaleLowerCase(base) || word;
    cache.set(word, s);
  }
  return s;
}
