/**
 * zod schemas of the flashcard study API (decision 0008); responses mirror StudyCard,
 * FlashcardDeck and ReviewResult of lib/api/know-types.ts.
 */
import { z } from 'zod';
import type { FlashcardDeck, ReviewResult, StudyCard } from '@/lib/api/know-types';
import { knowSchema } from '../knows/schemas';

export const STUDY_LIMITS = { limitDefault: 20, limitMax: 100 } as const;

export const studyQuery = z.object({
  knowUuid: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(STUDY_LIMITS.limitMax).default(STUDY_LIMITS.limitDefault),
});
export type StudyInput = z.output<typeof studyQuery>;

export const flashcardParams = z.object({ uuid: z.uuid() });

export const reviewBody = z.object({
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'The rating is 1 (again), 2 (hard), 3 (good) or 4 (easy).',
  }),
});

export const studyCardSchema = z
  .object({
    uuid: z.uuid(),
    front: z.string(),
    back: z.string(),
    knowUuid: z.uuid(),
    state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).describe('0 New, 1 Learning, 2 Review, 3 Relearning'),
    due: z.string(),
    reps: z.number(),
    lapses: z.number(),
  })
  .meta({ id: 'StudyCard' });

export const deckSchema = z
  .object({
    know: knowSchema,
    cardCount: z.number(),
    dueCount: z.number().describe('Studied cards due now (new cards not included)'),
    newCount: z.number().describe('Cards never studied (due too)'),
    nextDueOn: z.string().nullable().describe('Earliest due date of the studied cards (ISO 8601), null before any review'),
  })
  .meta({ id: 'FlashcardDeck' });

export const reviewResultSchema = z
  .object({ card: studyCardSchema, nextDue: z.string().describe("The card's next due date") })
  .meta({ id: 'ReviewResult' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type FlashcardSchemaChecks = [
  Assert<Same<z.infer<typeof studyCardSchema>, StudyCard>>,
  Assert<Same<z.infer<typeof deckSchema>, FlashcardDeck>>,
  Assert<Same<z.infer<typeof reviewResultSchema>, ReviewResult>>,
];
