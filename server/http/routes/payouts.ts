/** A knower's payout requests (issue 11 §4, decision 0026): request and history, owner only. */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { knowerParams } from '@/lib/contract/knowers';
import { payoutHistoryQuery, payoutHistorySchema, payoutRequestBody, payoutRequestSchema } from '@/lib/contract/payouts';
import { payoutHistory, requestPayout } from '../../payouts/requests';

export const payoutRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/knowers/{id}/payouts', tag: 'Knowers', auth: 'required', clientHeaders: 'api',
    summary: 'Request a payout of part of the balance (own only; 404 where payouts are hidden)',
    params: knowerParams,
    body: payoutRequestBody,
    success: { status: 201, description: 'The request (REQUESTED); the amount has left the balance', schema: payoutRequestSchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 201, body: await requestPayout(c.app, signedIn(c), c.params.id, c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/{id}/payouts', tag: 'Knowers', auth: 'required', clientHeaders: 'api',
    summary: "The knower's payout requests, newest first, and the yearly limit left (own only)",
    params: knowerParams,
    query: payoutHistoryQuery,
    success: { status: 200, description: 'The yearly limit and one page of requests', schema: payoutHistorySchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 200, body: await payoutHistory(c.app, signedIn(c), c.params.id, c.query) }),
  }),
];
