/** GET /search/knows (decision 0008): full-text search with typo tolerance over public knows. */
import { defineRoute, type AnyRoute } from '../route';
import { searchKnowsQuery, searchResponseSchema } from '@/lib/contract/search';
import { searchKnows } from '../../search/service';

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
];
