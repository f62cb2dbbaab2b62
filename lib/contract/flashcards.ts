/**
 * Contract of flashcard study (decision 0008): decks, due cards, FSRS reviews; and "Make
 * flashcards" (decision 0063): a draft of term-definition cards from readable knows, each citing
 * its page, which the learner edits and saves as a private flashcard know (POST /knows).
 */
import { z } from 'zod';
import { AI_ENGINES, allowanceSchema, citationSchema } from './ai';
import { bodyInt, queryInt, uuidParams } from './common';
import { flashcardSchema, knowSchema } from './knows';
import { AI_LIMITS, STUDY_LIMITS } from './limits';

export const studyQuery = z.object({
  knowUuid: z.uuid().optional(),
  limit: queryInt(1, STUDY_LIMITS.limitMax).default(STUDY_LIMITS.limitDefault),
});
export type StudyParams = z.input<typeof studyQuery>;
export type StudyInput = z.output<typeof studyQuery>;

export const flashcardParams = uuidParams;

/** ts-fsrs ratings: 1 Again, 2 Hard, 3 Good, 4 Easy. */
const FLASHCARD_RATINGS = [1, 2, 3, 4] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];

export const reviewBody = z.object({
  rating: z.union(FLASHCARD_RATINGS.map((r) => z.literal(r)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>], {
    error: 'The rating is 1 (again), 2 (hard), 3 (good) or 4 (easy).',
  }),
});

export const studyCardSchema = flashcardSchema
  .extend({
    knowUuid: z.uuid(),
    state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).describe('0 New, 1 Learning, 2 Review, 3 Relearning'),
    due: z.string(),
    reps: z.number().int(),
    lapses: z.number().int(),
  })
  .meta({ id: 'StudyCard' });
export type StudyCard = z.infer<typeof studyCardSchema>;

export const deckSchema = z
  .object({
    know: knowSchema,
    cardCount: z.number().int(),
    dueCount: z.number().int().describe('Studied cards due now (new cards not included)'),
    newCount: z.number().int().describe('Cards never studied (due too)'),
    nextDueOn: z.string().nullable().describe('Earliest due date of the studied cards (ISO 8601), null before any review'),
  })
  .meta({ id: 'FlashcardDeck' });
export type FlashcardDeck = z.infer<typeof deckSchema>;

export const reviewResultSchema = z
  .object({ card: studyCardSchema, nextDue: z.string().describe("The card's next due date") })
  .meta({ id: 'ReviewResult' });
export type ReviewResult = z.infer<typeof reviewResultSchema>;

// --- Make flashcards (issue 23 §6) -----------------------------------------------------------

export const FLASHCARD_DRAFT_PATH = '/ai/flashcards';

/** Cards one draft holds: enough for a study session, few enough to read through before saving. */
export const FLASHCARD_DRAFT_LIMITS = { cardsMin: 1, cardsMax: 50, cardsDefault: 20 } as const;

export const flashcardDraftBody = z.object({
  /** Own, saved or public knows, in order: only the pages the caller may read are used. */
  knowUuids: z
    .array(z.uuid())
    .min(1, 'Choose a know.')
    .max(AI_LIMITS.sourcesMax, `At most ${AI_LIMITS.sourcesMax} sources.`)
    .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'Each source only once.'),
  cardCount: bodyInt(FLASHCARD_DRAFT_LIMITS.cardsMin, FLASHCARD_DRAFT_LIMITS.cardsMax).default(FLASHCARD_DRAFT_LIMITS.cardsDefault),
});
export type FlashcardDraftBody = z.input<typeof flashcardDraftBody>;

/**
 * How a card was found: a "Term: definition" line, a defining sentence, a key term's best
 * sentence, or written by the configured model and checked against its passage (decision 0068).
 */
export const DRAFT_CARD_SOURCES = ['glossary', 'definition', 'key-term', 'model'] as const;

export const draftCardSchema = z
  .object({
    front: z.string(),
    back: z.string(),
    source: z.enum(DRAFT_CARD_SOURCES),
    /** The passage the card comes from, with a link to the know's viewer at its page. */
    citation: citationSchema,
    /** Who wrote the card: the model (checked against its passage) or the material itself. */
    engine: z.enum(AI_ENGINES),
  })
  .meta({ id: 'FlashcardDraftCard' });

export const flashcardDraftSchema = z
  .object({
    /** The source knows' titles, in order (the page proposes the set's title from them). */
    sourceTitles: z.array(z.string()),
    /** The first source know's subject: what the saved set is filed under by default. */
    subjectId: z.number().int().nullable(),
    /** The material's language: the saved set's content language. */
    contentLanguage: z.string(),
    cards: z.array(draftCardSchema),
    engine: z.enum(AI_ENGINES),
    note: z.string().nullable(),
    /** The caller's minutes after this draft. */
    allowance: allowanceSchema,
  })
  .meta({ id: 'FlashcardDraft' });
export type FlashcardDraft = z.infer<typeof flashcardDraftSchema>;
