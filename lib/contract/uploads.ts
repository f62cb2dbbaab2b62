/** Contract of uploads: POST /uploads (multipart field "file") answers a KnowDocument. */
import { uuidParams } from './common';

export { knowDocumentSchema as uploadSchema } from './knows';
export const uploadParams = uuidParams;

/** What a stored document is: a PDF, or an image where the edition allows images. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** A know's thumbnail: WebP, or PNG where it was made before thumbnails were WebP. */
export const THUMBNAIL_CONTENT_TYPES = ['image/webp', 'image/png'] as const;
