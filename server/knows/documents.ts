/**
 * A know's files: document bytes (only the pages the reader may read: lib/knows/readable-pages.ts,
 * decision 0048) and the first-page thumbnail. The same visibility as the know: others' private
 * knows are 404.
 */
import { and, asc, eq, lt, sum } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { uploads, type UploadRow } from '../db/schema';
import { firstPages } from '../files/pdf-preview';
import { thumbnailType } from '../files/thumbnail';
import { ApiError, notFound } from '../errors';
import { fileReply, memoryBytes, storedBytes } from '../http/file-reply';
import type { Reply, RequestInfo } from '../http/route';
import { ensureThumbnail } from '../uploads/store-upload';
import { pageLimitFor } from './page-access';
import { visibleKnow } from './service';
import { canSee } from './visibility';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'env'>;

export const PREVIEW_HEADER = 'X-Know-Preview';

/**
 * A file name safe in a Content-Disposition header: the ASCII fallback keeps letters, digits,
 * dot, dash and underscore; the UTF-8 form (RFC 5987) carries the original, percent-encoded.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const base = filename.replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim() || 'document';
  const ascii = base.normalize('NFKD').replace(/[^\w.\- ]/g, '').replace(/\s+/g, '_').slice(0, 150) || 'document';
  const encoded = encodeURIComponent(base.slice(0, 200)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

async function knowUpload(app: Ctx, knowId: string, uploadId: string): Promise<UploadRow> {
  const [row] = await app.db.select().from(uploads).where(and(eq(uploads.knowId, knowId), eq(uploads.id, uploadId)));
  if (!row) throw notFound('Document not found.');
  return row;
}

/** Pages of the know's documents before `upload` (its first page is this plus one). */
async function pagesBefore(app: Ctx, upload: UploadRow): Promise<number> {
  const [row] = await app.db
    .select({ n: sum(uploads.pageCount).mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.knowId, upload.knowId!), lt(uploads.position, upload.position)));
  return row?.n ?? 0;
}

/** 403: every page of this document lies past what the reader may read. */
const lockedDocument = (limit: number) =>
  new ApiError(403, 'ForbiddenError', 'This document lies past the preview of this know.', { readablePages: limit });

/**
 * How many of `upload`'s first pages `viewer` may read (a preview, even when that is all of them,
 * so the answer is the same for every document of a blurred know), null for all of them, or none
 * (403), counting pages on over the know's documents as the rule does.
 */
async function servedPages(app: Ctx, know: { country: string; knowerId: string }, upload: UploadRow, viewer: AuthUser | null): Promise<number | null> {
  const limit = pageLimitFor(know, viewer);
  if (limit === null) return null;
  const left = limit - (upload.position === 0 ? 0 : await pagesBefore(app, upload));
  if (left <= 0) throw lockedDocument(limit);
  return left;
}

async function bytes(app: Ctx, key: string): Promise<Buffer> {
  const data = await app.storage.get(key);
  if (!data) throw notFound('The file is missing.');
  return data;
}

/**
 * Public knows may sit in shared caches, for a visitor without a bearer only; anything else only
 * in the viewer's browser. A know made private or unpublished stays in shared caches for at most
 * max-age plus stale-while-revalidate (15 minutes); the validators make every revalidation cheap.
 */
function cacheControl(know: { status: string; isPrivate: boolean }, viewer: AuthUser | null, preview: boolean): string {
  const isPublic = know.status === 'PUBLISHED' && !know.isPrivate;
  if (isPublic && !viewer) return 'public, max-age=300, stale-while-revalidate=600';
  // A member's preview turns whole the moment Pro starts (decision 0032): revalidate every time.
  return preview ? 'private, no-cache' : 'private, max-age=300';
}

/**
 * Strong entity tags from the document's SHA-256 (stored with the upload): the bytes of a key
 * never change, and every variant served under one URL has its own tag.
 */
const etagOf = (upload: UploadRow, variant?: 'first-page' | 'thumbnail') =>
  `"${upload.sha256.slice(0, 32)}${variant ? `-${variant}` : ''}"`;

