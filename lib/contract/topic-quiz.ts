/**
 * Contract of followed topics and topic quizzes (issue 13 §4, decision 0039): a learner follows
 * catalogue topics in an edition; a quiz asks up to ten multiple-choice questions from the
 * flashcards of that topic's public knows, and the graded answers feed the cards' FSRS schedules.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { QUIZ_LIMITS } from './limits';
import { cardAnswersSchema, gradedAnswersSchema } from './study';

export const followBody = z.object({
  /** The edition the topic is followed in (its catalogue must list the topic). */
  countryCode: z.enum(COUNTRY_CODES),
});

export const followedTopicSchema = z
  .object({
    topicUuid: z.uuid(),
    topicName: z.string(),
    subjectName: z.string(),
    countryCode: z.string(),
    followedOn: z.string(),
  })
  .meta({ id: 'FollowedTopic' });
export type FollowedTopic = z.infer<typeof followedTopicSchema>;

export const quizQuestionSchema = z.object({
  /** The flashcard asked about; send it back with the chosen answer. */
  flashcardUuid: z.uuid(),
  knowUuid: z.uuid(),
  prompt: z.string(),
  choices: z.array(z.string()).min(2).max(QUIZ_LIMITS.choices),
});

export const topicQuizSchema = z
  .object({
    topicUuid: z.uuid(),
    topicName: z.string(),
    subjectName: z.string(),
    countryCode: z.string(),
    /** Empty when the topic has too little material (fewer than QUIZ_LIMITS.minCards cards). */
    questions: z.array(quizQuestionSchema),
  })
  .meta({ id: 'TopicQuiz' });
export type TopicQuiz = z.infer<typeof topicQuizSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

const quizAnswer = z.object({ flashcardUuid: z.uuid(), answer: z.string().max(QUIZ_LIMITS.answerMax) });

export const quizAnswersBody = z.object({
  answers: cardAnswersSchema(quizAnswer, 1, QUIZ_LIMITS.questions, 'Each card is answered once.'),
});

export const quizResultSchema = gradedAnswersSchema(
  'TopicQuizResult',
  z.object({
    flashcardUuid: z.uuid(),
    prompt: z.string(),
    answer: z.string(),
    correctAnswer: z.string(),
    correct: z.boolean(),
    /** The card's next FSRS review after this answer. */
    nextDue: z.string(),
  }),
);
export type QuizResult = z.infer<typeof quizResultSchema>;
