/** A quoted passage as the contract's citation: the know, the page and a link to the viewer at that page. */
import type { AiCitation } from '@/lib/contract/ai';
import type { SourceRef } from './text/sentences';

/** Quotes are cut at this many characters (a whole sentence usually fits). */
const QUOTE_MAX = 400;

export function citationOf(ref: SourceRef, page: number | null, quote: string): AiCitation {
  const text = [...quote].length > QUOTE_MAX ? `${[...quote].slice(0, QUOTE_MAX - 1).join('')}…` : quote;
  return {
    knowUuid: ref.knowUuid,
    uploadUuid: ref.uploadUuid,
    title: ref.title,
    page,
    quote: text,
    href: ref.viewerPath ? (page ? `${ref.viewerPath}?page=${page}` : ref.viewerPath) : null,
  };
}
