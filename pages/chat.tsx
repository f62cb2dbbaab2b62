/** /chat (spec §2.1): the signed-in learner's chats; visitors are sent to sign in. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ChatListScreen } from '@/components/chat/chat-list-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function ChatListPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('chat');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <ChatListScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['chat', 'polls']);

export default withQueryClient(ChatListPage);
