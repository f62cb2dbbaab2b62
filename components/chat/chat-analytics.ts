/**
 * Analytics of chats (spec §3): every chat event carries the chat snapshot (uuid, partner), a
 * sent message also the chat-message snapshot (contentType KNOW/IMAGE/TEXT, source USER_WRITTEN:
 * nothing here is a predefined message). Loaded on demand like every tracker.
 */
import { CHAT_EVENTS } from '@/lib/analytics/event-names';
import { chatMessageSnapshot, chatSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent, type EventPayload } from '@/lib/analytics/track';
import type { Chat, ChatMessage } from '@/lib/api/chats';

export function trackChatEvent(name: keyof typeof CHAT_EVENTS, extra: Partial<EventPayload> = {}): Promise<void> {
  return trackEvent(CHAT_EVENTS[name], extra);
}

const chatOf = (chat: Pick<Chat, 'uuid' | 'partner'>) => chatSnapshot(chat.uuid, chat.partner?.uuid ?? null);

export function trackChatOpened(chat: Pick<Chat, 'uuid' | 'partner'>): Promise<void> {
  return trackChatEvent('opened', { chat: chatOf(chat) });
}

export function trackMessageSent(chat: Pick<Chat, 'uuid' | 'partner'>, message: ChatMessage): Promise<void> {
  return trackChatEvent('messageSent', {
    chat: chatOf(chat),
    chatMessage: chatMessageSnapshot({
      uuid: message.uuid,
      createdOn: message.createdOn,
      senderUserUuid: message.senderUuid,
      receiverUserUuid: chat.partner?.uuid ?? null,
      knowUuid: message.kind === 'KNOW' ? (message.know?.uuid ?? null) : null,
      imageUrl: message.kind === 'IMAGE' ? message.imageUrl : null,
      manualChatMessageId: null,
    }),
  });
}
