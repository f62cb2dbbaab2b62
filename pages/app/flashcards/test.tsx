/** /app/flashcards/test?knowUuid= (issue 24): the Test study mode over one flashcard set. Signed in, not indexed. */
import { TestScreen } from '@/components/study/test/test-screen';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const TestPage = shellPage('TestPage', {
  head: { namespace: 'study-modes', title: 'test', noindex: true },
  view: () => <TestScreen />,
});

export const getStaticProps = shellStaticProps(['study', 'study-modes', 'offline-study']);

export default withQueryClient(TestPage);
