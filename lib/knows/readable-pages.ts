/**
 * Which pages of a know a reader may read (issue 21 §5, decision 0048): all of them, unless the
 * blur rule (isKnowBlurred, decision 0032) names the reader; then only the preview, the know's
 * first page. Pages count on over the know's documents in order, as the viewer shows them.
 * A page a reader may not read never reaches them: not its text in the page or the API, not its
 * bytes in a document, a download or the full-screen view, not a quote in an AI answer. The
 * server asks here (server/knows/page-access.ts); the viewer shows PREVIEW_PAGES of a preview.
 */
import { isKnowBlurred, type KnowViewer } from '@/lib/config/country-rules';

/** Pages a blurred reader reads: the first (its text stays in the page, for search engines). */
export const PREVIEW_PAGES = 1;

/** The last page `viewer` may read of a know of `country`, or null for every page. */
export function readablePageLimit(country: string | null | undefined, viewer: KnowViewer | null): number | null {
  return isKnowBlurred(country, viewer) ? PREVIEW_PAGES : null;
}

/** Whether page `page` (1-based, counted over the know's documents) is `viewer`'s to read. */
export function mayReadPage(page: number, limit: number | null): boolean {
  return limit === null || page <= limit;
}
