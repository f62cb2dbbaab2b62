/**
 * The preview of a PDF (decision 0008 "Blur", 0048): its first pages as a new file, cut with
 * pdf-lib (it only copies objects, nothing renders). Copying a page copies everything it refers
 * to, and a page can refer to others: a link's destination, a form field whose other widgets sit
 * on later pages, a bead of an article thread, a resource dictionary the producer shares between
 * all pages. Those would carry the later pages' content into the preview, readable by anyone
 * who opens the file. So before copying, references to pages that are not kept become null and
 * drawing resources the kept pages never name are dropped.
 */
import {
  decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNull, PDFPageLeaf, PDFPageTree, PDFRawStream, PDFRef,
  PDFStream, type PDFObject,
} from '@pdfme/pdf-lib';
import { ApiError } from '../errors';
import { corruptDocument } from './document-type';

/** The first `count` pages of `pdf` (at least one), as a new PDF with nothing of the others. */
export async function firstPages(pdf: Buffer, count: number): Promise<Buffer> {
  try {
    const source = await PDFDocument.load(pdf, { updateMetadata: false });
    if (source.getPageCount() < 1) throw corruptDocument('the PDF has no pages');
    const kept = source.getPages().slice(0, Math.max(1, count));
    const keptRefs = new Set(kept.map((p) => p.ref));
    for (const page of kept) cutOtherPages(source, page.node, keptRefs);
    dropUnusedXObjects(source, kept.map((p) => p.node));
    const preview = await PDFDocument.create({ updateMetadata: false });
    const pages = await preview.copyPages(source, kept.map((_, i) => i));
    for (const page of pages) preview.addPage(page);
    const title = source.getTitle();
    if (title) preview.setTitle(title);
    return Buffer.from(await preview.save());
  } catch (err) {
    // pdf-lib fails in many ways (its own errors, TypeErrors on broken object graphs): one answer.
    if (err instanceof ApiError) throw err;
    throw corruptDocument('the PDF structure is invalid');
  }
}

/** The visitor preview: the first page only. @internal tests and tools only (knip --production) */
export const firstPageOnly = (pdf: Buffer): Promise<Buffer> => firstPages(pdf, 1);

/** Whether `ref` names a page (or part of the page tree) other than the kept ones. */
function isOtherPage(doc: PDFDocument, ref: PDFRef, kept: Set<PDFRef>): boolean {
  if (kept.has(ref)) return false;
  const target = doc.context.lookup(ref);
  return target instanceof PDFPageLeaf || target instanceof PDFPageTree;
}

/**
 * Walks everything `page` refers to (its /Parent aside: pdf-lib drops it when copying) and
 * replaces each reference to another page with null, in the loaded source only.
 */
function cutOtherPages(doc: PDFDocument, page: PDFPageLeaf, kept: Set<PDFRef>): void {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): void => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRef) return visit(doc.context.lookup(object));
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (dict === page && key === PDFName.Parent) continue;
        if (value instanceof PDFRef && isOtherPage(doc, value, kept)) dict.set(key, PDFNull);
        else visit(value);
      }
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) {
        const value = object.get(i);
        if (value instanceof PDFRef && isOtherPage(doc, value, kept)) object.set(i, PDFNull);
        else visit(value);
      }
    }
  };
  visit(page);
  // Resources and boxes a page inherits from the tree are copied with it: walk those too.
  for (const key of PDFPageLeaf.InheritableEntries) visit(page.getInheritableAttribute(PDFName.of(key)));
}

/**
 * Drops the XObjects (images, forms: where a later page's text can hide) from the kept pages'
 * resources unless a kept page's content names them. A content stream that cannot be decoded
 * leaves the resources as they are (the page must still render).
 */
function dropUnusedXObjects(doc: PDFDocument, pages: PDFPageLeaf[]): void {
  const named = new Set<string>();
  for (const page of pages) {
    const contents = page.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) return;
      let text: string;
      try {
        text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      } catch {
        return;
      }
      for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) named.add(match[1]!);
    }
  }
  for (const page of pages) {
    const resources = doc.context.lookupMaybe(page.getInheritableAttribute(PDFName.Resources), PDFDict);
    const xObjects = resources?.lookupMaybe(PDFName.XObject, PDFDict);
    if (!xObjects) continue;
    for (const key of xObjects.keys()) {
      if (!named.has(key.asString().slice(1)) && !named.has(key.decodeText())) xObjects.delete(key);
    }
  }
}
