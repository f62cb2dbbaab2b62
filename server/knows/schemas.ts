/**
 * zod schemas of the knows API (decision 0008). Response schemas mirror lib/api/know-types.ts
 * field for field (the `satisfies` checks below fail to compile if they drift); request schemas
 * validate bodies and queries and feed the OpenAPI document.
 */
import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import type {
  CreateKnowBody, Flashcard, Know, KnowDetail, KnowDocument, KnowerSummary, Page, UpdateKnowBody,
} from '@/lib/api/know-types';

export const KNOW_FORMATS = ['PDF', 'IMAGE', 'FLASHCARDS'] as const;
export const KNOW_STATUS_VALUES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;

/** Limits of decision 0008. */
export const KNOW_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  uploadsMax: 20,
  flashcardsMax: 500,
  flashcardTextMax: 1000,
  gradeMin: 1,
  gradeMax: 13,
  gradesMax: 13,
  /** Text of this many pages comes with GET /knows/{uuid} (KnowDetail.pages). */
  previewPages: 3,
  listLimitMax: 50,
  listLimitDefault: 20,
} as const;

export const knowerSummarySchema = z.object({
  uuid: z.uuid(),
  user: z.object({ uuid: z.uuid(), name: z.string(), username: z.string(), profilePictureUrl: z.string().nullable() }),
});

export const knowDocumentSchema = z
  .object({
    uuid: z.uuid(),
    contentType: z.string(),
    filename: z.string(),
    sizeBytes: z.number(),
    pageCount: z.number(),
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
  })
  .meta({ id: 'KnowDocument' });

export const flashcardSchema = z.object({ uuid: z.uuid(), front: z.string(), back: z.string() });

export const knowSchema = z
  .object({
    uuid: z.uuid(),
    title: z.string(),
    description: z.string(),
    status: z.enum(KNOW_STATUS_VALUES),
    isPrivate: z.boolean(),
    format: z.enum(KNOW_FORMATS),
    isFlashcardKnow: z.boolean(),
    subject: z.object({ id: z.number(), name: z.string() }).nullable(),
    topic: z.object({ uuid: z.string(), name: z.string() }).nullable(),
    gradeIds: z.array(z.number()),
    contentLanguageCode: z.string(),
    countryCode: z.string(),
    knower: knowerSummarySchema,
    pageCount: z.number(),
    filename: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    documents: z.array(knowDocumentSchema),
    flashcardCount: z.number(),
    likesCount: z.number(),
    savesCount: z.number(),
    isLiked: z.boolean(),
    isSaved: z.boolean(),
    folderUuid: z.uuid().nullable(),
    isOwn: z.boolean(),
    publishedOn: z.string().nullable(),
    createdOn: z.string(),
    updatedOn: z.string(),
    slug: z.string(),
  })
  .meta({ id: 'Know' });

export const knowDetailSchema = knowSchema
  .extend({
    pages: z.array(z.object({ number: z.number(), text: z.string() })),
    flashcards: z.array(flashcardSchema),
  })
  .meta({ id: 'KnowDetail' });

export const knowPageSchema = z.object({ content: z.array(knowSchema), numberOfResults: z.number() }).meta({ id: 'KnowPage' });

// Compile-time: the schemas produce exactly the shared types (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ResponseSchemaChecks = [
  Assert<Same<z.infer<typeof knowerSummarySchema>, KnowerSummary>>,
  Assert<Same<z.infer<typeof knowDocumentSchema>, KnowDocument>>,
  Assert<Same<z.infer<typeof flashcardSchema>, Flashcard>>,
  Assert<Same<z.infer<typeof knowSchema>, Know>>,
  Assert<Same<z.infer<typeof knowDetailSchema>, KnowDetail>>,
  Assert<Same<z.infer<typeof knowPageSchema>, Page<Know>>>,
];

// --- requests ---------------------------------------------------------------------------

const codePoints = (s: string) => [...s].length;

export const titleSchema = z
  .string({ error: 'Enter a title.' })
  .trim()
  .refine((s) => s.length > 0, 'Enter a title.')
  .refine((s) => codePoints(s) <= KNOW_LIMITS.titleMax, `The title can be at most ${KNOW_LIMITS.titleMax} characters long.`);

