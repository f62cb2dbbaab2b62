/**
 * Sentences and words of study material in every content language (decision 0034): the Unicode
 * segmentation of Intl.Segmenter (Greek, Turkish, Czech... alike, no per-language rules), stop
 * words from stopwords-iso. PDF text arrives line by line as laid out, so lines are first joined
 * into blocks (a wrapped paragraph is one block; a heading, a bullet or a footer is its own).
 */
import stopwordsIso from 'stopwords-iso';

/** de, en-GB, es-MX, pt-BR... -> de, en, es, pt. */
export const baseLanguage = (lang: string): string => lang.split('-')[0]!.toLowerCase();

const stopwordSets = new Map<string, ReadonlySet<string>>();

/** The language's stop words (lower case); an unknown language has none. */
export function stopwords(lang: string): ReadonlySet<string> {
  const base = baseLanguage(lang);
  let set = stopwordSets.get(base);
  if (!set) {
    set = new Set((stopwordsIso[base] ?? []).map((w) => w.toLocaleLowerCase(base)));
    stopwordSets.set(base, set);
  }
  return set;
}

const segmenters = new Map<string, { sentence: Intl.Segmenter; word: Intl.Segmenter }>();
function segmenterFor(lang: string) {
  const base = baseLanguage(lang);
  let s = segmenters.get(base);
  if (!s) {
    s = { sentence: new Intl.Segmenter(base, { granularity: 'sentence' }), word: new Intl.Segmenter(base, { granularity: 'word' }) };
    segmenters.set(base, s);
  }
  return s;
}

const TERMINAL = /[.!?:;…。؟»"”“)\]]$/u;
const BULLET = /^[•\-–—*▪◦·‣]\s*/u;

/**
 * A page's lines -> blocks. A line ends its block when it ends like a sentence or is clearly
 * shorter than the page's full lines (a heading, a paragraph's last line); a bullet starts one.
 */
export function blocksOf(pageText: string): string[] {
  const lines = pageText.split('\n').map((l) => l.trim()).filter(Boolean);
  const full = Math.max(0, ...lines.map((l) => l.length));
  const blocks: string[] = [];
  let current = '';
  for (const line of lines) {
    const bullet = BULLET.test(line);
    if (bullet && current) {
      blocks.push(current);
      current = '';
    }
    const text = line.replace(BULLET, '');
    // A word hyphenated at the line end is joined back (a dash between words keeps its spaces).
    current = !current ? text : /\p{L}-$/u.test(current) ? current.slice(0, -1) + text : `${current} ${text}`;
    if (TERMINAL.test(line) || line.length < full * 0.6) {
      blocks.push(current);
      current = '';
    }
  }
  if (current) blocks.push(current);
  return blocks;
}

export function splitSentences(block: string, lang: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenterFor(lang).sentence.segment(block)) {
    const s = segment.trim();
    if (s) out.push(s);
  }
  return out;
}

export interface WordToken {
  /** As written. */
  text: string;
  /** Lower-cased in the language (Turkish dotted i...). */
  norm: string;
  index: number;
}

/** The words of a text (no punctuation, no spaces), with their positions. */
export function wordTokens(text: string, lang: string): WordToken[] {
  const base = baseLanguage(lang);
  const out: WordToken[] = [];
  for (const s of segmenterFor(lang).word.segment(text)) {
    if (!s.isWordLike) continue;
    out.push({ text: s.segment, norm: s.segment.toLocaleLowerCase(base), index: s.index });
  }
  return out;
}

/** Content words: lower case, no stop words, no one-letter words. */
export function contentWords(text: string, lang: string): string[] {
  const stop = stopwords(lang);
  return wordTokens(text, lang)
    .map((w) => w.norm)
    .filter((w) => [...w].length > 1 && !stop.has(w));
}
