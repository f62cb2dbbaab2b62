/**
 * Reviewer endpoints (issue 11 §2, decision 0028): the know review queue and decision, the payout
 * queue, decision view and decision. Signed-in non-reviewers get 403 on every one, before their
 * input is read (guards.reviewersOnly as the routes' access check); a reviewer reaches the items
 * of their editions only, another edition's item is 404 (decision 0050).
 */
import { defineRoute, type AnyRoute } from '../route';
import { reviewersOnly, signedIn } from './guards';
import { knowDetailSchema, knowParams } from '@/lib/contract/knows';
import {
  knowDecisionBody, payoutDecisionBody, reviewKnowPageSchema, reviewKnowsQuery, reviewPayoutDetailSchema, reviewPayoutPageSchema,
  reviewPayoutSchema, reviewPayoutsQuery,
} from '@/lib/contract/review';
import { decideKnow, knowReviewQueue } from '../../review/know-review';
import { decidePayoutRequest, payoutReviewQueue, readPayoutRequest } from '../../review/payout-review';

const tag = 'Review';
/** What every reviewer endpoint shares: signed in, with a reviewer grant checked before any input is read. */
const reviewerRoute = { mount: 'v1', tag, auth: 'required', access: reviewersOnly, clientHeaders: 'api' } as const;

export const reviewRoutes: AnyRoute[] = [
  defineRoute({
    ...reviewerRoute, method: 'GET', path: '/review/knows',
    summary: "Knows waiting for review, oldest first, optionally of one edition and subject (reviewers only; their editions' knows only)",
    query: reviewKnowsQuery,
    success: { status: 200, description: 'One page of knows IN_REVIEW', schema: reviewKnowPageSchema },
    errors: [403],
    handler: async (c) => ({ status: 200, body: await knowReviewQueue(c.app, signedIn(c), c.query) }),
  }),
  defineRoute({
    ...reviewerRoute, method: 'POST', path: '/review/knows/{uuid}/decision',
    summary: "Publish a know in review, or reject it with a reason its owner sees (reviewers only; another edition's know is 404)",
    params: knowParams,
    body: knowDecisionBody,
    success: { status: 200, description: 'The know, PUBLISHED or REJECTED', schema: knowDetailSchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 200, body: await decideKnow(c.app, signedIn(c), c.params.uuid, c.body) }),
  }),
  defineRoute({
    ...reviewerRoute, method: 'GET', path: '/review/payouts',
    summary: "Payout requests, oldest first: the open ones (REQUESTED, APPROVED) or one state (reviewers only; their editions' knowers only)",
    query: reviewPayoutsQuery,
    success: { status: 200, description: 'One page of payout requests with their knower, IBANs masked to the last four characters', schema: reviewPayoutPageSchema },
    errors: [403],
    handler: async (c) => ({ status: 200, body: await payoutReviewQueue(c.app, signedIn(c), c.query) }),
  }),
  defineRoute({
    ...reviewerRoute, method: 'GET', path: '/review/payouts/{uuid}',
    summary: "A payout request's decision view with the full IBAN or PayPal address; each read enters the audit trail (reviewers only; another edition's request is 404)",
    params: knowParams,
    success: { status: 200, description: 'The payout request with its full details', schema: reviewPayoutDetailSchema },
    errors: [403, 404],
    handler: async (c) => ({ status: 200, body: await readPayoutRequest(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    ...reviewerRoute, method: 'POST', path: '/review/payouts/{uuid}/decision',
    summary: "Approve a payout request, mark it paid, or reject it with a reason (the money returns; reviewers only; another edition's request is 404)",
    params: knowParams,
    body: payoutDecisionBody,
    success: { status: 200, description: 'The payout request in its new state, details masked', schema: reviewPayoutSchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 200, body: await decidePayoutRequest(c.app, signedIn(c), c.params.uuid, c.body) }),
  }),
];
