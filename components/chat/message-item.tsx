/**
 * One message in a conversation: who and when, then its text, shared know (a card that opens the
 * know, or "no longer available") or image (thumbnail, fetched with the session, opens full size
 * in a dialog), or a poll card for a poll posted in the chat. Own messages sit on the right. A menu offers reporting other people's messages.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import { Dialog } from '@/components/ui/dialog';
import { useChatImage, type ChatMessage, type ChatUser } from '@/lib/api/chats';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { theme } from '@/styles/theme';
import { ChatPollCard, pollUuidOf } from './chat-poll-card';
import { MessageText } from './message-text';
import { formatTime } from '@/lib/dates';

export interface MessageItemProps {
  message: ChatMessage;
  sender: ChatUser | null;
  own: boolean;
  linksAllowed: boolean;
  onReport?: (message: ChatMessage) => void;
}

function ChatImage({ message, senderName }: { message: ChatMessage; senderName: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const thumb = useChatImage(message.thumbnailUrl);
  const full = useChatImage(open ? message.imageUrl : null);
  const alt = t('conversation.image', { name: senderName });
  return (
    <>
      <ImageButton type="button" onClick={() => setOpen(true)} aria-label={t('conversation.openImage')}>
        {thumb.data ? <img src={thumb.data} alt={alt} width={240} /> : <ImagePlaceholder aria-hidden="true" />}
      </ImageButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt} closeLabel={t('picker.close')} maxWidth={900}>
        {full.data ? <FullImage src={full.data} alt={alt} /> : <ImagePlaceholder aria-hidden="true" />}
      </Dialog>
    </>
  );
}

export function MessageItem({ message, sender, own, linksAllowed, onReport }: MessageItemProps) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const name = own ? t('conversation.you') : (sender?.name ?? t('conversation.deletedUser'));
  const pollUuid = message.kind === 'TEXT' ? pollUuidOf(message.text) : null;
  const time = formatTime(message.createdOn, locale.dateLocale);
  return (
    <Row $own={own} data-seq={message.seq}>
      <Bubble $own={own}>
        <Meta>
          <strong>{name}</strong> <time dateTime={message.createdOn}>{time}</time>
        </Meta>
        {message.hidden ? (
          <Muted>{t('conversation.hidden')}</Muted>
        ) : (
          <>
            {message.kind === 'KNOW' &&
              (message.know ? (
                <KnowCard to={knowPath(message.know)}>
                  <span>{message.know.title}</span>
                  <small>{t('conversation.openKnow')}</small>
                </KnowCard>
              ) : (
                <Muted>{t('conversation.knowUnavailable')}</Muted>
              ))}
            {message.kind === 'IMAGE' && <ChatImage message={message} senderName={name} />}
            {message.text &&
              (pollUuid ? (
                <ChatPollCard uuid={pollUuid} fallback={<MessageText text={message.text} linksAllowed={own || linksAllowed} />} />
              ) : (
                <MessageText text={message.text} linksAllowed={own || linksAllowed} />
              ))}
          </>
        )}
        {!own && !message.hidden && onReport && (
          <ReportButton type="button" onClick={() => onReport(message)}>
            {t('menu.reportMessage')}
          </ReportButton>
        )}
      </Bubble>
    </Row>
  );
}

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  justify-content: ${(p) => (p.$own ? 'flex-end' : 'flex-start')};
  margin: 6px 0;
`;
const Bubble = styled.div<{ $own: boolean }>`
  max-width: min(560px, 85%);
  padding: 8px 12px;
  border-radius: ${theme.radius.xl}px;
  background: ${(p) => (p.$own ? theme.colors.blue100 : theme.colors.surfaceAlt)};
  color: ${theme.colors.ink};
  display: grid;
  gap: 6px;
`;
const Meta = styled.div`
  font-size: 0.8rem;
  color: ${theme.colors.inkMuted};
  strong {
    color: ${theme.colors.ink};
  }
`;
const Muted = styled.p`
  margin: 0;
  font-style: italic;
  color: ${theme.colors.inkMuted};
`;
const KnowCard = styled(AppLink)`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.line};
  border-left: 4px solid ${theme.colors.blue500};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.blue900};
  text-decoration: none;
  font-weight: 600;
  small {
    font-weight: 400;
    color: ${theme.colors.blue700};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;
const ImageButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius.md}px;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;
const ImagePlaceholder = styled.span`
  display: block;
  width: 240px;
  max-width: 100%;
  height: 160px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.line};
`;
const FullImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;
const ReportButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  font-size: 0.75rem;
  color: ${theme.colors.inkMuted};
  text-decoration: underline;
  cursor: pointer;
`;
