/**
 * Flashcard study (decision 0008): decks, due cards, FSRS reviews; the study modes Learn and
 * Test (decision 0067): a set's cards, graded answers, "I was right"; and "Make flashcards"
 * (decision 0063), a draft set from readable knows that costs tutoring minutes. All for the
 * signed-in learner.
 */
import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { perUser } from '../../rate-limit/hooks';
import {
  deckSchema, FLASHCARD_DRAFT_PATH, flashcardDraftBody, flashcardDraftSchema, flashcardParams, reviewBody, reviewResultSchema,
  studyCardSchema, studyQuery,
} from '@/lib/contract/flashcards';
import { acceptAnswerBody, acceptAnswerResultSchema, answerBody, answerResultSchema, studySetSchema, testAnswersBody, testResultSchema } from '@/lib/contract/study';
import { uuidParams } from '@/lib/contract/common';
import { listDecks, reviewCard, studyCards } from '../../flashcards/service';
import { prepareFlashcardDraft } from '../../ai/flashcard-drafts';
import { jsonOrStream, streamableSuccess } from '../result-stream';
import { acceptAnswer, answerCard, gradeTest, studySet } from '../../flashcards/study-modes';

const tag = 'Flashcards';

export const flashcardsRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcards/decks', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Flashcard knows the caller owns or saved, with card, due and new counts',
    success: { status: 200, description: 'Decks, most recently added first', schema: z.array(deckSchema) },
    handler: async (c) => ({ status: 200, body: await listDecks(c.app, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcards/study', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Cards due now (of one know, or of all decks): most overdue first, then new cards in order',
    query: studyQuery,
    success: { status: 200, description: 'Cards to study', schema: z.array(studyCardSchema) },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await studyCards(c.app, signedIn(c), c.query) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcards/{uuid}/reviews', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Rate a card (1 again, 2 hard, 3 good, 4 easy); FSRS schedules its next review',
    params: flashcardParams, body: reviewBody,
    success: { status: 200, description: 'The card with its new schedule', schema: reviewResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await reviewCard(c.app, signedIn(c), c.params.uuid, c.body.rating) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: FLASHCARD_DRAFT_PATH, tag: 'AI', auth: 'required', clientHeaders: 'api', limit: perUser('ai-generate-user'),
    summary: 'Makes a draft flashcard set from own, saved or public knows: cards each citing its page; nothing is saved',
    description:
      'Cards come from glossary lines ("Term: definition"), defining sentences and key terms of the pages the caller may read ' +
      '(a reader without Pro: the preview page of a blurred know). Tasks, questions and headings never become cards. ' +
      'With a configured model it writes question/answer cards, each kept only when the passage it cites holds its answer, ' +
      'the others replaced by the material\'s own cards; every card names its engine (decision 0068). Streamed on request. ' +
      'Costs tutoring minutes (allowance.costs.flashcards). To keep the set, send the edited cards to POST /knows with isPrivate true.',
    body: flashcardDraftBody,
    success: streamableSuccess(200, 'The draft, with the allowance after it', flashcardDraftSchema),
    errors: [400, 403, 404, 429],
    handler: async (c) => jsonOrStream(c, 200, await prepareFlashcardDraft(c.app, signedIn(c), c.body)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcard-sets/{uuid}', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Every card of a flashcard know the caller can see, in order, with the caller’s FSRS state (for Learn and Test)',
    params: uuidParams,
    success: { status: 200, description: 'The set', schema: studySetSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await studySet(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcards/{uuid}/answers', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Learn: grade one answer (an option picked, or typed) and record it as an FSRS review',
    description:
      'Typed answers are graded as a teacher would: case, accents, punctuation and a leading article do not count, ' +
      'each listed alternative is accepted, a small typo is `typo`, and answers the caller accepted before with ' +
      '"I was right" are right. Ratings: typed right 3 (Good), typo 2 (Hard), option right 2 (Hard), wrong 1 (Again).',
    params: flashcardParams, body: answerBody,
    success: { status: 200, description: 'The verdict and the card’s new schedule', schema: answerResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await answerCard(c.app, signedIn(c), c.params.uuid, c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcards/{uuid}/accepted-answers', tag, auth: 'required', clientHeaders: 'api',
    summary: '"I was right": accept a typed answer for this card from now on; a wrong verdict that was the card’s latest review becomes Good',
    params: flashcardParams, body: acceptAnswerBody,
    success: { status: 200, description: 'Remembered, with the card’s schedule', schema: acceptAnswerResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await acceptAnswer(c.app, signedIn(c), c.params.uuid, c.body.answer) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcard-sets/{uuid}/test-answers', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Test: grade every answer of a test on a set at once; each is an FSRS review of its card',
    params: uuidParams, body: testAnswersBody,
    success: { status: 200, description: 'Score and every answer with the right one', schema: testResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await gradeTest(c.app, signedIn(c), c.params.uuid, c.body.answers) }),
  }),
];
