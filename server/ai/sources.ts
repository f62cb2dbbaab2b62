/**
 * The material an AI request may read (issue 12 §7): the caller's own knows (any status), public
 * knows (which includes every saved one that is still public) and the caller's own uploads.
 * Another user's private or unpublished know is "not found", exactly like a know that does not
 * exist, so a request cannot even learn that it exists. Of a know only the pages the caller may
 * read are material (decision 0048): a reader without Pro cannot have locked pages quoted.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { knowPath } from '@/lib/knows/know-href';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcards, knows, uploadPages, uploads } from '../db/schema';
import { notFound } from '../errors';
import { mayReadPage } from '@/lib/knows/readable-pages';
import { pageLimitFor } from '../knows/page-access';
import { visibleTo } from '../knows/visibility';
import type { SourcePage, SourceRef } from './text/sentences';
import { learnerLanguage } from './learner-language';
import { aiT } from './messages';

/** Text read per request at most (a 500-page script is about this much); the rest is left out. */
const MAX_SOURCE_CHARS = 3_000_000;

export interface LoadedSources {
  pages: SourcePage[];
  /** The first source's content language (an upload: the caller's). */
  contentLanguage: string;
  knowIds: string[];
  uploadId: string | null;
  titles: string[];
}

export const viewerPathOf = (know: { id: string; title: string }) => `${knowPath({ title: know.title, uuid: know.id })}/view`;

export async function loadSources(app: AppContext, viewer: AuthUser, knowUuids: string[], uploadUuid: string | null | undefined): Promise<LoadedSources> {
  const ids = [...new Set(knowUuids.map((u) => u.toLowerCase()))];
  const rows = ids.length
    ? await app.db
        .select({
          id: knows.id, title: knows.title, description: knows.description, documentText: knows.documentText,
          contentLanguage: knows.contentLanguage, country: knows.country, knowerId: knows.knowerId,
        })
        .from(knows)
        .where(and(inArray(knows.id, ids), visibleTo(viewer)))
    : [];
  if (rows.length !== ids.length) throw notFound('A chosen know was not found.');
  const byId = new Map(rows.map((r) => [r.id, r]));

  const pages: SourcePage[] = [];
  let chars = 0;
  const push = (p: SourcePage) => {
    if (chars >= MAX_SOURCE_CHARS) return;
    chars += p.text.length;
    pages.push(p);
  };

  const docPages = ids.length
    ? await app.db
        .select({ knowId: uploads.knowId, position: uploads.position, pageCount: uploads.pageCount, uploadId: uploads.id, page: uploadPages.pageNumber, text: uploadPages.text })
        .from(uploadPages)
        .innerJoin(uploads, eq(uploads.id, uploadPages.uploadId))
        .where(inArray(uploads.knowId, ids))
        .orderBy(asc(uploads.knowId), asc(uploads.position), asc(uploadPages.pageNumber))
    : [];
  const cards = ids.length
    ? await app.db.select({ knowId: flashcards.knowId, front: flashcards.front, back: flashcards.back }).from(flashcards).where(inArray(flashcards.knowId, ids)).orderBy(asc(flashcards.position))
    : [];

  for (const id of ids) {
    const know = byId.get(id)!;
    const ref: SourceRef = { knowUuid: know.id, uploadUuid: null, title: know.title, viewerPath: viewerPathOf(know) };
    const own = docPages.filter((p) => p.knowId === id);
    const limit = pageLimitFor(know, viewer);
    // Page numbers run on over the know's documents in order, as the viewer shows them.
    const offsets = new Map<string, number>();
    let offset = 0;
    for (const p of own) {
      if (!offsets.has(p.uploadId)) {
        offsets.set(p.uploadId, offset);
        offset += p.pageCount;
      }
      const page = offsets.get(p.uploadId)! + p.page;
      if (mayReadPage(page, limit)) push({ ref, page, text: p.text });
    }
    for (const c of cards.filter((c) => c.knowId === id)) push({ ref, page: null, text: `${c.front.trim()}: ${c.back.trim()}.` });
    // The know's whole text, page by page unknown: only for a reader of every page.
    if (own.length === 0 && know.documentText && limit === null && !cards.some((c) => c.knowId === id)) push({ ref, page: null, text: know.documentText });
  }

  let uploadId: string | null = null;
  let uploadTitle: string | null = null;
  if (uploadUuid) {
    // Own uploads only (one waiting for its know, or part of one of the caller's knows).
    const [upload] = await app.db
      .select({ id: uploads.id, filename: uploads.filename })
      .from(uploads)
      .where(and(eq(uploads.id, uploadUuid.toLowerCase()), eq(uploads.userId, viewer.user.id)));
    if (!upload) throw notFound('The upload was not found.');
    uploadId = upload.id;
    uploadTitle = upload.filename || aiT(learnerLanguage(viewer))('uploadTitle');
    const ref: SourceRef = { knowUuid: null, uploadUuid: upload.id, title: uploadTitle, viewerPath: null };
    const up = await app.db
      .select({ page: uploadPages.pageNumber, text: uploadPages.text })
      .from(uploadPages)
      .where(eq(uploadPages.uploadId, upload.id))
      .orderBy(asc(uploadPages.pageNumber));
    for (const p of up) push({ ref, page: p.page, text: p.text });
  }

  return {
    pages,
    contentLanguage: rows.find((r) => r.id === ids[0])?.contentLanguage ?? viewer.user.contentLanguage,
    knowIds: ids,
    uploadId,
    titles: [...ids.map((id) => byId.get(id)!.title), ...(uploadTitle ? [uploadTitle] : [])],
  };
}