export async function knowDocument(
  app: Ctx,
  req: Pick<RequestInfo, 'headers'>,
  knowId: string,
  documentId: string,
  viewer: AuthUser | null,
  download: boolean,
): Promise<Reply> {
  const know = await visibleKnow(app, knowId, viewer);
  const upload = await knowUpload(app, know.id, documentId.toLowerCase());
  const pages = await servedPages(app, know, upload, viewer);
  // An image is one page: it is served whole or not at all.
  const preview = pages !== null && upload.contentType === 'application/pdf';
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl(know, viewer, preview),
    // The answer depends on the bearer (preview or whole), so caches must key on it.
    Vary: 'Authorization',
    'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', upload.filename),
  };
  const common = { contentType: upload.contentType, headers, lastModified: upload.createdAt };
  if (preview) {
    headers[PREVIEW_HEADER] = 'first-page';
    // The preview is a file made on each 200 (a 304 makes none): offered whole only.
    return fileReply(req, {
      ...common,
      etag: etagOf(upload, 'first-page'),
      read: async () => memoryBytes(await firstPages(await bytes(app, upload.storageKey), pages))(),
    });
  }
  return fileReply(req, {
    ...common,
    etag: etagOf(upload),
    rangeSize: upload.sizeBytes,
    read: storedBytes(app.storage, upload.storageKey),
  });
}

export async function knowThumbnail(
  app: Ctx,
  req: Pick<RequestInfo, 'headers'>,
  knowId: string,
  documentId: string | undefined,
  viewer: AuthUser | null,
): Promise<Reply> {
  const know = await visibleKnow(app, knowId, viewer);
  let upload: UploadRow | undefined;
  if (documentId) upload = await knowUpload(app, know.id, documentId.toLowerCase());
  else [upload] = await app.db.select().from(uploads).where(eq(uploads.knowId, know.id)).orderBy(asc(uploads.position)).limit(1);
  if (!upload) throw notFound('This know has no thumbnail.');
  // A later document's thumbnail is a picture of a later page: the reader's only if the page is.
  const later = upload.position > 0;
  if (later) await servedPages(app, know, upload, viewer);
  const withThumb = await ensureThumbnail(app, upload);
  const key = withThumb.thumbnailKey;
  if (!key) throw notFound('This know has no thumbnail.');
  const isPublic = know.status === 'PUBLISHED' && !know.isPrivate;
  // The know's thumbnail (page 1) is the same for every viewer: no Vary; a later one depends on the bearer.
  return fileReply(req, {
    etag: etagOf(upload, 'thumbnail'),
    contentType: thumbnailType(key),
    // As long as the documents: the first page of a know made private must leave shared caches
    // as soon (a day, for bytes that never change, would keep it there a day).
    headers: later
      ? { 'Cache-Control': 'private, max-age=300', Vary: 'Authorization' }
      : { 'Cache-Control': isPublic ? 'public, max-age=300, stale-while-revalidate=600' : 'private, max-age=300' },
    read: async () => memoryBytes(await bytes(app, key))(),
  });
}

/** GET /uploads/{uuid}: the uploader's own file (KnowDocument.url before a know claims it). */
export async function ownUpload(app: Ctx, req: Pick<RequestInfo, 'headers'>, uploadId: string, user: AuthUser): Promise<Reply> {
  const [upload] = await app.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId.toLowerCase()), eq(uploads.userId, user.user.id)));
  // A claimed upload is served through its know, with the know's visibility.
  if (!upload) throw notFound('Upload not found.');
  if (upload.knowId) {
    const know = await visibleKnow(app, upload.knowId, user);
    if (!canSee(know, user)) throw notFound('Upload not found.');
  }
  return fileReply(req, {
    etag: etagOf(upload),
    lastModified: upload.createdAt,
    rangeSize: upload.sizeBytes,
    contentType: upload.contentType,
    // Only the uploader's browser may keep it, and must ask again each time (a 304 when unchanged).
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Authorization', 'Content-Disposition': contentDisposition('inline', upload.filename) },
    read: storedBytes(app.storage, upload.storageKey),
  });
}
