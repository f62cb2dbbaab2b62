/**
 * Knows (decision 0008): create from uploads or flashcards, read, update, delete, lists and
 * feeds. Pages call these directly from getServerSideProps (with getAppContext()); the API
 * routes are thin wrappers around them.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FeedType, Know, KnowDetail, KnowFormat, Page } from '@/lib/contract/knows';
import { isCountryCode } from '@/lib/config/countries';
import { isUuid, randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Tx } from '../db/client';
import { flashcards, knows, knowSaves, uploads } from '../db/schema';
import { cardImagePrefix } from '../anki/card-image-keys';
import { saveEditedFlashcards } from './edit-flashcards';
import { ApiError, forbidden, formError, notFound } from '../errors';
import { reindexKnows } from '../search/search-index';
import { ownFolder } from '../library/folders';
import { saveKnowTx } from '../library/reactions';
import { ensureKnower, findKnow, pageOfKnows, pageOfSavedKnows } from './repository';
import { consumeKnowLimit } from './rate-limits';
import { limitFor } from '../rate-limit/limits';
import { take } from '../rate-limit/service';
import { checkClassification, editionOfLanguage } from './rules';
import {
  feedQuery, listKnowsQuery, myKnowsQuery, savedKnowsQuery, type CreateKnowInput, type UpdateKnowInput,
} from '@/lib/contract/knows';
import { serializeKnowDetail, serializeKnows, type KnowSummaryRow } from './serialize';
import { detailPages, readKnowDetail } from './know-detail-read';
import { canReview, canSee, isOwner, isPublicKnow, visibleTo } from './visibility';
import { statusForSubmission } from '../review/coverage';
import type { z } from 'zod';

export { likeKnow, unlikeKnow, saveKnow, unsaveKnow } from '../library/reactions';

type Ctx = Pick<AppContext, 'db'>;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const knowNotFound = () => notFound('Know not found.');

/** A know the viewer may see, or 404 (private and unpublished knows of others do not exist). */
export async function visibleKnow(app: Ctx, id: string, viewer: AuthUser | null): Promise<KnowSummaryRow> {
  // Pages pass ids cut from URLs: anything but a uuid is simply not a know.
  if (!isUuid(id)) throw knowNotFound();
  const row = await findKnow(app.db, id.toLowerCase());
  if (!row || !(canSee(row, viewer) || canReview(row, viewer))) throw knowNotFound();
  return row;
}

/** One query (know-detail-read.ts): the know page and its render cache's version check read it. */
export async function getKnowDetail(app: Ctx, uuid: string, viewer: AuthUser | null): Promise<KnowDetail> {
  if (!isUuid(uuid)) throw knowNotFound();
  const read = await readKnowDetail(app.db, uuid.toLowerCase(), viewer);
  if (!read || !(canSee(read.row, viewer) || canReview(read.row, viewer))) throw knowNotFound();
  return read.detail(detailPages(read.row, viewer));
}

/** Text the search index reads for a flashcard know: every card, front then back. */
function flashcardText(cards: { front: string; back: string }[]): string {
  return cards.map((c) => `${c.front}\n${c.back}`).join('\n\n');
}

async function insertFlashcards(tx: Tx, knowId: string, cards: { front: string; back: string }[]): Promise<void> {
  const rows = cards.map((c, position) => ({ id: randomUuid(), knowId, position, front: c.front, back: c.back }));
  // Chunked: 500 cards x 5 columns stays far below the bind-parameter limit either way.
  for (let i = 0; i < rows.length; i += 200) await tx.insert(flashcards).values(rows.slice(i, i + 200));
}

/** The documents' page text, in document and page order, computed in the database. */
const DOCUMENT_TEXT_SQL = (knowId: string) => sql`(
  SELECT coalesce(string_agg(p.text, E'\n' ORDER BY u.position, p.page_number), '')
  FROM upload_pages p JOIN uploads u ON u.id = p.upload_id WHERE u.know_id = ${knowId}
)`;

export interface CreateKnowOptions {
  /**
   * Runs in the creating transaction after the cards are inserted (an Anki import stores its
   * images there, decision 0070): a throw rolls the know back.
   */
  withinCreate?: (tx: Tx, knowId: string) => Promise<void>;
}

