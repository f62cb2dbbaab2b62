/**
 * The top bar's way into the chats (issue 22 §4, decision 0059): an icon link to /chat whose
 * accessible name carries the unread count ("Chats, 3 unread"), with a badge. The count is the sum
 * of the chat list's unread counts (the list query the chat pages share), kept live by the tab's
 * one chat stream (decision 0037, lib/api/chat-stream.ts multiplexes it): a message from someone
 * else refreshes the list. The stream is held only while the tab is visible, so hidden tabs do
 * not use up the per-account stream limit (decision 0051); becoming visible refetches the count.
 * It opens STREAM_DELAY_MS after the link mounts: a page's own loading goes first, and a page
 * that is only glanced at opens no stream (decision 0059).
 */
import { useCallback, useEffect, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/app-link';
import { useChats, useChatStream } from '@/lib/api/chats';
import type { ChatStreamEvent } from '@/lib/api/chat-stream';
import { QueryProvider } from '@/lib/api/query-provider';
import { chatKeys } from '@/lib/api/query-keys';
import { theme } from '@/styles/theme';

const STREAM_DELAY_MS = 5_000;

/** What the badge shows: the count, capped so it fits. */
function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function ChatsLink() {
  return (
    <QueryProvider>
      <ChatsLinkContent />
    </QueryProvider>
  );
}

function useTabVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const sync = () => setVisible(document.visibilityState === 'visible');
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, []);
  return visible;
}

function useAfter(ms: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return due;
}

function ChatsLinkContent() {
  const { t } = useTranslation('common');
  const visible = useTabVisible();
  const settled = useAfter(STREAM_DELAY_MS);
  const queryClient = useQueryClient();
  const chats = useChats(true);
  // A (re)connected stream starts from now: what arrived before it is in a fresh count, not in the stream.
  const onEvent = useCallback(
    (event: ChatStreamEvent) => {
      if (event.event === 'ready') void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
    [queryClient],
  );
  useChatStream(visible && settled, onEvent);
  useEffect(() => {
    if (visible) void queryClient.invalidateQueries({ queryKey: chatKeys.list });
  }, [visible, queryClient]);
  const unread = (chats.data?.content ?? []).reduce((n, c) => n + Math.max(0, c.unreadCount), 0);
  const label = unread > 0 ? t('topBar.chatsUnread', { count: unread }) : t('topBar.chats');
  return (
    <IconLink to="/chat" aria-label={label} title={label} data-unread={unread}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4.5 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        />
      </svg>
      {unread > 0 && <Badge aria-hidden="true">{unreadBadge(unread)}</Badge>}
    </IconLink>
  );
}

const IconLink = styled(AppLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  color: inherit;
  border-radius: 50%;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radius.pill}px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
