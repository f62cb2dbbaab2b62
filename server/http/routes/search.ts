/**
 * GET /search/knows (decisions 0008, 0060): full-text search with typo tolerance over public
 * knows; GET /search/suggestions: what the search box suggests while a person types.
 */
import { defineRoute, type AnyRoute } from '../route';
import { searchKnowsQuery, searchResponseSchema, searchSuggestionsQuery, suggestionsResponseSchema } from '@/lib/contract/search';
import { searchKnows } from '../../search/service';
import { suggestSearches } from '../../search/suggestions';

const tag = 'Search';

export const searchRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/search/knows', tag, auth: 'optional', clientHeaders: 'api',
    summary: 'Search public knows (empty query: newest public knows matching the filters)',
    query: searchKnowsQuery,
    success: { status: 200, description: 'One page of hits, best first; typo hits after exact ones', schema: searchResponseSchema },
    errors: [400],
    handler: async (c) => ({ status: 200, body: await searchKnows(c.app, c.query, c.user) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/search/suggestions', tag, auth: 'none', clientHeaders: 'platform',
    summary: "Suggestions while typing: the edition's subjects and topics, then titles of public knows",
    query: searchSuggestionsQuery,
    success: { status: 200, description: 'Subjects and topics (filters) first, then titles; each with the typed words marked', schema: suggestionsResponseSchema },
    errors: [400],
    handler: async (c) => ({ status: 200, body: await suggestSearches(c.app, c.query) }),
  }),
];