export async function createKnow(
  app: Pick<AppContext, 'db' | 'env'>,
  user: AuthUser,
  input: CreateKnowInput,
  options: CreateKnowOptions = {},
): Promise<KnowDetail> {
  const hasUploads = input.uploadIds !== undefined;
  const hasCards = input.flashcards !== undefined;
  if (hasUploads === hasCards) {
    const message = 'Add either uploaded files or flashcards.';
    throw formError({ uploadIds: message, flashcards: message });
  }
  const country = editionOfLanguage(input.contentLanguageCode);
  const classification = checkClassification(country, {
    subjectId: input.subjectId ?? null,
    topicUuid: input.topicUuid ?? null,
    gradeIds: input.gradeIds ?? [],
  });

  const uploadIds = (input.uploadIds ?? []).map((id) => id.toLowerCase());
  let format: KnowFormat = 'FLASHCARDS';
  let pageCount = 0;
  let filename: string | null = null;
  if (hasUploads) {
    const found = await app.db
      .select()
      .from(uploads)
      .where(and(inArray(uploads.id, uploadIds), eq(uploads.userId, user.user.id), isNull(uploads.knowId)));
    if (found.length !== uploadIds.length) {
      throw formError({ uploadIds: 'An upload is unknown, not yours, or already part of a know. Upload the file again.' });
    }
    const byId = new Map(found.map((u) => [u.id, u]));
    const ordered = uploadIds.map((id) => byId.get(id)!);
    const images = ordered.filter((u) => IMAGE_TYPES.has(u.contentType)).length;
    if (images > 0 && images < ordered.length) throw formError({ uploadIds: 'Upload either PDF files or images, not both.' });
    format = images > 0 ? 'IMAGE' : 'PDF';
    pageCount = ordered.reduce((n, u) => n + u.pageCount, 0);
    filename = ordered[0]!.filename;
  }
  const folderId = input.folderUuid ? (await ownFolder(app.db, user, input.folderUuid)).id : null;
  await consumeKnowLimit(app, 'know-create-user', user.user.id);

  const id = randomUuid();
  const now = new Date();
  const knowerId = await app.db.transaction(async (tx) => {
    const knowerId = await ensureKnower(tx, user.user.id);
    // Through review where the edition has a reviewer, else published at once (decisions 0028, 0050).
    const status = await statusForSubmission(tx, country, app.env);
    await tx.insert(knows).values({
      id,
      knowerId,
      title: input.title,
      description: input.description ?? '',
      status,
      isPrivate: input.isPrivate ?? false,
      format,
      ...classification,
      contentLanguage: input.contentLanguageCode,
      country,
      pageCount,
      filename,
      documentText: hasCards ? flashcardText(input.flashcards!) : '',
      publishedAt: status === 'PUBLISHED' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (hasUploads) {
      // Claim only uploads still unclaimed and the caller's: a concurrent claim makes this one fail.
      const claimed = await tx
        .update(uploads)
        .set({ knowId: id, position: sql`array_position(${sql.param(uploadIds)}::uuid[], ${uploads.id}) - 1` })
        .where(and(inArray(uploads.id, uploadIds), eq(uploads.userId, user.user.id), isNull(uploads.knowId)))
        .returning({ id: uploads.id });
      if (claimed.length !== uploadIds.length) {
        throw formError({ uploadIds: 'An upload is already part of another know. Upload the file again.' });
      }
      await tx.update(knows).set({ documentText: DOCUMENT_TEXT_SQL(id) }).where(eq(knows.id, id));
    } else {
      await insertFlashcards(tx, id, input.flashcards!);
    }
    if (folderId) await saveKnowTx(tx, id, user.user.id, folderId);
    await options.withinCreate?.(tx, id);
    await reindexKnows(tx, [id]);
    return knowerId;
  });
  // The caller became a knower in this request; answer as such (isOwn).
  const viewer: AuthUser = { ...user, knowerId };
  return serializeKnowDetail(app, (await findKnow(app.db, id))!, viewer);
}

/** The know for an owner-only write: 404 when the caller cannot see it, 403 when it is not theirs. */
async function ownKnow(tx: Tx, id: string, user: AuthUser): Promise<KnowSummaryRow> {
  const row = await findKnow(tx, id.toLowerCase(), true);
  if (!row || !canSee(row, user)) throw knowNotFound();
  if (!isOwner(row, user)) throw forbidden('Only the knower who made this know can change it.');
  return row;
}

export async function updateKnow(
  app: Pick<AppContext, 'db' | 'env' | 'storage'>,
  id: string,
  user: AuthUser,
  input: UpdateKnowInput,
): Promise<KnowDetail> {
  const knowId = id.toLowerCase();
  const unusedFiles = await app.db.transaction(async (tx) => {
    const row = await ownKnow(tx, knowId, user);
    if (input.flashcards !== undefined && row.format !== 'FLASHCARDS') {
      throw formError({ flashcards: 'Only a flashcard know has flashcards.' });
    }
    const country = isCountryCode(row.country) ? row.country : 'US';
    // A new subject drops a topic of the old one unless a topic comes along.
    const subjectId = input.subjectId !== undefined ? input.subjectId : row.subjectId;
    let topicUuid = input.topicUuid !== undefined ? input.topicUuid : row.topicUuid;
    if (input.subjectId !== undefined && input.topicUuid === undefined && input.subjectId !== row.subjectId) topicUuid = null;
    const classification = checkClassification(country, {
      subjectId: subjectId ?? null,
      topicUuid: topicUuid ?? null,
      gradeIds: input.gradeIds ?? row.gradeIds,
    });
    const folderId = input.folderUuid ? (await ownFolder(tx, user, input.folderUuid)).id : null;

    const set: Partial<typeof knows.$inferInsert> = { ...classification, updatedAt: new Date() };
    if (row.status === 'REJECTED') {
      // The owner changed a rejected know: it is submitted again (decision 0028).
      set.status = await statusForSubmission(tx, country, app.env);
      set.rejectionReason = null;
      if (set.status === 'PUBLISHED') set.publishedAt = set.updatedAt;
    }
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.isPrivate !== undefined) set.isPrivate = input.isPrivate;
    if (input.flashcards !== undefined) set.documentText = flashcardText(input.flashcards);
    await tx.update(knows).set(set).where(eq(knows.id, knowId));
    // Cards matched by uuid keep their reviews and images; removed ones take theirs along.
    const unused = input.flashcards !== undefined ? await saveEditedFlashcards(tx, knowId, input.flashcards) : [];
    // A folder saves the know there (or moves it); null takes a saved know out of its folder.
    if (folderId) await saveKnowTx(tx, knowId, user.user.id, folderId);
    else if (input.folderUuid === null) {
      await tx
        .update(knowSaves)
        .set({ folderId: null })
        .where(and(eq(knowSaves.userId, user.user.id), eq(knowSaves.knowId, knowId)));
    }
    if (input.title !== undefined || input.description !== undefined || input.flashcards !== undefined) {
      await reindexKnows(tx, [knowId]);
    }
    return unused;
  });
  // Image files no card shows any more, only after the commit (as deleteKnow does).
  await Promise.allSettled(unusedFiles.map((k) => app.storage.remove(k)));
  return serializeKnowDetail(app, (await findKnow(app.db, knowId))!, user);
}

export async function deleteKnow(app: Pick<AppContext, 'db' | 'storage'>, id: string, user: AuthUser): Promise<void> {
  const knowId = id.toLowerCase();
  const keys = await app.db.transaction(async (tx) => {
    const row = await ownKnow(tx, knowId, user);
    if (row.status === 'IN_REVIEW') {
      throw new ApiError(409, 'KnowIsUndeletableError', 'This know is being reviewed and cannot be deleted now.');
    }
    const files = await tx
      .select({ storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey })
      .from(uploads)
      .where(eq(uploads.knowId, knowId));
    // Uploads, pages, cards, card images, likes and saves go with the know (ON DELETE CASCADE).
    await tx.delete(knows).where(eq(knows.id, knowId));
    return files.flatMap((f) => [f.storageKey, f.thumbnailKey]).filter((k): k is string => !!k);
  });
  // Card images by their folder: also any file a failed removal after an edit left (decision 0070).
  for await (const file of app.storage.list(cardImagePrefix(user.user.id, knowId))) keys.push(file.key);
  // Files only after the commit: a rolled-back delete must not lose them. A file left behind
  // by a failed removal is unreachable (no row names it) and harmless.
  await Promise.allSettled(keys.map((k) => app.storage.remove(k)));
}

/**
 * Counts a view (popularity). Only for knows the viewer may see. A viewer (user, else device)
 * counts once per know and hour (the know-view limit), so reloads cannot inflate popularity.
 */
export async function countView(app: Ctx, id: string, viewer: AuthUser | null, deviceId: string | null): Promise<void> {
  const knowId = id.toLowerCase();
  const [visible] = await app.db.select({ id: knows.id }).from(knows).where(and(eq(knows.id, knowId), visibleTo(viewer)));
  if (!visible) throw knowNotFound();
  const who = viewer ? `user:${viewer.user.id}` : deviceId ? `device:${deviceId}` : null;
  if (!who) return;
  // One atomic hit: parallel views of one viewer count once.
  if ((await take(app.db, limitFor('know-view', `${who}:${knowId}`))) > 0) return;
  await app.db.update(knows).set({ viewsCount: sql`${knows.viewsCount} + 1` }).where(eq(knows.id, knowId));
}

function parse<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const parsed = schema.safeParse(params ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || 'query'] ??= issue.message;
    throw formError(fields);
  }
  return parsed.data;
}

