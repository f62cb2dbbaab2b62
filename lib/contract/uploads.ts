/** Contract of uploads: POST /uploads (multipart field "file") answers a KnowDocument. */
import { uuidParams } from './common';

export { knowDocumentSchema as uploadSchema, type KnowDocument as Upload } from './knows';
export const uploadParams = uuidParams;
