/**
 * Test documents and file checks shared by the API tests (STYLE: one makePdf, not a copy per
 * test file). Real PDFs made with pdf-lib, so the server's pdf.js reads them as it reads uploads.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { decodePDFRawStream, PDFDocument, PDFRawStream, StandardFonts } from '@pdfme/pdf-lib';

export interface PdfOptions {
  /** Page size in points (default 300 x 400). */
  size?: [number, number];
  fontSize?: number;
}

/** A PDF with one page per entry, each showing its text (a number n: pages "Page 1" … "Page n"). */
export async function makePdf(pages: string[] | number, { size = [300, 400], fontSize = 14 }: PdfOptions = {}): Promise<Buffer> {
  const texts = typeof pages === 'number' ? Array.from({ length: pages }, (_, i) => `Page ${i + 1}`) : pages;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage(size).drawText(text, { x: 20, y: size[1] - 50, size: fontSize, font });
  return Buffer.from(await doc.save());
}

/** Every file below `dir` (none if it does not exist), to prove a refused upload left nothing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

/**
 * Whether `text` is anywhere in a PDF's objects (streams decoded), drawn on a page or not: what
 * someone opening the file with any tool could read. pdf-lib draws text as hex strings, so both
 * forms are looked for.
 */
export async function pdfHolds(pdf: Buffer, text: string): Promise<boolean> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const raw = object instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(object).decode()).toString('latin1') : object.toString();
    if (raw.includes(text) || raw.toUpperCase().includes(hex)) return true;
  }
  return false;
}