async function page(app: Ctx, result: { rows: KnowSummaryRow[]; total: number }, viewer: AuthUser | null): Promise<Page<Know>> {
  return { content: await serializeKnows(app, result.rows, viewer), numberOfResults: result.total };
}

/** GET /knows: public knows only (the viewer's own private ones are in /users/me/knows). */
export async function listKnows(app: Ctx, params: z.input<typeof listKnowsQuery>, viewer: AuthUser | null): Promise<Page<Know>> {
  const q = parse(listKnowsQuery, params);
  const where: SQL[] = [isPublicKnow];
  if (q.subjectId !== undefined) where.push(eq(knows.subjectId, q.subjectId));
  if (q.topicUuid !== undefined) where.push(eq(knows.topicUuid, q.topicUuid.toLowerCase()));
  if (q.knowerUuid !== undefined) where.push(eq(knows.knowerId, q.knowerUuid.toLowerCase()));
  if (q.contentLanguageCode !== undefined) where.push(eq(knows.contentLanguage, q.contentLanguageCode));
  if (q.knowFormat !== undefined) where.push(eq(knows.format, q.knowFormat));
  return page(app, await pageOfKnows(app.db, { where: and(...where)!, order: q.sort, limit: q.limit, offset: q.offset }), viewer);
}

/** GET /feeds/{popular|new}: the content language's public knows. */
export async function getFeed(
  app: Ctx,
  type: FeedType,
  params: z.input<typeof feedQuery>,
  viewer: AuthUser | null,
): Promise<Page<Know>> {
  const q = parse(feedQuery, params);
  const where: SQL[] = [isPublicKnow];
  if (q.contentLanguageCode !== undefined) where.push(eq(knows.contentLanguage, q.contentLanguageCode));
  return page(app, await pageOfKnows(app.db, { where: and(...where)!, order: type, limit: q.limit, offset: q.offset }), viewer);
}

