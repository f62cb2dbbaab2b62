/** Flashcard study (decision 0008): decks, due cards, FSRS reviews. All for the signed-in learner. */
import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import {
  deckSchema, flashcardParams, reviewBody, reviewResultSchema, studyCardSchema, studyQuery,
} from '@/lib/contract/flashcards';
import { listDecks, reviewCard, studyCards } from '../../flashcards/service';

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
];
