/**
 * Contract of offline study (issue 24 §7, decision 0071): flip-card ratings made with no network
 * are queued in the browser, each with an id the client made, and sent here when the network is
 * back. The server counts every id once per learner and schedules each card in the order of
 * review time, also when reviews arrive late or twice.
 */
import { z } from 'zod';
import { reviewBody } from './flashcards';
import { OFFLINE_STUDY_LIMITS } from './limits';

export const offlineReviewSchema = z.object({
  /** Made by the client (crypto.randomUUID) when the card was rated: the idempotency key. */
  id: z.uuid(),
  flashcardUuid: z.uuid(),
  rating: reviewBody.shape.rating,
  /** When the card was rated, on the client's clock. */
  reviewedAt: z.iso.datetime({ offset: true }),
});
export type OfflineReview = z.infer<typeof offlineReviewSchema>;

export const offlineReviewsBody = z.object({
  reviews: z.array(offlineReviewSchema).min(1).max(OFFLINE_STUDY_LIMITS.reviewsPerSync),
});

export const OFFLINE_REVIEW_OUTCOMES = ['applied', 'duplicate', 'gone'] as const;
export type OfflineReviewOutcome = (typeof OFFLINE_REVIEW_OUTCOMES)[number];

export const offlineSyncResultSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.uuid(),
        outcome: z
          .enum(OFFLINE_REVIEW_OUTCOMES)
          .describe('applied: counted now; duplicate: counted before (a replay); gone: the card is no longer in the set'),
      }),
    ),
    applied: z.number().int(),
    duplicates: z.number().int(),
  })
  .meta({ id: 'OfflineSyncResult' });
export type OfflineSyncResult = z.infer<typeof offlineSyncResultSchema>;
