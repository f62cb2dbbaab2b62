/**
 * What one uploaded document may cost the server (decision 0015): pages, bytes once decompressed,
 * pixels of an image. The page and decompressed-byte caps are settings (MAX_DOCUMENT_PAGES,
 * MAX_DOCUMENT_DECOMPRESSED_BYTES in server/env.ts); these are their defaults.
 */

/** Pages per PDF (MAX_DOCUMENT_PAGES). A 1,000,000-page PDF fits in 6 MB. */
export const DEFAULT_MAX_DOCUMENT_PAGES = 500;
/**
 * Bytes all streams of a PDF decode to, together (MAX_DOCUMENT_DECOMPRESSED_BYTES). pdf.js holds a
 * decoded stream whole, outside the worker's heap limit: this is what bounds its memory.
 */
export const DEFAULT_MAX_DECOMPRESSED_BYTES = 256 * 1024 * 1024;
/**
 * Pixels of an uploaded image, and of an image inside a PDF that pdf.js draws (about 160 MB
 * decoded as RGBA; an A4 page scanned at 600 dpi has 35 million). Refused by declared size,
 * before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface DocumentLimits {
  maxPages: number;
  maxDecompressedBytes: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxPages: DEFAULT_MAX_DOCUMENT_PAGES,
  maxDecompressedBytes: DEFAULT_MAX_DECOMPRESSED_BYTES,
};
