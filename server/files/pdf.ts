/**
 * What an uploaded document holds: page count, each page's text (for search and the know page)
 * and a first-page thumbnail. PDFs are read with pdf.js and rendered with @napi-rs/canvas (through
 * pdf.js's own canvas factory, so every canvas of one render comes from the same native module);
 * the visitor preview (decision 0008 "Blur") is cut with pdf-lib.
 */
import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../http/errors';
import { corruptDocument, sniffDocumentType, type DocumentType } from './document-type';
import { loadPdfJs, pdfJsDataOptions } from './pdfjs';
import { imageThumbnail, THUMBNAIL_WIDTH } from './thumbnail';

export { corruptDocument, sniffDocumentType, type DocumentType } from './document-type';

export interface InspectedDocument {
  contentType: DocumentType;
  pageCount: number;
  /** Text of each page, whitespace normalised ('' for images and for pages past the caps). */
  pages: string[];
  /** PNG of the first page, about THUMBNAIL_WIDTH px wide; null when not asked for. */
  thumbnail: Buffer | null;
}

export interface InspectOptions {
  /** Render the first-page thumbnail (default true). */
  thumbnail?: boolean;
  /** Extract page text (default true); false: `pages` are all ''. */
  text?: boolean;
}

/** Text is read from at most this many pages; a longer document keeps its real page count. */
export const MAX_TEXT_PAGES = 500;
/** Opening (parsing the structure) must finish within this time, or the file counts as corrupt. */
const OPEN_TIMEOUT_MS = 15_000;
/** Text extraction stops after this much time; later pages keep empty text rather than failing. */
const TEXT_BUDGET_MS = 20_000;
const RENDER_TIMEOUT_MS = 15_000;
/** A page of absurd proportions must not allocate a huge canvas. */
const MAX_THUMBNAIL_HEIGHT = THUMBNAIL_WIDTH * 4;

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** pdf.js's exception names for files it cannot open, worded for the person who uploaded them. */
function describeOpenError(err: unknown): string {
  const name = (err as { name?: string })?.name;
  if (name === 'PasswordException') return 'the PDF is password-protected';
  if (name === 'InvalidPDFException') return 'the PDF structure is invalid';
  if (err instanceof Timeout) return err.message;
  return 'the PDF is damaged';
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/** Joins a page's text items: line breaks where pdf.js saw them, runs of spaces collapsed. */
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
  const pdfjs = await loadPdfJs();
  // A copy: pdf.js transfers the buffer it is given, which would detach the caller's (pooled) memory.
  const task = pdfjs.getDocument({ data: new Uint8Array(data), ...pdfJsDataOptions() });
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await withTimeout(task.promise, OPEN_TIMEOUT_MS, 'opening the PDF');
    } catch (err) {
      throw corruptDocument(describeOpenError(err));
    }
    const pageCount = doc.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw corruptDocument('the PDF has no pages');
    // Also PDFs that open without a password (owner password only): their streams stay
    // encrypted, so the visitor preview (firstPageOnly) could not be cut from them.
    const { info } = await doc.getMetadata().catch(() => ({ info: {} }));
    if ((info as { EncryptFilterName?: unknown }).EncryptFilterName) throw corruptDocument('the PDF is encrypted');

    const pages = new Array<string>(pageCount).fill('');
    if (options.text !== false) {
      const deadline = Date.now() + TEXT_BUDGET_MS;
      const last = Math.min(pageCount, MAX_TEXT_PAGES);
      for (let n = 1; n <= last && Date.now() < deadline; n++) {
        try {
          const page = await withTimeout(doc.getPage(n), Math.max(1, deadline - Date.now()), 'reading the text');
          const content = await withTimeout(page.getTextContent(), Math.max(1, deadline - Date.now()), 'reading the text');
          pages[n - 1] = joinTextItems(content.items as TextItemLike[]);
          page.cleanup();
        } catch (err) {
          if (err instanceof Timeout) break; // out of time: keep what we have
          throw corruptDocument(`page ${n} cannot be read`);
        }
      }
    }

    let thumbnail: Buffer | null = null;
    if (options.thumbnail !== false) {
      try {
        thumbnail = await withTimeout(renderFirstPage(doc), RENDER_TIMEOUT_MS, 'rendering the first page');
      } catch (err) {
        throw corruptDocument(err instanceof Timeout ? err.message : 'the first page cannot be rendered');
      }
    }
    return { contentType: 'application/pdf', pageCount, pages, thumbnail };
  } finally {
    await task.destroy().catch(() => {});
  }
}

type PdfDoc = Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfJs>>['getDocument']>['promise']>;

interface NodeCanvasEntry {
  canvas: { encode(format: 'png'): Promise<Buffer> };
  context: unknown;
}

async function renderFirstPage(doc: PdfDoc): Promise<Buffer> {
  const page = await doc.getPage(1);
  const unit = page.getViewport({ scale: 1 });
  const scale = Math.min(THUMBNAIL_WIDTH / unit.width, MAX_THUMBNAIL_HEIGHT / unit.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const factory = doc.canvasFactory as { create(w: number, h: number): NodeCanvasEntry; destroy(e: NodeCanvasEntry): void };
  const entry = factory.create(width, height);
  try {
    await page.render({
      canvas: entry.canvas as unknown as HTMLCanvasElement,
      canvasContext: entry.context as CanvasRenderingContext2D,
      viewport,
      background: '#ffffff',
    }).promise;
    return await entry.canvas.encode('png');
  } finally {
    factory.destroy(entry);
    page.cleanup();
  }
}

/** Inspects a sniffed document: PDFs with pdf.js, images (one page, no text) with the canvas. */
export async function inspectDocument(
  data: Buffer,
  contentType: DocumentType,
  options: InspectOptions = {},
): Promise<InspectedDocument> {
  if (contentType === 'application/pdf') return inspectPdf(data, options);
  const thumbnail = options.thumbnail === false ? null : await imageThumbnail(data);
  return { contentType, pageCount: 1, pages: [''], thumbnail };
}

/**
 * The first page only, as a new PDF (the visitor preview). pdf-lib copies the page with what it
 * references (fonts, images), so the preview renders like the original's first page.
 */
export async function firstPageOnly(pdf: Buffer): Promise<Buffer> {
  try {
    const source = await PDFDocument.load(pdf, { updateMetadata: false });
    if (source.getPageCount() < 1) throw corruptDocument('the PDF has no pages');
    const preview = await PDFDocument.create({ updateMetadata: false });
    const [page] = await preview.copyPages(source, [0]);
    preview.addPage(page!);
    const title = source.getTitle();
    if (title) preview.setTitle(title);
    return Buffer.from(await preview.save());
  } catch (err) {
    // pdf-lib fails in many ways (its own errors, TypeErrors on broken object graphs): one answer.
    if (err instanceof ApiError) throw err;
    throw corruptDocument('the PDF structure is invalid');
  }
}
