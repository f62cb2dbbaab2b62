/**
 * Highlights as data, never HTML: ts_headline marks hits with two private-use characters (which
 * the indexed text never contains: they are stripped before) and we cut its output into
 * segments. Typo hits have no lexeme match, so their title words are marked by trigram similarity.
 */
import type { HighlightSegment } from '@/lib/contract/search';

export const HIT_START = '\ue000';
export const HIT_STOP = '\ue001';

/** ts_headline options (constants, inlined as one bound parameter). */
export const TITLE_HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_STOP}, HighlightAll=true`;
export const SNIPPET_HEADLINE_OPTIONS =
  `StartSel=${HIT_START}, StopSel=${HIT_STOP}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;

/** Collapses whitespace and merges neighbouring runs of the same kind. */
export function segmentsFromHeadline(headline: string): HighlightSegment[] {
  const out: HighlightSegment[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.match === match) last.text += text;
    else out.push({ text, match });
    text = '';
  };
  for (const ch of headline.replace(/\s+/g, ' ').trim()) {
    if (ch === HIT_START || ch === HIT_STOP) {
      flush();
      match = ch === HIT_START;
    } else {
      text += ch;
    }
  }
  flush();
  return out;
}

export function plainSegments(text: string): HighlightSegment[] {
  const t = text.replace(/\s+/g, ' ').trim();
  return t ? [{ text: t, match: false }] : [];
}

/** The first `maxWords` words of a text (a snippet when there is nothing to highlight). */
export function leadingWords(text: string, maxWords = 30): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' ');
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity() of two single words, to mark the title word a typo most resembles. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Marks, for each query word, the title word it most resembles (typo hits: "photosynthsis" ->
 * "Photosynthesis"); a floor keeps unrelated words unmarked.
 */
export function typoTitleSegments(title: string, query: string): HighlightSegment[] {
  const queryWords = (query.toLowerCase().match(WORD) ?? []).filter((w) => [...w].length >= 3);
  const words = [...title.matchAll(WORD)];
  const marked = new Set<number>();
  for (const q of queryWords) {
    let best = -1;
    let bestScore = 0.2;
    words.forEach((m, i) => {
      const score = trigramSimilarity(q, m[0].toLowerCase());
      if (score >= bestScore) [best, bestScore] = [i, score];
    });
    if (best >= 0) marked.add(best);
  }
  const out: HighlightSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev && prev.match === match) prev.text += text;
    else out.push({ text, match });
  };
  let last = 0;
  words.forEach((m, i) => {
    push(title.slice(last, m.index), false);
    push(m[0], marked.has(i));
    last = m.index + m[0].length;
  });
  push(title.slice(last), false);
  return out;
}
