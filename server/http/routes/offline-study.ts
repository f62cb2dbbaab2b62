/** Offline study (issue 24 §7, decision 0071): flip-card reviews made offline, synced once each. */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { uuidParams } from '@/lib/contract/common';
import { offlineReviewsBody, offlineSyncResultSchema } from '@/lib/contract/offline-study';
import { syncOfflineReviews } from '../../flashcards/offline-sync';

export const offlineStudyRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/flashcard-sets/{uuid}/offline-reviews', tag: 'Flashcards', auth: 'required', clientHeaders: 'api',
    summary: 'Sync ratings made offline: each counted once by its client id, each card scheduled in the order of review time',
    description:
      'Every review carries an id the client made when the card was rated; one sent again (a retry, a second tab) is ' +
      '`duplicate` and changes nothing. A review older than the card\'s latest is slotted in at its time and the later ' +
      'ones are scheduled again after it. Review times ahead of the server\'s clock count as now. A card no longer in ' +
      'the set is `gone`. At most 200 reviews a request.',
    params: uuidParams, body: offlineReviewsBody,
    success: { status: 200, description: 'What happened to each review', schema: offlineSyncResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 200, body: await syncOfflineReviews(c.app, signedIn(c), c.params.uuid, c.body.reviews) }),
  }),
];
