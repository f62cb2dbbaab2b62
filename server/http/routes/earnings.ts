/** A knower's earnings (issue 11 §3, decision 0025): read-only; payout pages build on it. */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { knowerParams } from '@/lib/contract/knowers';
import { earningsQuery, earningsSchema } from '@/lib/contract/earnings';
import { getEarnings } from '../../earnings/ledger';

export const earningsRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/{id}/earnings', tag: 'Knowers', auth: 'required', clientHeaders: 'api',
    summary: "The knower's balance per currency and earnings ledger, newest first (own only)",
    params: knowerParams,
    query: earningsQuery,
    success: { status: 200, description: 'Balances (sums of the ledger) and one page of it', schema: earningsSchema },
    errors: [400, 403, 404],
    handler: async (c) => ({ status: 200, body: await getEarnings(c.app, signedIn(c), c.params.id, c.query) }),
  }),
];
