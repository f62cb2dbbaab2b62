/**
 * Analytics of the AI tools (issue 12 §8), recorded by the server where the work happens: chat
 * messages with the aiChat snapshot of spec §3 (messageUuid, isBotMessage, promptVariant,
 * sessionUuid), summaries and mock exams with what was made. Failing to record never fails the
 * request (spec §8: analytics failures are only logged).
 */
import { AI_EVENTS } from '@/lib/analytics/event-names';
import { aiChatSnapshot } from '@/lib/analytics/snapshots';
import type { AnalyticsEvent } from '@/lib/contract/analytics';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { recordUserEvent } from '../analytics/user-event';

type AiEventName = (typeof AI_EVENTS)[keyof typeof AI_EVENTS];

export function recordAiEvent(
  app: AppContext,
  viewer: AuthUser,
  name: AiEventName,
  extra: Pick<AnalyticsEvent, 'value' | 'valueId' | 'aiChat' | 'page'> = {},
): Promise<void> {
  return recordUserEvent(app, viewer, name, extra);
}

export const chatSnapshot = (m: { messageUuid: string; isBotMessage: boolean; promptVariant: string | null; sessionUuid: string }) =>
  aiChatSnapshot(m);