export const descriptionSchema = z
  .string()
  .trim()
  .refine(
    (s) => codePoints(s) <= KNOW_LIMITS.descriptionMax,
    `The description can be at most ${KNOW_LIMITS.descriptionMax} characters long.`,
  );

const cardText = (side: string) =>
  z
    .string({ error: `Enter the ${side} of the card.` })
    .trim()
    .refine((s) => s.length > 0, `Enter the ${side} of the card.`)
    .refine((s) => codePoints(s) <= KNOW_LIMITS.flashcardTextMax, `At most ${KNOW_LIMITS.flashcardTextMax} characters.`);

export const flashcardsInput = z
  .array(z.object({ front: cardText('front'), back: cardText('back') }), { error: 'Add flashcards.' })
  .min(1, 'Add at least one flashcard.')
  .max(KNOW_LIMITS.flashcardsMax, `At most ${KNOW_LIMITS.flashcardsMax} flashcards.`);

export const gradeIdsInput = z
  .array(
    z.number().int().min(KNOW_LIMITS.gradeMin, 'Grades are 1 to 13.').max(KNOW_LIMITS.gradeMax, 'Grades are 1 to 13.'),
  )
  .max(KNOW_LIMITS.gradesMax)
  .refine((a) => new Set(a).size === a.length, 'Each grade only once.');

export const createKnowBody = z.object({
  title: titleSchema,
  description: descriptionSchema.optional(),
  subjectId: z.number().int().positive().nullish(),
  topicUuid: z.uuid().nullish(),
  gradeIds: gradeIdsInput.optional(),
  contentLanguageCode: z.enum(LOCALES, { error: 'Choose a content language.' }),
  isPrivate: z.boolean().optional(),
  folderUuid: z.uuid().nullish(),
  uploadIds: z
    .array(z.uuid())
    .min(1, 'Upload at least one file.')
    .max(KNOW_LIMITS.uploadsMax, `At most ${KNOW_LIMITS.uploadsMax} files.`)
    .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'Each upload only once.')
    .optional(),
  flashcards: flashcardsInput.optional(),
});

export const updateKnowBody = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  subjectId: z.number().int().positive().nullish(),
  topicUuid: z.uuid().nullish(),
  gradeIds: gradeIdsInput.optional(),
  isPrivate: z.boolean().optional(),
  folderUuid: z.uuid().nullish(),
  flashcards: flashcardsInput.optional(),
});

// Compile-time: what the client may send is accepted by the schemas.
export type RequestSchemaChecks = [
  // contentLanguageCode is a plain string in the shared type; the server narrows it to LOCALES.
  Assert<Omit<CreateKnowBody, 'contentLanguageCode'> extends Omit<z.input<typeof createKnowBody>, 'contentLanguageCode'> ? true : false>,
  Assert<UpdateKnowBody extends z.input<typeof updateKnowBody> ? true : false>,
];

export type CreateKnowInput = z.output<typeof createKnowBody>;
export type UpdateKnowInput = z.output<typeof updateKnowBody>;

export const knowParams = z.object({ uuid: z.uuid() });
export const knowDocumentParams = z.object({ uuid: z.uuid(), documentUuid: z.uuid() });
export const feedParams = z.object({ type: z.enum(['popular', 'new']) });

const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(KNOW_LIMITS.listLimitMax)
  .default(KNOW_LIMITS.listLimitDefault);
const offset = z.coerce.number().int().min(0).max(100_000).default(0);
const knowFormat = z.enum(KNOW_FORMATS).optional();
const contentLanguageCode = z.enum(LOCALES).optional();

export const listKnowsQuery = z.object({
  subjectId: z.coerce.number().int().positive().optional(),
  topicUuid: z.uuid().optional(),
  contentLanguageCode,
  knowFormat,
  sort: z.enum(['new', 'popular']).default('new'),
  limit,
  offset,
});
export type ListKnowsParams = z.input<typeof listKnowsQuery>;

export const myKnowsQuery = z.object({ knowFormat, limit, offset });
export const savedKnowsQuery = z.object({ folderUuid: z.uuid().optional(), limit, offset });
export const feedQuery = z.object({ contentLanguageCode, limit, offset });
export const documentQuery = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });
export const thumbnailQuery = z.object({ document: z.uuid().optional() });

export const saveBody = z.object({ folderUuid: z.uuid().nullish() });
