/**
 * Match and study progress (issue 24 §4–5, decision 0069), for the signed-in learner: a Match
 * round of a set and its best time, and the progress page's streak, chart and per-set counts.
 */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { matchParams, matchResultBody, matchResultSchema, matchRoundSchema } from '@/lib/contract/match';
import { studyProgressSchema } from '@/lib/contract/study-progress';
import { matchRound, submitMatchTime } from '../../flashcards/match';
import { studyProgress } from '../../flashcards/progress';

const tag = 'Flashcards';

export const studyRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcard-sets/{uuid}/match', tag, auth: 'required', clientHeaders: 'api',
    summary: "A Match round: a random draw of the set's cards (up to 6 pairs) and the caller's best time",
    params: matchParams,
    success: { status: 200, description: 'The round; no pairs when the set has fewer than 2 cards', schema: matchRoundSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await matchRound(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcard-sets/{uuid}/match-results', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Report a finished Match round; the best time per set and learner is kept',
    description:
      'timeMs includes the penalty seconds. A time below 500 ms per pair is refused (BadRequestError, data.reason ' +
      'ImplausibleTime with data.minTimeMs); so is a set with fewer than 2 cards (data.reason TooFewCards).',
    params: matchParams, body: matchResultBody,
    success: { status: 200, description: 'The time, the best time after it, and whether it is the best', schema: matchResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await submitMatchTime(c.app, signedIn(c), c.params.uuid, c.body.timeMs) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/flashcards/progress', tag, auth: 'required', clientHeaders: 'api',
    summary: "The caller's study progress: streak, cards studied per day (8 weeks), retention per week, per-set card counts",
    success: { status: 200, description: 'Progress, days counted in the caller\'s time zone', schema: studyProgressSchema },
    handler: async (c) => ({ status: 200, body: await studyProgress(c.app, signedIn(c)) }),
  }),
];
