/**
 * PDFs the specs upload, made on the fly so no fixture file is needed: A4 pages, each carrying one
 * recognisable line of text (and, when given, a smaller `footer` line below it).
 */
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';

export async function linesPdf(lines: readonly string[], footer?: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    const page = pdf.addPage([595, 842]);
    page.drawText(line, { x: 60, y: 760, size: 22, font });
    if (footer !== undefined) page.drawText(footer, { x: 60, y: 720, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}
