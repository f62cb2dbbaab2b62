/** /chat (spec §2.1): the signed-in learner's chats; visitors are sent to sign in. Not indexed. */
import { ChatListScreen } from '@/components/chat/chat-list-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const ChatListPage = shellPage('ChatListPage', {
  head: { namespace: 'chat', title: 'title', noindex: true },
  view: () => <ChatListScreen />,
});

export const getStaticProps = shellStaticProps(['chat', 'polls']);

export default withQueryClient(ChatListPage);
