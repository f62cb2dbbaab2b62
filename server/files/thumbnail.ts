/** Thumbnails of uploaded images: PNG, THUMBNAIL_WIDTH px wide (never enlarged). */
import { corruptDocument } from './document-type';
import { imageThumbnailInWorker } from './inspect-pool';
import { sniffImageType } from './image';
import { imageDimensions } from './image-dimensions';

/** Width of every thumbnail (first page of a PDF, or an image), in px. */
export const THUMBNAIL_WIDTH = 300;
/** Larger images are refused before decoding (about 160 MB of pixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export async function imageThumbnail(data: Buffer): Promise<Buffer> {
  const type = sniffImageType(data);
  const size = type && imageDimensions(data, type);
  if (!size || size.width < 1 || size.height < 1) throw corruptDocument('the image header is invalid');
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw corruptDocument('the image has too many pixels');
  // Decoding runs in a worker (inspect-pool.ts): a crafted image cannot hold the server's thread.
  return imageThumbnailInWorker(data, THUMBNAIL_WIDTH);
}
