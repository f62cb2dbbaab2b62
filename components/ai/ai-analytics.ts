/**
 * The AI tools' analytics that only the browser sees (spec §3, §9; the server records questions,
 * answers, summaries and exams itself, lib/analytics/event-names.ts): chat events carry the
 * aiChat snapshot (messageUuid, isBotMessage, promptVariant, sessionUuid).
 */
import { AI_EVENTS } from '@/lib/analytics/event-names';
import { aiChatSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent } from '@/lib/analytics/track';

export interface ChatEventContext {
  sessionUuid: string;
  messageUuid: string;
  promptVariant: string | null;
}

/** value: the assistant (school-gpt, uni-gpt). */
export function trackChatStarted(kind: string, sessionUuid: string): Promise<void> {
  return trackEvent(AI_EVENTS.chatStarted, { value: kind, aiChat: aiChatSnapshot({ sessionUuid, isBotMessage: false }) });
}

/** An answer the learner stopped, or one broken off (isBotMessage true); value: the engine; valueId: citations. */
export function trackChatAnswer(c: ChatEventContext, outcome: 'stopped' | 'failed', engine: string | null, citations: number): Promise<void> {
  const name = outcome === 'stopped' ? AI_EVENTS.chatAnswerStopped : AI_EVENTS.chatAnswerFailed;
  return trackEvent(name, { value: engine, valueId: citations, aiChat: aiChatSnapshot({ ...c, isBotMessage: true }) });
}

/** A citation followed; valueId: its page. */
export function trackCitationOpened(c: Partial<ChatEventContext>, page: number | null): Promise<void> {
  return trackEvent(AI_EVENTS.citationOpened, { valueId: page, aiChat: aiChatSnapshot({ ...c, isBotMessage: true }) });
}

export function trackSummaryAction(action: 'copied' | 'saved'): Promise<void> {
  return trackEvent(action === 'copied' ? AI_EVENTS.summaryCopied : AI_EVENTS.summarySaved);
}

/** The allowance ran out (value: where). */
export function trackAllowanceExhausted(where: string): Promise<void> {
  return trackEvent(AI_EVENTS.allowanceExhausted, { value: where });
}
