/** /app/flashcards/learn?knowUuid= (issue 24): the Learn study mode over one flashcard set. Signed in, not indexed. */
import { LearnScreen } from '@/components/study/learn/learn-screen';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const LearnPage = shellPage('LearnPage', {
  head: { namespace: 'study-modes', title: 'learn', noindex: true },
  view: () => <LearnScreen />,
});

export const getStaticProps = shellStaticProps(['study', 'study-modes', 'offline-study']);

export default withQueryClient(LearnPage);
