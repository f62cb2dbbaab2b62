/**
 * Contract of Anki import and export (issue 24 §6, decision 0070). An `.apkg` is uploaded as the
 * multipart field `file` with the new set's classification beside it; the answer is the private
 * set that was made. A refused package changes nothing and says why in `data.reason`.
 */
import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import { uuidParams } from './common';
import { knowDetailSchema } from './knows';

export const ANKI_IMPORT_PATH = '/flashcard-sets/anki-imports';
export const ankiExportPath = (knowUuid: string) => `/flashcard-sets/${knowUuid}/anki-export`;
export const flashcardImagePath = (imageUuid: string) => `/flashcard-images/${imageUuid}`;

export const ANKI_CONTENT_TYPE = 'application/apkg';

/**
 * Why a package was refused (`error.data.reason`). NotAZip is 415 InvalidMIMETypeError; the
 * others are 400 BadRequestError (413 for a body over ANKI_LIMITS.packageBytesMax).
 */
export const ANKI_REFUSALS = [
  'NotAZip',
  'NoCollection',
  'TooLarge',
  'ZipBomb',
  'TooManyEntries',
  'TooManyCards',
  'NoCards',
  'UnsafeMediaName',
  'CorruptCollection',
  'Busy',
] as const;
export type AnkiRefusal = (typeof ANKI_REFUSALS)[number];

/** Multipart text fields sent with the file (the classification a set needs, as POST /knows). */
export const ankiImportFields = z.object({
  contentLanguageCode: z.enum(LOCALES, { error: 'Choose a content language.' }),
  /** Form fields are text: a catalogue subject id in digits, or empty where the edition has none. */
  subjectId: z
    .string()
    .regex(/^(\d{1,9})?$/, 'Choose a subject.')
    .transform((s) => (s === '' ? null : Number(s)))
    .nullish(),
});

/**
 * The text of a card side that is only an image (an Anki note whose front is just `<img>`): a
 * card's text may not be empty, and this one says "picture" in every language. Clients show
 * the side's images instead of it and name the image by its side (alt text); the export to
 * Anki leaves it out.
 */
export const IMAGE_ONLY_TEXT = '\u{1F5BC}\u{FE0F}';

export const ankiImportResultSchema = z
  .object({
    know: knowDetailSchema,
    cardCount: z.number().int(),
    imageCount: z.number().int().describe('Images stored with the cards'),
    skippedMedia: z.number().int().describe('Media the package had that are not images (sound, video) or unreadable images, left out'),
    skippedNotes: z
      .number()
      .int()
      .describe(
        'Notes with an empty back, or a front with neither text nor a readable image, after their HTML was removed. ' +
          `An image-only front is kept with the text "${IMAGE_ONLY_TEXT}" (IMAGE_ONLY_TEXT) and its image`,
      ),
  })
  .meta({ id: 'AnkiImportResult' });
export type AnkiImportResult = z.infer<typeof ankiImportResultSchema>;

export const FLASHCARD_IMAGE_SIDES = ['front', 'back'] as const;
export type FlashcardImageSide = (typeof FLASHCARD_IMAGE_SIDES)[number];

export const setImagesPath = (knowUuid: string) => `/flashcard-sets/${knowUuid}/images`;

export const flashcardImageSchema = z
  .object({
    uuid: z.uuid(),
    flashcardUuid: z.uuid(),
    side: z.enum(FLASHCARD_IMAGE_SIDES),
    width: z.number().int(),
    height: z.number().int(),
    /** GET it with the client headers: the bytes of the image. */
    url: z.string(),
  })
  .meta({ id: 'FlashcardImage' });
export type FlashcardImage = z.infer<typeof flashcardImageSchema>;

export const ankiExportParams = uuidParams;
export const flashcardImageParams = uuidParams;

