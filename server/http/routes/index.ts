import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../route';
import { buildOpenApiDocument } from '../openapi';
import { userRoutes } from './users';
import { authRoutes } from './auth';
import { knowerRoutes } from './knowers';
import { earningsRoutes } from './earnings';
import { payoutRoutes } from './payouts';
import { competitionRoutes } from './competition';
import { reviewRoutes } from './review';
import { proPlanRoutes } from './pro-plan';
import { countryRoutes } from './countries';
import { analyticsRoutes } from './analytics';
import { knowsRoutes } from './knows';
import { uploadsRoutes } from './uploads';
import { libraryRoutes } from './library';
import { searchRoutes } from './search';
import { flashcardsRoutes } from './flashcards';
import { studyRoutes } from './study';
import { ankiRoutes } from './anki';
import { offlineStudyRoutes } from './offline-study';
import { twoFactorRoutes } from './two-factor';
import { sessionRoutes } from './sessions';
import { healthRoutes } from './health';
import { dataRightsRoutes } from './data-rights';
import { chatRoutes } from './chat';
import { aiRoutes } from './ai';
import { pollRoutes } from './polls';
import { topicRoutes } from './topics';

let openApiDocument: unknown;

const openApiRoute = defineRoute({
  mount: 'v1', method: 'GET', path: '/openapi.json', tag: 'Meta', summary: 'This OpenAPI document', auth: 'none', clientHeaders: 'none',
  database: false,
  success: { status: 200, description: 'OpenAPI 3 document', schema: z.record(z.string(), z.unknown()) },
  handler: async () => {
    openApiDocument ??= buildOpenApiDocument(ROUTES);
    return { status: 200, body: openApiDocument, headers: { 'Cache-Control': 'public, max-age=300' } };
  },
});

export const ROUTES: readonly AnyRoute[] = [
  ...userRoutes,
  ...authRoutes,
  ...knowerRoutes,
  ...earningsRoutes,
  ...payoutRoutes,
  ...competitionRoutes,
  ...reviewRoutes,
  ...proPlanRoutes,
  ...countryRoutes,
  ...analyticsRoutes,
  ...knowsRoutes,
  ...uploadsRoutes,
  ...libraryRoutes,
  ...searchRoutes,
  ...flashcardsRoutes,
  ...studyRoutes,
  ...ankiRoutes,
  ...offlineStudyRoutes,
  ...twoFactorRoutes,
  ...sessionRoutes,
  ...healthRoutes,
  ...dataRightsRoutes,
  ...chatRoutes,
  ...aiRoutes,
  ...pollRoutes,
  ...topicRoutes,
  openApiRoute,
];
