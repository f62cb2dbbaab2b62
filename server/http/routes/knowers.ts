import { defineRoute } from '../route';
import { signedIn } from './guards';
import { knowerParams, knowerProfileSchema, knowerSchema, statusStatsSchema } from '@/lib/contract/knowers';
import { getKnower, getKnowerProfile, getStatusStats, myKnowerId } from '../../knowers/service';

const tag = 'Knowers';

export const knowerRoutes = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/me', tag, summary: "The signed-in user's knower profile", auth: 'required', clientHeaders: 'api',
    success: { status: 200, description: 'Knower (404 if the user is no knower)', schema: knowerSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getKnower(c.app, await myKnowerId(c.app, signedIn(c))) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/{id}', tag, summary: 'A knower', auth: 'optional', clientHeaders: 'api',
    params: knowerParams,
    success: { status: 200, description: 'Knower', schema: knowerSchema },
    handler: async (c) => ({ status: 200, body: await getKnower(c.app, c.params.id) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/{id}/profile', tag, summary: 'Public profile: the knower and totals over their public knows', auth: 'optional', clientHeaders: 'api',
    params: knowerParams,
    success: { status: 200, description: 'Knower profile', schema: knowerProfileSchema },
    handler: async (c) => ({ status: 200, body: await getKnowerProfile(c.app, c.params.id) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knowers/{id}/knows/status-stats', tag, summary: "Counts of the knower's knows per status (own only)", auth: 'required', clientHeaders: 'api',
    params: knowerParams,
    success: { status: 200, description: 'Counts', schema: statusStatsSchema },
    errors: [403],
    handler: async (c) => ({ status: 200, body: await getStatusStats(c.app, signedIn(c), c.params.id) }),
  }),
];
