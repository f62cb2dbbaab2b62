/** Polls (issue 13 §3, decision 0039): create (knowers, or in a chat), read, vote. */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { uuidParams } from '@/lib/contract/common';
import { createPollBody, pollSchema, voteBody } from '@/lib/contract/polls';
import { createPoll, getPoll, vote } from '../../polls/service';

const tag = 'Polls';

export const pollRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/polls', tag, auth: 'required', clientHeaders: 'api',
    summary: 'Create a poll: in a chat the caller is in (posted there as a link), or shared by link (any signed-in user)',
    body: createPollBody,
    success: { status: 201, description: 'The poll', schema: pollSchema },
    errors: [400, 403, 404, 429],
    handler: async (c) => ({ status: 201, body: await createPoll(c.app, signedIn(c), c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/polls/{uuid}', tag, auth: 'optional', clientHeaders: 'platform',
    summary: 'A poll; results once the caller voted, for its creator, and for everyone after it closed (chat polls: members only)',
    params: uuidParams,
    success: { status: 200, description: 'The poll', schema: pollSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getPoll(c.app, c.user, c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'PUT', path: '/polls/{uuid}/vote', tag, auth: 'required', clientHeaders: 'api',
    summary: "Vote, or change one's vote, until the poll closes (403 reason CLOSED after); one vote per user",
    params: uuidParams, body: voteBody,
    success: { status: 200, description: 'The poll with its results', schema: pollSchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 200, body: await vote(c.app, signedIn(c), c.params.uuid, c.body.option) }),
  }),
];
