/**
 * Reviewer endpoints (issue 11 §2, decision 0028): the know review queue and decision, the payout
 * queue and decision. Signed-in non-reviewers get 403 on every one, before their input is read
 * (guards.reviewersOnly as the routes' access check).
 */
import { defineRoute, type AnyRoute } from '../route';
import { reviewersOnly, signedIn } from './guards';
import { knowDetailSchema, knowParams } from '@/lib/contract/knows';
import {
  knowDecisionBody, payoutDecisionBody, reviewKnowPageSchema, reviewKnowsQuery, reviewPayoutPageSchema, reviewPayoutSchema,
  reviewPayoutsQuery,
} from '@/lib/contract/review';
import { decideKnow, knowReviewQueue } from '../../review/know-review';
import { decidePayoutRequest, payoutReviewQueue } from '../../review/payout-review';

const tag = 'Review';

export const reviewRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/review/knows', tag, auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: 'Knows waiting for review, oldest first, optionally of one edition and subject (reviewers only)',
    query: reviewKnowsQuery,
    success: { status: 200, description: 'One page of knows IN_REVIEW', schema: reviewKnowPageSchema },
    errors: [403],
    handler: async (c) => {
      const auth = signedIn(c);
      return { status: 200, body: await knowReviewQueue(c.app, auth, c.query) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/review/knows/{uuid}/decision', tag, auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: 'Publish a know in review, or reject it with a reason its owner sees (reviewers only)',
    params: knowParams,
    body: knowDecisionBody,
    success: { status: 200, description: 'The know, PUBLISHED or REJECTED', schema: knowDetailSchema },
    errors: [400, 403, 404],
    handler: async (c) => {
      const auth = signedIn(c);
      return { status: 200, body: await decideKnow(c.app, auth, c.params.uuid, c.body) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/review/payouts', tag, auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: 'Payout requests, oldest first: the open ones (REQUESTED, APPROVED) or one state (reviewers only)',
    query: reviewPayoutsQuery,
    success: { status: 200, description: 'One page of payout requests with their knower', schema: reviewPayoutPageSchema },
    errors: [403],
    handler: async (c) => {
      return { status: 200, body: await payoutReviewQueue(c.app, c.query) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/review/payouts/{uuid}/decision', tag, auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: 'Approve a payout request, mark it paid, or reject it with a reason (the money returns; reviewers only)',
    params: knowParams,
    body: payoutDecisionBody,
    success: { status: 200, description: 'The payout request in its new state', schema: reviewPayoutSchema },
    errors: [400, 403, 404],
    handler: async (c) => {
      const auth = signedIn(c);
      return { status: 200, body: await decidePayoutRequest(c.app, auth, c.params.uuid, c.body) };
    },
  }),
];
