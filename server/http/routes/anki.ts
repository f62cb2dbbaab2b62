/**
 * Anki import and export (issue 24 §6, decision 0070), and the images cards carry: an `.apkg`
 * becomes a private flashcard set of the caller; the owner downloads a set as an `.apkg`.
 */
import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../route';
import { formError } from '../../errors';
import { signedIn } from './guards';
import { perUser } from '../../rate-limit/hooks';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { ankiExportParams, ankiImportFields, ankiImportResultSchema, flashcardImageParams, flashcardImageSchema } from '@/lib/contract/anki';
import { ANKI_CONTENT_TYPE, ANKI_IMPORT_PATH } from '@/lib/contract/anki-constants';
import { importAnkiDeck } from '../../anki/import-deck';
import { exportAnkiDeck } from '../../anki/export-deck';
import { flashcardImage, setImages } from '../../anki/card-image';
import { contentDisposition } from '../../knows/documents';

const tag = 'Flashcards';

export const ankiRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'POST', path: ANKI_IMPORT_PATH, tag, auth: 'required', clientHeaders: 'api',
    summary: 'Import an Anki deck (.apkg, multipart field "file") as a new private flashcard set',
    description:
      'Front and back are the first two fields of each note, as text (HTML removed, line breaks kept); images the fields ' +
      'show (PNG, JPEG, WebP) are kept, other media left out. A refused package changes nothing: 415 InvalidMIMETypeError ' +
      '(data.reason NotAZip), 400 BadRequestError with data.reason NoCollection, TooLarge, ZipBomb, TooManyEntries, ' +
      'TooManyCards, NoCards, UnsafeMediaName or CorruptCollection, 413 over the package size, 503 (data.reason Busy) ' +
      'while other imports run.',
    bodyKind: 'multipart', body: ankiImportFields, spoolFiles: true,
    maxBodyBytes: () => ANKI_LIMITS.packageBytesMax,
    limit: perUser('upload-user'),
    success: { status: 201, description: 'The new set and what was imported', schema: ankiImportResultSchema },
    errors: [400, 413, 415, 429, 503],
    handler: async (c) => {
      const auth = signedIn(c);
      const file = c.spooled.find((f) => f.name === 'file');
      if (!file) throw formError({ file: 'Choose an Anki deck (.apkg) to import.' });
      const result = await importAnkiDeck(c.app, auth, {
        source: file.path,
        contentLanguageCode: c.body.contentLanguageCode,
        subjectId: c.body.subjectId ?? null,
      });
      return { status: 201, body: result };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcard-sets/{uuid}/anki-export', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Download an own flashcard set as an Anki deck (.apkg: Basic notes, the set\'s images as media)',
    params: ankiExportParams,
    success: { status: 200, description: 'The .apkg file', contentType: ANKI_CONTENT_TYPE },
    errors: [403, 404],
    handler: async (c) => {
      const { filename, data } = await exportAnkiDeck(c.app, signedIn(c), c.params.uuid);
      return {
        status: 200,
        raw: { data, contentType: ANKI_CONTENT_TYPE },
        headers: { 'Content-Disposition': contentDisposition('attachment', filename), 'Content-Length': String(data.length), 'Cache-Control': 'private, no-store' },
      };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcard-sets/{uuid}/images', tag, auth: 'optional', clientHeaders: 'api',
    summary: "The images on the cards of a flashcard set the caller can see (imported from Anki), in card order",
    params: ankiExportParams,
    success: { status: 200, description: 'Each image with its card and side; empty when the cards have none', schema: z.array(flashcardImageSchema) },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await setImages(c.app, c.params.uuid, c.user) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcard-images/{uuid}', tag, auth: 'optional', clientHeaders: 'api',
    summary: "An image on a card of a flashcard set the caller can see (PNG, JPEG or WebP)",
    params: flashcardImageParams,
    success: { status: 200, description: 'The image', contentType: ['image/png', 'image/jpeg', 'image/webp'] },
    file: { ranges: false },
    errors: [404],
    handler: async (c) => flashcardImage(c.app, c.req, c.params.uuid, c.user),
  }),
];
