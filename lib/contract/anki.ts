/**
 * Contract of Anki import and export (issue 24 §6, decision 0070). An `.apkg` is uploaded as the
 * multipart field `file` with the new set's classification beside it; the answer is the private
 * set that was made. A refused package changes nothing and says why in `data.reason`.
 */
import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import { uuidParams } from './common';
import { knowDetailSchema } from './knows';
import { FLASHCARD_IMAGE_SIDES, IMAGE_ONLY_TEXT } from './anki-constants';

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

