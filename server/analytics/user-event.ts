/**
 * Analytics events the server records where the work happens (AI tools, poll votes, quiz
 * completions), with the acting user's snapshot of spec §3, so a closed tab still counts.
 * Failing to record never fails the request (spec §8: analytics failures are only logged).
 */
import { randomUUID } from 'node:crypto';
import { userSnapshot } from '@/lib/analytics/snapshots';
import type { AnalyticsEvent } from '@/lib/contract/analytics';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { currentStreak } from '../flashcards/progress';
import { storeEvent } from './service';

export async function recordUserEvent(
  app: AppContext,
  viewer: AuthUser,
  name: string,
  extra: Pick<AnalyticsEvent, 'value' | 'valueId' | 'aiChat' | 'chat' | 'page'> = {},
): Promise<void> {
  const u = viewer.user;
  const event: AnalyticsEvent = {
    name,
    uuid: randomUUID(),
    platform: 'web',
    appVersion: '1.0.0',
    appBuildNumber: null,
    user: userSnapshot({
      uuid: u.id, knowerUuid: viewer.knowerId, createdOn: u.createdAt.toISOString(), country: u.country,
      interfaceLanguage: u.interfaceLanguage, contentLanguage: u.contentLanguage, regionId: u.regionId,
      schoolType: u.schoolType, grade: u.grade, premiumStatus: u.premiumStatus, source: u.source, sourceCampaign: u.sourceCampaign,
      // Like the insert below, a failed look-up never fails the request.
      streak: await currentStreak(app.db, u).catch(() => null),
    }),
    ...extra,
  };
  try {
    await storeEvent(app, event, u.id);
  } catch (err) {
    app.log.warn({ err, event: name }, 'An error occurred while sending event.');
  }
}
