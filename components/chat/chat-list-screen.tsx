/**
 * /chat and /app/chat: the learner's conversations, newest activity first, each with its unread
 * count and last message; the list follows the live stream. A new group is made here (name and
 * usernames); direct chats start from a profile.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'next-yak';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppLink } from '@/components/ui/app-link';
import { AppPage } from '@/components/ui/app-page';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { createGroupChat, findUserByUsername, useChats, useChatStream, type Chat } from '@/lib/api/chats';
import { useProfilePictureUrl } from '@/lib/api/profile-picture';
import { chatKeys } from '@/lib/api/query-keys';
import { CHAT_LIMITS } from '@/lib/contract/limits';
import { navigate } from '@/components/shared/redirect';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { trackChatEvent } from './chat-analytics';
import { formatDateTime } from '@/lib/dates';
import type { Translate } from '@/lib/i18n/translate';

function lastLine(chat: Chat, meUuid: string, t: Translate): string {
  const m = chat.lastMessage;
  if (!m) return t('list.noMessages');
  const text = m.hidden ? t('list.hiddenMessage') : m.kind === 'KNOW' ? t('list.sharedKnow') : m.kind === 'IMAGE' ? t('list.sharedImage') : m.text;
  return m.senderUuid === meUuid ? t('list.you', { text }) : text;
}

function ChatRow({ chat, meUuid }: { chat: Chat; meUuid: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const title = chat.kind === 'GROUP' ? (chat.name ?? '') : (chat.partner?.name ?? t('conversation.deletedUser'));
  const picture = useProfilePictureUrl(chat.partner);
  const when = formatDateTime(chat.lastActivityOn, locale.dateLocale);
  return (
    <Row>
      <RowLink to={`/chats/${chat.uuid}`} aria-label={chat.unreadCount > 0 ? `${title}, ${t('list.unread', { count: chat.unreadCount })}` : title}>
        <Avatar name={title} src={picture} size={44} />
        <span>
          <strong>{title}</strong>
          <Preview>{lastLine(chat, meUuid, t)}</Preview>
        </span>
        <Side>
          <time dateTime={chat.lastActivityOn}>{when}</time>
          {chat.unreadCount > 0 && <Badge aria-hidden="true">{chat.unreadCount}</Badge>}
        </Side>
      </RowLink>
    </Row>
  );
}

function NewGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [usernames, setUsernames] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const names = usernames.split(/[\s,]+/).map((u) => u.replace(/^@/, '')).filter(Boolean);
      const ids: string[] = [];
      for (const n of names) {
        const user = await findUserByUsername(n);
        if (!user) {
          setError(t('group.unknownUser', { username: n }));
          return;
        }
        ids.push(user.uuid);
      }
      const chat = await createGroupChat(name, ids);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void trackChatEvent('started', { chat: { uuid: chat.uuid, partnerUserUuid: null } });
      navigate(localeHref(locale.locale, `/chats/${chat.uuid}`));
    } catch (err) {
      notifyError(err, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('group.title')} closeLabel={t('group.cancel')}>
      <form onSubmit={submit}>
        <TextField label={t('group.name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={CHAT_LIMITS.nameMax} required />
        <TextField label={t('group.members')} hint={t('group.membersHint')} value={usernames} onChange={(e) => setUsernames(e.target.value)} error={error ?? undefined} autoComplete="off" />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('group.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!name.trim()}>
            {t('group.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ChatListScreen() {
  const { t } = useTranslation('chat');
  const user = useRequireSession();
  const chats = useChats(!!user);
  const [creating, setCreating] = useState(false);
  useChatStream(!!user);
  return (
    <AppPage>
      <Head>
        <h1>{t('list.heading')}</h1>
        {user && (
          <Button type="button" variant="secondary" onClick={() => setCreating(true)}>
            {t('list.newGroup')}
          </Button>
        )}
      </Head>
      {(!user || chats.isPending) && <Spinner aria-label={t('list.loading')} />}
      {user && chats.isError && <ErrorState message={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void chats.refetch()} />}
      {user && chats.data && chats.data.content.length === 0 && <EmptyState title={t('list.empty.title')} text={t('list.empty.text')} />}
      {user && chats.data && chats.data.content.length > 0 && (
        <List aria-label={t('list.heading')}>
          {chats.data.content.map((c) => (
            <ChatRow key={c.uuid} chat={c} meUuid={user.uuid} />
          ))}
        </List>
      )}
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} />
    </AppPage>
  );
}

const Head = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
  h1 {
    margin: 0;
    color: ${theme.colors.blue900};
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;
const Row = styled.li``;
const RowLink = styled(AppLink)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  color: ${theme.colors.ink};
  text-decoration: none;
  min-width: 0;
  > span {
    min-width: 0;
    display: grid;
  }
  &:hover,
  &:focus-visible {
    border-color: ${theme.colors.blue500};
    outline: none;
    box-shadow: 0 0 0 2px ${theme.colors.focus};
  }
`;
const Preview = styled.span`
  color: ${theme.colors.inkMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: 4px;
  font-size: 0.8rem;
  color: ${theme.colors.inkMuted};
`;
const Badge = styled.span`
  min-width: 22px;
  padding: 2px 7px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.pink600}; color: #fff; font-weight: 700;
  text-align: center;
`;
const DialogActions = styled.div`
  display: flex; justify-content: flex-end; gap: 8px;
  margin-top: 12px;
`;
