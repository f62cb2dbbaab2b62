/**
 * One know as GET /knows/{uuid} and the know page show it, read in one query: the row with its
 * knower, documents, first pages' text or cards, and the viewer's like and save as subqueries.
 * Four queries in two round trips before (decision 0077): on PGlite each query crosses into
 * WebAssembly and back, about as costly as rendering half the page.
 */
import { eq, sql } from 'drizzle-orm';
import type { KnowDetail } from '@/lib/contract/knows';
import { KNOW_LIMITS } from '@/lib/contract/limits';
import type { AuthUser } from '../auth/authenticate';
import type { Db, Tx } from '../db/client';
import { knows } from '../db/schema';
import { profilePictureUrl } from '../users/serialize';
import { knowColumns, toKnow, type KnowDocumentRow, type KnowKnower, type KnowSummaryRow } from './serialize';
import { pageLimitFor } from './page-access';

interface KnowerJson {
  userId: string;
  name: string;
  username: string;
  profilePictureKey: string | null;
  /** users.updated_at in milliseconds since the epoch, cut as the driver cuts a timestamp. */
  updatedMs: string | number;
}

type Read = KnowSummaryRow & {
  knower: KnowerJson | null;
  documents: KnowDocumentRow[];
  pageTexts: string[];
  cards: { uuid: string; front: string; back: string }[];
  liked: boolean;
  savedIn: { folderId: string | null } | null;
};

/**
 * The know row and what its detail shows, or null when there is no such row (visibility is the
 * caller's: `canSee`/`canReview` on the row). Pages: at most the preview's, the caller cuts them
 * to what the viewer may read.
 */
export async function readKnowDetail(db: Db | Tx, id: string, viewer: AuthUser | null): Promise<{ row: KnowSummaryRow; detail: (readable: number) => KnowDetail } | null> {
  const viewerId = viewer?.user.id ?? null;
  const [read] = (await db
    .select({
      ...knowColumns,
      knower: sql`(SELECT json_build_object('userId', u.id, 'name', u.name, 'username', u.username,
          'profilePictureKey', u.profile_picture_key, 'updatedMs', floor(extract(epoch FROM u.updated_at) * 1000)::bigint)
        FROM knowers kn JOIN users u ON u.id = kn.user_id WHERE kn.id = "knows"."knower_id")`,
      documents: sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'knowId', d.know_id, 'position', d.position,
          'contentType', d.content_type, 'filename', d.filename, 'sizeBytes', d.size_bytes, 'pageCount', d.page_count)
          ORDER BY d.position), '[]'::json)
        FROM uploads d WHERE d.know_id = "knows"."id")`,
      pageTexts: sql`(SELECT coalesce(json_agg(t.text ORDER BY t.position, t.page_number), '[]'::json) FROM (
          SELECT d.position, p.page_number, p.text FROM upload_pages p JOIN uploads d ON d.id = p.upload_id
          WHERE d.know_id = "knows"."id" AND "knows"."format" <> 'FLASHCARDS'
          ORDER BY d.position, p.page_number LIMIT ${KNOW_LIMITS.previewPages}) t)`,
      cards: sql`(SELECT coalesce(json_agg(json_build_object('uuid', f.id, 'front', f.front, 'back', f.back) ORDER BY f.position), '[]'::json)
        FROM flashcards f WHERE f.know_id = "knows"."id" AND "knows"."format" = 'FLASHCARDS')`,
      liked: sql`EXISTS (SELECT 1 FROM know_likes l WHERE l.know_id = "knows"."id" AND l.user_id = ${viewerId})`,
      savedIn: sql`(SELECT json_build_object('folderId', s.folder_id) FROM know_saves s WHERE s.know_id = "knows"."id" AND s.user_id = ${viewerId})`,
    })
    .from(knows)
    .where(eq(knows.id, id))) as Read[];
  if (!read) return null;
  const { knower: k, documents, pageTexts, cards, liked, savedIn, ...row } = read;
  const knower: KnowKnower | undefined = k
    ? {
        uuid: row.knowerId,
        userId: k.userId,
        user: {
          uuid: k.userId,
          name: k.name,
          username: k.username,
          profilePictureUrl: profilePictureUrl({ user: { id: k.userId, profilePictureKey: k.profilePictureKey, updatedAt: new Date(Number(k.updatedMs)) } }),
        },
      }
    : undefined;
  const isFlashcardKnow = row.format === 'FLASHCARDS';
  const know = toKnow(row, knower, documents, isFlashcardKnow ? cards.length : 0, liked, savedIn ? savedIn.folderId : undefined, viewer);
  return {
    row,
    detail: (readable) => ({
      ...know,
      // Pages count across the know's documents in order: page 1 is the first document's first.
      pages: pageTexts.slice(0, readable).map((text, i) => ({ number: i + 1, text })),
      flashcards: isFlashcardKnow ? cards : [],
    }),
  };
}

/** How many pages' text a detail carries for this viewer (decision 0048). */
export function detailPages(row: KnowSummaryRow, viewer: AuthUser | null): number {
  const readable = pageLimitFor(row, viewer);
  return Math.min(KNOW_LIMITS.previewPages, readable ?? KNOW_LIMITS.previewPages);
}
