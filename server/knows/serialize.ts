/**
 * Know rows -> the Know JSON of the contract (lib/contract/knows.ts). One batch of queries per call, whatever
 * the number of rows (knowers with their users, documents, flashcard counts, the viewer's likes
 * and saves), so lists, feeds and search hits cost the same few queries.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Know, KnowDetail, KnowDocument, KnowerSummary, KnowFormat, KnowStatus } from '@/lib/contract/knows';
import { knowSlug } from '@/lib/knows/know-href';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Db, Tx } from '../db/client';
import { flashcards, knowers, knowLikes, knows, knowSaves, uploadPages, uploads, users, type UploadRow } from '../db/schema';
import { profilePictureUrl } from '../users/serialize';
import { subjectLabel, topicName } from './catalogue-lookup';
import { reviewsKnow } from './visibility';
import { KNOW_LIMITS } from '@/lib/contract/limits';
import { pageLimitFor } from './page-access';

/**
 * The columns a Know needs: everything but the (possibly large) document text and the search
 * vector. `db.select(knowColumns).from(knows)` gives rows `serializeKnows` accepts; a full
 * `KnowRow` is accepted too.
 */
export const knowColumns = {
  id: knows.id,
  knowerId: knows.knowerId,
  title: knows.title,
  description: knows.description,
  status: knows.status,
  isPrivate: knows.isPrivate,
  format: knows.format,
  subjectId: knows.subjectId,
  topicUuid: knows.topicUuid,
  gradeIds: knows.gradeIds,
  contentLanguage: knows.contentLanguage,
  country: knows.country,
  pageCount: knows.pageCount,
  filename: knows.filename,
  likesCount: knows.likesCount,
  savesCount: knows.savesCount,
  viewsCount: knows.viewsCount,
  publishedAt: knows.publishedAt,
  rejectionReason: knows.rejectionReason,
  createdAt: knows.createdAt,
  updatedAt: knows.updatedAt,
};

