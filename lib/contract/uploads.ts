/** Contract of uploads: POST /uploads (multipart field "file") answers a KnowDocument. */
import { uuidParams } from './common';

export { knowDocumentSchema as uploadSchema } from './knows';
export const uploadParams = uuidParams;
