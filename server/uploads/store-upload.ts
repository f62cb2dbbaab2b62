/**
 * Uploads (decision 0008): a file is sniffed, inspected (page count, text, thumbnail), written to
 * storage and recorded with its page text, all or nothing. It stays its uploader's until a know
 * claims it; unclaimed ones are purged after UPLOAD_ABANDON_AFTER_HOURS (default a day): the
 * uploader's own when they upload again, everyone's by the purge-abandoned-uploads job.
 * An upload over HTTP arrives as a file on disk (decision 0049): it is checked by its ends,
 * inspected by a worker that reads the file, and copied into storage; never held here whole.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { uploadPages, uploads, type UploadRow } from '../db/schema';
import { DOCUMENT_EXTENSIONS, isImageType, sniffDocumentType, type DocumentType } from '../files/document-type';
import { inspectDocument, normaliseText, type InspectedDocument } from '../files/pdf';
import { readHead, type DocumentSource } from '../files/document-source';
import type { LocalFile } from '../files/file-storage';
import type { JobOwner } from '../files/inspect-pool';
import { THUMBNAIL_EXTENSION, thumbnailType } from '../files/thumbnail';
import { unsupportedMedia } from '../errors';
import { sanitizeFilename } from './filename';

export type UploadContext = Pick<AppContext, 'db' | 'storage' | 'env'>;

export interface StoreUploadInput {
  userId: string;
  filename: string;
  /** The bytes, or a file on disk (an upload spooled as it arrived, its size and hash taken then). */
  data: Buffer | LocalFile;
  /** PNG/JPEG/WebP are accepted too (editions with imageUploadAllowed). */
  allowImages: boolean;
  /** Known text per page (the seed, which wrote the PDF): extraction is skipped. */
  pagesText?: string[];
  /** No thumbnail now; ensureThumbnail() renders it on first request. */
  skipThumbnail?: boolean;
  /** A fixed id (the seed's stable uuids); default a random one. */
  id?: string;
}

/** Rows deleted per statement when purging: bounded locks and memory, however many are stale. */
const PURGE_BATCH = 500;
// Rows per INSERT of page text: far below PostgreSQL's 65,535 bind parameters.
const PAGE_ROWS_PER_INSERT = 2_000;

const PDF_ONLY: DocumentType[] = ['application/pdf'];
const PDF_AND_IMAGES = Object.keys(DOCUMENT_EXTENSIONS) as DocumentType[];

export const documentKey = (uploadId: string, type: DocumentType) =>
  `knows/${uploadId}/document.${DOCUMENT_EXTENSIONS[type]}`;
export const thumbnailKey = (uploadId: string) => `knows/${uploadId}/thumbnail.${THUMBNAIL_EXTENSION}`;

/** Bytes a type is told by (magic bytes; sniffDocumentType needs at most 16). */
const SNIFF_BYTES = 64;

/** The type of an accepted file (by its first bytes), else 415 InvalidMIMETypeError. */
export function acceptedType(head: Buffer, allowImages: boolean): DocumentType {
  const type = sniffDocumentType(head);
  const allowed = allowImages ? PDF_AND_IMAGES : PDF_ONLY;
  if (!type || !allowed.includes(type)) {
    throw unsupportedMedia(
      allowImages ? 'Only PDF, PNG, JPEG and WebP files can be uploaded.' : 'Only PDF files can be uploaded.',
      { allowed },
    );
  }
  return type;
}

/** The settings' page and decompressed-size caps (decision 0015). */
const documentLimits = (app: UploadContext) => ({
  maxPages: app.env.MAX_DOCUMENT_PAGES,
  maxDecompressedBytes: app.env.MAX_DOCUMENT_DECOMPRESSED_BYTES,
});

/** The uploader's share of the inspection workers (decision 0049). */
const ownerOf = (app: UploadContext, userId: string): JobOwner => ({ id: userId, maxJobs: app.env.INSPECTIONS_PER_USER });

const sourceOf = (data: Buffer | LocalFile): DocumentSource => (Buffer.isBuffer(data) ? data : { path: data.path });

async function inspect(app: UploadContext, type: DocumentType, input: StoreUploadInput): Promise<InspectedDocument> {
  const thumbnail = !input.skipThumbnail;
  const source = sourceOf(input.data);
  const owner = ownerOf(app, input.userId);
  if (input.pagesText && input.pagesText.length > 0 && !isImageType(type)) {
    const pages = input.pagesText.map(normaliseText);
    // The caller wrote the file: its page count is the text's; pdf.js runs only for a thumbnail.
    if (!thumbnail) return { contentType: type, pageCount: pages.length, pages, thumbnail: null };
    const seen = await inspectDocument(source, type, { text: false, documentLimits: documentLimits(app), owner });
    return { ...seen, pages: Array.from({ length: seen.pageCount }, (_, i) => pages[i] ?? '') };
  }
  return inspectDocument(source, type, { thumbnail, documentLimits: documentLimits(app), owner });
}

