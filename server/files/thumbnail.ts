/**
 * Thumbnails of uploaded documents and images: WebP, THUMBNAIL_WIDTH px wide (never enlarged).
 * WebP at quality 85 keeps a page of text as legible as PNG at a third of the bytes; the know
 * page shows the thumbnail as its first paint (decision 0044). Thumbnails stored before that
 * are PNG: their key's extension says which.
 */
import { corruptDocument, tooManyPixels } from './document-type';
import { MAX_IMAGE_PIXELS } from './document-limits';
import { imageThumbnailInWorker } from './inspect-pool';
import { sniffImageType } from './image';
import { imageDimensions } from './image-dimensions';


/** Width of every thumbnail (first page of a PDF, or an image), in px. */
export const THUMBNAIL_WIDTH = 300;
/** Encoder quality of thumbnails (0-100), as the worker passes it to the canvas. */
export const THUMBNAIL_QUALITY = 85;
export const THUMBNAIL_EXTENSION = 'webp';

/** The media type of a stored thumbnail, by its key (older ones are PNG). */
export function thumbnailType(key: string): 'image/webp' | 'image/png' {
  return key.endsWith(`.${THUMBNAIL_EXTENSION}`) ? 'image/webp' : 'image/png';
}

/**
 * Refuses an image by the size its header declares, before anything decodes it: a small file can
 * declare a huge image (a decompression bomb), and decoding allocates width × height × 4 bytes.
 */
export function checkImageSize(data: Buffer): void {
  const type = sniffImageType(data);
  const size = type && imageDimensions(data, type);
  if (!size || size.width < 1 || size.height < 1) throw corruptDocument('the image header is invalid');
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw tooManyPixels(size.width, size.height, MAX_IMAGE_PIXELS);
}

export async function imageThumbnail(data: Buffer): Promise<Buffer> {
  checkImageSize(data);
  // Decoding runs in a worker (inspect-pool.ts): a crafted image cannot hold the server's thread.
  return imageThumbnailInWorker(data, THUMBNAIL_WIDTH, THUMBNAIL_QUALITY);
}
