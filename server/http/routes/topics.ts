/** Followed topics and topic quizzes (issue 13 §4, decision 0039), and the ads survey redirect (spec §2.1). */
import { z } from 'zod';
import { defineRoute, noContent, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { badRequest, notFound } from '../../errors';
import { uuidParams } from '@/lib/contract/common';
import { followBody, followedTopicSchema, quizAnswersBody, quizResultSchema, topicQuizSchema } from '@/lib/contract/topic-quiz';
import { followTopic, listFollows, unfollowTopic } from '../../topics/follows';
import { buildQuiz, gradeQuiz } from '../../topics/quiz';
import { editionOfHost, surveyRedirect } from '../../ads-survey/redirect';

const tag = 'Topics';
const param = z.string().max(2000).optional();

export const topicRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/me/topics', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Topics the caller follows, oldest follow first',
    success: { status: 200, description: 'Followed topics', schema: z.array(followedTopicSchema) },
    handler: async (c) => ({ status: 200, body: await listFollows(c.app, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'PUT', path: '/users/me/topics/{uuid}', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Follow a catalogue topic of an edition (following again changes nothing but the edition)',
    params: uuidParams, body: followBody,
    success: { status: 200, description: 'The followed topic', schema: followedTopicSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await followTopic(c.app, signedIn(c), c.params.uuid, c.body.countryCode) }),
  }),
  defineRoute({
    mount: 'v1', method: 'DELETE', path: '/users/me/topics/{uuid}', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Unfollow a topic',
    params: uuidParams,
    success: { status: 204, description: 'Not followed (any more)' },
    handler: async (c) => noContent(unfollowTopic(c.app, signedIn(c), c.params.uuid)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/me/topics/{uuid}/quiz', tag, auth: 'required', clientHeaders: 'api',
    summary: 'A quiz of up to ten questions from the public flashcards of a followed topic (no questions: too little material)',
    params: uuidParams,
    success: { status: 200, description: 'The quiz', schema: topicQuizSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await buildQuiz(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users/me/topics/{uuid}/quiz/answers', tag, auth: 'required', clientHeaders: 'api',
    summary: "Grade a quiz's answers; each answer is an FSRS review of its card (right: Good, wrong: Again)",
    params: uuidParams, body: quizAnswersBody,
    success: { status: 200, description: 'Score and every answer with the right one', schema: quizResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await gradeQuiz(c.app, signedIn(c), c.params.uuid, c.body.answers) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/ads-survey-redirect', tag: 'Ads survey', auth: 'optional', clientHeaders: 'none',
    summary: 'Records an ad visit with its attribution and redirects (302) to the survey, or to ?to= when it is one of our surveys; else 400 (not ours) or 404 (no survey)',
    query: z.object({ to: param, referrer: param, utm_source: param, sid: param, utm_campaign: param, ttclid: param, fbclid: param }),
    success: { status: 302, description: 'To the survey' },
    errors: [400, 404],
    handler: async (c) => {
      const query = new URLSearchParams(Object.entries(c.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const referer = c.req.headers.referer;
      const outcome = await surveyRedirect(c.app, {
        url: `/ads-survey-redirect?${query}`,
        referrer: (Array.isArray(referer) ? referer[0] : referer) ?? null,
        userId: c.user?.user.id ?? null,
        edition: editionOfHost(c.req.host),
      });
      if (outcome.kind === 'REDIRECTED') return { status: 302, headers: { Location: outcome.location, 'Cache-Control': 'no-store' } };
      if (outcome.kind === 'REFUSED') throw badRequest('This link does not lead to one of our surveys.', { field: 'to' });
      throw notFound('No survey is running.');
    },
  }),
];
