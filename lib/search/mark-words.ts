/**
 * Marks the words of `text` that start with one of the typed words, accents and case ignored
 * (the search box's suggestions): plain text segments, never markup.
 */
import type { HighlightSegment } from '@/lib/contract/search';
import { foldAccents } from './fold-accents';

export function typedWords(query: string): string[] {
  return foldAccents(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function markWords(text: string, typed: string[]): HighlightSegment[] {
  const out: HighlightSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const prev = out.at(-1);
    if (prev && prev.match === match) prev.text += part;
    else out.push({ text: part, match });
  };
  for (const part of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    const folded = foldAccents(part);
    push(part, folded !== '' && typed.some((w) => folded.startsWith(w)));
  }
  return out;
}
