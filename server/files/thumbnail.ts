/** Thumbnails of uploaded images: PNG, THUMBNAIL_WIDTH px wide (never enlarged). */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { corruptDocument } from './document-type';
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
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(data);
  } catch {
    throw corruptDocument('the image cannot be decoded');
  }
  if (!image.width || !image.height) throw corruptDocument('the image cannot be decoded');
  const width = Math.min(THUMBNAIL_WIDTH, image.width);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff'; // transparent images show on white, like a page
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}
