import { canUploadImages } from '@/lib/config/country-rules';
import { defineRoute } from '../route';
import { formError } from '../../errors';
import { signedIn } from './guards';
import { DOCUMENT_CONTENT_TYPES, uploadParams, uploadSchema } from '@/lib/contract/uploads';
import { toKnowDocument } from '../../knows/serialize';
import { ownUpload } from '../../knows/documents';
import { perUser } from '../../rate-limit/hooks';
import { purgeStaleUploads, storeUpload } from '../../uploads/store-upload';
import type { AuthUser } from '../../auth/authenticate';

const tag = 'Uploads';

/** Images are allowed where the edition of the user's country allows them (US). */
function imagesAllowed(auth: AuthUser): boolean {
  return canUploadImages(auth.user.country);
}

export const uploadsRoutes = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/uploads', tag,
    summary: 'Upload a document (multipart field "file"): PDF, or PNG/JPEG/WebP where the edition allows images',
    auth: 'required', clientHeaders: 'api', bodyKind: 'multipart', spoolFiles: true,
    maxBodyBytes: (env) => env.MAX_DOCUMENT_BYTES,
    limit: perUser('upload-user'),
    success: { status: 201, description: 'The stored, validated document, not yet part of a know', schema: uploadSchema },
    errors: [400, 413, 415, 429],
    handler: async (c) => {
      const auth = signedIn(c);
      const file = c.spooled.find((f) => f.name === 'file');
      if (!file) throw formError({ file: 'Choose a file to upload.' });
      if (file.size === 0) throw formError({ file: 'The file is empty.' });
      // Uploads never claimed by a know expire; tidy the caller's before adding one.
      await purgeStaleUploads(c.app, auth.user.id);
      const upload = await storeUpload(c.app, {
        userId: auth.user.id,
        filename: file.filename,
        data: file,
        allowImages: imagesAllowed(auth),
      });
      return { status: 201, body: toKnowDocument(upload) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/uploads/{uuid}', tag, summary: 'Bytes of an own upload (KnowDocument.url before a know has it)', auth: 'required', clientHeaders: 'api',
    params: uploadParams,
    success: { status: 200, description: 'PDF or image bytes', contentType: DOCUMENT_CONTENT_TYPES },
    file: { ranges: true },
    handler: async (c) => ownUpload(c.app, c.req, c.params.uuid, signedIn(c)),
  }),
];
