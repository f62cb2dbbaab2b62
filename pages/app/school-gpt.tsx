/** /app/school-gpt — the school assistant (issue 12 §4): chat with history, streamed answers with sources. Signed in, not indexed. */
import { AssistantScreen } from '@/components/ai/assistant-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const SchoolGptPage = shellPage('SchoolGptPage', {
  head: { namespace: 'ai', title: 'assistant.names.school-gpt', noindex: true },
  view: () => <AssistantScreen kind="school-gpt" />,
});

export const getStaticProps = shellStaticProps(['ai', 'errors']);

export default withQueryClient(SchoolGptPage);
