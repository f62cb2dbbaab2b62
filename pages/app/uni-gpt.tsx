/** /app/uni-gpt — the university assistant (issue 12 §4): chat with history, streamed answers with sources. Signed in, not indexed. */
import { AssistantScreen } from '@/components/ai/assistant-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const UniGptPage = shellPage('UniGptPage', {
  head: { namespace: 'ai', title: 'assistant.names.uni-gpt', noindex: true },
  view: () => <AssistantScreen kind="uni-gpt" />,
});

export const getStaticProps = shellStaticProps(['ai', 'errors']);

export default withQueryClient(UniGptPage);
