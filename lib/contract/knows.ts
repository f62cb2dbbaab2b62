/**
 * Contract of the knows resource (decision 0008): the Know shapes every page and component
 * reads, the create/update bodies and the list queries.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGE_CODES, LOCALES } from '@/lib/config/locales';
import { bodyId, bodyInt, pageQuery, pageSchema, queryId, requiredText, uuidParams } from './common';
import { ANKI_LIMITS, codePointLength, KNOW_LIMITS } from './limits';

export const KNOW_FORMATS = ['PDF', 'IMAGE', 'FLASHCARDS'] as const;
/** PDF: one or more PDF documents; IMAGE: images (US only); FLASHCARDS: a flashcard set. */
export type KnowFormat = (typeof KNOW_FORMATS)[number];
const KNOW_STATUS_VALUES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
export type KnowStatus = (typeof KNOW_STATUS_VALUES)[number];

const knowerSummarySchema = z.object({
  uuid: z.uuid(),
  user: z.object({ uuid: z.uuid(), name: z.string(), username: z.string(), profilePictureUrl: z.string().nullable() }),
});
export type KnowerSummary = z.infer<typeof knowerSummarySchema>;

/** One uploaded file of a know (or an unattached upload). */
export const knowDocumentSchema = z
  .object({
    uuid: z.uuid(),
    /** application/pdf | image/png | image/jpeg | image/webp */
    contentType: z.string(),
    filename: z.string(),
    sizeBytes: z.number().int(),
    pageCount: z.number().int(),
    /** GET: the file bytes (send the client headers and the bearer for private knows). */
    url: z.string(),
    /** GET: image of the first page (WebP), loadable by <img> for public knows. */
    thumbnailUrl: z.string().nullable(),
  })
  .meta({ id: 'KnowDocument' });
export type KnowDocument = z.infer<typeof knowDocumentSchema>;

export const flashcardSchema = z.object({ uuid: z.uuid(), front: z.string(), back: z.string() });
export type Flashcard = z.infer<typeof flashcardSchema>;

export const knowSchema = z
  .object({
    uuid: z.uuid(),
    title: z.string(),
    description: z.string(),
    status: z.enum(KNOW_STATUS_VALUES),
    isPrivate: z.boolean(),
    format: z.enum(KNOW_FORMATS),
    /** format === 'FLASHCARDS' */
    isFlashcardKnow: z.boolean(),
    /** `slug`: the subject page is /subjects/{slug} (spec §2.1). */
    subject: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    topic: z.object({ uuid: z.string(), name: z.string() }).nullable(),
    gradeIds: z.array(z.number().int()),
    contentLanguageCode: z.string(),
    /** Edition the know belongs to (country code). */
    countryCode: z.string(),
    knower: knowerSummarySchema,
    pageCount: z.number().int(),
    filename: z.string().nullable(),
    /** First document's first-page thumbnail (WebP), or null (flashcards). */
    thumbnailUrl: z.string().nullable(),
    documents: z.array(knowDocumentSchema),
    flashcardCount: z.number().int(),
    likesCount: z.number().int(),
    savesCount: z.number().int(),
    /** The caller's own state (false / null for visitors). */
    isLiked: z.boolean(),
    isSaved: z.boolean(),
    /** The caller's folder holding this know, if saved into one. */
    folderUuid: z.uuid().nullable(),
    /** True when the caller owns the know. */
    isOwn: z.boolean(),
    publishedOn: z.string().nullable(),
    /** Why a reviewer rejected it (status REJECTED; its owner and reviewers only, else null). */
    rejectionReason: z.string().nullable(),
    createdOn: z.string(),
    updatedOn: z.string(),
    /** `${slugify(title)}-${uuid}`: the page is /knows/{slug}. */
    slug: z.string(),
  })
  .meta({ id: 'Know' });
export type Know = z.infer<typeof knowSchema>;

/** GET /knows/{uuid} adds the text of the first pages and, for flashcard knows, the cards. */
export const knowDetailSchema = knowSchema
  .extend({
    /** Extracted text of the first pages (at most KNOW_LIMITS.previewPages, and only those the caller may read: decision 0048), 1-based page numbers. */
    pages: z.array(z.object({ number: z.number().int(), text: z.string() })),
    flashcards: z.array(flashcardSchema),
  })
  .meta({ id: 'KnowDetail' });
export type KnowDetail = z.infer<typeof knowDetailSchema>;

export const knowPageSchema = pageSchema(knowSchema).meta({ id: 'KnowPage' });
/** One page of a list. */
export interface Page<T> {
  content: T[];
  numberOfResults: number;
}

// --- requests ---------------------------------------------------------------------------

const titleSchema = requiredText(KNOW_LIMITS.titleMax, {
  required: 'Enter a title.',
  tooLong: `The title can be at most ${KNOW_LIMITS.titleMax} characters long.`,
});

const descriptionSchema = z
  .string()
  .trim()
  .refine(
    (s) => codePointLength(s) <= KNOW_LIMITS.descriptionMax,
    `The description can be at most ${KNOW_LIMITS.descriptionMax} characters long.`,
  );

const cardText = (side: string) =>
  z
    .string({ error: `Enter the ${side} of the card.` })
    .trim()
    .refine((s) => s.length > 0, `Enter the ${side} of the card.`)
    .refine((s) => codePointLength(s) <= KNOW_LIMITS.flashcardTextMax, `At most ${KNOW_LIMITS.flashcardTextMax} characters.`);