export async function storeUpload(app: UploadContext, input: StoreUploadInput): Promise<UploadRow> {
  const { data } = input;
  const type = acceptedType(await readHead(sourceOf(data), SNIFF_BYTES), input.allowImages);
  const filename = sanitizeFilename(input.filename, DOCUMENT_EXTENSIONS[type]);
  // Inspect before anything is written: an unreadable file, or one over the page or
  // decompressed-size caps, leaves no trace.
  const doc = await inspect(app, type, input);

  const id = input.id ?? randomUUID();
  const row: UploadRow = {
    id,
    userId: input.userId,
    knowId: null,
    position: 0,
    contentType: type,
    filename,
    sizeBytes: Buffer.isBuffer(data) ? data.length : data.size,
    pageCount: doc.pageCount,
    storageKey: documentKey(id, type),
    thumbnailKey: doc.thumbnail ? thumbnailKey(id) : null,
    sha256: Buffer.isBuffer(data) ? createHash('sha256').update(data).digest('hex') : data.sha256,
    createdAt: new Date(),
  };
  const written: string[] = [];
  try {
    // Files are written inside the transaction: a failed insert writes none, a failed write
    // rolls the rows back; only a failed commit leaves files to remove (below).
    await app.db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      const pageRows = doc.pages.map((text, i) => ({ uploadId: id, pageNumber: i + 1, text }));
      for (let i = 0; i < pageRows.length; i += PAGE_ROWS_PER_INSERT) {
        await tx.insert(uploadPages).values(pageRows.slice(i, i + PAGE_ROWS_PER_INSERT));
      }
      written.push(row.storageKey);
      if (Buffer.isBuffer(data)) await app.storage.put(row.storageKey, data, type);
      else await app.storage.putFile(row.storageKey, data, type);
      if (doc.thumbnail && row.thumbnailKey) {
        written.push(row.thumbnailKey);
        await app.storage.put(row.thumbnailKey, doc.thumbnail, thumbnailType(row.thumbnailKey));
      }
    });
  } catch (err) {
    await Promise.all(written.map((key) => app.storage.remove(key).catch(() => {})));
    throw err;
  }
  return row;
}

/**
 * The upload with a thumbnail: rendered and stored now if it has none yet (seeded uploads, or
 * one whose thumbnail was skipped). Returns the row as updated.
 */
export async function ensureThumbnail(app: UploadContext, upload: UploadRow): Promise<UploadRow> {
  if (upload.thumbnailKey) return upload;
  const data = await app.storage.get(upload.storageKey);
  if (!data) throw new Error(`upload ${upload.id}: file ${upload.storageKey} is missing from storage`);
  const type = sniffDocumentType(data);
  if (!type) throw new Error(`upload ${upload.id}: stored file is not a document`);
  const { thumbnail } = await inspectDocument(data, type, { text: false, documentLimits: documentLimits(app) });
  if (!thumbnail) throw new Error(`upload ${upload.id}: no thumbnail rendered`);
  const key = thumbnailKey(upload.id);
  // Two requests racing here write the same bytes to the same key: harmless.
  await app.storage.put(key, thumbnail, thumbnailType(key));
  await app.db.update(uploads).set({ thumbnailKey: key }).where(eq(uploads.id, upload.id));
  return { ...upload, thumbnailKey: key };
}

/**
 * Deletes unclaimed uploads older than UPLOAD_ABANDON_AFTER_HOURS, rows first, then files: the
 * user's, or everyone's when `userId` is null. Returns how many went.
 */
export async function purgeStaleUploads(app: UploadContext, userId: string | null, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - app.env.UPLOAD_ABANDON_AFTER_HOURS * 3_600_000);
  // knowId is checked again by the DELETE itself: an upload claimed meanwhile stays.
  const stale = and(userId ? eq(uploads.userId, userId) : undefined, isNull(uploads.knowId), lt(uploads.createdAt, cutoff));
  let total = 0;
  for (;;) {
    const batch = app.db.select({ id: uploads.id }).from(uploads).where(stale).limit(PURGE_BATCH);
    const gone = await app.db
      .delete(uploads)
      .where(and(inArray(uploads.id, batch), stale))
      .returning({ storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey });
    // A file left behind by a failed removal is unreachable (no row names it): not worth failing for.
    await Promise.all(
      gone.flatMap((u) => [u.storageKey, u.thumbnailKey].filter((k): k is string => !!k))
        .map((key) => app.storage.remove(key).catch(() => {})),
    );
    total += gone.length;
    if (gone.length < PURGE_BATCH) return total;
  }
}
