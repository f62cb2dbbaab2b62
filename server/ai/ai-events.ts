/**
 * Analytics of the AI tools (issue 12 §8), recorded by the server where the work happens: chat
 * messages with the aiChat snapshot of spec §3 (messageUuid, isBotMessage, promptVariant,
 * sessionUuid), summaries and mock exams with what was made. Failing to record never fails the
 * request (spec §8: analytics failures are only logged).
 */
import { randomUUID } from 'node:crypto';
import { AI_EVENTS } from '@/lib/analytics/event-names';
import { aiChatSnapshot, userSnapshot } from '@/lib/analytics/snapshots';
import type { AnalyticsEvent } from '@/lib/contract/analytics';
import type { AppContext } from '../app';
import type { AuthUser } from '../auth/authenticate';
import { storeEvent } from '../analytics/service';

type AiEventName = (typeof AI_EVENTS)[keyof typeof AI_EVENTS];

export async function recordAiEvent(
  app: AppContext,
  viewer: AuthUser,
  name: AiEventName,
  extra: Pick<AnalyticsEvent, 'value' | 'valueId' | 'aiChat' | 'page'> = {},
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
    }),
    ...extra,
  };
  try {
    await storeEvent(app, event, u.id);
  } catch (err) {
    app.log.warn({ err, event: name }, 'An error occurred while sending event.');
  }
}

export const chatSnapshot = (m: { messageUuid: string; isBotMessage: boolean; promptVariant: string | null; sessionUuid: string }) =>
  aiChatSnapshot(m);
