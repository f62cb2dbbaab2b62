/** Thumbnails of uploaded images: PNG, THUMBNAIL_WIDTH px wide (never enlarged). */
import { corruptDocument, tooManyPixels } from './document-type';
import { MAX_IMAGE_PIXELS } from './document-limits';
import { imageThumbnailInWorker } from './inspect-pool';
import { sniffImageType } from './image';
import { imageDimensions } from './image-dimensions';

export { MAX_IMAGE_PIXELS } from './document-limits';

/** Width of every thumbnail (first page of a PDF, or an image), in px. */
export const THUMBNAIL_WIDTH = 300;

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
  return imageThumbnailInWorker(data, THUMBNAIL_WIDTH);
}
