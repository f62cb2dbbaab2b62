/**
 * Cheap checks of a PDF before it may queue for an inspection worker (decision 0049): a few KB
 * read from its two ends, on this thread, in well under a millisecond. A file that fails them is
 * no PDF any reader would open as written (random bytes after a `%PDF-` header, a truncated
 * download) and is refused as corrupt without costing a worker seconds of pdf.js rebuilding a
 * cross-reference table from 25 MB of noise.
 *
 * Every PDF writer ends the file with `startxref`, the byte offset of the last cross-reference
 * section, and `%%EOF` (ISO 32000 §7.5.5); readers look for them near the end. They are searched
 * for in the last TAIL_BYTES, more than the 1 KiB readers use, so padding some tools append after
 * `%%EOF` still passes. The offset must lie inside the file; where it points is left to pdf.js,
 * which repairs a wrong one (real files from buggy writers have them). A crafted file can pass
 * these checks: it then costs its sender's own share of the workers (inspect-pool.ts).
 */
import { corruptDocument, sniffDocumentType } from './document-type';
import { readHead, readTail, sourceSize, type DocumentSource } from './document-source';

const TAIL_BYTES = 16 * 1024;
const STARTXREF = /startxref\s+(\d{1,15})\s+%%EOF/g;

/** Throws 400 corrupt unless `source` starts like a PDF and ends with its trailer. */
export async function precheckPdf(source: DocumentSource): Promise<void> {
  if (sniffDocumentType(await readHead(source, 8)) !== 'application/pdf') throw corruptDocument('not a PDF');
  const size = await sourceSize(source);
  const tail = (await readTail(source, TAIL_BYTES)).toString('latin1');
  // The last one counts: an incrementally updated file has one per revision.
  const last = [...tail.matchAll(STARTXREF)].at(-1);
  if (!last) throw corruptDocument('the PDF is incomplete (it has no end-of-file trailer)');
  if (Number(last[1]) >= size) throw corruptDocument('the PDF structure is invalid');
}
