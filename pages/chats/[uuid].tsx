/**
 * /chats/{uuid} (spec §2.1; referrer=share when shared): the conversation for its members, the
 * shared-link preview with a sign-in for visitors. Rendered per request only for the uuid check
 * (any other path answers 404); the chat itself loads in the browser with the session.
 */
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConversationScreen } from '@/components/chat/conversation-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';

function ChatPage({ shell, chatUuid }: ShellPageProps & { chatUuid: string }) {
  const { t } = useTranslation('chat');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <ConversationScreen chatUuid={chatUuid} />
    </PageShell>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale, params }) => {
  const uuid = params?.uuid;
  if (!isUuid(uuid)) return { notFound: true };
  return { props: { ...(await shellPageProps(locale, ['chat', 'polls'])), chatUuid: uuid.toLowerCase() } };
};

export default withQueryClient(ChatPage);
