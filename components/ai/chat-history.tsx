/** The learner's chats with one assistant, newest first: open one, or start a new one. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { ellipsis } from '@/components/ui/ellipsis';
import { useChats, type AssistantKind } from '@/lib/api/ai';
import { theme } from '@/styles/theme';
import { stackedList } from './stacked-list';

export function ChatHistory({
  kind, enabled, current, onOpen, onNew,
}: { kind: AssistantKind; enabled: boolean; current: string | null; onOpen: (uuid: string) => void; onNew: () => void }) {
  const { t } = useTranslation('ai');
  const chats = useChats(kind, { enabled });
  return (
    <Side aria-labelledby="chat-history-title">
      <Head>
        <h2 id="chat-history-title">{t('assistant.history')}</h2>
        <Button variant="secondary" onClick={onNew}>
          {t('assistant.newChat')}
        </Button>
      </Head>
      <LoadMoreList
        list={chats}
        labels={{ loading: t('loading'), error: t('errors.loadFailed'), retry: t('retry'), more: t('loadMore'), moreFailed: t('errors.loadFailed') }}
      >
        {chats.items.length === 0 ? (
          <Empty>{t('assistant.historyEmpty')}</Empty>
        ) : (
          <List>
            {chats.items.map((c) => (
              <li key={c.uuid}>
                <Item type="button" aria-current={c.uuid === current || undefined} onClick={() => onOpen(c.uuid)}>
                  {c.title || t('assistant.untitled')}
                </Item>
              </li>
            ))}
          </List>
        )}
      </LoadMoreList>
    </Side>
  );
}

const Side = styled.nav`
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${theme.colors.blue900};
  }
`;
const Head = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  margin-bottom: 10px;
`;
const Empty = styled.p`
  color: ${theme.colors.inkMuted};
`;
const List = styled.ul`
  ${stackedList};
  gap: 4px;
  max-height: 60vh;
  overflow-y: auto;
`;
const Item = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 8px 10px;
  border: 0;
  border-radius: ${theme.radius.md}px;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${ellipsis};
  &[aria-current='true'] {
    background: ${theme.colors.blue100};
    font-weight: 600;
  }
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
`;