export interface KnowSummaryRow {
  id: string;
  knowerId: string;
  title: string;
  description: string;
  status: string;
  isPrivate: boolean;
  format: string;
  subjectId: number | null;
  topicUuid: string | null;
  gradeIds: number[];
  contentLanguage: string;
  country: string;
  pageCount: number;
  filename: string | null;
  likesCount: number;
  savesCount: number;
  publishedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type DbLike = Db | Tx;
type SerializeContext = Pick<AppContext, 'db'> | { db: DbLike };

const API = '/api/v1';

export function documentUrl(knowId: string, uploadId: string): string {
  return `${API}/knows/${knowId}/documents/${uploadId}`;
}

export function knowThumbnailUrl(knowId: string, uploadId?: string): string {
  return `${API}/knows/${knowId}/thumbnail${uploadId ? `?document=${uploadId}` : ''}`;
}

/** What a know's document shows of its upload row. */
export type KnowDocumentRow = Pick<UploadRow, 'id' | 'knowId' | 'position' | 'contentType' | 'filename' | 'sizeBytes' | 'pageCount'>;

/** An upload a know has claimed, or (knowId null) one still waiting for its know. */
export function toKnowDocument(upload: KnowDocumentRow): KnowDocument {
  const { knowId } = upload;
  return {
    uuid: upload.id,
    contentType: upload.contentType,
    filename: upload.filename,
    sizeBytes: upload.sizeBytes,
    pageCount: upload.pageCount,
    url: knowId ? documentUrl(knowId, upload.id) : `${API}/uploads/${upload.id}`,
    // The first document's thumbnail is the know's; later ones name their document.
    thumbnailUrl: knowId ? knowThumbnailUrl(knowId, upload.position === 0 ? undefined : upload.id) : null,
  };
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export async function serializeKnows(
  app: SerializeContext,
  rows: readonly KnowSummaryRow[],
  viewer: AuthUser | null,
): Promise<Know[]> {
  if (rows.length === 0) return [];
  const db = app.db as Db;
  const ids = [...new Set(rows.map((r) => r.id))];
  const knowerIds = [...new Set(rows.map((r) => r.knowerId))];
  const cardKnowIds = rows.filter((r) => r.format === 'FLASHCARDS').map((r) => r.id);

  const [knowerRows, documentRows, cardCounts, likeRows, saveRows] = await Promise.all([
    db
      .select({ knowerId: knowers.id, user: users })
      .from(knowers)
      .innerJoin(users, eq(users.id, knowers.userId))
      .where(inArray(knowers.id, knowerIds)),
    db.select().from(uploads).where(inArray(uploads.knowId, ids)).orderBy(asc(uploads.knowId), asc(uploads.position)),
    cardKnowIds.length
      ? db
          .select({ knowId: flashcards.knowId, n: count() })
          .from(flashcards)
          .where(inArray(flashcards.knowId, cardKnowIds))
          .groupBy(flashcards.knowId)
      : Promise.resolve([]),
    viewer
      ? db
          .select({ knowId: knowLikes.knowId })
          .from(knowLikes)
          .where(and(eq(knowLikes.userId, viewer.user.id), inArray(knowLikes.knowId, ids)))
      : Promise.resolve([]),
    viewer
      ? db
          .select({ knowId: knowSaves.knowId, folderId: knowSaves.folderId })
          .from(knowSaves)
          .where(and(eq(knowSaves.userId, viewer.user.id), inArray(knowSaves.knowId, ids)))
      : Promise.resolve([]),
  ]);

  const knowerById = new Map<string, KnowKnower>(
    knowerRows.map(({ knowerId, user }) => [
      knowerId,
      {
        uuid: knowerId,
        userId: user.id,
        user: {
          uuid: user.id,
          name: user.name,
          username: user.username,
          profilePictureUrl: profilePictureUrl({ user, knowerId }),
        },
      },
    ]),
  );
  const documentsByKnow = groupBy(documentRows, (d) => d.knowId);
  const cardsByKnow = new Map(cardCounts.map((c) => [c.knowId, c.n]));
  const liked = new Set(likeRows.map((l) => l.knowId));
  const saved = new Map(saveRows.map((s) => [s.knowId, s.folderId]));

  return rows.map((row) =>
    toKnow(row, knowerById.get(row.knowerId), documentsByKnow.get(row.id) ?? [], cardsByKnow.get(row.id) ?? 0, liked.has(row.id), saved.get(row.id), viewer),
  );
}

/** The knower a Know shows, with the user id that decides `isOwn`. */
export type KnowKnower = KnowerSummary & { userId: string };

/**
 * One row -> the Know JSON, from what the caller read beside it: its knower, its documents in
 * order, its flashcard count and whether the viewer liked and saved it (`saved` is the folder:
 * null for "saved, no folder", undefined for "not saved").
 */
export function toKnow(
  row: KnowSummaryRow,
  knower: KnowKnower | undefined,
  documentRows: KnowDocumentRow[],
  flashcardCount: number,
  isLiked: boolean,
  saved: string | null | undefined,
  viewer: AuthUser | null,
): Know {
  // knowers.user_id cascades from users, so a know always has its knower; guard anyway.
  const summary: KnowerSummary = knower
    ? { uuid: knower.uuid, user: knower.user }
    : { uuid: row.knowerId, user: { uuid: row.knowerId, name: '', username: '', profilePictureUrl: null } };
  const documents = documentRows.map(toKnowDocument);
  const isFlashcardKnow = row.format === 'FLASHCARDS';
  const topicLabel = row.subjectId === null || row.topicUuid === null ? null : topicName(row.subjectId, row.topicUuid);
  return {
    uuid: row.id,
    title: row.title,
    description: row.description,
    status: row.status as KnowStatus,
    isPrivate: row.isPrivate,
    format: row.format as KnowFormat,
    isFlashcardKnow,
    subject: row.subjectId === null ? null : subjectLabel(row.subjectId),
    topic: row.topicUuid !== null && topicLabel !== null ? { uuid: row.topicUuid, name: topicLabel } : null,
    gradeIds: [...row.gradeIds],
    contentLanguageCode: row.contentLanguage,
    countryCode: row.country,
    knower: summary,
    pageCount: row.pageCount,
    filename: row.filename,
    thumbnailUrl: !isFlashcardKnow && documents.length > 0 ? knowThumbnailUrl(row.id) : null,
    documents,
    flashcardCount,
    likesCount: row.likesCount,
    savesCount: row.savesCount,
    isLiked,
    isSaved: saved !== undefined,
    folderUuid: saved ?? null,
    isOwn: viewer !== null && knower?.userId === viewer.user.id,
    publishedOn: row.publishedAt ? row.publishedAt.toISOString() : null,
    // For the owner and the reviewers of its edition only (decisions 0028, 0050).
    rejectionReason:
      row.status === 'REJECTED' && (knower?.userId === viewer?.user.id || reviewsKnow(row, viewer)) ? row.rejectionReason : null,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    slug: knowSlug(row.title, row.id),
  };
}

/**
 * One know with the text of its first pages and, for a flashcard know, its cards. Only pages the
 * viewer may read (decision 0048): a blurred reader gets the preview page's text alone.
 */
export async function serializeKnowDetail(
  app: SerializeContext,
  row: KnowSummaryRow,
  viewer: AuthUser | null,
): Promise<KnowDetail> {
  const db = app.db as Db;
  const readable = pageLimitFor(row, viewer);
  const textPages = Math.min(KNOW_LIMITS.previewPages, readable ?? KNOW_LIMITS.previewPages);
  const [[know], pageRows, cards] = await Promise.all([
    serializeKnows(app, [row], viewer),
    row.format === 'FLASHCARDS'
      ? Promise.resolve([])
      : db
          .select({ text: uploadPages.text })
          .from(uploadPages)
          .innerJoin(uploads, eq(uploads.id, uploadPages.uploadId))
          .where(eq(uploads.knowId, row.id))
          .orderBy(asc(uploads.position), asc(uploadPages.pageNumber))
          .limit(textPages),
    row.format === 'FLASHCARDS'
      ? db
          .select({ uuid: flashcards.id, front: flashcards.front, back: flashcards.back })
          .from(flashcards)
          .where(eq(flashcards.knowId, row.id))
          .orderBy(asc(flashcards.position))
      : Promise.resolve([]),
  ]);
  return {
    ...know!,
    // Pages count across the know's documents in order: page 1 is the first document's first.
    pages: pageRows.map((p, i) => ({ number: i + 1, text: p.text })),
    flashcards: cards,
  };
}
