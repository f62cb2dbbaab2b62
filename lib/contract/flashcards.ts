/** Contract of flashcard study (decision 0008): decks, due cards, FSRS reviews. */
import { z } from 'zod';
import { queryInt, uuidParams } from './common';
import { flashcardSchema, knowSchema } from './knows';
import { STUDY_LIMITS } from './limits';

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
