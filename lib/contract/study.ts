/**
 * Contract of the study modes over a flashcard set (issue 24 §1–3, decision 0067): the set's cards
 * with the learner's FSRS state (Learn and Test are built from it in the browser), one answer at a
 * time (Learn), a whole test at once (Test), and "I was right". The server grades every answer
 * (lib/study/grade-answer.ts) and each graded answer is an FSRS review of its card.
 */
import { z } from 'zod';
import { studyCardSchema } from './flashcards';
import { STUDY_MODE_LIMITS } from './limits';

export const ANSWER_VERDICTS = ['correct', 'typo', 'incorrect'] as const;
export type AnswerVerdict = (typeof ANSWER_VERDICTS)[number];

export const studySetSchema = z
  .object({
    knowUuid: z.uuid(),
    title: z.string(),
    contentLanguageCode: z.string(),
    /** Every card of the set in order, with the caller's FSRS state (state 0: never studied). */
    cards: z.array(studyCardSchema),
  })
  .meta({ id: 'StudySet' });
export type StudySet = z.infer<typeof studySetSchema>;

const answerText = z.string().max(STUDY_MODE_LIMITS.answerMax);

/** `choice`: the text of the option picked (multiple choice); `written`: what was typed. */
export const answerBody = z.object({
  kind: z.enum(['choice', 'written']),
  answer: answerText,
});
export type AnswerBody = z.infer<typeof answerBody>;

const verdict = z.enum(ANSWER_VERDICTS);

export const answerResultSchema = z
  .object({
    flashcardUuid: z.uuid(),
    verdict: verdict.describe('correct; typo (right, misspelt: see `matched`); incorrect'),
    /** The card's back. */
    correctAnswer: z.string(),
    matched: z.string().nullable().describe('The alternative of the back that the answer matched or nearly matched'),
    overridden: z.boolean().describe('Right because the learner had accepted this answer before ("I was right")'),
    rating: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('The FSRS rating the answer was recorded as'),
    card: studyCardSchema,
    nextDue: z.string(),
  })
  .meta({ id: 'StudyAnswerResult' });
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const acceptAnswerBody = z.object({ answer: answerText.min(1) });

export const acceptAnswerResultSchema = z
  .object({
    flashcardUuid: z.uuid(),
    rescheduled: z
      .boolean()
      .describe("True when this answer was the card's latest review and it was graded wrong: that Again became a Good"),
    card: studyCardSchema,
    nextDue: z.string(),
  })
  .meta({ id: 'AcceptedAnswer' });
export type AcceptAnswerResult = z.infer<typeof acceptAnswerResultSchema>;

export const TEST_QUESTION_TYPES = ['written', 'choice', 'trueFalse', 'matching'] as const;
export type TestQuestionType = (typeof TEST_QUESTION_TYPES)[number];

const testAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('written'), flashcardUuid: z.uuid(), answer: answerText }),
  z.object({ type: z.literal('choice'), flashcardUuid: z.uuid(), answer: answerText }),
  z.object({ type: z.literal('matching'), flashcardUuid: z.uuid(), answer: answerText }),
  z.object({
    type: z.literal('trueFalse'),
    flashcardUuid: z.uuid(),
    /** The answer the statement paired with the card's front. */
    shown: answerText,
    answer: z.boolean(),
  }),
]);
export type TestAnswer = z.infer<typeof testAnswer>;

/**
 * The answers of a test or quiz over cards: `min` to `max` of them, each card at most once (its
 * uuid in any case); `repeated` is the message when a card comes twice.
 */
export function cardAnswersSchema<T extends z.ZodType<{ flashcardUuid: string }>>(answer: T, min: number, max: number, repeated: string) {
  return z
    .array(answer)
    .min(min)
    .max(max)
    .refine((a: { flashcardUuid: string }[]) => new Set(a.map((x) => x.flashcardUuid.toLowerCase())).size === a.length, repeated);
}

/** A graded test or quiz: the score out of `total` and every answer in the order sent (the wrong ones are the review). */
export function gradedAnswersSchema<T extends z.ZodType>(id: string, answer: T) {
  return z.object({ score: z.number().int(), total: z.number().int(), answers: z.array(answer) }).meta({ id });
}

export const testAnswersBody = z.object({
  answers: cardAnswersSchema(testAnswer, STUDY_MODE_LIMITS.testQuestionsMin, STUDY_MODE_LIMITS.testQuestionsMax, 'Each card is asked once.'),
});

export const testResultSchema = gradedAnswersSchema(
  'StudyTestResult',
  z.object({
    flashcardUuid: z.uuid(),
    type: z.enum(TEST_QUESTION_TYPES),
    prompt: z.string(),
    answer: z.string().describe('What was typed or chosen; for true or false, "true" or "false"'),
    shown: z.string().nullable().describe('True or false: the answer the statement showed'),
    correctAnswer: z.string(),
    verdict,
    matched: z.string().nullable(),
    nextDue: z.string(),
  }),
);
export type TestResult = z.infer<typeof testResultSchema>;
