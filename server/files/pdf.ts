/**
 * What an uploaded document holds: page count, each page's text (for search and the know page)
 * and a first-page thumbnail. PDFs are read with pdf.js and rendered with @napi-rs/canvas in a
 * worker thread (inspect-pool.ts: hard time limits that terminate it); the visitor preview is
 * cut in pdf-preview.ts.
 */
import { corruptDocument, sniffDocumentType, type DocumentType } from './document-type';
import { DEFAULT_PDF_LIMITS, inspectPdfInWorker, type PdfTimeLimits, type StallPhase } from './inspect-pool';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document-limits';
import { checkImageSize, imageThumbnail, THUMBNAIL_QUALITY, THUMBNAIL_WIDTH } from './thumbnail';

export { sniffDocumentType, type DocumentType } from './document-type';

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

export async function inspectPdf(data: Buffer, options: InspectOptions = {}): Promise<InspectedDocument> {
  if (sniffDocumentType(data) !== 'application/pdf') throw corruptDocument('not a PDF');
  const { maxPages, maxDecompressedBytes } = { ...DEFAULT_DOCUMENT_LIMITS, ...options.documentLimits };
  const seen = await inspectPdfInWorker({
    data,
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

/** Inspects a sniffed document: PDFs with pdf.js, images (one page, no text) with the canvas. */
export async function inspectDocument(
  data: Buffer,
  contentType: DocumentType,
  options: InspectOptions = {},
): Promise<InspectedDocument> {
  if (contentType === 'application/pdf') return inspectPdf(data, options);
  // By the declared size, with or without a thumbnail now: a bomb is never stored.
  checkImageSize(data);
  const thumbnail = options.thumbnail === false ? null : await imageThumbnail(data);
  return { contentType, pageCount: 1, pages: [''], thumbnail };
}
