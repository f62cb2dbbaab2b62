/**
 * One conversation for a member (/chats/{uuid}): history (older pages load when scrolled to the
 * top or with the button), live messages from the stream (announced to screen readers through a
 * polite live region), the composer, and the chat's actions. Reading moves the read position.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import {
  addMessageToHistory, markRead, sendImage, sendKnow, sendText, useChat, useChatHistory, useChatStream, type ChatMessage,
} from '@/lib/api/chats';
import { subscribeStreamState, type ChatStreamEvent } from '@/lib/api/chat-stream';
import { chatKeys } from '@/lib/api/query-keys';
import { toApiError } from '@/lib/api/errors';
import { userPagePath } from '@/lib/knowers/knower-href';
import { notifyError } from '@/lib/notifications/toast';
import type { SessionUser } from '@/stores/session-store';
import { theme, media } from '@/styles/theme';
import { trackChatOpened, trackMessageSent } from './chat-analytics';
import { ChatMenu } from './chat-menu';
import { Composer } from './composer';
import { GroupMembers } from './group-members';
import { MessageItem } from './message-item';
import { ReportDialog, type ReportTargetRef } from './report-dialog';
import { visuallyHidden } from '@/components/ui/visually-hidden';

const NEAR_EDGE_PX = 48;

export function ConversationView({ chatUuid, me }: { chatUuid: string; me: SessionUser }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const chatQuery = useChat(chatUuid, true);
  const chat = chatQuery.data;
  const history = useChatHistory(chatUuid, !!chat);
  const { messages, hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const [announcement, setAnnouncement] = useState('');
  const [reportTarget, setReportTarget] = useState<ReportTargetRef | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const readUpTo = useRef(0);

  const members = useMemo(() => new Map((chat?.members ?? []).map((m) => [m.uuid, m])), [chat?.members]);
  const answered = useMemo(() => new Set(chat?.answeredUserUuids ?? []), [chat?.answeredUserUuids]);

  const onEvent = useCallback(
    (e: ChatStreamEvent) => {
      if (e.event === 'message' && e.data.chatUuid === chatUuid && e.data.senderUuid !== me.uuid) {
        const m = e.data as ChatMessage;
        const name = (m.senderUuid && members.get(m.senderUuid)?.name) || t('conversation.deletedUser');
        const text = m.kind === 'KNOW' ? t('list.sharedKnow') : m.kind === 'IMAGE' ? t('list.sharedImage') : m.text;
        setAnnouncement(t('conversation.newMessage', { name, text }));
      }
    },
    [chatUuid, me.uuid, members, t],
  );
  useChatStream(true, onEvent);

  useEffect(() => {
    let wasLive = false;
    return subscribeStreamState((state) => {
      if (state === 'live') wasLive = true;
      setReconnecting(wasLive && state !== 'live');
    });
  }, []);

  const opened = useRef(false);
  useEffect(() => {
    if (!chat || opened.current) return;
    opened.current = true;
    void trackChatOpened(chat);
  }, [chat]);

  // Reading: the newest message shown while the tab is visible moves the read position.
  const lastSeq = messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    const read = () => {
      if (!chat || lastSeq <= readUpTo.current || lastSeq <= chat.lastReadSeq || document.visibilityState !== 'visible') return;
      readUpTo.current = lastSeq;
      markRead(chatUuid, lastSeq)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.list }))
        .catch(() => {
          readUpTo.current = 0;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [chat, chatUuid, lastSeq, queryClient]);

  // Scrolling: stay at the bottom for new messages; keep the reader's place when older ones load.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const loadOlder = useCallback(() => {
    const el = listRef.current;
    if (!hasNextPage || isFetchingNextPage) return;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX;
    if (el.scrollTop < NEAR_EDGE_PX) loadOlder();
  };

  const refreshChat = () => void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatUuid) });
  const afterSend = (m: ChatMessage) => {
    stickToBottom.current = true;
    addMessageToHistory(queryClient, m);
    readUpTo.current = Math.max(readUpTo.current, m.seq);
    if (chat) void trackMessageSent(chat, m);
    refreshChat();
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
  };
  const attempt = async (send: () => Promise<ChatMessage>): Promise<boolean> => {
    try {
      afterSend(await send());
      return true;
    } catch (error) {
      notifyError(error, t);
      return false;
    }
  };

  if (chatQuery.isPending) return <Spinner aria-label={t('conversation.loading')} />;
  if (chatQuery.isError || !chat) {
    if (toApiError(chatQuery.error).status === 404) {
      return <EmptyState title={t('conversation.notFound.title')} text={t('conversation.notFound.text')} actions={<AppLink to="/app/chat">{t('conversation.back')}</AppLink>} />;
    }
    return <ErrorState message={t('conversation.error')} retryLabel={t('list.retry')} onRetry={() => void chatQuery.refetch()} />;
  }

  const title = chat.kind === 'GROUP' ? (chat.name ?? '') : (chat.partner?.name ?? t('conversation.deletedUser'));

  return (
    <Layout>
      <Header>
        <AppLink to="/app/chat">← {t('conversation.back')}</AppLink>
        <h1>
          {chat.partner ? <AppLink to={userPagePath(chat.partner.uuid)}>{title}</AppLink> : title}
        </h1>
        <ChatMenu chat={chat} meUuid={me.uuid} onChanged={refreshChat} onLeft={() => void queryClient.invalidateQueries({ queryKey: chatKeys.all })} onReport={setReportTarget} />
        {chat.kind === 'GROUP' && <GroupMembers chat={chat} meUuid={me.uuid} onChanged={refreshChat} />}
      </Header>
      {reconnecting && <Notice role="status">{t('conversation.offline')}</Notice>}
      <Messages ref={listRef} onScroll={onScroll} tabIndex={0} aria-label={t('conversation.log')}>
        {history.isPending && <Spinner aria-label={t('conversation.loading')} />}
        {history.isError && <ErrorState message={t('conversation.error')} retryLabel={t('list.retry')} onRetry={() => void history.refetch()} />}
        {hasNextPage && (
          <Older>
            <Button type="button" variant="ghost" onClick={loadOlder} loading={isFetchingNextPage} loadingLabel={t('conversation.loadingEarlier')}>
              {t('conversation.loadEarlier')}
            </Button>
          </Older>
        )}
        {history.isSuccess && !hasNextPage && messages.length > 0 && <Beginning>{t('conversation.beginning')}</Beginning>}
        {history.isSuccess && messages.length === 0 && <Beginning>{t('conversation.empty')}</Beginning>}
        <ol>
          {messages.map((m) => (
            <MessageItem
              key={m.uuid}
              message={m}
              sender={m.senderUuid ? (members.get(m.senderUuid) ?? null) : null}
              own={m.senderUuid === me.uuid}
              linksAllowed={!!m.senderUuid && answered.has(m.senderUuid)}
              onReport={(msg) => setReportTarget({ targetType: 'MESSAGE', targetUuid: msg.uuid, label: t('report.message') })}
            />
          ))}
        </ol>
      </Messages>
      <LiveRegion aria-live="polite" aria-atomic="true">
        {announcement}
      </LiveRegion>
      {chat.blocked && <Notice role="note">{t('conversation.blocked')}</Notice>}
      <Composer
        chatUuid={chatUuid}
        onPoll={() => void queryClient.invalidateQueries({ queryKey: chatKeys.history(chatUuid) })}
        disabled={chat.blocked}
        onText={(text) => attempt(() => sendText(chatUuid, text))}
        onImage={async (file) => void (await attempt(() => sendImage(chatUuid, file)))}
        onKnow={async (know) => void (await attempt(() => sendKnow(chatUuid, know.uuid)))}
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex; flex-direction: column; gap: 8px;
  height: calc(100vh - ${theme.navbarHeight}px - 40px);
  min-height: 420px;
  ${media.mobile} {
    height: calc(100dvh - ${theme.navbarHeight}px - 16px);
  }
`;
const Header = styled.header`
  display: grid;
  gap: 6px;
  h1 {
    margin: 0;
    font-size: 1.4rem;
    color: ${theme.colors.blue900};
    overflow-wrap: anywhere;
  }
`;
const Messages = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 2px;
  border-radius: ${theme.radius.lg}px;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const Older = styled.div`
  display: flex; justify-content: center;
`;
const Beginning = styled.p`
  text-align: center;
  color: ${theme.colors.inkMuted};
  font-size: 0.85rem;
`;
const Notice = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.pink100};
  color: ${theme.colors.ink};
`;
const LiveRegion = styled.div`
  ${visuallyHidden};
`;