/** GET /users/me/knows: every know of the caller, any status, private included, newest first. */
export async function listMyKnows(app: Ctx, params: z.input<typeof myKnowsQuery>, user: AuthUser): Promise<Page<Know>> {
  const q = parse(myKnowsQuery, params);
  if (!user.knowerId) return { content: [], numberOfResults: 0 };
  const where: SQL[] = [eq(knows.knowerId, user.knowerId)];
  if (q.knowFormat !== undefined) where.push(eq(knows.format, q.knowFormat));
  return page(app, await pageOfKnows(app.db, { where: and(...where)!, order: 'created', limit: q.limit, offset: q.offset }), user);
}

/** GET /users/me/saved-knows: the caller's library (knows gone private for them drop out). */
export async function listSavedKnows(app: Ctx, params: z.input<typeof savedKnowsQuery>, user: AuthUser): Promise<Page<Know>> {
  const q = parse(savedKnowsQuery, params);
  const where: SQL[] = [visibleTo(user)];
  if (q.folderUuid !== undefined) {
    const folder = await ownFolder(app.db, user, q.folderUuid);
    where.push(eq(knowSaves.folderId, folder.id));
  }
  return page(app, await pageOfSavedKnows(app.db, { userId: user.user.id, where: and(...where)!, limit: q.limit, offset: q.offset }), user);
}
