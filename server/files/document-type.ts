/** Document types by magic bytes only: the declared Content-Type and the file name are never trusted. */
import { badRequest, type ApiError } from '../errors';
import { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from './image';

export type DocumentType = 'application/pdf' | ImageType;

export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': 'pdf', ...IMAGE_EXTENSIONS };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * PDF when the file starts with `%PDF-`. (Readers accept the header within the first 1 KiB;
 * we require it at the start, which every real writer does, so a polyglot cannot pass.)
 */
export function sniffDocumentType(data: Buffer): DocumentType | null {
  if (data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'application/pdf';
  return sniffImageType(data);
}

export const isImageType = (type: DocumentType): type is ImageType => type !== 'application/pdf';

/** 400 BadRequestError, `data.reason = 'corrupt'`: what every unreadable document answers. */
export const corruptDocument = (detail?: string): ApiError =>
  badRequest(`The file cannot be read${detail ? `: ${detail}` : '.'}`, { reason: 'corrupt' });

/**
 * Why a readable document is refused (decision 0015): `data.reason` of a 400 BadRequestError is
 * 'too-many-pages' or 'too-large-when-decompressed' next to 'corrupt'; `data` also names the limit.
 */
export const tooManyPages = (pageCount: number, maxPages: number): ApiError =>
  badRequest(`The PDF has ${pageCount} pages; at most ${maxPages} are accepted.`, { reason: 'too-many-pages', pageCount, maxPages });

/** A PDF whose streams decode to more than `maxBytes` bytes (a decompression bomb, or simply too much). */
export const tooLargeDecompressed = (maxBytes: number): ApiError =>
  badRequest(`The file is too large when decompressed: more than ${maxBytes} bytes.`, {
    reason: 'too-large-when-decompressed', maxBytes,
  });

/** A PDF with a JPEG or JPEG 2000 image whose header declares more than `maxPixels` pixels. */
export const pdfImageTooLarge = (maxPixels: number): ApiError =>
  badRequest(`The file is too large when decompressed: an image in it has more than ${maxPixels} pixels.`, {
    reason: 'too-large-when-decompressed', maxPixels,
  });

/** An image whose header declares more than `maxPixels` pixels (refused before decoding). */
export const tooManyPixels = (width: number, height: number, maxPixels: number): ApiError =>
  badRequest(`The image is too large when decompressed: ${width} × ${height} pixels, at most ${maxPixels} are accepted.`, {
    reason: 'too-large-when-decompressed', maxPixels,
  });
