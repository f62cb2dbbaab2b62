/**
 * What an uploaded document holds: page count, each page's text (for search and the know page)
 * and a first-page thumbnail. PDFs are read with pdf.js and rendered with @napi-rs/canvas in a
 * worker thread (inspect-pool.ts: hard time limits that terminate it); the visitor preview is
 * cut in pdf-preview.ts.
 */
import { ApiError } from '../errors';
import { type DocumentType } from './document-type';
import { DEFAULT_PDF_LIMITS, imageThumbnailInWorker, inspectPdfInWorker, type JobOwner, type PdfTimeLimits, type StallPhase } from './inspect-pool';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document-limits';
import { readAll, readHead, type DocumentSource } from './document-source';
import { precheckPdf } from './pdf-precheck';
import { checkImageSize, THUMBNAIL_QUALITY, THUMBNAIL_WIDTH } from './thumbnail';

export { type DocumentType } from './document-type';
export type { DocumentSource } from './document-source';

export interface InspectedDocument {
  contentType: DocumentType;
  pageCount: number;
  /** Text of each page, whitespace normalised ('' for images and for pages past the caps). */
  pages: string[];
  /** WebP of the first page, about THUMBNAIL_WIDTH px wide; null when not asked for. */
  thumbnail: Buffer | null;
}

export interface InspectOptions {
  /** Render the first-page thumbnail (default true). */
  thumbnail?: boolean;
  /** Extract page text (default true); false: `pages` are all ''. */
  text?: boolean;
  /** Time limits (default DEFAULT_PDF_LIMITS); past one, the file counts as corrupt. */
  limits?: Partial<PdfTimeLimits>;
  /**
   * Page and decompressed-size caps (default DEFAULT_DOCUMENT_LIMITS; uploads pass the settings):
   * over one, 400 too-many-pages / too-large-when-decompressed.
   */
  documentLimits?: Partial<DocumentLimits>;
  /**
   * Whose job it is in the inspection pool (uploads: the user): shared fairly between owners, at
   * most `maxJobs` each at once (429 beyond). Unset: the server's own work.
   */
  owner?: JobOwner;
  /** Tests only: the worker blocks its thread in this phase, like a hostile PDF. */
  stallForTest?: StallPhase;
}

/** Text is read from at most this many pages; a longer document keeps its real page count. */
export const MAX_TEXT_PAGES = 500;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * Joins a page's text items: line breaks where pdf.js saw them, runs of spaces collapsed. (The
 * worker joins the same way, `rawText`, and inspectPdf normalises what it returns.)
 * @internal tests and tools only (knip --production)
 */
export function joinTextItems(items: readonly TextItemLike[]): string {
  let raw = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers carry no text
    raw += item.str;
    if (item.hasEOL) raw += '\n';
  }
  return normaliseText(raw);
}

// Control characters (NUL among them, which PostgreSQL text cannot hold) are dropped.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/** One line per line of text, inner whitespace collapsed, empty lines dropped. */
export function normaliseText(text: string): string {
  return text
    .replace(CONTROL, '')
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A PDF's pages, text and thumbnail. `data`: its bytes, or its file, which only the worker reads
 * whole. Cheap checks of its ends come first (pdf-precheck.ts): junk never waits for a worker.
 */
export async function inspectPdf(data: DocumentSource, options: InspectOptions = {}): Promise<InspectedDocument> {
  await precheckPdf(data);
  const { maxPages, maxDecompressedBytes } = { ...DEFAULT_DOCUMENT_LIMITS, ...options.documentLimits };
  const seen = await inspectPdfInWorker({
    data,
    owner: options.owner,
    text: options.text !== false,
    maxTextPages: MAX_TEXT_PAGES,
    maxPages,
    maxDecompressedBytes,
    thumbnailWidth: options.thumbnail === false ? 0 : THUMBNAIL_WIDTH,
    thumbnailQuality: THUMBNAIL_QUALITY,
    limits: { ...DEFAULT_PDF_LIMITS, ...options.limits },
    stall: options.stallForTest,
  });
  return { contentType: 'application/pdf', pageCount: seen.pageCount, pages: seen.pages.map(normaliseText), thumbnail: seen.thumbnail };
}

/**
 * Bytes of an image's start that hold its size in practice: a JPEG's frame header follows its
 * metadata segments (EXIF with a preview, ICC profile), each at most 64 KiB.
 */
const IMAGE_HEAD_BYTES = 1024 * 1024;

/** Inspects a sniffed document: PDFs with pdf.js, images (one page, no text) with the canvas. */
export async function inspectDocument(
  data: DocumentSource,
  contentType: DocumentType,
  options: InspectOptions = {},
): Promise<InspectedDocument> {
  if (contentType === 'application/pdf') return inspectPdf(data, options);
  // By the declared size, with or without a thumbnail now: a bomb is never stored. The start of
  // the file is enough, but for a JPEG with more metadata than that, read whole.
  const head = await readHead(data, IMAGE_HEAD_BYTES);
  try {
    checkImageSize(head);
  } catch (err) {
    const unread = err instanceof ApiError && err.data?.reason === 'corrupt' && head.length === IMAGE_HEAD_BYTES;
    if (!unread) throw err;
    checkImageSize(await readAll(data));
  }
  const thumbnail = options.thumbnail === false ? null
    : await imageThumbnailInWorker(data, THUMBNAIL_WIDTH, THUMBNAIL_QUALITY, options.owner);
  return { contentType, pageCount: 1, pages: [''], thumbnail };
}