const flashcardsInput = z
  .array(z.object({ front: cardText('front'), back: cardText('back') }), { error: 'Add flashcards.' })
  .min(1, 'Add at least one flashcard.')
  .max(KNOW_LIMITS.flashcardsMax, `At most ${KNOW_LIMITS.flashcardsMax} flashcards.`);

/**
 * Cards of an edit (PATCH): a card with the uuid of a card of the set is that card (its id, study
 * progress and images stay, decision 0070), whatever its position; any other card is new. A
 * card's `imageUuids`, when sent, are the images it keeps (the others are removed); left out,
 * it keeps all of them. A card of the set that is not sent is deleted with its images.
 */
const editedFlashcardsInput = z
  .array(
    z.object({
      uuid: z.uuid().optional(),
      front: cardText('front'),
      back: cardText('back'),
      imageUuids: z.array(z.uuid()).max(ANKI_LIMITS.imagesMax).optional(),
    }),
    { error: 'Add flashcards.' },
  )
  .min(1, 'Add at least one flashcard.')
  .max(KNOW_LIMITS.flashcardsMax, `At most ${KNOW_LIMITS.flashcardsMax} flashcards.`)
  .refine((a) => {
    const ids = a.flatMap((c) => (c.uuid ? [c.uuid.toLowerCase()] : []));
    return new Set(ids).size === ids.length;
  }, 'Each card only once.');

const gradeMessage = `Grades are ${KNOW_LIMITS.gradeMin} to ${KNOW_LIMITS.gradeMax}.`;
const gradeIdsInput = z
  .array(bodyInt(KNOW_LIMITS.gradeMin, KNOW_LIMITS.gradeMax).min(KNOW_LIMITS.gradeMin, gradeMessage).max(KNOW_LIMITS.gradeMax, gradeMessage))
  .max(KNOW_LIMITS.gradesMax)
  .refine((a) => new Set(a).size === a.length, 'Each grade only once.');

export const createKnowBody = z.object({
  title: titleSchema,
  description: descriptionSchema.optional(),
  /** A subject of the edition's catalogue; required where the edition has one (server/knows/rules.ts). */
  subjectId: bodyId.nullish().meta({
    description:
      "A subject of the catalogue of the content language's edition (GET /api/v1/countries/{id}/subjects). " +
      'Required where that catalogue has subjects: without it the answer is 400 FormValidationError (data.fields.subjectId). ' +
      'Null or left out only where the edition has no catalogue (subjects null).',
  }),
  topicUuid: z.uuid().nullish(),
  gradeIds: gradeIdsInput.optional(),
  contentLanguageCode: z.enum(LOCALES, { error: 'Choose a content language.' }),
  isPrivate: z.boolean().optional(),
  folderUuid: z.uuid().nullish(),
  /** Exactly one of uploadIds (documents, in order) and flashcards. */
  uploadIds: z
    .array(z.uuid())
    .min(1, 'Upload at least one file.')
    .max(KNOW_LIMITS.uploadsMax, `At most ${KNOW_LIMITS.uploadsMax} files.`)
    .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'Each upload only once.')
    .optional(),
  flashcards: flashcardsInput.optional(),
});
export type CreateKnowBody = z.input<typeof createKnowBody>;
export type CreateKnowInput = z.output<typeof createKnowBody>;

export const updateKnowBody = createKnowBody
  .pick({ title: true, description: true, subjectId: true, topicUuid: true, gradeIds: true, isPrivate: true, folderUuid: true, flashcards: true })
  .partial()
  .extend({
    flashcards: editedFlashcardsInput.optional(),
    subjectId: createKnowBody.shape.subjectId.meta({
      description:
        "Left out: unchanged. Else a subject of the catalogue of the know's edition; null (no subject) only where the edition " +
        'has no catalogue, else 400 FormValidationError (data.fields.subjectId).',
    }),
  });
export type UpdateKnowBody = z.input<typeof updateKnowBody>;
export type UpdateKnowInput = z.output<typeof updateKnowBody>;

export const knowParams = uuidParams;
export const knowDocumentParams = z.object({ uuid: z.uuid(), documentUuid: z.uuid() });
const FEED_TYPES = ['popular', 'new'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const feedParams = z.object({ type: z.enum(FEED_TYPES) });

const knowsPage = pageQuery({
  limitMax: KNOW_LIMITS.listLimitMax,
  limitDefault: KNOW_LIMITS.listLimitDefault,
  offsetMax: KNOW_LIMITS.listOffsetMax,
});
const knowFormat = z.enum(KNOW_FORMATS).optional();
// Lists accept every content-language code (as search does); knows are written in a locale's.
const contentLanguageCode = z.enum(CONTENT_LANGUAGE_CODES).optional();

export const listKnowsQuery = z.object({
  subjectId: queryId.optional(),
  topicUuid: z.uuid().optional(),
  /** One knower's public knows (their profile page). */
  knowerUuid: z.uuid().optional(),
  contentLanguageCode,
  knowFormat,
  sort: z.enum(['new', 'popular']).default('new'),
  ...knowsPage,
});
export type KnowListParams = z.input<typeof listKnowsQuery>;

export const myKnowsQuery = z.object({ knowFormat, ...knowsPage });
export type MyKnowsParams = z.input<typeof myKnowsQuery>;
export const savedKnowsQuery = z.object({ folderUuid: z.uuid().optional(), ...knowsPage });
export type SavedKnowsParams = z.input<typeof savedKnowsQuery>;
export const feedQuery = z.object({ contentLanguageCode, ...knowsPage });
export type FeedParams = z.input<typeof feedQuery>;
export const documentQuery = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });
export const thumbnailQuery = z.object({ document: z.uuid().optional() });

export const saveBody = z.object({ folderUuid: z.uuid().nullish() });
