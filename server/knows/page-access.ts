/**
 * The server's side of lib/knows/readable-pages.ts (decision 0048): the signed-in user as the
 * rule sees them, the page limit for one know, and the same rule as SQL for queries over many
 * knows (search snippets, AI retrieval), so no query can read past it.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY_CODES } from '@/lib/config/countries';
import type { KnowViewer } from '@/lib/config/country-rules';
import { PREVIEW_PAGES, readablePageLimit } from '@/lib/knows/readable-pages';
import type { AuthUser } from '../auth/authenticate';
import { knows } from '../db/schema';
import { reviewsKnow } from './visibility';

/** `viewer` as the blur rule sees them for this know; null for a visitor. */
export function knowViewerOf(know: { knowerId: string; country: string }, viewer: AuthUser | null): KnowViewer | null {
  return viewer && {
    premiumStatus: viewer.user.premiumStatus,
    isOwner: viewer.knowerId === know.knowerId,
    // Reviewers of the know's edition only (decision 0050).
    isReviewer: reviewsKnow(know, viewer),
  };
}

/** The last page of this know `viewer` may read, or null for all. */
export function pageLimitFor(know: { country: string; knowerId: string }, viewer: AuthUser | null): number | null {
  return readablePageLimit(know.country, knowViewerOf(know, viewer));
}

/**
 * True for the rows of `knows` whose every page `viewer` may read: the viewer's own, and those
 * of countries the rule leaves whole for them (the rule asked once per country, as a non-owner;
 * a country outside the table stays blurred, as the rule has it).
 */
export function readsWholeSql(viewer: AuthUser | null): SQL {
  const asReader = (country: string) => viewer && { ...knowViewerOf({ knowerId: '', country }, viewer)!, isOwner: false };
  const whole = COUNTRY_CODES.filter((c) => readablePageLimit(c, asReader(c)) === null);
  const byCountry = whole.length > 0 ? inArray(knows.country, whole) : sql`false`;
  return viewer?.knowerId ? or(byCountry, eq(knows.knowerId, viewer.knowerId))! : byCountry;
}

/** True where page `page` (1-based over the know's documents) of a row of `knows` is `viewer`'s. */
export function readablePageSql(viewer: AuthUser | null, page: SQL): SQL {
  return sql`(${readsWholeSql(viewer)} OR ${page} <= ${PREVIEW_PAGES})`;
}

/**
 * A row of `knows`'s document text as far as `viewer` may read it: all of it, or the preview
 * pages' text. Flashcard knows have no pages and nothing blurred: their text stays whole.
 */
export function readableTextSql(viewer: AuthUser | null): SQL {
  return sql`(CASE WHEN ${readsWholeSql(viewer)} OR ${knows.format} = 'FLASHCARDS' THEN ${knows.documentText}
    ELSE coalesce((SELECT string_agg(preview.text, E'\\n') FROM (
      SELECT p.text FROM upload_pages p JOIN uploads u ON u.id = p.upload_id
      WHERE u.know_id = ${knows.id} ORDER BY u.position, p.page_number LIMIT ${PREVIEW_PAGES}) preview), '') END)`;
}
