/**
 * The knower competition (issue 11 §5, decision 0031): a country's contest with prizes and
 * winners, its live leaderboard with the viewer's place, and the winners' prize claims (opened
 * by the e-mailed single-use link or signed in).
 */
import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import {
  competitionParams, competitionSchema, leaderboardQuery, leaderboardSchema, prizeClaimBody, prizeClaimQuery, prizeClaimSchema,
} from '@/lib/contract/competition';
import { getCompetition, getLeaderboard } from '../../competition/service';
import { readClaim, resendClaimLink, submitClaim } from '../../competition/claims';

export const competitionRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/competitions/{country}', tag: 'Competitions', auth: 'none', clientHeaders: 'platform',
    summary: "A country's knower competition: window, phase, prizes and, once decided, the winners (404 where there is none)",
    params: competitionParams,
    success: { status: 200, description: 'The competition', schema: competitionSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getCompetition(c.app, c.params.country) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/competitions/{country}/leaderboard', tag: 'Competitions', auth: 'optional', clientHeaders: 'api',
    summary: 'Knowers ranked by public knows published inside the window, and the signed-in viewer\'s place',
    params: competitionParams,
    query: leaderboardQuery,
    success: { status: 200, description: 'One page of the ranking and the viewer\'s place', schema: leaderboardSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await getLeaderboard(c.app, c.user, c.params.country, c.query) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/competitions/prizes/claim', tag: 'Competitions', auth: 'optional', clientHeaders: 'api',
    summary: "A winner's prize claim: by the e-mailed link's accessToken, or the signed-in winner's newest prize",
    query: prizeClaimQuery,
    success: { status: 200, description: 'The prize and the payout details given so far (masked)', schema: prizeClaimSchema },
    errors: [400, 401, 403, 404],
    handler: async (c) => ({ status: 200, body: await readClaim(c.app, c.user, c.query.accessToken) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/competitions/prizes/claim', tag: 'Competitions', auth: 'optional', clientHeaders: 'api',
    summary: 'Submit the payout details of a prize; a link works once (403 ForbiddenError with data.reason USED, EXPIRED or INVALID)',
    body: prizeClaimBody,
    success: { status: 200, description: 'The claim with the details stored', schema: prizeClaimSchema },
    errors: [400, 401, 403, 404],
    handler: async (c) => ({ status: 200, body: await submitClaim(c.app, c.user, c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/competitions/prizes/claim/link', tag: 'Competitions', auth: 'required', clientHeaders: 'api',
    summary: "E-mail the signed-in winner a new single-use link to the claim form (at most one a minute)",
    success: { status: 202, description: 'The link is on its way to the account\'s address', schema: z.object({}) },
    errors: [400, 401, 404, 429],
    handler: async (c) => {
      await resendClaimLink(c.app, signedIn(c));
      return { status: 202, body: {} };
    },
  }),
];
