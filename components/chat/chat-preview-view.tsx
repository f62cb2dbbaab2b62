/**
 * What a visitor sees at a shared chat link (/chats/{uuid}?referrer=share): that it is a chat
 * (private, or a group with its name and size) and a sign-in that comes back here. No messages,
 * no member names. The link's referrer=share is the visit's attribution (spec §4), captured with
 * every landing; opening the preview is an event of its own.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { readQueryParam } from '@/components/shared/redirect';
import { SignInButtons } from '@/components/shared/sign-in-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useChatPreview } from '@/lib/api/chats';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';
import { trackChatEvent } from './chat-analytics';

export function ChatPreviewView({ chatUuid }: { chatUuid: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const preview = useChatPreview(chatUuid, true);
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !preview.data) return;
    tracked.current = true;
    void trackChatEvent('shareOpened', { chat: { uuid: chatUuid, partnerUserUuid: null }, referrerScreen: readQueryParam('referrer') ?? undefined });
  }, [chatUuid, preview.data]);

  if (preview.isPending) return <Spinner aria-label={t('conversation.loading')} />;
  if (!preview.data) return <EmptyState title={t('preview.title')} text={t('preview.notFound')} />;
  const back = localeHref(locale.locale, `/chats/${chatUuid}`);
  const p = preview.data;
  return (
    <Card>
      <h1>{t('preview.title')}</h1>
      <p>{p.kind === 'GROUP' ? t('preview.group', { name: p.name ?? '' }) : t('preview.direct')}</p>
      <p>{t('group.membersCount', { count: p.memberCount })}</p>
      <Actions>
        <SignInButtons returnTo={back} signIn={t('preview.signIn')} signUp={t('preview.signUp')} />
      </Actions>
    </Card>
  );
}

const Card = styled.section`
  max-width: 520px;
  margin: 24px auto;
  padding: 28px 24px;
  text-align: center;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  h1 {
    margin: 0 0 12px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.inkMuted};
  }
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 10px;
  margin-top: 16px;
`;
